"""Ports on 127.0.0.1 that a test names before the server that takes them starts.

A port read from a socket bound to port 0 and then closed is free again at once: another process
asking for port 0 may get it before the test's server binds it ("address already in use" under
load). Each port here is left in TIME_WAIT by one accepted and closed connection, so the kernel
hands it to no one asking for port 0 (for about a minute), while a server that binds it with
``SO_REUSEADDR`` (asyncio's and aiohttp's default, redis-server's too) takes it at once.
"""

from __future__ import annotations

import socket
from collections.abc import Iterable


def reserve_port(port: int = 0) -> int:
    """A port on 127.0.0.1 (``port``, or one the kernel picks) kept from other binds of port 0 and
    free for a ``SO_REUSEADDR`` server. Raises `OSError` where ``port`` is taken."""
    with socket.socket() as listener:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", port))
        listener.listen(1)
        address = listener.getsockname()
        with socket.create_connection(address) as client:
            accepted, _ = listener.accept()
            accepted.close()  # the side that closes first keeps the port in TIME_WAIT
            client.recv(1)
        return address[1]


def free_ports(n: int, exclude: Iterable[int] = ()) -> list[int]:
    """``n`` distinct ports from `reserve_port`, none of them in ``exclude``."""
    taken = set(exclude)
    ports: list[int] = []
    while len(ports) < n:
        port = reserve_port()
        if port not in ports and port not in taken:
            ports.append(port)
    return ports


def consecutive_ports(n: int, *, tries: int = 50) -> int:
    """The first of ``n`` consecutive reserved ports, for a server that takes ``port + i`` itself
    (the router's ``--workers``: worker ``i`` binds its control port plus ``i``)."""
    for _ in range(tries):
        first = reserve_port()
        if first + n > 65536:
            continue
        try:
            for i in range(1, n):
                reserve_port(first + i)
        except OSError:
            continue
        return first
    raise RuntimeError(f"no {n} consecutive free ports on 127.0.0.1 in {tries} tries")


def has_ipv6_loopback() -> bool:
    """Whether this machine can listen on ``::1`` (tests that serve on IPv6 skip where it cannot)."""
    try:
        with socket.socket(socket.AF_INET6) as s:
            s.bind(("::1", 0))
    except OSError:
        return False
    return True
