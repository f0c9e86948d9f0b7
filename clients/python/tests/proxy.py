"""A TCP proxy for tests that can cut every connection it carries."""

from __future__ import annotations

import socket
import threading


class Proxy:
    """Forwards 127.0.0.1:<port> to ``target`` (``host:port``).

    :meth:`drop` closes every open connection, as a network failure would;
    the proxy keeps accepting new ones. ``accepted`` counts connections.
    ``port`` is a free one unless given (e.g. that of a proxy closed before:
    a server back at its address).
    """

    def __init__(self, target: str, port: int = 0) -> None:
        host, target_port = target.rsplit(":", 1)
        self.target = (host.strip("[]"), int(target_port))
        self.listener = socket.create_server(("127.0.0.1", port))
        self.address = f"127.0.0.1:{self.listener.getsockname()[1]}"
        self.accepted = 0
        self._conns: list[socket.socket] = []
        self._lock = threading.Lock()
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(self.target)
            except OSError:
                client.close()
                continue
            with self._lock:
                if self._closed:
                    client.close()
                    upstream.close()
                    return
                self.accepted += 1
                self._conns += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def drop(self) -> None:
        with self._lock:
            conns, self._conns = self._conns, []
        for s in conns:
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()

    def close(self) -> None:
        with self._lock:
            self._closed = True
        self.listener.close()
        self.drop()
