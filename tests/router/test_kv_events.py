"""Engine KV events (vLLM's ZeroMQ + msgpack feed) into the router's prefix memory: decoding both
encodings, mapping engine blocks to the router's own token-block hashes, a subscriber against fake
publishers on 127.0.0.1, and two router instances that learn from the engines where a prefix the
other instance routed is cached."""

from __future__ import annotations

import asyncio
import hashlib
import time

import pytest

msgpack = pytest.importorskip("msgpack")
zmq = pytest.importorskip("zmq")
tokenizers = pytest.importorskip("tokenizers")
aiohttp = pytest.importorskip("aiohttp")
from aiohttp import ClientSession, web  # noqa: E402

from cacheroute_solver.adapter import KeySpec, PlanRouting, PlanStore, ReplicaEndpoint, request_chain  # noqa: E402
from cacheroute_solver.adapter.request_keys import load_tokenizer  # noqa: E402
from cacheroute_solver.models import Plan  # noqa: E402
from cacheroute_solver.prefix import (  # noqa: E402
    key_name,
    salt_seed,
    salted,
    token_block_hashes,
)
from cacheroute_solver.router.fleet.health import HealthConfig  # noqa: E402
from cacheroute_solver.router.fleet.kv_events import (  # noqa: E402
    AllBlocksCleared,
    BlockRemoved,
    BlockStored,
    KVEventError,
    KVEventFeed,
    KVEventsConfig,
    KVEventSubscriber,
    decode_batch,
)
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig  # noqa: E402
from cacheroute_solver.routing import RoutingConfig  # noqa: E402
from tests.helpers.localserve import serve_local  # noqa: E402
from tests.helpers.ports import has_ipv6_loopback  # noqa: E402

B = 4  # the engines' block size in these tests
needs_ipv6 = pytest.mark.skipif(not has_ipv6_loopback(), reason="no IPv6 loopback on this machine")


def engine_hashes(tokens: list[int], parent: int | None, salt: bytes) -> list[int]:
    """Block hashes as an engine makes them: salted, chained, nothing the router can compute."""
    out, h = [], parent
    for i in range(0, len(tokens) - len(tokens) % B, B):
        prev = b"" if h is None else h.to_bytes(8, "big")
        h = int.from_bytes(hashlib.sha256(salt + prev + bytes(str(tokens[i : i + B]), "ascii")).digest()[:8], "big")
        out.append(h)
    return out


def stored(hashes, parent, tokens, *, form: str = "map", **extra) -> object:
    """A BlockStored event as vLLM's msgspec encodes it: a map with 'type' (current releases) or an
    array with the tag first (array_like releases: block_hashes, parent_block_hash, token_ids,
    block_size, lora_id, medium)."""
    if form == "map":
        return {
            "type": "BlockStored",
            "block_hashes": hashes,
            "parent_block_hash": parent,
            "token_ids": tokens,
            "block_size": extra.get("block_size", B),
            "lora_id": extra.get("lora_id"),
            "medium": extra.get("medium", "GPU"),
            "lora_name": None,
            **({"extra_keys": extra["extra_keys"]} if "extra_keys" in extra else {}),
        }
    return ["BlockStored", hashes, parent, tokens, extra.get("block_size", B), extra.get("lora_id"), "GPU"]


def removed(hashes, *, form: str = "map") -> object:
    if form == "map":
        return {"type": "BlockRemoved", "block_hashes": hashes, "medium": "GPU"}
    return ["BlockRemoved", hashes, "GPU"]


def batch(events, *, form: str = "map", ts: float = 1.0) -> bytes:
    if form == "map":
        return msgpack.packb({"ts": ts, "events": events, "data_parallel_rank": 0})
    return msgpack.packb([ts, events, 0])


# ---- decoding -------------------------------------------------------------------------------------


