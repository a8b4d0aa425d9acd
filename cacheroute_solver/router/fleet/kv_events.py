"""Engine KV events: where prefixes are cached, as the engines say, fed to the router's prefix memory.

vLLM started with ``--kv-events-config '{"enable_kv_cache_events": true, "publisher": "zmq",
"endpoint": "tcp://*:5557", "topic": "kv-events"}'`` publishes, on a ZeroMQ PUB socket, frames
``[topic, seq (8 bytes big-endian), payload]``; the payload is a msgpack ``KVEventBatch``
(``vllm/distributed/kv_events.py``): ``ts``, ``events`` and ``data_parallel_rank``, each event
``BlockStored`` (``block_hashes``, ``parent_block_hash``, ``token_ids``, ``block_size``,
``lora_id``, ``medium``, and in newer versions ``lora_name``, ``extra_keys``, ``group_idx``, ...),
``BlockRemoved`` (``block_hashes``, ``medium``, ``group_idx``) or ``AllBlocksCleared``. Releases
differ in the encoding: structs as arrays with the tag first (``array_like``) or as maps with a
``type`` member; block hashes as 64-bit integers (signed or not) or as bytes. `decode_batch` reads
all of these.

The engine's block hashes are salted per engine and cannot be computed by the router, but each
``BlockStored`` carries its token ids. `KVEventFeed` maps every stored block to the router's own
chained hash of those tokens (`cacheroute_solver.prefix.token_block_hashes` in the engine's block
size, chained from the parent's router hash through a per-replica map engine hash -> router hash)
and feeds the routing core's `PrefixMemory` (``stored`` / ``removed`` / ``forget``) for the replica
that published. Requests hashed in the same token blocks (prompts given as token ids, or text with
``KeySpec.tokenizer``) then match what the engines hold; other requests keep text-chunk chains and
the router's own memory of where it sent them. Every router instance that subscribes to the same
engines learns the same locations.

A LoRA adapter's blocks (``lora_name``) map into that adapter's chains: the router seeds a request's chain
with its adapter (and its base model where it serves several) as vLLM seeds its block hashes
(`router.fleet.served_models`), and the feed seeds the mapped blocks alike.

Ignored, and counted: blocks of another block size than the router hashes, LoRA blocks without the adapter's
name, blocks with extra hash keys other than their adapter (multimodal inputs, cache salt: their cache
depends on more than the tokens),
blocks of a medium other than the GPU, KV-cache groups other than the first (hybrid models), and
blocks whose parent the router never saw stored. ``AllBlocksCleared`` and an engine whose sequence
numbers start again (a restart) forget that replica's cache. With the engine's replay socket
configured, a gap in the sequence is replayed from it, and so is what the engine published before
the router first heard from it (a router started after its engines catches up on as much as the
engine's buffer holds); without one a gap is counted (the memory's LRU ages out what it missed).
"""

from __future__ import annotations

import logging
import threading
from collections import Counter, OrderedDict
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.adapter.metrics import Counters
from cacheroute_solver.prefix import ROOT_SEED, salted, token_block_hashes

__all__ = [
    "AllBlocksCleared",
    "BlockRemoved",
    "BlockStored",
    "EventBatch",
    "KVEventError",
    "KVEventFeed",
    "KVEventSubscriber",
    "KVEventsConfig",
    "decode_batch",
]

log = logging.getLogger("cacheroute.kv_events")

_U64 = (1 << 64) - 1
_GPU = (None, "GPU", "gpu", "cuda", "CUDA")


class KVEventError(ValueError):
    """A payload that is not a KV event batch; ``field`` names where, the message says why."""

    def __init__(self, field_: str, reason: str) -> None:
        super().__init__(f"{field_}: {reason}" if field_ else reason)
        self.field = field_
        self.reason = reason


@dataclass(frozen=True, slots=True)
class BlockStored:
    block_hashes: tuple[Hashable, ...]
    parent_block_hash: Hashable | None
    token_ids: tuple[int, ...]
    block_size: int
    lora: bool = False
    """A LoRA adapter's blocks (``lora_id`` or ``lora_name`` set)."""
    lora_name: str | None = None
    """The adapter's name (vLLM publishes it beside ``lora_id``), which its blocks' hashes are seeded with."""
    medium: str | None = None
    extra_keys: tuple[Any, ...] | None = None
    group_idx: int | None = None


