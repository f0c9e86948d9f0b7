"""TLS: the client against a server of its own started with a certificate
this test makes (``openssl req``), trusting it by path and by bytes; a
plain-text client is refused. The server is ``MOUNTAIN_GOATS_BIN`` (or the
release build), whatever ``MOUNTAIN_GOATS_ADDR`` says."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import running_server, server_binary

from mountain_goats import Client, GameError, RetryPolicy


def make_certificate(directory: Path) -> tuple[Path, Path]:
    """A self-signed certificate for localhost and 127.0.0.1, and its key.
    Not a CA (``CA:FALSE``): rustls refuses a CA certificate as a server's."""
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("no openssl command to make the test certificate with")
    cert, key = directory / "cert.pem", directory / "key.pem"
    subprocess.run(
        [openssl, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
         "-days", "1", "-subj", "/CN=localhost",
         "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
         "-addext", "basicConstraints=critical,CA:FALSE",
         "-keyout", str(key), "-out", str(cert)],
        check=True,
        capture_output=True,
    )
    return cert, key


def test_tls_with_a_certificate_the_test_makes(tmp_path):
    binary = server_binary()
    if not binary.exists():
        if "MOUNTAIN_GOATS_BIN" in os.environ:
            pytest.fail(f"MOUNTAIN_GOATS_BIN is {binary}, which does not exist", pytrace=False)
        pytest.skip(f"no server binary to start with TLS: build {binary} or set MOUNTAIN_GOATS_BIN")
    cert, key = make_certificate(tmp_path)
    with running_server(binary, "--tls-cert", str(cert), "--tls-key", str(key)) as addr:
        # A path of root certificates means TLS.
        with Client(addr, root_certificates=cert) as client:
            game = client.create_game(2)
            seat = client.join_game(game.name, "over-tls")
            assert client.get_game(game.name).seats[seat.seat].taken
        with Client(addr, tls=True, root_certificates=cert.read_bytes()) as client:
            assert client.get_game(game.name).name == game.name

        once = RetryPolicy(attempts=1)
        with Client(addr, timeout=5, retry=once) as plain:
            with pytest.raises(GameError):
                plain.get_game(game.name)