@pytest.mark.parametrize("form", ["map", "array"])
def test_decodes_both_encodings_of_vllm_batches(form):
    toks = list(range(10, 18))
    payload = batch(
        [
            stored([2**64 - 1, -5], None, toks, form=form),
            removed([7], form=form),
            {"type": "AllBlocksCleared"} if form == "map" else ["AllBlocksCleared"],
        ],
        form=form,
    )
    b = decode_batch(payload)
    assert b.ts == 1.0 and b.data_parallel_rank == 0
    s, r, c = b.events
    assert isinstance(s, BlockStored) and isinstance(r, BlockRemoved) and isinstance(c, AllBlocksCleared)
    assert s.block_hashes == (2**64 - 1, 2**64 - 5)  # signed int64 as vLLM may send them: the same u64
    assert s.token_ids == tuple(toks) and s.block_size == B and s.parent_block_hash is None and not s.lora
    assert r.block_hashes == (7,)
    # bytes hashes (VLLM_KV_EVENTS_USE_INT_BLOCK_HASHES=0) are kept as bytes
    b2 = decode_batch(batch([stored([b"\x01" * 32], b"\x02" * 32, toks[:4], form=form)], form=form))
    assert isinstance(b2.events[0], BlockStored)
    assert b2.events[0].block_hashes == (b"\x01" * 32,) and b2.events[0].parent_block_hash == b"\x02" * 32


def test_bad_payloads_name_the_field():
    with pytest.raises(KVEventError, match="not msgpack"):
        decode_batch(b"\xc1")
    with pytest.raises(KVEventError, match=r"events\[0\].token_ids"):
        decode_batch(batch([stored([1], None, [1, 2, -3, 4])]))
    with pytest.raises(KVEventError, match=r"events\[0\].type: unknown event 'Nope'"):
        decode_batch(batch([{"type": "Nope"}]))
    with pytest.raises(KVEventError, match=r"events\[0\].block_size"):
        decode_batch(batch([stored([1], None, [1, 2, 3, 4], block_size=0)]))
    with pytest.raises(KVEventError, match="ts"):
        decode_batch(msgpack.packb({"ts": "x", "events": []}))


# ---- mapping engine blocks to the router's hashes ---------------------------------------------------


def _routing(n: int = 3) -> PlanRouting:
    reps = [ReplicaEndpoint(id=f"e{i}", url=f"http://127.0.0.1:{9000 + i}", kv_capacity=4096) for i in range(n)]
    return PlanRouting(PlanStore(replica_ids=[r.id for r in reps]), reps, block_tokens=B)


def test_feed_maps_engine_blocks_to_router_chains_and_follows_removals():
    routing = _routing()
    feed = KVEventFeed(routing, B, [1000] * 3)
    memory = routing.core.memory
    first, more = list(range(100, 108)), list(range(200, 204))
    eh = engine_hashes(first + more, None, b"engine-1")
    chain = token_block_hashes(first + more + [1, 2], B)  # a request: 3 full blocks and a partial one
    feed.apply(1, decode_batch(batch([stored(eh[:2], None, first)])))
    feed.apply(1, decode_batch(batch([stored(eh[2:], eh[1], more)])))  # chained from its parent
    assert memory.match(chain) == [0, 3, 0]
    assert feed.router_hash(1, eh[2]) == chain[2]
    feed.apply(1, decode_batch(batch([removed([eh[1]])])))
    assert memory.match(chain) == [0, 1, 0]  # a prefix cache reads up to the first missing block
    feed.apply(1, decode_batch(batch([{"type": "AllBlocksCleared"}])))
    assert memory.match(chain) == [0, 0, 0] and feed.mapped(1) == 0
    # a parent never seen stored cannot be placed: nothing is guessed
    feed.apply(2, decode_batch(batch([stored(eh[2:], eh[1], more)])))
    assert memory.match(chain) == [0, 0, 0] and feed.counts[(2, "unknown_parent")] == 1