@dataclass(frozen=True, slots=True)
class BlockRemoved:
    block_hashes: tuple[Hashable, ...]
    medium: str | None = None
    group_idx: int | None = None


@dataclass(frozen=True, slots=True)
class AllBlocksCleared:
    pass


@dataclass(frozen=True, slots=True)
class EventBatch:
    ts: float
    events: tuple[BlockStored | BlockRemoved | AllBlocksCleared, ...] = field(default_factory=tuple)
    data_parallel_rank: int | None = None


def _hash(x: Any, where: str) -> Hashable:
    if isinstance(x, bool):
        raise KVEventError(where, f"block hash must be an integer or bytes, got {x!r}")
    if isinstance(x, int):
        return x & _U64
    if isinstance(x, (bytes, bytearray, memoryview)):
        return bytes(x)
    raise KVEventError(where, f"block hash must be an integer or bytes, got {type(x).__name__}")


def _hashes(x: Any, where: str) -> tuple[Hashable, ...]:
    if not isinstance(x, (list, tuple)):
        raise KVEventError(where, f"must be a list of block hashes, got {type(x).__name__}")
    return tuple(_hash(h, f"{where}[{i}]") for i, h in enumerate(x))


def _opt_int(x: Any, where: str) -> int | None:
    if x is None:
        return None
    if isinstance(x, bool) or not isinstance(x, int):
        raise KVEventError(where, f"must be an integer or null, got {x!r:.40}")
    return x


def _opt_str(x: Any, where: str) -> str | None:
    if x is None:
        return None
    if isinstance(x, bytes):
        return x.decode("utf-8", "replace")
    if not isinstance(x, str):
        raise KVEventError(where, f"must be a string or null, got {x!r:.40}")
    return x


_STORED_FIELDS = (
    "block_hashes",
    "parent_block_hash",
    "token_ids",
    "block_size",
    "lora_id",
    "medium",
    "lora_name",
    "extra_keys",
    "group_idx",
)
_REMOVED_FIELDS = ("block_hashes", "medium", "group_idx")


def _event(raw: Any, where: str) -> BlockStored | BlockRemoved | AllBlocksCleared:
    if isinstance(raw, dict):
        tag = raw.get("type")
        fields = raw
    elif isinstance(raw, (list, tuple)) and raw:
        tag = raw[0]
        names = _STORED_FIELDS if tag == "BlockStored" else _REMOVED_FIELDS
        fields = dict(zip(names, raw[1:], strict=False))
    else:
        raise KVEventError(where, f"must be a tagged array or map, got {type(raw).__name__}")
    if isinstance(tag, bytes):
        tag = tag.decode("utf-8", "replace")
    if tag == "AllBlocksCleared":
        return AllBlocksCleared()
    if tag == "BlockRemoved":
        if "block_hashes" not in fields:
            raise KVEventError(f"{where}.block_hashes", "is required")
        return BlockRemoved(
            _hashes(fields["block_hashes"], f"{where}.block_hashes"),
            _opt_str(fields.get("medium"), f"{where}.medium"),
            _opt_int(fields.get("group_idx"), f"{where}.group_idx"),
        )
    if tag == "BlockStored":
        for name in ("block_hashes", "token_ids", "block_size"):
            if name not in fields:
                raise KVEventError(f"{where}.{name}", "is required")
        tokens = fields["token_ids"]
        if not isinstance(tokens, (list, tuple)) or not all(
            isinstance(t, int) and not isinstance(t, bool) and 0 <= t <= 0xFFFF_FFFF for t in tokens
        ):
            raise KVEventError(f"{where}.token_ids", "must be a list of token ids in [0, 2**32)")
        size = fields["block_size"]
        if isinstance(size, bool) or not isinstance(size, int) or size < 1:
            raise KVEventError(f"{where}.block_size", f"must be a positive integer, got {size!r:.40}")
        parent = fields.get("parent_block_hash")
        extra = fields.get("extra_keys")
        return BlockStored(
            block_hashes=_hashes(fields["block_hashes"], f"{where}.block_hashes"),
            parent_block_hash=None if parent is None else _hash(parent, f"{where}.parent_block_hash"),
            token_ids=tuple(tokens),
            block_size=size,
            lora=fields.get("lora_id") is not None or fields.get("lora_name") is not None,
            lora_name=_opt_str(fields.get("lora_name"), f"{where}.lora_name"),
            medium=_opt_str(fields.get("medium"), f"{where}.medium"),
            extra_keys=tuple(extra) if isinstance(extra, (list, tuple)) else None,
            group_idx=_opt_int(fields.get("group_idx"), f"{where}.group_idx"),
        )
    raise KVEventError(
        f"{where}.type", f"unknown event {tag!r:.40} (expected BlockStored, BlockRemoved or AllBlocksCleared)"
    )


