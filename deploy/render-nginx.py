#!/usr/bin/env python3
"""Renders deploy/nginx-grpc.conf for servers on this machine, with the least
change: the tests (deploy/balancer-test.sh) and the `cluster` bench
(benches/load/cluster.rs) run the shipped config, not a copy of it.

    deploy/render-nginx.py OUT --listen 127.0.0.1:PORT --upstream ADDR [--upstream ADDR …]
                           [--nginx-version 1.22.1] [--balance hash|random|round-robin]
                           [--source deploy/nginx-grpc.conf]

What changes:
  - each upstream's `server` lines (one per Compose replica, names Docker
    re-resolves) become one line per --upstream address, in the order given,
    with the same parameters but `resolve` (for names; these are addresses);
  - the `listen` port becomes --listen;
  - for nginx before 1.25.1 (Debian 12 has 1.22), which has no `http2 on`,
    `http2` moves to the `listen` line (that nginx then takes HTTP/2 only on
    the port, so gRPC-Web cannot be tried through it);
  - --balance random or round-robin replaces each upstream's `hash … consistent`
    by `random` or by nothing (nginx's default, round robin): what it costs
    not to send a game's calls to one server (the bench), and a check that the
    routing test can fail (the test). The default keeps the shipped hash.
Everything else (the map of the routing header, timeouts, headers, limits) is
kept. A shipped config of another shape is refused with what did not match.
"""

import argparse
import re
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("--source", default=None, help="default: nginx-grpc.conf beside this script")
    parser.add_argument("--listen", required=True, help="host:port for nginx to listen on")
    parser.add_argument("--upstream", action="append", required=True, help="a server's host:port (repeat)")
    parser.add_argument("--nginx-version", default="1.28.0")
    parser.add_argument("--balance", choices=("hash", "random", "round-robin"), default="hash")
    args = parser.parse_args()
    source = args.source or __file__.rsplit("/", 1)[0] + "/nginx-grpc.conf"
    conf = open(source, encoding="utf-8").read()

    def fail(message):
        sys.exit(f"render-nginx: {source}: {message}")

    def sub(pattern, replacement, text, want):
        text, n = re.subn(pattern, replacement, text, flags=re.M)
        if n != want:
            fail(f"changed shape: {pattern!r} matched {n} times, not {want}")
        return text

    # Each upstream block: its run of `server` lines becomes one line per
    # address, with the parameters of the shipped lines (all alike).
    blocks = list(re.finditer(r"^upstream\s+(\S+)\s*\{\n(.*?)^\}", conf, re.M | re.S))
    if len(blocks) != 2:
        fail(f"{len(blocks)} upstream blocks, not 2 (gRPC and HTTP)")
    out, at = [], 0
    for block in blocks:
        body = block.group(2)
        lines = list(re.finditer(r"^([ \t]*server\s+)(\S+?)(?:\s+resolve)?((?:\s[^;]*)?);\n", body, re.M))
        if not lines:
            fail(f"upstream {block.group(1)} has no server line")
        params = {m.group(3) for m in lines}
        if len(params) != 1:
            fail(f"upstream {block.group(1)}: its servers have different parameters {sorted(params)}")
        first, last = lines[0], lines[-1]
        if body[first.start():last.end()].count("\n") != len(lines):
            fail(f"upstream {block.group(1)}: its server lines are not together")
        indent, param = first.group(1), params.pop()
        servers = "".join(f"{indent}{addr}{param};\n" for addr in args.upstream)
        body = body[: first.start()] + servers + body[last.end():]
        if args.balance != "hash":
            random = "    random;\n" if args.balance == "random" else ""
            body, n = re.subn(r"^[ \t]*hash\s+\$\S+\s+consistent;\n", random, body, flags=re.M)
            if n != 1:
                fail(f"upstream {block.group(1)}: {n} `hash … consistent` lines, not 1")
        out.append(conf[at: block.start(2)] + body)
        at = block.end(2)
    conf = "".join(out) + conf[at:]

    conf = sub(r"^(\s*listen\s+)50051(\s+default_server;)", rf"\g<1>{args.listen}\g<2>", conf, 1)
    if tuple(int(p) for p in args.nginx_version.split(".")) < (1, 25, 1):
        conf = sub(r"^[ \t]*http2 on;\n", "", conf, 1)
        conf = sub(r"^(\s*listen\s+\S+)(\s+default_server;)", r"\g<1> http2\g<2>", conf, 1)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(conf)


if __name__ == "__main__":
    main()