def test_feed_ignores_blocks_it_cannot_match():
    routing = _routing()
    feed = KVEventFeed(routing, B, [1000] * 3)
    toks = list(range(300, 308))
    chain = token_block_hashes(toks, B)
    eh = engine_hashes(toks, None, b"e")
    for ev in (
        stored(eh, None, toks, block_size=8),
        stored(eh, None, toks, lora_id=3),
        stored(eh, None, toks, medium="CPU"),
    ):
        feed.apply(0, decode_batch(batch([ev])))
    assert routing.core.memory.match(chain) == [0, 0, 0]
    assert {w for (_, w) in feed.counts} == {"ignored_block_size", "ignored_lora", "ignored_medium"}
    # a block with extra hash keys (an image, a cache salt) ends what can be matched
    feed.apply(0, decode_batch(batch([stored(eh, None, toks, extra_keys=[None, ["mm-hash"]])])))
    assert routing.core.memory.match(chain) == [1, 0, 0]


def test_tokenized_text_prompts_hash_like_token_prompts(tmp_path):
    path = _tokenizer(tmp_path)
    spec = KeySpec(tokenizer=path, block_tokens=B)
    text = "alpha beta gamma delta alpha beta gamma delta alpha"
    ids = load_tokenizer(path).encode(text).ids
    assert ids[0] == 1  # the tokenizer's <s>, as the engine adds it
    chain = request_chain({"prompt": text}, spec)
    assert chain.kind == "tokens" and chain.prompt_tokens == len(ids)
    assert chain.hashes == tuple(token_block_hashes(ids, B)) == request_chain({"prompt": ids}, spec).hashes
    # chat keeps text chunks (the engine's chat template is not reproduced)
    assert request_chain({"messages": [{"role": "user", "content": text}]}, spec).kind == "chat"
    assert spec.chain_block_tokens == B and KeySpec().chain_block_tokens == 32
    with pytest.raises(ValueError, match="cannot load tokenizer"):
        KeySpec(tokenizer=str(tmp_path / "missing.json"))
    with pytest.raises(ValueError, match="not a ZeroMQ endpoint"):
        ReplicaEndpoint(id="e0", url="http://127.0.0.1:8000", kv_events="tcp://*:5557")


# ---- the subscriber against fake publishers on 127.0.0.1 ----------------------------------------------


class Publisher:
    """An engine's KV event publisher as vLLM runs it: PUB frames [topic, seq, payload], and a
    ROUTER replay socket answering [seq, payload] ... [-1, b'']."""

    def __init__(self, ctx, replay: bool = False, host: str = "127.0.0.1") -> None:
        self.pub = ctx.socket(zmq.PUB)
        self.pub.setsockopt(zmq.LINGER, 0)
        self.pub.setsockopt(zmq.IPV6, 1)
        self.port = self.pub.bind_to_random_port(f"tcp://{host}")
        self.router = None
        if replay:
            self.router = ctx.socket(zmq.ROUTER)
            self.router.setsockopt(zmq.LINGER, 0)
            self.router.setsockopt(zmq.IPV6, 1)
            self.replay_port = self.router.bind_to_random_port(f"tcp://{host}")
        self.seq = 0
        self.sent: list[tuple[int, bytes]] = []

    def send(self, payload: bytes, *, publish: bool = True) -> None:
        self.sent.append((self.seq, payload))
        if publish:
            self.pub.send_multipart([b"kv-events", self.seq.to_bytes(8, "big"), payload])
        self.seq += 1

    def serve_replay(self) -> None:
        if self.router is not None and self.router.poll(0):
            client, _, start = self.router.recv_multipart()
            for seq, payload in self.sent:
                if seq >= int.from_bytes(start, "big"):
                    self.router.send_multipart([client, b"", seq.to_bytes(8, "big"), payload])
            self.router.send_multipart([client, b"", (-1).to_bytes(8, "big", signed=True), b""])

    def close(self) -> None:
        self.pub.close(0)
        if self.router is not None:
            self.router.close(0)


def _until(cond, timeout: float = 5.0, tick=None) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if tick is not None:
            tick()
        if cond():
            return True
        time.sleep(0.01)
    return cond()


def _publish_empty(pubs: list[Publisher]) -> None:
    """An empty batch from every publisher, and each one's replay requests served."""
    for p in pubs:
        p.send(batch([]))
        p.serve_replay()