def decode_batch(payload: bytes) -> EventBatch:
    """A vLLM ``KVEventBatch`` from its msgpack payload (either encoding; module docstring)."""
    import msgpack

    try:
        raw = msgpack.unpackb(payload, raw=False, strict_map_key=False, use_list=True)
    except Exception as e:  # noqa: BLE001 - any undecodable payload is the same bad input
        raise KVEventError("", f"not msgpack: {type(e).__name__} {e}") from None
    if isinstance(raw, dict):
        ts, events, rank = raw.get("ts"), raw.get("events"), raw.get("data_parallel_rank")
    elif isinstance(raw, (list, tuple)) and len(raw) >= 2:
        ts, events = raw[0], raw[1]
        rank = raw[2] if len(raw) > 2 else None
    else:
        raise KVEventError("", f"a batch must be [ts, events, ...] or a map, got {type(raw).__name__}")
    if isinstance(ts, bool) or not isinstance(ts, (int, float)):
        raise KVEventError("ts", f"must be a number, got {ts!r:.40}")
    if not isinstance(events, (list, tuple)):
        raise KVEventError("events", f"must be a list, got {type(events).__name__}")
    return EventBatch(
        float(ts), tuple(_event(e, f"events[{i}]") for i, e in enumerate(events)), _opt_int(rank, "data_parallel_rank")
    )


