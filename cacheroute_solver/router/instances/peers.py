"""Peer load between router instances: each tells the others what it sends and what comes back.

Several instances behind one balancer each see 1/N of the traffic; deciding on their own ledgers,
or on the engines' counts read a second ago, they spill onto the same replicas
(`routing.peer_load`, issue 36). With ``RouterConfig.peers`` every instance sends its ledger's
changes (`PlanRouting.peer_changes`: routed, first token, completed) to every other instance as
UDP datagrams, batched over ``flush_s``, and applies theirs to its load view. UDP because a report
a few milliseconds late is worth more than one delivered for sure a second late: a datagram lost
or reordered is repaired by the snapshot each instance sends every ``sync_s`` (its requests in
flight, replacing what it reported before), and an instance silent for ``timeout_s``, or one that
restarted (a new incarnation), no longer counts.

Without the engines' KV events a routed change carries the request's chain (its block hashes), which
the peers' memories record as their own decisions, so every instance knows where each session went.
An instance that hears a peer for the first time (new, restarted, or back after silence) has missed the
chains that peer sent before, so it asks that peer for its history, and counts it as heard once the
answer is in (`router.instances.peer_history`, ``PeerConfig.history_blocks``).

Where the peers are: ``PeerConfig.peers``, and those the shared planner finds (`learn`: it pulls every
instance's ``GET /stats``, which names this channel's port, and posts each instance the others' addresses
to ``POST /peers``), so instances whose addresses change, as pods' do, need no list of each other.

With a control token (``RouterConfig.control``) every datagram ends in a 16-byte keyed BLAKE2b tag
of the rest, the key derived from the token all the instances share with their planner: a datagram
without the right tag is counted (``outcome="unauthenticated"``) and dropped, so a host that can reach
the port but lacks the token cannot move the instances' load view. Without a token the channel is
as open as the control plane is then (loopback only, by `control.authorize`'s rule).

A datagram captured and sent again (a replay) is refused whenever it comes (``outcome="replayed"``),
so a peer gone silent cannot be brought back as a phantom: each datagram carries its send time under the
tag (``"t"``, the sender's clock), and one stamped more than ``PeerConfig.max_age_s`` from this host's
clock is refused; within that age a sender's datagrams are ordered by its incarnation and sequence, and a
sender this instance stopped hearing keeps its place (the last of them) for as long, up to `MAX_PEERS`
places, so a datagram older than its last is refused too. Refused and malformed datagrams are logged
through ``cacheroute.peers``, which the router's log throttle bounds (`router.logs`).

One datagram is a msgpack map (the codec the engines' KV events already use here: about 5x faster
than JSON for these batches and half the bytes): ``{"v": 1, "from": name, "inc": incarnation, "seq":
n, "t": send time (s), "kind": "ops" | "snap" | "snap+" | "hist?" | "hist", "ops": [...]}``; ``snap`` starts a snapshot,
``snap+`` continues it; ``hist?`` (no ops) asks for a history and ``hist`` carries part of one,
``[[replica id, [block hash, ...]]]`` with ``"part"`` and ``"parts"``, both with ``"ask"``, the ask's
number, and outside the sequence (between two instances, they would read as a gap at the others).
A datagram that is not one is counted (``cacheroute_peer_reports_total{outcome="malformed"}``) and
dropped, never raised.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import ipaddress
import logging
import math
import random
import socket
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any, cast

import msgpack
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.adapter.plan_routing import PlanRouting

from .peer_history import GAP_S, MAX_PARTS, HistoryExchange, addr_key

__all__ = ["MAX_LEARNED", "TAG_BYTES", "PeerChannel", "PeerConfig", "channel_key", "join_hostport", "parse_hostport"]

log = logging.getLogger("cacheroute.peers")

MAX_DATAGRAM = 60_000
"""Bytes per datagram at most (UDP's limit is 65,507); a longer batch goes as several."""
TAG_BYTES = 16
"""Length of the keyed BLAKE2b tag that ends an authenticated datagram."""
MAX_LEARNED = 1024
"""Most peer addresses `PeerChannel.learn` takes at once."""
MAX_PEERS = 1024
"""Most senders a channel keeps track of; a report from another new one is dropped (``outcome="refused"``);
as many senders gone silent keep their place (replays of their datagrams are refused)."""
MAX_TOKENS = 1e9
"""Most prefill or cached tokens a routed change may carry."""
RCVBUF_BYTES = 4 << 20
"""Receive buffer asked of the system (capped at its ``net.core.rmem_max``): a history's parts from
several peers at once fit while the loop serves requests."""
RESOLVE_S = 30.0
"""How often peers named by a host name are looked up again (and at every `PeerChannel.learn`): a pod that
came back under its name at another address is reached again."""


def channel_key(secret: bytes | None) -> bytes | None:
    """The datagrams' tag key from the control token (None: no token, no tag): a hash of it, so the
    token itself never keys anything but the control plane's comparison."""
    return None if secret is None else hashlib.sha256(b"cacheroute-peers\0" + secret).digest()


def join_hostport(host: str, port: int) -> str:
    """``host:port``, an IPv6 host in brackets (what `parse_hostport` reads back)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def parse_hostport(value: str, any_port: bool = False) -> tuple[str, int]:
    """``"host:port"`` as ``(host, port)``; ValueError naming what is wrong. ``any_port``: port 0
    (any free one) is allowed."""
    host, sep, port = value.rpartition(":")
    low = 0 if any_port else 1
    if not sep or not host or not port.isdigit() or not low <= int(port) < 65536:
        raise ValueError(f"{value!r} is not host:port with a port in {low}..65535")
    return host.strip("[]"), int(port)


class PeerConfig(BaseModel):
    """Where this instance hears its peers' load reports, and where it sends its own."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    listen: str = Field(description="host:port (UDP) this instance receives its peers' reports on.")
    peers: tuple[str, ...] = Field(
        default=(),
        description="host:port of other instances' listen; the shared planner adds the rest (`PeerChannel.learn`). "
        "Empty: all of them come from the planner.",
    )
    name: str | None = Field(
        default=None,
        description="This instance's name in its reports, unique among the instances (default: this host's name "
        "and the port it listens on: instances configured alike, as pods are, still differ).",
    )
    flush_s: float = Field(
        default=0.001, gt=0.0, le=1.0, description="Changes are sent this long after the first of a batch."
    )
    sync_s: float = Field(
        default=1.0,
        gt=0.0,
        description="A snapshot of this instance's requests in flight goes out this often: it repairs a lost "
        "datagram at the peers and tells them this instance is alive.",
    )
    timeout_s: float = Field(
        default=5.0, gt=0.0, description="A peer heard nothing from for this long no longer counts."
    )
    max_age_s: float = Field(
        default=30.0,
        gt=0.0,
        description="A datagram stamped by its sender's clock more than this long before (or after) this host's clock "
        "is refused as a replay; the instances' clocks must agree within it (NTP keeps them within milliseconds).",
    )
    history_blocks: int = Field(
        default=200_000,
        ge=0,
        description="A peer heard for the first time (new, restarted, or back after timeout_s) is asked for its "
        "history, and a peer that asks is sent the most recent blocks of this instance's prefix memory, this "
        "many in all at most (about 9 bytes each; module docstring), so sessions begun before two instances "
        "heard each other keep their replica. 0: neither asked nor sent.",
    )

    @field_validator("listen")
    @classmethod
    def _listen(cls, v: str) -> str:
        parse_hostport(v, any_port=True)
        return v

    @field_validator("peers")
    @classmethod
    def _peers(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        for p in v:
            parse_hostport(p)
        if len(set(v)) != len(v):
            raise ValueError(f"peers repeat: {list(v)}")
        return v

    @model_validator(mode="after")
    def _not_self(self) -> PeerConfig:
        if self.listen in self.peers:
            raise ValueError(f"peers include this instance's own listen address {self.listen!r}")
        if self.timeout_s <= self.sync_s:
            raise ValueError(
                f"timeout_s ({self.timeout_s}) must exceed sync_s ({self.sync_s}): snapshots keep a peer alive"
            )
        return self


class _Peer:
    __slots__ = ("inc", "last", "sent", "seq", "snap_open")

    def __init__(self, inc: int, seq: int, last: float, sent: float) -> None:
        self.inc, self.seq, self.last = inc, seq, last
        self.sent = sent
        """The send time (the peer's clock) of the last datagram taken from it."""
        self.snap_open = False
        """Whether the parts of a snapshot since its first came in order (a ``snap+`` continues it only then)."""


def new_incarnation() -> int:
    """A process's incarnation: its start in milliseconds, then 20 random bits, so a restarted instance's is
    larger and a late datagram of the one before is told apart from a restart."""
    return (time.time_ns() // 1_000_000) << 20 | random.getrandbits(20)


def _ip(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        return None


class PeerChannel(asyncio.DatagramProtocol):
    """This instance's end of the peer-load channel (module docstring): `start`, then `run` as a task."""

    def __init__(
        self,
        config: PeerConfig,
        routing: PlanRouting,
        counters: Counters,
        clock: Callable[[], float] = time.monotonic,
        key: bytes | None = None,
        wall: Callable[[], float] = time.time,
    ) -> None:
        """``key``: the datagrams' tag key (`channel_key` of the control token; None: untagged); ``wall``: the clock
        the datagrams' send times are on (seconds since the epoch)."""
        self.config = config
        self.routing = routing
        self.counters = counters
        self.clock = clock
        self.wall = wall
        self.key = key
        self.incarnation = new_incarnation()
        self.seq = 0
        self.known: dict[str, _Peer] = {}
        self.gone: OrderedDict[str, tuple[int, int, float]] = OrderedDict()
        """Senders this instance stopped hearing (timed out), oldest first: their last (incarnation, sequence,
        send time), kept for ``max_age_s`` after that send time, `MAX_PEERS` at most (`_fresh`)."""
        self._floor = -math.inf
        """The latest send time of a place let go before its age was out: a new sender's datagram must be newer."""
        self.transport: asyncio.DatagramTransport | None = None
        self.port: int | None = None
        self.family = socket.AF_INET
        self._static = [parse_hostport(p) for p in config.peers]
        self._targets = list(self._static)
        self._addrs: list[tuple[Any, ...]] = []
        """The targets as socket addresses of this channel's family (`_readdress`, `_resolve`)."""
        self._resolve_due = False
        self._warned: set[str] = set()
        self._sync_soon = False
        self.history = HistoryExchange(
            routing, counters, clock, config.history_blocks, config.sync_s, self._datagram, self._send_to, self.changed
        )
        """The peers' histories asked for and this instance's answered (`router.instances.peer_history`)."""
        self.learned: tuple[str, ...] = ()
        """The peer addresses the shared planner gave last (`learn`)."""
        self._wake = asyncio.Event()

    @property
    def sender(self) -> str:
        """This instance's name in its reports (`PeerConfig.name`, else this host's name and the bound port)."""
        return self.config.name or f"{socket.gethostname()}:{self.port}"

    @property
    def targets(self) -> list[tuple[str, int]]:
        """Where this instance's reports go: ``PeerConfig.peers`` and the addresses learned."""
        return list(self._targets)

    def learn(self, addresses: Sequence[str]) -> int:
        """The other instances' listen addresses as the shared planner found them (``POST /peers``), in place
        of those it gave before; ``PeerConfig.peers`` stay. ValueError naming a bad one; the targets now."""
        if len(addresses) > MAX_LEARNED:
            raise ValueError(f"peers: at most {MAX_LEARNED} addresses, got {len(addresses)}")
        parsed = []
        for i, a in enumerate(addresses):
            if not isinstance(a, str):
                raise ValueError(f"peers[{i}]: an address is a 'host:port' string, got {type(a).__name__}")
            try:
                parsed.append(parse_hostport(a))
            except ValueError as e:
                raise ValueError(f"peers[{i}]: {e}") from None
        targets = list(self._static)
        targets += [t for t in dict.fromkeys(parsed) if t not in targets]
        if set(targets) - set(self._targets):
            self._sync_soon = True  # a new peer hears this instance's requests in flight now, not a sync_s later
            self._wake.set()
        changed = targets != self._targets
        self._targets = targets
        if changed or any(_ip(h) is None for h, _ in targets):
            self._readdress()  # names looked up again each time the planner speaks, changed or not
        self.learned = tuple(addresses)
        return len(targets)

    # ---- sending --------------------------------------------------------------------------

    async def start(self) -> None:
        """Bind ``listen`` (port 0: any free one, then in ``port``). An IPv6 wildcard (``[::]``) takes IPv4
        peers too (dual stack). A port that cannot be bound is logged and counted, and the router goes on
        without the channel (on the home rule: `RoutingCore.peers_heard`); `run` still drains the journal."""
        host, port = parse_hostport(self.config.listen, any_port=True)
        loop = asyncio.get_running_loop()
        ip = _ip(host)
        self.routing.peers_heard(0)  # until every peer is heard, the routing core keeps the home rule
        try:
            if ip is not None and ip.version == 6:
                sock = socket.socket(socket.AF_INET6, socket.SOCK_DGRAM)
                try:
                    if ip.is_unspecified:
                        sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
                    sock.bind((host, port))
                except OSError:
                    sock.close()
                    raise
                transport, _ = await loop.create_datagram_endpoint(lambda: self, sock=sock)
            else:
                transport, _ = await loop.create_datagram_endpoint(lambda: self, local_addr=(host, port))
        except OSError as e:
            self.counters.inc("cacheroute_peer_reports_total", direction="sent", outcome="no_channel")
            log.error("peer channel: cannot listen on %s (%s); this instance goes on without it", self.config.listen, e)
            return
        self.transport = transport
        bound = transport.get_extra_info("socket")
        self.family = bound.family
        with contextlib.suppress(OSError):
            bound.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, RCVBUF_BYTES)
        self.port = transport.get_extra_info("sockname")[1]
        self._readdress()
        if self.key is None and (ip is None or not ip.is_loopback):
            log.warning(
                "peer channel on %s without a control token: any host that reaches it can report load; set "
                "control.token, or listen on loopback",
                self.config.listen,
            )

    def _literal(self, host: str, port: int) -> tuple[Any, ...] | None:
        """An address literal as this socket sends to it (IPv4 mapped into IPv6 on an IPv6 socket); None for a
        name (`_resolve` looks it up) or an IPv6 peer of an IPv4 socket (left out, said)."""
        ip = _ip(host)
        if ip is None:
            return None
        six = self.family == socket.AF_INET6
        if six:
            return (f"::ffff:{host}" if ip.version == 4 else host, port, 0, 0)
        if ip.version == 4:
            return (host, port)
        self._unreachable(host, port, "an IPv6 peer for an IPv4 listen address")
        return None

    def _readdress(self) -> None:
        """The targets' addresses now when all are literals; with names among them, the channel's next
        round looks them all up (`_resolve`) and the addresses in use stay until it has."""
        if self.transport is None:
            return
        if any(_ip(h) is None for h, _ in self._targets):
            self._resolve_due = True
            self._wake.set()
            return
        self._resolve_due = False
        self._addrs = [a for h, p in self._targets if (a := self._literal(h, p)) is not None]

    async def _resolve(self) -> None:
        """The targets as addresses this socket sends to: literals as they are (`_literal`), names looked up
        once here, off the send path. A name that does not resolve is left out, counted and logged, and
        tried again when the targets next change."""
        loop = asyncio.get_running_loop()
        six = self.family == socket.AF_INET6
        targets = self._targets
        addrs: list[tuple[Any, ...]] = []
        for host, port in targets:
            if _ip(host) is not None:
                if (a := self._literal(host, port)) is not None:
                    addrs.append(a)
                continue
            try:
                infos = await loop.getaddrinfo(host, port, type=socket.SOCK_DGRAM)
            except OSError as e:
                self._unreachable(host, port, str(e))
                continue
            fit = [i for i in infos if i[0] == self.family] or (
                [i for i in infos if i[0] == socket.AF_INET] if six else []
            )
            if not fit:
                self._unreachable(host, port, "no address of the listen address's family")
                continue
            if (a := self._literal(str(fit[0][4][0]), port)) is not None:  # an IPv4 answer mapped on an IPv6 socket
                addrs.append(a)
        if self._targets is targets:  # a `learn` during the lookups made newer ones, and looks them up itself
            self._addrs = addrs

    def _unreachable(self, host: str, port: int, why: str) -> None:
        self.counters.inc("cacheroute_peer_reports_total", direction="sent", outcome="unresolved")
        log.warning("peer %s:%s left out: %s", host, port, why)

    def changed(self) -> None:
        """The ledger changed: send within ``flush_s`` (called from the loop's thread)."""
        self._wake.set()

    def _send(self, kind: str, ops: Sequence[Any]) -> None:
        """``ops`` in as many datagrams as they need (a batch halved until each fits; one routed change whose
        chain alone is too long goes with the chain's first blocks, a prefix of it), to every target."""
        if self.transport is None or not self._addrs:
            return
        head = {"v": 1, "from": self.sender, "inc": self.incarnation, "t": self.wall()}
        chunks: list[list[Any]] = [list(ops)]
        while chunks:
            part = chunks.pop(0)
            data = msgpack.packb({**head, "seq": self.seq + 1, "kind": kind, "ops": part})
            if len(data) + TAG_BYTES > MAX_DATAGRAM:
                if len(part) > 1:
                    half = len(part) // 2
                    chunks[:0] = [part[:half], part[half:]]
                    continue
                op = part[0]
                if op[0] == "r" and len(op) > 5 and len(op[5]) > 1:
                    keep = min(len(op[5]) - 1, int(len(op[5]) * (MAX_DATAGRAM - 1024) / len(data)))
                    chunks.insert(0, [[*op[:5], list(op[5][:keep])]])
                    continue
            self.seq += 1
            data = self._tagged(data)
            for addr in self._addrs:
                self._send_to(addr, data)
            self.counters.inc("cacheroute_peer_reports_total", direction="sent", outcome=kind)
            if kind == "snap":
                kind = "snap+"

    def _send_to(self, addr: tuple[Any, ...], data: bytes) -> bool:
        """One datagram to one address; False, counted and logged, where it failed."""
        if self.transport is None:
            return False
        try:
            self.transport.sendto(data, addr)
        except (OSError, ValueError) as e:
            self.counters.inc("cacheroute_peer_reports_total", direction="sent", outcome="error")
            if len(self._warned) < 64 and str(addr) not in self._warned:
                self._warned.add(str(addr))
                log.warning("peer datagram to %s not sent: %s", addr, e)
            return False
        return True

    def _heard(self) -> int:
        """Peers heard whose history is in (or given up, or not wanted): the count `RoutingCore.peers_heard` takes."""
        return sum(1 for name in self.known if self.history.settled(name))

    def _tell_heard(self) -> None:
        """The routing core told how many peers are heard (`_heard`) and this instance's rank among every instance
        it hears, by name: every instance ranks the same names alike, so each takes a slot of its own when they
        decide at the same moment (`routing.bursts`)."""
        names = sorted([self.sender, *self.known])
        self.routing.peers_heard(self._heard(), names.index(self.sender))

    def _datagram(self, kind: str, ops: Sequence[Any], **extra: Any) -> bytes:
        """One datagram outside the sequence (``hist?``, ``hist``), tagged where a key is set."""
        msg = {"v": 1, "from": self.sender, "inc": self.incarnation, "seq": self.seq, "t": self.wall(), "kind": kind}
        msg["ops"] = ops
        return self._tagged(msgpack.packb({**msg, **extra}))

    def _tag(self, data: bytes) -> bytes:
        """``data``'s keyed BLAKE2b tag (a key is set)."""
        assert self.key is not None
        return hashlib.blake2b(data, key=self.key, digest_size=TAG_BYTES).digest()

    def _tagged(self, data: bytes) -> bytes:
        """``data`` with its tag where a key is set (`datagram_received` checks it)."""
        return data if self.key is None else data + self._tag(data)

    def flush(self) -> None:
        """Send the changes since the last flush, if any."""
        ops = self.routing.peer_changes()
        if ops:
            self._send("ops", ops)

    def sync(self) -> None:
        """Send this instance's snapshot, and forget peers silent for ``timeout_s``."""
        self._send("snap", self.routing.peer_snapshot())
        now = self.clock()
        for name, peer in list(self.known.items()):
            if now - peer.last > self.config.timeout_s:
                del self.known[name]
                self._keep_place(name, peer)
                self.routing.peer_gone(name)
                self.history.forget(name)
                self._tell_heard()
                self.counters.inc("cacheroute_peer_reports_total", direction="received", outcome="peer_timed_out")
                log.warning("peer %s silent for %.1f s: its requests no longer count", name, now - peer.last)

    def _keep_place(self, name: str, peer: _Peer) -> None:
        """``name`` timed out: its last datagram's place is kept, so that a replay of it is refused (`_fresh`)."""
        gone = self.gone
        gone[name] = (peer.inc, peer.seq, peer.sent)
        gone.move_to_end(name)
        wall = self.wall()
        while gone:
            oldest, (_, _, sent) = next(iter(gone.items()))
            aged = wall - sent > self.config.max_age_s
            if not aged and len(gone) <= MAX_PEERS:
                break
            del gone[oldest]
            if not aged:
                self._floor = max(self._floor, sent)

    def _fresh(self, sender: str, inc: int, seq: int, t: float, kind: str, addr: tuple[str, int]) -> bool:
        """Whether a datagram is no replay: stamped within ``max_age_s`` of this host's clock, and, from a sender this
        instance stopped hearing (`gone`), newer than the last taken from it (by incarnation, then sequence; a
        ``hist?``, outside the sequence, may repeat the last number); a sender never heard or let go: newer than
        `_floor`. A heard sender's order is checked where its datagram is taken. Counted and logged if not."""
        wall = self.wall()
        refused = abs(wall - t) > self.config.max_age_s
        known = self.known.get(sender)
        if not refused and known is None:
            gone = self.gone.get(sender)
            if gone is None:
                refused = t <= self._floor
            else:
                last_inc, last_seq, _ = gone
                refused = inc < last_inc or (
                    inc == last_inc and (seq < last_seq if kind == "hist?" else seq <= last_seq)
                )
        elif not refused and known is not None and kind == "hist?":
            refused = inc < known.inc or (inc == known.inc and seq < known.seq)
        if refused:
            self.counters.inc("cacheroute_peer_reports_total", direction="received", outcome="replayed")
            log.warning(
                "peer datagram from %s:%s dropped: a replay of %s's (sent %+.1f s from this host's clock; the "
                "instances' clocks must agree within max_age_s)",
                addr[0],
                addr[1],
                sender,
                t - wall,
            )
        return not refused

    async def run(self) -> None:
        """Flush batches as changes come, a snapshot every ``sync_s``. An error in one round is logged and
        the next goes on: the channel never stops while the router serves."""
        cfg = self.config
        next_sync = next_lookup = self.clock()
        while True:
            try:
                timeout = max(next_sync - self.clock(), 0.0)
                if self.history.sending:
                    timeout = min(timeout, GAP_S)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), timeout)
                if self.clock() >= next_lookup:
                    next_lookup = self.clock() + RESOLVE_S
                    self._resolve_due = self._resolve_due or any(_ip(h) is None for h, _ in self._targets)
                if self._resolve_due and self.transport is not None:
                    self._resolve_due = False
                    await self._resolve()
                if self._wake.is_set():
                    self._wake.clear()
                    await asyncio.sleep(cfg.flush_s)
                    self.flush()
                if self._sync_soon or self.clock() >= next_sync:
                    self._sync_soon = False
                    self.flush()
                    self.sync()
                    next_sync = self.clock() + cfg.sync_s
                self.history.send_next()
                if self.history.tick():
                    self._tell_heard()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("peer channel round failed; the next goes on")
                await asyncio.sleep(cfg.flush_s)

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()
            self.transport = None

    # ---- receiving ------------------------------------------------------------------------

    def datagram_received(self, data: bytes, addr: tuple[str, int]) -> None:
        if self.key is not None:
            body, tag = data[:-TAG_BYTES], data[-TAG_BYTES:]
            good = self._tag(body)
            if len(data) <= TAG_BYTES or not hmac.compare_digest(tag, good):
                self.counters.inc("cacheroute_peer_reports_total", direction="received", outcome="unauthenticated")
                if len(self._warned) < 64 and addr[0] not in self._warned:
                    self._warned.add(addr[0])
                    log.warning("peer reports from %s dropped: not tagged with the control token's key", addr[0])
                return
            data = body
        try:
            msg = msgpack.unpackb(data, strict_map_key=True)
            if not isinstance(msg, dict):
                raise ValueError("not a map")
            sender, inc, seq, kind, ops = msg["from"], msg["inc"], msg["seq"], msg["kind"], msg["ops"]
            if msg.get("v") != 1 or kind not in ("ops", "snap", "snap+", "hist?", "hist") or not isinstance(ops, list):
                raise ValueError("not a version-1 report")
            if not isinstance(sender, str) or not isinstance(inc, int) or not isinstance(seq, int):
                raise ValueError("from, inc and seq must be a string and integers")
            t = msg.get("t")
            if not isinstance(t, int | float) or isinstance(t, bool) or not math.isfinite(t):
                raise ValueError(f"a report carries its send time t in seconds, got {t!r:.40}")
            ask = msg.get("ask")
            if kind in ("hist?", "hist") and type(ask) is not int:
                raise ValueError(f"{kind} must carry an integer ask, got {ask!r:.40}")
            if kind == "hist?" and ops:
                raise ValueError("hist? carries no ops")
            part, parts = msg.get("part"), msg.get("parts")
            if kind == "hist" and not (type(part) is int and type(parts) is int and 0 <= part < parts <= MAX_PARTS):
                raise ValueError(
                    f"a history part needs 0 <= part < parts <= {MAX_PARTS}, got {part!r:.20}, {parts!r:.20}"
                )
            if kind == "hist":
                for op in ops:
                    if not (
                        isinstance(op, list)
                        and len(op) == 2
                        and isinstance(op[0], str)
                        and isinstance(op[1], list)
                        and all(type(h) is int for h in op[1])
                    ):
                        raise ValueError(f"a history part is [replica id, [block hash, ...]], got {op!r:.80}")
            for op in ops if kind not in ("hist?", "hist") else ():
                if not isinstance(op, list) or not op or len(op) not in ((5, 6) if op[0] == "r" else (2,)):
                    raise ValueError(f"bad change {op!r:.80}")
                if op[0] not in ("r", "f", "c"):
                    raise ValueError(f"change kind must be r, f or c, got {op[0]!r:.20}")
                if type(op[1]) not in (int, str):
                    raise ValueError(f"a change's request id must be an integer or a string, got {op[1]!r:.40}")
                if op[0] == "r" and not (
                    isinstance(op[2], str) and all(type(x) in (int, float) and 0 <= x <= MAX_TOKENS for x in op[3:5])
                ):
                    raise ValueError(f"a routed change is [r, id, replica id, prefill, cached], got {op!r:.80}")
                if len(op) == 6 and not (isinstance(op[5], list) and all(type(h) is int for h in op[5])):
                    raise ValueError(f"a routed change's chain must be a list of integers, got {op[5]!r:.80}")
        except (ValueError, KeyError, TypeError, msgpack.UnpackException) as e:
            self.counters.inc("cacheroute_peer_reports_total", direction="received", outcome="malformed")
            log.warning("peer report from %s:%s dropped: %s", addr[0], addr[1], e)
            return
        if sender == self.sender:
            return
        if not self._fresh(sender, inc, seq, cast(float, t), kind, addr):
            return
        now = self.clock()
        peer = self.known.get(sender)
        if kind == "hist?":
            reported_to = {addr_key(a) for a in self._addrs}
            self.history.asked(addr, cast(int, ask), reported_to)  # ints: checked with the datagram
            return
        if kind == "hist":
            if peer is None or inc != peer.inc:
                self.counters.inc("cacheroute_peer_reports_total", direction="received", outcome="stale")
            elif self.history.received(sender, cast(int, ask), cast(int, part), cast(int, parts), ops):
                self._tell_heard()
            return
        if peer is not None and inc < peer.inc:
            # from the incarnation before a restart, late (or replayed): the newer one's state stands
            self.counters.inc("cacheroute_peer_reports_total", direction="received", outcome="stale")
            return
        if peer is not None and inc > peer.inc:
            self.routing.peer_gone(sender)  # it restarted: what it reported before is void
            self.history.forget(sender)
            peer = None
            del self.known[sender]
        if peer is None:
            if len(self.known) >= MAX_PEERS:
                self.counters.inc("cacheroute_peer_reports_total", direction="received", outcome="refused")
                return
            peer = self.known[sender] = _Peer(inc, seq - 1, now, cast(float, t))
            self.gone.pop(sender, None)
            self.history.want(sender, addr)
            self._tell_heard()
        if seq <= peer.seq:
            self.counters.inc("cacheroute_peer_reports_total", direction="received", outcome="stale")
            return
        gap = seq != peer.seq + 1
        peer.seq, peer.last, peer.sent = seq, now, cast(float, t)
        if kind == "snap+" and (gap or not peer.snap_open):
            # the snapshot's start, or a part before this one, was lost: its rest would be added to the old
            # state, so it waits for the next whole snapshot
            peer.snap_open = False
            self.counters.inc("cacheroute_peer_reports_total", direction="received", outcome="gap")
            return
        peer.snap_open = kind in ("snap", "snap+")
        if gap and kind != "snap":
            self.counters.inc("cacheroute_peer_reports_total", direction="received", outcome="gap")
        self.routing.peers_changed(sender, ops, replace=kind == "snap")
        self.counters.inc("cacheroute_peer_reports_total", direction="received", outcome=kind)

    def error_received(self, exc: Exception) -> None:
        self.counters.inc("cacheroute_peer_reports_total", direction="sent", outcome="error")
        log.warning("peer channel: %s", exc)