def _connected(routing: PlanRouting, pubs: list[Publisher], names: list[str]) -> None:
    """Publish empty batches until every subscriber has one from every publisher (ZeroMQ drops what
    a PUB sends before the SUB has joined)."""
    ok = lambda: all(routing.counters.get("cacheroute_kv_batches_total", replica=n, result="ok") > 0 for n in names)  # noqa: E731
    assert _until(ok, tick=lambda: _publish_empty(pubs)), "subscriber never connected"


def test_subscriber_applies_events_restarts_and_replays_gaps():
    ctx = zmq.Context()
    pubs = [Publisher(ctx, replay=(i == 1)) for i in range(2)]
    names = ["e0", "e1"]
    sources = [
        (0, f"tcp://127.0.0.1:{pubs[0].port}", None),
        (1, f"tcp://127.0.0.1:{pubs[1].port}", f"tcp://127.0.0.1:{pubs[1].replay_port}"),
    ]
    toks = list(range(500, 512))
    chain = token_block_hashes(toks, B)
    try:
        routing = _routing(2)
        sub = KVEventSubscriber(KVEventFeed(routing, B, [1000, 1000]), sources, names, KVEventsConfig())
        sub.start()
        try:
            _connected(routing, pubs, names)
            memory = routing.core.memory
            eh = engine_hashes(toks, None, b"zero")
            pubs[0].send(batch([stored(eh, None, toks, form="array")], form="array"))
            assert _until(lambda: memory.match(chain)[0] == 3)
            # the engine restarts: its sequence starts again, its cache is empty, the router forgets it
            pubs[0].seq = 0
            pubs[0].send(batch([]))
            assert _until(lambda: memory.match(chain)[0] == 0)
            assert routing.counters.get("cacheroute_kv_restarts_total", replica="e0") == 1
            # a batch lost on the wire is replayed from the engine's replay socket
            eh1 = engine_hashes(toks, None, b"one")
            pubs[1].send(batch([stored(eh1[:2], None, toks[:8])]), publish=False)  # lost
            pubs[1].send(batch([stored(eh1[2:], eh1[1], toks[8:])]))  # needs the lost one's parent
            assert _until(lambda: memory.match(chain)[1] == 3, tick=pubs[1].serve_replay)
            assert routing.counters.get("cacheroute_kv_gaps_total", replica="e1") == 1
            assert routing.counters.get("cacheroute_kv_missed_batches_total", replica="e1") == 0
            assert _until(lambda: routing.counters.get("cacheroute_kv_blocks_total", replica="e1", what="stored") == 3)
        finally:
            sub.stop()

        # a router that starts after its engine catches up from the engine's replay buffer
        late_routing = _routing(2)
        late = KVEventSubscriber(KVEventFeed(late_routing, B, [1000, 1000]), sources, names, KVEventsConfig())
        late.start()
        try:
            assert _until(
                lambda: late_routing.core.memory.match(chain)[1] == 3,
                tick=lambda: _publish_empty(pubs),
            )
            assert late_routing.counters.get("cacheroute_kv_gaps_total", replica="e1") == 0
        finally:
            late.stop()
    finally:
        for p in pubs:
            p.close()
        ctx.term()


# ---- two router instances, one shared feed ------------------------------------------------------------

WORDS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu"]


def _tokenizer(tmp_path) -> str:
    from tokenizers import Tokenizer, models, pre_tokenizers, processors

    vocab = {"[UNK]": 0, "<s>": 1, **{w: i + 2 for i, w in enumerate(WORDS)}}
    tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tok.post_processor = processors.TemplateProcessing(single="<s> $A", special_tokens=[("<s>", 1)])
    path = tmp_path / "tokenizer.json"
    tok.save(str(path))
    return str(path)