class KVEventsConfig(BaseModel):
    """How the reference router follows the engines' KV events (``ReplicaEndpoint.kv_events`` says where)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    topic: str = Field(
        default="",
        description="Topic prefix subscribed to (vLLM's kv-events-config topic; default: every topic, which also "
        "takes vLLM's default empty topic).",
    )
    map_factor: float = Field(
        default=2.0,
        ge=1.0,
        le=64.0,
        description="Engine-hash -> router-hash entries kept per replica, as a multiple of its memory's blocks.",
    )
    replay_timeout_s: float = Field(default=1.0, gt=0.0, description="Wait for a replay socket's answer.")


class KVEventFeed:
    """Applies decoded KV events to the prefix memory of a `PlanRouting` (module docstring).

    ``block_tokens``: tokens per block of the router's token chains, which must be the engines'
    block size. ``map_blocks[r]``: most engine hashes remembered for replica ``r``.
    """

    def __init__(
        self,
        routing: Any,
        block_tokens: int,
        map_blocks: Sequence[int],
        counters: Counters | None = None,
        salt: Callable[[int, str | None], int | None] | None = None,
    ) -> None:
        """``salt(replica, adapter)``: the seed of the router's chains for that replica's base model and that LoRA
        adapter (None: the adapter) (`ServedModels`); without it LoRA blocks are ignored, as the router cannot
        tell their keys."""
        self.salt = salt
        self.routing = routing
        self.block_tokens = int(block_tokens)
        self.counters = counters or routing.counters
        self._maps: list[OrderedDict[Hashable, int | tuple[int, int]]] = [OrderedDict() for _ in map_blocks]
        self._cap = [max(1, int(m)) for m in map_blocks]
        self.counts: Counter[tuple[int, str]] = Counter()
        self._warned: set[tuple[int, str]] = set()

    def place(self, replica: int, map_blocks: int) -> None:
        """A replica joined at position ``replica`` (a new one, or one another left): nothing mapped yet."""
        if replica == len(self._maps):
            self._maps.append(OrderedDict())
            self._cap.append(max(1, int(map_blocks)))
        else:
            self._maps[replica] = OrderedDict()
            self._cap[replica] = max(1, int(map_blocks))

    def vacate(self, replica: int) -> None:
        """The replica at position ``replica`` left: the engine hashes mapped for it are let go (not kept until
        another joins there)."""
        self._maps[replica] = OrderedDict()

    def mapped(self, replica: int) -> int:
        """Engine blocks of ``replica`` whose router hash is known."""
        return len(self._maps[replica])

    def router_hash(self, replica: int, engine_hash: Hashable) -> int | None:
        """The router's hash of an engine block (its chain's, seeded for its adapter or model)."""
        v = self._maps[replica].get(engine_hash)
        return v[1] if isinstance(v, tuple) else v

    def _note(self, replica: int, what: str, n: int = 1) -> None:
        self.counts[(replica, what)] += n

    def _warn_once(self, replica: int, what: str, msg: str, *args: Any) -> None:
        if (replica, what) not in self._warned:
            self._warned.add((replica, what))
            log.warning(msg, *args)

    def apply(self, replica: int, batch: EventBatch) -> None:
        """Apply one batch published by ``replica`` (its position in the router's replicas)."""
        for ev in batch.events:
            if isinstance(ev, BlockStored):
                self._stored(replica, ev)
            elif isinstance(ev, BlockRemoved):
                self._removed(replica, ev)
            else:
                self.forget(replica, "cleared")

    def forget(self, replica: int, why: str = "restart") -> None:
        """``replica`` lost its whole cache (``AllBlocksCleared``, or the engine restarted)."""
        self._note(replica, why, len(self._maps[replica]))
        self._maps[replica].clear()
        self.routing.cache_lost(replica)

    def _stored(self, replica: int, ev: BlockStored) -> None:
        n = len(ev.block_hashes)
        if ev.medium not in _GPU:
            self._note(replica, "ignored_medium", n)
            return
        if ev.group_idx not in (None, 0):
            self._note(replica, "ignored_group", n)
            return
        if ev.lora and (ev.lora_name is None or self.salt is None):
            self._note(replica, "ignored_lora", n)
            return
        seed = self.salt(replica, ev.lora_name) if self.salt is not None else None
        B = self.block_tokens
        if ev.block_size != B:
            self._note(replica, "ignored_block_size", n)
            self._warn_once(
                replica,
                "block_size",
                "replica %d publishes blocks of %d tokens, the router hashes %d "
                "(set key_spec.block_tokens to the engine's block size); its events are ignored",
                replica,
                ev.block_size,
                B,
            )
            return
        m = self._maps[replica]
        if ev.parent_block_hash is None:
            start = ROOT_SEED
        else:
            parent = m.get(ev.parent_block_hash)
            if parent is None:
                self._note(replica, "unknown_parent", n)
                return
            start = parent[0] if isinstance(parent, tuple) else parent
        usable = min(n, len(ev.token_ids) // B)
        if ev.extra_keys is not None:
            adapter_only = (ev.lora_name,)
            for i in range(usable):
                extra = ev.extra_keys[i] if i < len(ev.extra_keys) else None
                if extra is not None and tuple(extra) != adapter_only:
                    usable = i
                    break
        if usable < n:
            self._note(replica, "ignored_extra", n - usable)
        if usable == 0:
            return
        plain = token_block_hashes(ev.token_ids[: usable * B], B, seed=start)
        ours = salted(plain, seed)
        for h, p, r in zip(ev.block_hashes, plain, ours, strict=False):
            m[h] = r if seed is None else (p, r)  # the chain goes on from the plain hash, the memory keeps ours
            m.move_to_end(h)
        cap = self._cap[replica]
        while len(m) > cap:
            m.popitem(last=False)
        self.routing.blocks_stored(replica, ours)
        self._note(replica, "stored", usable)

    def _removed(self, replica: int, ev: BlockRemoved) -> None:
        if ev.medium not in _GPU or ev.group_idx not in (None, 0):
            self._note(replica, "ignored_removed", len(ev.block_hashes))
            return
        m = self._maps[replica]
        ours = [r[1] if isinstance(r, tuple) else r for r in (m.pop(h, None) for h in ev.block_hashes) if r is not None]
        if ours:
            self.routing.blocks_removed(replica, ours)
        self._note(replica, "removed", len(ours))
        if len(ours) < len(ev.block_hashes):
            self._note(replica, "unknown_removed", len(ev.block_hashes) - len(ours))

    def flush_counters(self, names: Sequence[str]) -> None:
        """Move the counts into ``cacheroute_kv_blocks_total{replica,what}``."""
        counts, self.counts = self.counts, Counter()
        for (r, what), n in counts.items():
            self.counters.inc("cacheroute_kv_blocks_total", n, replica=names[r], what=what)


@dataclass
class _Source:
    replica: int
    endpoint: str
    replay: str | None
    socket: Any = None
    last_seq: int | None = None
    retired: bool = False
    """Its replica left (`KVEventSubscriber.remove_source`): what its socket still delivers is dropped."""


class KVEventSubscriber:
    """Subscribes to every engine's KV events in one thread and applies them through a `KVEventFeed`.

    ``sources``: (replica position, PUB endpoint such as ``tcp://10.0.0.1:5557``, replay endpoint
    or None). `start` returns at once (ZeroMQ connects, and reconnects, in the background);
    `stop` ends the thread and closes the sockets.
    """

    def __init__(
        self,
        feed: KVEventFeed,
        sources: Iterable[tuple[int, str, str | None]],
        names: Sequence[str],
        config: KVEventsConfig | None = None,
    ) -> None:
        self.feed = feed
        self.config = config or KVEventsConfig()
        self.sources = [_Source(r, e, p) for r, e, p in sources]
        self.names = list(names)
        self.batches = 0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._ctx: Any = None
        self._changes: list[tuple[int, str | None, str | None, str]] = []
        """Sources to add (an endpoint) or drop (None) at the thread's next turn: (position, endpoint, replay, name)."""
        self._changes_lock = threading.Lock()

    def add_source(self, replica: int, endpoint: str, replay: str | None, name: str) -> None:
        """Follow the events of a replica that joined at position ``replica`` (from the thread's next turn)."""
        with self._changes_lock:
            self._changes.append((replica, endpoint, replay, name))

    def remove_source(self, replica: int) -> None:
        """Stop following the events of the replica at position ``replica`` (it left): what its socket still
        delivers is dropped from now on, and the socket closed at the thread's next turn."""
        with self._changes_lock:
            for s in self.sources:
                if s.replica == replica:
                    s.retired = True
            self._changes.append((replica, None, None, ""))

    def _connect(self, s: _Source) -> None:
        import zmq

        sock = self._ctx.socket(zmq.SUB)
        sock.setsockopt(zmq.IPV6, 1)  # an engine's tcp://[v6]:port endpoint: without it ZeroMQ never connects
        sock.setsockopt(zmq.LINGER, 0)
        sock.setsockopt(zmq.RCVHWM, 100_000)
        sock.setsockopt(zmq.SUBSCRIBE, self.config.topic.encode("utf-8"))
        sock.connect(s.endpoint)
        s.socket = sock

    def _apply_changes(self, poller: Any, by_socket: dict[Any, _Source]) -> None:
        """The sources added and removed since the last turn (in the thread: sockets are not thread-safe)."""
        import zmq

        with self._changes_lock:  # `remove_source` reads the sources from another thread
            changes, self._changes = self._changes, []
            for replica, endpoint, replay, name in changes:
                for s in [s for s in self.sources if s.replica == replica]:
                    self.sources.remove(s)
                    if s.socket is not None:
                        poller.unregister(s.socket)
                        by_socket.pop(s.socket, None)
                        s.socket.close(linger=0)
                if endpoint is None:
                    continue
                while len(self.names) <= replica:
                    self.names.append("")
                self.names[replica] = name
                src = _Source(replica, endpoint, replay)
                self._connect(src)
                self.sources.append(src)
                poller.register(src.socket, zmq.POLLIN)
                by_socket[src.socket] = src

    def start(self) -> None:
        import zmq

        if self._thread is not None:
            return
        self._ctx = zmq.Context()
        for s in self.sources:
            self._connect(s)
        self._thread = threading.Thread(target=self._run, name="cacheroute-kv-events", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5.0)
            self._thread = None
        for s in self.sources:
            if s.socket is not None:
                s.socket.close(linger=0)
                s.socket = None
        if self._ctx is not None:
            self._ctx.term()
            self._ctx = None

    def _run(self) -> None:
        import zmq

        poller = zmq.Poller()
        by_socket = {}
        for s in self.sources:
            poller.register(s.socket, zmq.POLLIN)
            by_socket[s.socket] = s
        while not self._stop.is_set():
            if self._changes:
                self._apply_changes(poller, by_socket)
            try:
                ready = dict(poller.poll(100))
            except zmq.ZMQError:
                break
            for sock in ready:
                src = by_socket.get(sock)
                if src is None:
                    continue
                for _ in range(1000):  # drain, then let the other engines have a turn
                    try:
                        frames = sock.recv_multipart(zmq.NOBLOCK)
                    except zmq.Again:
                        break
                    except zmq.ZMQError:
                        return
                    self._receive(src, frames)

    def _receive(self, src: _Source, frames: list[bytes]) -> None:
        if src.retired:
            return
        name = self.names[src.replica]
        if len(frames) != 3 or len(frames[1]) != 8:
            self.feed.counters.inc("cacheroute_kv_batches_total", replica=name, result="bad_frames")
            return
        seq = int.from_bytes(frames[1], "big", signed=True)
        last = src.last_seq
        if last is not None and seq == last:
            return  # the same batch again
        if last is None or seq < last:
            if last is not None:
                # the engine's sequence started again: a new engine process, an empty cache
                self.feed.counters.inc("cacheroute_kv_restarts_total", replica=name)
                self.feed.forget(src.replica, "restart")
                log.warning(
                    "KV events of %s restarted at sequence %d (was %d): its cache is forgotten", name, seq, last
                )
            if seq > 0 and src.replay is not None:
                # what the engine published before this router listened: as much as its buffer holds
                self._replay(src, 0, seq, count_missed=False)
        elif seq > last + 1:
            self.feed.counters.inc("cacheroute_kv_gaps_total", replica=name)
            if src.replay is not None:
                self._replay(src, last + 1, seq)
            else:
                self.feed.counters.inc("cacheroute_kv_missed_batches_total", seq - last - 1, replica=name)
        self._apply(src, frames[2])
        src.last_seq = seq

    def _apply(self, src: _Source, payload: bytes) -> None:
        if src.retired:
            return
        name = self.names[src.replica]
        try:
            batch = decode_batch(payload)
        except KVEventError as e:
            self.feed.counters.inc("cacheroute_kv_batches_total", replica=name, result="bad")
            self.feed._warn_once(src.replica, "bad", "bad KV event batch from %s: %s", name, e)
            return
        try:
            self.feed.apply(src.replica, batch)
        except Exception:  # one bad batch must not stop the feed
            log.exception("KV event batch from %s could not be applied", name)
            self.feed.counters.inc("cacheroute_kv_batches_total", replica=name, result="error")
            return
        self.batches += 1
        self.feed.flush_counters(self.names)
        self.feed.counters.inc("cacheroute_kv_batches_total", replica=name, result="ok")

    def _replay(self, src: _Source, start: int, upto: int, count_missed: bool = True) -> None:
        """Ask the engine's replay socket for batches ``start .. upto - 1`` and apply them."""
        import zmq

        name = self.names[src.replica]
        # DEALER, not REQ: the replay socket answers one request with many messages
        sock = self._ctx.socket(zmq.DEALER)
        sock.setsockopt(zmq.IPV6, 1)
        sock.setsockopt(zmq.LINGER, 0)
        sock.setsockopt(zmq.RCVTIMEO, int(self.config.replay_timeout_s * 1000))
        got = 0
        try:
            sock.connect(src.replay)
            sock.send_multipart((b"", start.to_bytes(8, "big")))
            while True:
                frames = sock.recv_multipart()
                if frames and not frames[0]:
                    frames = frames[1:]
                if len(frames) != 2 or not frames[1]:
                    break
                seq = int.from_bytes(frames[0], "big", signed=True)
                if seq < 0:
                    break
                if start <= seq < upto:
                    self._apply(src, frames[1])
                    got += 1
                if seq >= upto - 1:
                    break
        except zmq.ZMQError as e:
            log.warning("replay from %s failed: %s", name, e)
        finally:
            sock.close(linger=0)
        missed = (upto - start) - got
        if missed > 0 and count_missed:
            self.feed.counters.inc("cacheroute_kv_missed_batches_total", missed, replica=name)
