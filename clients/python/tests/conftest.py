"""Test fixtures: a live Mountain Goats server.

Uses the server at ``MOUNTAIN_GOATS_ADDR`` when it is set; otherwise starts
``target/release/mountain-goats serve --listen 127.0.0.1:0 --db :memory:``
from the repository root (``MOUNTAIN_GOATS_BIN`` overrides the path), reads
its ``listening on HOST:PORT`` line and stops it at the end of the session.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import select
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Iterator

import pytest

from mountain_goats import Client

REPO_ROOT = Path(__file__).resolve().parents[3]
LISTENING = re.compile(r"^listening on (\S+)\s*$")


@pytest.fixture(scope="session")
def dice_vectors() -> list[dict]:
    return json.loads((REPO_ROOT / "testdata" / "dice-vectors.json").read_text())["vectors"]


@pytest.fixture(scope="session")
def contribution_vectors() -> list[dict]:
    return json.loads((REPO_ROOT / "testdata" / "dice-vectors-contributions.json").read_text())["vectors"]


@pytest.fixture(scope="session")
def server_addr() -> Iterator[str]:
    addr = os.environ.get("MOUNTAIN_GOATS_ADDR")
    if addr:
        yield addr
        return
    binary = server_binary()
    if not binary.exists():
        pytest.fail(
            f"no server: set MOUNTAIN_GOATS_ADDR, or build {binary} (cargo build --release)", pytrace=False
        )
    # No bound on accounts: the suite makes them by the dozen from one
    # address (tests/run starts its server so too).
    with running_server(binary, "--accounts-per-client-per-hour", "0") as addr:
        yield addr


def server_binary() -> Path:
    """The server binary: ``MOUNTAIN_GOATS_BIN``, or the release build."""
    return Path(os.environ.get("MOUNTAIN_GOATS_BIN", REPO_ROOT / "target" / "release" / "mountain-goats"))


@contextlib.contextmanager
def running_server(binary: Path, *args: str) -> Iterator[str]:
    """Runs ``binary serve`` on a free loopback port and an in-memory store,
    with ``args``; yields its address and stops it (SIGTERM) at the end."""
    log = tempfile.NamedTemporaryFile(prefix="mountain-goats-server-", suffix=".log", delete=False)
    proc = subprocess.Popen(
        [str(binary), "serve", "--listen", "127.0.0.1:0", "--db", ":memory:", *args],
        stdout=subprocess.PIPE,
        stderr=log,
        stdin=subprocess.DEVNULL,
        text=True,
    )
    try:
        addr = _read_address(proc, timeout=30.0)
        if addr is None:
            proc.kill()
            pytest.fail(f"the server did not print 'listening on'; its log: {log.name}", pytrace=False)
        yield addr
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        log.close()


def _read_address(proc: subprocess.Popen, timeout: float) -> str | None:
    assert proc.stdout is not None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([proc.stdout], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            break
        line = proc.stdout.readline()
        if not line:
            return None  # the server exited
        m = LISTENING.match(line)
        if m:
            return m.group(1)
    return None


@pytest.fixture
def client(server_addr: str) -> Iterator[Client]:
    with Client(server_addr) as c:
        yield c