class Engine:
    """A fake vLLM server: answers completions and publishes BlockStored for the prompt's full
    blocks, tokenized with its own tokenizer and hashed its own (salted) way."""

    def __init__(self, name: str, ctx, tokenizer: str) -> None:
        self.name = name
        self.pub = Publisher(ctx)
        self.tok = load_tokenizer(tokenizer)
        self.cached: dict[tuple[int, ...], int] = {}
        self.port = 0
        self.runner: web.AppRunner | None = None

    async def _gen(self, request: web.Request) -> web.Response:
        body = await request.json()
        ids = self.tok.encode(body["prompt"]).ids
        hashes = engine_hashes(ids, None, self.name.encode())
        new = [i for i in range(len(hashes)) if tuple(ids[: (i + 1) * B]) not in self.cached]
        if new:
            i0 = new[0]
            parent = hashes[i0 - 1] if i0 > 0 else None
            for i in new:
                self.cached[tuple(ids[: (i + 1) * B])] = hashes[i]
            self.pub.send(batch([stored(hashes[i0:], parent, ids[i0 * B : len(hashes) * B])]))
        return web.json_response({"server": self.name})

    async def start(self) -> None:
        app = web.Application()
        app.router.add_post("/v1/completions", self._gen)
        self.runner, self.port = await serve_local(app)


@needs_ipv6
def test_an_engine_publishing_at_an_ipv6_address_is_followed_and_replayed():
    """vLLM's endpoint as the router reaches it, tcp://[::1]:port: ZeroMQ connects there only with its IPV6
    option set (without it the subscriber waited for ever, and the replica's events never came)."""
    ctx = zmq.Context()
    pub = Publisher(ctx, replay=True, host="[::1]")
    sources = [(0, f"tcp://[::1]:{pub.port}", f"tcp://[::1]:{pub.replay_port}")]
    toks = list(range(700, 712))
    chain = token_block_hashes(toks, B)
    try:
        routing = _routing(1)
        sub = KVEventSubscriber(KVEventFeed(routing, B, [1000]), sources, ["e0"], KVEventsConfig())
        sub.start()
        try:
            _connected(routing, [pub], ["e0"])
            eh = engine_hashes(toks, None, b"v6")
            pub.send(batch([stored(eh[:2], None, toks[:8])]), publish=False)  # lost: replayed
            pub.send(batch([stored(eh[2:], eh[1], toks[8:])]))
            assert _until(lambda: routing.core.memory.match(chain)[0] == 3, tick=pub.serve_replay)
        finally:
            sub.stop()
    finally:
        pub.close()
        ctx.term()


def test_an_instance_routes_to_where_another_instance_put_the_prefix_once_the_events_arrive(tmp_path):
    path = _tokenizer(tmp_path)
    prompt = " ".join(WORDS[(i * 5) % len(WORDS)] for i in range(31))  # 32 tokens with <s>: 8 blocks

    async def main() -> None:
        ctx = zmq.Context()
        engines = [Engine(f"e{i}", ctx, path) for i in range(3)]
        for e in engines:
            await e.start()
        replicas = tuple(
            ReplicaEndpoint(id=e.name, url=f"http://127.0.0.1:{e.port}", kv_events=f"tcp://127.0.0.1:{e.pub.port}")
            for e in engines
        )
        spec = KeySpec(tokenizer=path, block_tokens=B)
        routers, runners, bases = [], [], []
        for _ in range(2):
            r = ReferenceRouter(
                RouterConfig(replicas=replicas, key_spec=spec, health=HealthConfig(check_interval_s=None))
            )
            r.decider.keep_decisions = True
            runner, port = await serve_local(r.app())
            routers.append(r)
            runners.append(runner)
            bases.append(f"http://127.0.0.1:{port}")
        a, b = routers
        try:
            names = [e.name for e in engines]
            for r in routers:
                await asyncio.to_thread(_connected, r.routing, [e.pub for e in engines], names)
            chain = request_chain({"prompt": prompt}, spec)
            # where B would send this prompt knowing nothing; A is told (by its plan) to send it elsewhere
            cold = b.routing.core.replica_ids[
                b.routing.core.choose(list(chain.hashes), int(chain.prompt_tokens), [True] * 3).replica
            ]
            target = next(n for n in names if n != cold)
            key = key_name(chain.hashes[3], 4)
            assert a.store.swap(Plan(epoch=1, assignments={key: ((target, 1.0),)})).accepted
            async with ClientSession() as s:
                async with s.post(bases[0] + "/v1/completions", json={"prompt": prompt, "max_tokens": 2}) as resp:
                    assert resp.headers["X-CacheRoute-Replica"] == target
                # the engine published what it stored; B learns it from the shared feed
                memory = b.routing.core.memory
                ok = await asyncio.to_thread(_until, lambda: memory.match(list(chain.hashes))[names.index(target)] == 8)
                assert ok, memory.match(list(chain.hashes))
                follow = prompt + " kappa lambda mu"
                async with s.post(bases[1] + "/v1/completions", json={"prompt": follow, "max_tokens": 2}) as resp:
                    assert resp.headers["X-CacheRoute-Replica"] == target
                    assert resp.headers["X-CacheRoute-Decision"] == "cached"
            assert b.decider.decisions[-1].cached_tokens == 8 * B  # all 8 blocks: the follow-up is 3 tokens longer
            assert b.counters.get("cacheroute_kv_blocks_total", replica=target, what="stored") == 8
        finally:
            for runner in runners:
                await runner.cleanup()
            for e in engines:
                assert e.runner is not None
                await e.runner.cleanup()
                e.pub.close()
            ctx.term()

    asyncio.run(main())


def test_long_prompts_are_tokenized_off_the_event_loop(tmp_path):
    """Tokenizing a long prompt on the loop stops every other request for its duration: the router
    tokenizes it in a worker thread (with a tokenizer call that lets go of the GIL), a short one inline."""
    import threading

    path = _tokenizer(tmp_path)
    short = " ".join(WORDS[i % len(WORDS)] for i in range(20))
    long = " ".join(WORDS[i % len(WORDS)] for i in range(2000))  # over 4 KiB of body

    async def main() -> None:
        ctx = zmq.Context()
        engine = Engine("e0", ctx, path)
        await engine.start()
        replicas = (ReplicaEndpoint(id="e0", url=f"http://127.0.0.1:{engine.port}"),)
        r = ReferenceRouter(
            RouterConfig(
                replicas=replicas,
                key_spec=KeySpec(tokenizer=path, block_tokens=B),
                health=HealthConfig(check_interval_s=None),
            )
        )
        seen: list[tuple[int, str]] = []
        prepare = r.handlers.prepare

        def recording(raw: bytes | bytearray):
            out = prepare(raw)
            seen.append((len(out[1].hashes), threading.current_thread().name))
            return out

        r.handlers.prepare = recording  # type: ignore[method-assign]  # the test wraps the handlers' prepare
        runner, port = await serve_local(r.app())
        try:
            async with ClientSession() as s:
                for prompt in (short, long):
                    async with s.post(
                        f"http://127.0.0.1:{port}/v1/completions", json={"prompt": prompt, "max_tokens": 2}
                    ) as resp:
                        assert resp.status == 200
        finally:
            await runner.cleanup()
            assert engine.runner is not None
            await engine.runner.cleanup()
            engine.pub.close()
            ctx.term()
        loop_thread = threading.main_thread().name
        assert seen[0] == (
            len(request_chain({"prompt": short}, KeySpec(tokenizer=path, block_tokens=B)).hashes),
            loop_thread,
        )
        assert seen[1][0] == 2001 // B and seen[1][1] != loop_thread

    asyncio.run(main())


def test_the_memory_follows_the_engines_where_every_replica_publishes_its_events():
    """Every replica publishing KV events: the routing core's memory follows them (no home credit, as the
    simulator's ``routing_for`` sets it); one replica without, or ``routing.kv_events`` given, leaves it."""
    pub = tuple(
        ReplicaEndpoint(id=f"r{i}", url=f"http://127.0.0.1:{9000 + i}", kv_events=f"tcp://127.0.0.1:{5550 + i}")
        for i in range(2)
    )
    bare = ReplicaEndpoint(id="r2", url="http://127.0.0.1:9002")
    assert RouterConfig(replicas=pub).routing_in_use.kv_events
    assert not RouterConfig(replicas=(*pub, bare)).routing_in_use.kv_events
    assert not RouterConfig(replicas=pub, routing=RoutingConfig(kv_events=False)).routing_in_use.kv_events
    assert not RouterConfig(replicas=pub).routing.kv_events  # the config as given is kept


def test_lora_blocks_map_into_the_adapters_own_chains():
    """vLLM seeds a LoRA request's block hashes with the adapter's name: its blocks were dropped; now they map into
    the chains the router makes for requests to that adapter, and the base model's chain matches none of them."""
    routing = _routing()
    seeds = {None: None, "sql-lora": salt_seed(None, "sql-lora", None)}
    feed = KVEventFeed(routing, B, [1000] * 3, salt=lambda _replica, adapter: seeds.get(adapter))
    toks = list(range(400, 412))
    eh = engine_hashes(toks, None, b"lora")
    event = stored(eh[:2], None, toks[:8], lora_id=1)
    assert isinstance(event, dict)
    event["lora_name"] = "sql-lora"
    feed.apply(0, decode_batch(batch([event])))
    more = stored(eh[2:], eh[1], toks[8:], lora_id=1, extra_keys=[["sql-lora"]])  # the adapter as its extra key
    assert isinstance(more, dict)
    more["lora_name"] = "sql-lora"
    feed.apply(0, decode_batch(batch([more])))
    plain = token_block_hashes(toks, B)
    adapter_chain = salted(plain, seeds["sql-lora"])
    assert routing.core.memory.match(adapter_chain) == [3, 0, 0]
    assert routing.core.memory.match(plain) == [0, 0, 0]
    feed.apply(0, decode_batch(batch([removed([eh[2]])])))
    assert routing.core.memory.match(adapter_chain) == [2, 0, 0]
    # without the adapter's name (older releases: lora_id alone) the blocks cannot be placed
    feed.apply(1, decode_batch(batch([stored(eh[:2], None, toks[:8], lora_id=1)])))
    assert feed.counts[(1, "ignored_lora")] == 2


def test_a_replica_that_left_has_its_late_events_dropped_and_its_position_holds_nothing():
    """The subscriber stops following a replica that left at its thread's next turn; the batches it still took from
    that engine's socket used to be applied at the replica's old position: the vacant position's memory then held
    the blocks (the planner's placement hint named replica ''), and a replica that joined there got them."""
    reps = tuple(
        ReplicaEndpoint(id=f"r{i}", url=f"http://127.0.0.1:{9000 + i}", kv_events=f"tcp://127.0.0.1:{5550 + i}")
        for i in range(3)
    )
    router = ReferenceRouter(RouterConfig(replicas=reps, key_spec=KeySpec(block_tokens=B, chunk_chars=4 * B)))
    sub = router.kv_subscriber
    assert sub is not None
    old = next(s for s in sub.sources if s.replica == 1)
    toks = list(range(600, 600 + 4 * B))
    chain = token_block_hashes(toks, B)
    late = batch([stored(engine_hashes(toks, None, b"gone"), None, toks)])
    memory = router.routing.core.memory
    sub._receive(old, [b"kv", (6).to_bytes(8, "big"), late])
    assert memory.match(chain) == [0, 4, 0] and router.kv_feed is not None and router.kv_feed.mapped(1) == 4
    router.replicas.remove("r1")
    assert router.kv_feed.mapped(1) == 0  # its engine's hashes are let go too (they waited for a joiner)
    sub._receive(old, [b"kv", (7).to_bytes(8, "big"), late])  # the thread's last turn on the old socket
    assert memory.match(chain) == [0, 0, 0]
    assert router.routing.placement_hint([key_name(chain[1], 2)]) == {}
    router.replicas.add(ReplicaEndpoint(id="new", url="http://127.0.0.1:9100", kv_events="tcp://127.0.0.1:5560"))
    assert router.routing.core.replica_ids == ("r0", "new", "r2")
    sub._receive(old, [b"kv", (8).to_bytes(8, "big"), late])
    assert memory.match(chain) == [0, 0, 0]
    # and a store that reaches the core at a vacant position all the same is not kept there
    router.replicas.remove("r2")
    router.routing.blocks_stored(2, chain)
    assert memory.match(chain) == [0, 0, 0]
