"""Plan application, hot swap, pins and the production-stack routing logic (no router package needed)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import threading
import time
import types
from collections import Counter
from typing import Any, ClassVar

import pytest

from cacheroute_solver.adapter import (
    KeySpec,
    PlanRouting,
    PlanStore,
    ReplicaEndpoint,
    apply_pin,
    install_routing_logic,
    make_routing_logic,
    pin_for,
    production_stack,
    request_chain,
    request_key,
    routing_logic_class,
)
from cacheroute_solver.models import Plan
from cacheroute_solver.observe import Observer
from cacheroute_solver.prefix import key_index, key_name, routing_key

REPLICAS = [
    ReplicaEndpoint(id="a", url="http://127.0.0.1:9001"),
    ReplicaEndpoint(id="b", url="http://127.0.0.1:9002/"),
    ReplicaEndpoint(id="c", url="http://127.0.0.1:9003"),
]
URLS = {"a": "http://127.0.0.1:9001", "b": "http://127.0.0.1:9002", "c": "http://127.0.0.1:9003"}
SYSTEM = "You are a careful assistant. " * 12  # 336 characters: two full 128-char chunks


def _body(user: str) -> dict:
    return {"model": "m", "prompt": SYSTEM + user}


def _key_of(text: str, depth: int) -> str:
    chain = request_chain({"prompt": text}).hashes
    return key_name(chain[depth - 1], depth)


KEY = _key_of(SYSTEM, 2)


def _plan(epoch: int, dests: tuple, key: str = KEY) -> Plan:
    return Plan(epoch=epoch, assignments={key: dests})


def _routing(plan: Plan | None = None, **kw) -> PlanRouting:
    store = PlanStore(plan, replica_ids=[r.id for r in REPLICAS], **kw)
    return PlanRouting(store, REPLICAS, seed=1)


IDLE: dict = {}
"""An external load view with nothing in flight (production-stack's view of an idle fleet)."""


# ---- plan application (the rule itself: tests/routing/test_core.py) ----------------------------


def test_on_an_idle_fleet_warm_requests_follow_plan_weights():
    routing = _routing(_plan(1, (("a", 0.2), ("b", 0.3), ("c", 0.5))))
    n = 3000
    counts = Counter(
        routing.decide(request_chain(_body(f"question {i} " * 5)).hashes, list(URLS.values()), IDLE).replica_id
        for i in range(n)
    )
    for rid, w in (("a", 0.2), ("b", 0.3), ("c", 0.5)):
        sigma = (n * w * (1 - w)) ** 0.5
        assert abs(counts[rid] - n * w) < 4 * sigma, (rid, counts)
    assert routing.counters.get("cacheroute_decisions_total", kind="planned", reason="direct") == n


def test_the_same_prefix_goes_to_the_same_destination():
    routing = _routing(_plan(1, (("a", 0.5), ("b", 0.5))))
    chains = [request_chain(_body(f"q{i} " * 20)).hashes for i in range(50)]
    first = [routing.decide(ch, list(URLS.values()), IDLE).url for ch in chains]
    again = [routing.decide(ch, list(URLS.values()), IDLE).url for ch in chains]
    assert first == again
    assert len(set(first)) == 2


def test_a_destination_that_is_down_is_skipped():
    routing = _routing(_plan(1, (("a", 0.5), ("b", 0.5))))
    up = [URLS["b"], URLS["c"]]
    got = {routing.decide(request_chain(_body(f"x{i}" * 30)).hashes, up, IDLE).replica_id for i in range(100)}
    assert got == {"b"}


def test_all_destinations_down_goes_by_load():
    routing = _routing(_plan(1, (("a", 1.0),)))
    chain = request_chain(_body("x")).hashes
    d = routing.decide(chain, [URLS["b"], URLS["c"]], {URLS["b"]: 4, URLS["c"]: 1})
    assert (d.reason, d.replica_id, d.key, d.spilled) == ("balanced", "c", KEY, False)
    assert d.ticket is None  # an external load view: nothing entered in the ledger
    assert routing.ledger.in_flight == [0, 0, 0]


def test_a_cold_prefix_follows_where_it_was_sent_until_the_wait_there_outweighs_it():
    routing = _routing(_plan(1, (("a", 1.0),)))
    cold = request_chain({"prompt": "z" * 3000}).hashes
    first = routing.decide(cold, list(URLS.values()), {URLS["a"]: 3, URLS["b"]: 0, URLS["c"]: 2})
    assert (first.reason, first.replica_id) == ("balanced", "b")
    routing.completed(first.ticket)
    # a later request extending the same prefix goes back to b, though c has less in flight
    longer = request_chain({"prompt": "z" * 3000 + "y" * 200}).hashes
    again = routing.decide(longer, list(URLS.values()), {URLS["a"]: 1, URLS["b"]: 2, URLS["c"]: 0})
    assert (again.reason, again.replica_id, again.spilled) == ("cached", "b", False)
    # with a second of prefill queued on b (the router's own ledger), the cache is not worth the wait
    routing.ledger.routed("backlog", 1, 25_000)
    busy = routing.decide(longer, list(URLS.values()))
    assert busy.replica_id != "b" and busy.spilled and busy.label == "balanced:spill"
    routing.completed(busy.ticket)
    assert routing.counters.get("cacheroute_decisions_total", kind="cached", reason="direct") == 1


def test_an_external_view_counts_as_queued_the_prefill_of_the_requests_it_sent_last():
    routing = _routing()
    urls = list(URLS.values())
    big = request_chain({"prompt": "w" * 3000}).hashes
    first = routing.decide(big, urls, {URLS["a"]: 3, URLS["b"]: 0, URLS["c"]: 2}, prompt_tokens=25_000)
    assert first.replica_id == "b" and first.ticket is None
    longer = request_chain({"prompt": "w" * 3000 + "y" * 200}).hashes
    counts = {URLS["a"]: 1, URLS["b"]: 2, URLS["c"]: 0}
    # counts alone: b holds the prefix and its requests' prefill is not known
    assert routing.decide(longer, urls, counts).replica_id == "b"
    # one of b's two waits for its first token: the newest, a short one; the cache still wins
    assert routing.decide(longer, urls, counts, prefilling={URLS["b"]: 1}).replica_id == "b"
    # all three sent there wait, the 25,000-token prompt among them: the wait outweighs the cache
    three = {**counts, URLS["b"]: 3}
    busy = routing.decide(longer, urls, three, prefilling=lambda u: 3 if u == URLS["b"] else 0)
    assert busy.replica_id != "b" and busy.spilled
    assert routing.ledger.in_flight == [0, 0, 0]


def test_ledger_follows_first_tokens_and_ends():
    routing = _routing()
    d = routing.decide(request_chain(_body("x")).hashes, [URLS["a"]], prompt_tokens=500)
    assert d.ticket is not None and d.epoch == -1
    assert d.replica_id is not None
    i = ["a", "b", "c"].index(d.replica_id)
    assert routing.ledger.in_flight[i] == 1 and routing.ledger.pending_tokens[i] == 500
    routing.first_token(d.ticket)
    assert routing.ledger.pending[i] == 0 and routing.ledger.in_flight[i] == 1
    routing.completed(d.ticket)
    assert routing.ledger.in_flight[i] == 0
    routing.completed(None)  # baseline decisions carry no ticket


def test_deepest_warm_key_wins():
    deep = _key_of(SYSTEM + "a" * 256, 4)
    plan = Plan(epoch=1, assignments={KEY: (("a", 1.0),), deep: (("c", 1.0),)})
    routing = _routing(plan)
    assert routing.decide(request_chain(_body("a" * 300)).hashes, list(URLS.values()), IDLE).replica_id == "c"
    assert routing.decide(request_chain(_body("b" * 300)).hashes, list(URLS.values()), IDLE).replica_id == "a"


# ---- plan store -----------------------------------------------------------------------------


def test_corrupt_stale_and_invalid_plans_are_refused_and_current_kept(tmp_path):
    routing = _routing(_plan(5, (("a", 1.0),)))
    store = routing.store
    assert not store.load_json(b'{"epoch": 9, "assignments": {').accepted
    assert not store.load_json(_plan(5, (("b", 1.0),)).model_dump_json()).accepted
    assert not store.load_json(_plan(4, (("b", 1.0),)).model_dump_json()).accepted
    assert not store.swap(_plan(6, (("zz", 1.0),))).accepted  # unknown replica
    assert not store.swap(_plan(6, (("a", 0.5), ("b", 0.2)))).accepted  # weights sum to 0.7
    assert not store.swap({"epoch": 6, "assignments": {"not-a-key": [["a", 1.0]]}}).accepted
    assert not store.swap({"epoch": -3}).accepted
    assert store.plan is not None
    assert store.epoch == 5 and store.plan.destinations(KEY) == ["a"]
    assert routing.decide(request_chain(_body("x")).hashes, list(URLS.values())).replica_id == "a"
    c = store.counters
    assert c.get("cacheroute_plan_swaps_total", result="refused", reason="corrupt") == 1
    assert c.get("cacheroute_plan_swaps_total", result="refused", reason="stale") == 2
    assert c.get("cacheroute_plan_swaps_total", result="refused", reason="invalid") == 4
    text = c.exposition()
    assert 'cacheroute_plan_swaps_total{reason="stale",result="refused"} 2' in text
    assert "cacheroute_plan_epoch 5" in text

    path = tmp_path / "plan.json"
    path.write_text(_plan(7, (("c", 1.0),)).model_dump_json())
    polled = store.poll_file(path)
    assert polled is not None and polled.accepted and store.epoch == 7
    assert store.poll_file(path) is None
    path.write_text("garbage")
    assert not store.load_file(path).accepted and store.epoch == 7
    assert not store.load_file(tmp_path / "missing.json").accepted


def test_validator_can_refuse():
    store = PlanStore(validator=lambda plan, current: ["too hot"] if plan.epoch == 2 else [])
    assert store.swap(_plan(1, (("a", 1.0),))).accepted
    r = store.swap(_plan(2, (("a", 1.0),)))
    assert not r.accepted and r.reason == "too hot" and store.epoch == 1


def test_concurrent_hot_swaps_lose_no_decision():
    """Decisions during swaps each see one whole plan: the replica of the epoch they report (an idle
    fleet, so the plan's destination is the choice whenever it holds)."""
    owner = {e: "abc"[e % 3] for e in range(1, 401)}
    routing = _routing(_plan(1, ((owner[1], 1.0),)))
    chain = request_chain(_body("x")).hashes
    results: list[list] = [[] for _ in range(4)]
    errors: list[BaseException] = []
    # every worker decides once before the first swap and once after the last, whatever the
    # scheduler does, so the decisions are sure to span more than one plan
    first_done = threading.Barrier(len(results) + 1)
    swaps_done = threading.Event()

    def work(out: list) -> None:
        try:
            out.append(routing.decide(chain, list(URLS.values()), IDLE, request_id=f"{id(out)}-first"))
            first_done.wait()
            for i in range(1500):
                out.append(routing.decide(chain, list(URLS.values()), IDLE, request_id=f"{id(out)}-{i}"))
            swaps_done.wait()
            out.append(routing.decide(chain, list(URLS.values()), IDLE, request_id=f"{id(out)}-last"))
        except BaseException as e:  # noqa: BLE001 - the test reports it
            errors.append(e)

    def swap() -> None:
        first_done.wait()
        for e in range(2, 401):
            assert routing.store.swap(_plan(e, ((owner[e], 1.0),))).accepted
        swaps_done.set()

    threads = [threading.Thread(target=work, args=(r,)) for r in results] + [threading.Thread(target=swap)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    decisions = [d for r in results for d in r]
    assert len(decisions) == 4 * 1502
    assert all(d.kind == "planned" and d.replica_id == owner[d.epoch] for d in decisions)
    assert {d.epoch for d in decisions} >= {1, 400}
    assert routing.store.epoch == 400


# ---- keys agree with the observer -----------------------------------------------------------


def test_router_keys_match_observer_keys():
    spec = KeySpec()
    bodies: list[dict[str, Any]] = []
    for u in range(12):
        bodies.append({"model": "m", "prompt": SYSTEM + f"user {u} asks about topic {u % 3} " * 10})
        bodies.append(
            {
                "model": "m",
                "messages": [{"role": "system", "content": SYSTEM}, {"role": "user", "content": f"question {u} " * 30}],
            }
        )
    bodies.append({"model": "m", "prompt": list(range(100))})
    obs = Observer(block_tokens=32, min_count=1.5)
    chains = [request_chain(b, spec).hashes for b in bodies]
    for i, ch in enumerate(chains):
        obs.observe(ch, 100.0, 0.0, float(i))
    keys = obs.stats().keys
    assert len(keys) >= 2
    plan = Plan(epoch=1, assignments={k.key: (("a", 1.0),) for k in keys})
    index = key_index(plan.assignments)
    routing = _routing(plan)
    matched = 0
    for b, ch in zip(bodies, chains, strict=False):
        expected = obs.key_of(ch)
        assert request_key(b, index, spec) == expected
        assert routing_key(ch, index) == expected
        assert routing.decide(ch, list(URLS.values())).key == expected
        matched += expected is not None
    assert matched >= 24


def test_request_chain_kinds():
    assert request_chain({"prompt": "a" * 300}).kind == "text"
    assert len(request_chain({"prompt": "a" * 300}).hashes) == 2
    assert request_chain({"prompt": ["a" * 300, "b"]}).hashes == request_chain({"prompt": "a" * 300}).hashes
    assert request_chain({"prompt": list(range(40))}).kind == "tokens"
    assert request_chain({"messages": [{"role": "user", "content": "hi"}]}).kind == "chat"
    assert request_chain({"input": 3}).hashes == ()


# ---- pins -----------------------------------------------------------------------------------


def test_pins_for_each_router():
    rep = ReplicaEndpoint(id="r1", url="http://10.0.0.7:8000", engine_id="engine-7", dynamo_instance_id=42)
    url, _headers, body = apply_pin(
        pin_for("production-stack", rep), "http://router/v1/completions?x=1", {}, {"prompt": "p"}
    )
    assert url == "http://router/v1/completions?x=1&id=engine-7" and body == {"prompt": "p"}
    original = {"prompt": "p", "nvext": {"annotations": ["x"]}}
    _, _, body = apply_pin(pin_for("dynamo", rep), "http://d/v1/completions", None, original)
    assert body["nvext"] == {"annotations": ["x"], "backend_instance_id": 42}
    assert "backend_instance_id" not in original["nvext"]
    llmd = pin_for("llm-d", rep)
    assert llmd.headers == {"x-gateway-destination-endpoint-subset": "10.0.0.7:8000"}
    assert llmd.metadata == {"envoy.lb.subset_hint": {"x-gateway-destination-endpoint-subset": ["10.0.0.7:8000"]}}
    with pytest.raises(ValueError):
        pin_for("dynamo", REPLICAS[0])


def test_no_pin_for_a_router_that_honours_none():
    """smg's X-SMG-Target-Worker reached no engine stably on the real gateway (docs/results/pins.md):
    asking for it says why instead of returning a header the gateway ignores."""
    with pytest.raises(ValueError, match=r"no pin for .sglang.*pins\.md"):
        pin_for("sglang", REPLICAS[0])  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown pin target"):
        pin_for("nginx", REPLICAS[0])  # type: ignore[arg-type]


# ---- production-stack routing logic ---------------------------------------------------------


class _Endpoint:
    def __init__(self, url: str, Id: str, sleep: bool = False) -> None:
        self.url, self.Id, self.sleep, self.model_names = url, Id, sleep, ["m"]


class _Stats:
    def __init__(self, prefill: int, decoding: int) -> None:
        self.in_prefill_requests, self.in_decoding_requests, self.qps = prefill, decoding, 0.0


class _Request:
    def __init__(self, body: dict, request_id: str | None = None) -> None:
        self._raw = json.dumps(body).encode()
        self.headers = {"X-Request-Id": request_id} if request_id else {}

    async def body(self) -> bytes:
        return self._raw


ENDPOINTS = [
    _Endpoint("http://127.0.0.1:9001", "a"),
    _Endpoint("http://127.0.0.1:9002", "b"),
    _Endpoint("http://127.0.0.1:9003", "c", sleep=True),
]


@pytest.fixture
def no_vllm_router(monkeypatch):
    monkeypatch.setitem(sys.modules, "vllm_router", None)
    monkeypatch.setattr(production_stack, "_CLASSES", {})


def test_plain_routing_logic_without_production_stack(no_vllm_router):
    cls = routing_logic_class()
    assert cls.__mro__[1:] == (production_stack._CacheRouteRoutingMixin, object)
    logic = make_routing_logic(_routing(_plan(1, (("b", 1.0),))), max_instance_failover_reroute_attempts=2)
    assert logic.max_instance_failover_reroute_attempts == 2
    stats = {URLS["a"]: _Stats(0, 0), URLS["b"]: _Stats(5, 5)}
    url = asyncio.run(logic.route_request(ENDPOINTS, {}, stats, _Request(_body("x"), "r1")))
    assert url == URLS["b"] and logic.last_decision.kind == "planned"
    cold = asyncio.run(
        logic.route_request(ENDPOINTS, {}, stats, _Request({"prompt": "q" * 200}), {"prompt": "q" * 200})
    )
    assert cold == URLS["a"]  # least loaded of the awake endpoints; c sleeps


def test_production_stack_logic_counts_its_engines_prefilling_requests_as_backlog(no_vllm_router):
    logic = make_routing_logic(_routing())
    a, b = URLS["a"], URLS["b"]

    def route(body: dict, stats: dict) -> str:
        return asyncio.run(logic.route_request(ENDPOINTS, {}, stats, _Request(body), body))

    head = {"prompt": "s" * 3000}
    assert route(head, {a: _Stats(0, 0), b: _Stats(0, 5)}) == a
    big = {"prompt": "unrelated " * 10_000}  # 25,000 tokens at 4 characters a token
    assert route(big, {a: _Stats(0, 1), b: _Stats(0, 5)}) == a
    follow = {"prompt": "s" * 3000 + "y" * 200}
    # a holds the prefix and nothing there waits for its first token: the cache wins
    assert route(follow, {a: _Stats(0, 2), b: _Stats(0, 2)}) == a
    # the same load with the last two sent to a waiting there, the big prompt among them: it spills
    assert route(follow, {a: _Stats(2, 1), b: _Stats(0, 3)}) == b and logic.last_decision.spilled


def test_adapter_imports_without_router_packages():
    code = (
        "import sys; sys.modules['vllm_router'] = None\n"
        "import cacheroute_solver, cacheroute_solver.adapter as a\n"
        "assert 'aiohttp' not in sys.modules\n"
        "assert a.routing_logic_class().__mro__[-1] is object and len(a.routing_logic_class().__mro__) == 3\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def _fake_vllm_router() -> dict[str, types.ModuleType]:
    """A stand-in for production-stack's modules: singleton ABC metaclass and its router classes."""
    import abc

    class SingletonABCMeta(abc.ABCMeta):
        _instances: ClassVar[dict] = {}

        def __call__(cls, *args, **kwargs):
            if cls not in cls._instances:
                cls._instances[cls] = super().__call__(*args, **kwargs)
            return cls._instances[cls]

    class RoutingInterface(metaclass=SingletonABCMeta):
        @abc.abstractmethod
        def route_request(self, endpoints, engine_stats, request_stats, request):
            raise NotImplementedError

    class PrefixAwareRouter(RoutingInterface):
        def __init__(self, prefix_min_match_length: int = 0):
            self.hashtrie = object()

        async def route_request(self, endpoints, engine_stats, request_stats, request, request_json):  # type: ignore[override]  # production-stack's own subclass adds request_json, mirrored as it is
            return endpoints[0].url

    pkg = types.ModuleType("vllm_router")
    routers = types.ModuleType("vllm_router.routers")
    logic = types.ModuleType("vllm_router.routers.routing_logic")
    vars(logic).update(
        SingletonABCMeta=SingletonABCMeta, RoutingInterface=RoutingInterface, PrefixAwareRouter=PrefixAwareRouter
    )
    vars(pkg).update(routers=routers)
    vars(routers).update(routing_logic=logic)
    return {"vllm_router": pkg, "vllm_router.routers": routers, "vllm_router.routers.routing_logic": logic}


def test_subclass_of_prefix_aware_router_when_installed(monkeypatch):
    mods = _fake_vllm_router()
    for name, mod in mods.items():
        monkeypatch.setitem(sys.modules, name, mod)
    monkeypatch.setattr(production_stack, "_CLASSES", {})
    prefix_cls = mods["vllm_router.routers.routing_logic"].PrefixAwareRouter
    logic = make_routing_logic(_routing(_plan(1, (("a", 1.0),))))
    other = make_routing_logic(_routing(_plan(1, (("b", 1.0),))))
    assert isinstance(logic, prefix_cls) and logic is not other
    assert type(logic) is routing_logic_class()

    old = types.SimpleNamespace(max_instance_failover_reroute_attempts=3)
    app = types.SimpleNamespace(state=types.SimpleNamespace(router=old))
    assert install_routing_logic(app, logic) is old
    router = app.state.router
    # `is` last: logic reads to mypy as a plain object (routing_logic_class() -> type), and so would router
    assert router.max_instance_failover_reroute_attempts == 3 and router is logic

    async def handler(body: dict) -> str:
        """What production-stack's request handler does: await with the body for this family."""
        req = _Request(body, "rid-1")
        assert isinstance(router, prefix_cls)
        return await router.route_request(ENDPOINTS[:2], {}, {}, req, body)

    assert asyncio.run(handler(_body("y"))) == URLS["a"]
    assert asyncio.run(other.route_request(ENDPOINTS[:2], {}, {}, _Request(_body("y")), _body("y"))) == URLS["b"]


def test_the_production_stack_logic_records_what_it_routes_without_prompt_text(no_vllm_router, tmp_path):
    """``recording=``: every routed request is a line `cacheroute gate` takes, with the decision; the answer is
    not the logic's to see (ttft_s, status null); no prompt text reaches the file."""
    from cacheroute_solver.adapter.recorder import RecordingConfig
    from cacheroute_solver.cli import main as cli
    from cacheroute_solver.models import Fleet
    from cacheroute_solver.replay import ReplayReport

    secret = "The launch code is swordfish-7731. "
    rec_dir = tmp_path / "rec"
    routing = _routing(_plan(1, (("b", 1.0),)))
    logic = make_routing_logic(routing, recording=RecordingConfig(directory=str(rec_dir), flush_s=0.05))
    stats = {URLS["a"]: _Stats(0, 0), URLS["b"]: _Stats(0, 0)}
    for i in range(60):
        body = (
            _body(secret * (1 + i % 3) + f"q{i}")
            if i % 4
            else {
                "model": "m",
                "messages": [{"role": "user", "content": secret + f"chat {i}"}],
                "max_completion_tokens": 9,
            }
        )
        body = {**body, "max_tokens": 7} if i % 4 else body
        url = asyncio.run(logic.route_request(ENDPOINTS, {}, stats, _Request(body, f"r{i}"), body))
        assert url == logic.last_decision.url
    logic.close()
    text = "".join(f.read_text() for f in sorted(rec_dir.glob("traffic-*.jsonl")))
    assert "swordfish" not in text and "launch code" not in text and SYSTEM[:20] not in text
    lines = [json.loads(x) for x in text.splitlines()]
    assert len(lines) == 60 and logic.recorder.dropped == 0
    assert {x["replica"] for x in lines} <= {"a", "b"} and "planned" in {x["reason"] for x in lines}
    assert all(x["status"] is None and x["ttft_s"] is None and x["epoch"] == 1 for x in lines)
    assert [x["output_length"] for x in lines[:5]] == [9, 7, 7, 7, 9]
    assert routing.counters.get("cacheroute_recording_written") == 60

    recorded = tmp_path / "recorded.jsonl"
    recorded.write_text(text)
    fleet = tmp_path / "fleet.json"
    fleet.write_text(Fleet(replicas=tuple(r.replica() for r in REPLICAS)).model_dump_json())
    gate = tmp_path / "gate.json"
    rc = cli(
        [
            "gate",
            str(recorded),
            "--block-tokens",
            "32",
            "--fleet",
            str(fleet),
            "--baseline",
            "round_robin",
            "--capacity-runs",
            "1",
            "--workers",
            "1",
            "--no-progress",
            "--json",
            str(gate),
        ]
    )
    assert rc in (0, 1)
    report = ReplayReport.model_validate_json(gate.read_text())
    assert report.recording is not None
    assert report.requests == 60 and set(report.recording.replicas) <= {"a", "b"}


def test_a_production_stack_recording_that_cannot_be_written_costs_records_not_routes(no_vllm_router, tmp_path):
    from cacheroute_solver.adapter.recorder import RecordingConfig

    blocked = tmp_path / "file"
    blocked.write_text("not a directory")
    routing = _routing(_plan(1, (("b", 1.0),)))
    logic = make_routing_logic(routing, recording=RecordingConfig(directory=str(blocked / "rec"), flush_s=0.05))
    urls = [
        asyncio.run(logic.route_request(ENDPOINTS, {}, {}, _Request(_body(f"q{i}")), _body(f"q{i}"))) for i in range(20)
    ]
    logic.close()
    assert urls == [URLS["b"]] * 20
    assert logic.recorder.recorded == 0 and logic.recorder.dropped == 20
    assert routing.counters.get("cacheroute_recording_dropped") == 20


# ---- placement hints ------------------------------------------------------------------------


def test_placement_hints_tell_the_planner_where_cold_keys_live():
    from cacheroute_solver.models import Fleet, KeyStats, PlanConfig, Replica
    from cacheroute_solver.plan import solve_plan

    routing = _routing()
    chain = request_chain(_body("x")).hashes
    loads = {URLS["a"]: 3, URLS["b"]: 3, URLS["c"]: 0}
    assert routing.decide(chain, list(URLS.values()), loads).replica_id == "c"
    assert routing.placement_hint([KEY, _key_of("q" * 300, 1)]) == {KEY: "c"}
    prev = routing.previous_for_planning([KEY])
    assert prev is not None and prev.assignments == {KEY: (("c", 1.0),)}
    fleet = Fleet(replicas=tuple(Replica(id=r, prefill_capacity=1e5, kv_capacity=1e5) for r in "abc"))
    keys = [KeyStats(key=KEY, rate=1.0, prefix_tokens=2000.0, tail_tokens=10.0)]
    plan = solve_plan(keys, fleet, PlanConfig(backend="greedy"), previous=prev)
    assert plan.destinations(KEY) == ["c"]
    assert routing.store.swap(plan).accepted
    assert routing.decide(chain, list(URLS.values())).kind == "planned"


def test_stats_load_reads_inflight_then_qps():
    from cacheroute_solver.adapter import stats_load, stats_prefilling

    assert stats_load(_Stats(2, 3)) == 5.0
    assert stats_prefilling(_Stats(2, 3)) == 2.0
    assert stats_prefilling(types.SimpleNamespace(qps=1.5)) == stats_prefilling(None) == 0.0
    assert stats_load(types.SimpleNamespace(qps=1.5)) == 1.5
    assert stats_load(None) == 0.0


def test_replicas_join_and_leave_the_routing_at_positions_that_are_reused_and_plans_follow():
    store = PlanStore(replica_ids=URLS)
    routing = PlanRouting(store, REPLICAS, block_tokens=32)
    routing.defer = lambda job: job()  # the plan compiled again at each change here, not in its thread
    chain = request_chain({"prompt": SYSTEM}).hashes
    key = key_name(chain[-1], len(chain))
    assert store.swap(Plan(epoch=1, assignments={key: (("c", 0.5), ("d", 0.5))})).accepted is False  # d unknown yet
    store.replica_ids = None
    assert store.swap(Plan(epoch=1, assignments={key: (("c", 0.5), ("d", 0.5))})).accepted
    routing.decide(chain, list(URLS.values()))  # the chain is cached on one of a, b, c
    d = ReplicaEndpoint(id="d", url="http://127.0.0.1:9004")
    assert routing.add_replica(d) == 3
    # the plan names d: compiled again, so its share goes to d (position 3) now that it is routed to
    warm = routing.core.plan.lookup(chain)
    assert warm is not None and set(warm.replicas) == {2, 3}
    with pytest.raises(ValueError, match="already routed to"):
        routing.add_replica(ReplicaEndpoint(id="e", url="http://127.0.0.1:9004/"))
    assert routing.remove_replica("c") == 2
    assert routing.core.replica_ids == ("a", "b", "", "d")
    warm = routing.core.plan.lookup(chain)
    assert warm is not None and warm.replicas == (3,)
    with pytest.raises(ValueError, match="none of the candidates"):
        routing.decide(chain, [URLS["c"]])
    e = ReplicaEndpoint(id="e", url="http://127.0.0.1:9005", kv_capacity=64_000)
    assert routing.add_replica(e) == 2  # the position c left
    assert routing.core.memory.blocks(2) == 0 and routing.core.ledger.in_flight[2] == 0
    assert [r.id for r in routing.fleet.replicas] == ["a", "b", "d", "e"]
    seen = {
        routing.decide(
            request_chain({"prompt": f"fresh {k} " * 40}).hashes, [URLS["a"], "http://127.0.0.1:9005"]
        ).replica_id
        for k in range(20)
    }
    assert seen <= {"a", "e"} and "e" in seen


def test_a_join_or_leave_compiles_the_plan_off_the_callers_thread_and_decisions_read_one_index_whole():
    """A join or a leave compiles the plan in force again for the new positions (a 250,000-key plan took 1.06 s),
    now in a worker thread, not on the caller's (the router's event loop). Meanwhile decisions read the index in
    force whole, and a joiner takes no position whose leaver that index still names: c joins after b left, while
    the index naming b at b's position is in force, and none of b's planned requests goes to c."""
    store = PlanStore()
    routing = PlanRouting(store, REPLICAS, block_tokens=32)
    chain = request_chain({"prompt": SYSTEM}).hashes
    key = key_name(chain[-1], len(chain))
    assert store.swap(Plan(epoch=1, assignments={key: (("b", 1.0),)})).accepted
    held: list = []
    routing.defer = held.append
    before = routing.core.plan
    assert routing.remove_replica("b") == 1
    e = ReplicaEndpoint(id="e", url="http://127.0.0.1:9005")
    assert routing.add_replica(e) == 3  # not 1: the index in force still sends the key to position 1
    assert routing.core.plan is before and held  # nothing compiled by the caller
    urls = [URLS["a"], URLS["c"], "http://127.0.0.1:9005"]
    for _ in range(5):
        decision = routing.decide(chain, urls)
        assert decision.replica_id != "e" or decision.reason != "planned"
        assert decision.reason != "planned"  # its planned replica left: no candidate holds the plan's share
        routing.completed(decision.ticket)
    for job in held:  # the compiler's thread, let go
        worker = threading.Thread(target=job)
        worker.start()
        worker.join()
    assert routing.core.plan is not before
    assert routing.core.plan.replica_ids is routing.core.replica_ids and routing.core.plan.lookup(chain) is None
    f = ReplicaEndpoint(id="f", url="http://127.0.0.1:9006")
    assert routing.add_replica(f) == 1  # the index no longer names b: its position is taken again


def test_a_join_compiles_the_plan_in_its_own_thread_by_default():
    store = PlanStore()
    routing = PlanRouting(store, REPLICAS, block_tokens=32)
    keys: dict[str, tuple[tuple[str, float], ...]] = {
        key_name(i + 1, 1 + i % 5): (("a", 0.5), ("c", 0.5)) for i in range(2000)
    }
    assert store.swap(Plan(epoch=1, assignments=keys)).accepted
    compiled = routing.core.plan
    done = threading.Event()
    real = routing._compile_again

    def watched() -> None:
        assert threading.current_thread() is not threading.main_thread()
        real()
        done.set()

    routing._compile_again = watched  # type: ignore[method-assign]  # a spy on this one router's compile
    routing.add_replica(ReplicaEndpoint(id="d", url="http://127.0.0.1:9004"))
    assert done.wait(10.0)
    assert routing.core.plan is not compiled and routing.core.plan.replica_ids == ("a", "b", "c", "d")
    assert len(routing.core.plan) == 2000


def test_production_stack_endpoints_the_logic_was_not_configured_with_join_the_routing(no_vllm_router):
    """After a rollout production-stack offers pods the config never named: the logic routes over them (it
    raised ValueError into production-stack's handler, a 500, and a new pod beside a known one got nothing)."""
    logic = make_routing_logic(_routing(), forget_after_s=0.0)
    new = [_Endpoint("http://10.0.0.7:8000", "pod-7"), _Endpoint("http://10.0.0.8:8000", "pod-8")]
    body = {"prompt": "fresh " * 100}
    url = asyncio.run(logic.route_request(new, {}, {}, _Request(body), body))
    assert url in {e.url for e in new}
    # one known endpoint, busy, and one new: the new one gets the request
    mixed = [_Endpoint(URLS["a"], "a"), _Endpoint("http://10.0.0.9:8000", "pod-9")]
    stats = {URLS["a"]: _Stats(3, 3)}
    body = {"prompt": "another " * 100}
    assert asyncio.run(logic.route_request(mixed, {}, stats, _Request(body), body)) == "http://10.0.0.9:8000"
    assert logic.last_decision.replica_id == "pod-9"
    routing = logic.routing
    # endpoints not offered since (forget_after_s=0) left when one joined: a, b, c at the first call (a joined
    # again at the second), pods 7 and 8 at the second
    assert set(routing.url_of) == {"a", "pod-9"}
    assert routing.counters.get("cacheroute_replica_changes_total", change="joined", source="production_stack") == 4
    assert routing.counters.get("cacheroute_replica_changes_total", change="left", source="production_stack") == 5
    assert routing.store.replica_ids == frozenset({"a", "pod-9"})


def test_production_stack_logic_never_raises_into_its_handler(no_vllm_router, monkeypatch):
    logic = make_routing_logic(_routing())

    def broken(*_a, **_k):
        raise RuntimeError("a bug in the decision")

    monkeypatch.setattr(logic.routing, "decide", broken)
    stats = {URLS["a"]: _Stats(4, 0), URLS["b"]: _Stats(1, 0)}
    body = {"prompt": "x" * 300}
    assert asyncio.run(logic.route_request(ENDPOINTS, {}, stats, _Request(body), body)) == URLS["b"]
    assert logic.routing.counters.get("cacheroute_decisions_total", kind="fallback") == 1


def test_register_metrics_puts_the_counters_on_a_prometheus_registry():
    from prometheus_client import CollectorRegistry, generate_latest

    routing = _routing()
    routing.counters.inc("cacheroute_decisions_total", kind="planned", reason="direct")
    registry = CollectorRegistry()
    collector = production_stack.register_metrics(routing.counters, registry)
    text = generate_latest(registry).decode()
    assert 'cacheroute_decisions_total{kind="planned",reason="direct"} 1.0' in text
    registry.unregister(collector)
    assert "cacheroute_" not in generate_latest(registry).decode()


def test_register_metrics_twice_in_one_process_serves_the_last_counters():
    """production-stack's registry describes each collector by collecting it (auto_describe), so a second
    registration of CacheRoute's names, a logic set up again in the same process, raised DuplicateTimeseries."""
    from prometheus_client import CollectorRegistry, generate_latest

    from cacheroute_solver.adapter.metrics import METRICS

    registry = CollectorRegistry(auto_describe=True)  # as prometheus_client's REGISTRY is made
    first, second = _routing(), _routing()
    for routing, kind in ((first, "planned"), (second, "cached")):
        routing.counters.declare(*METRICS)
        routing.counters.inc("cacheroute_decisions_total", kind=kind, reason="direct")
    production_stack.register_metrics(first.counters, registry)
    collector = production_stack.register_metrics(second.counters, registry)
    text = generate_latest(registry).decode()
    assert 'cacheroute_decisions_total{kind="cached",reason="direct"} 1.0' in text
    assert 'kind="planned"' not in text
    registry.unregister(collector)
    assert "cacheroute_" not in generate_latest(registry).decode()


def test_production_stack_endpoints_no_longer_offered_leave_though_none_joins(no_vllm_router):
    """A fleet that shrinks (pods scaled down, none new): the endpoints production-stack stopped offering left the
    routing only when another joined, so they stayed in its fleet for good, and the planner kept placing keys on
    them."""
    logic = make_routing_logic(_routing(), forget_after_s=0.05)
    body = {"prompt": "fresh " * 100}
    known = [_Endpoint(URLS["a"], "a"), _Endpoint(URLS["b"], "b")]
    asyncio.run(logic.route_request(known, {}, {}, _Request(body), body))
    time.sleep(0.2)
    for _ in range(3):
        asyncio.run(logic.route_request(known[:1], {}, {}, _Request(body), body))
    assert set(logic.routing.url_of) == {"a"}
    assert [r.id for r in logic.routing.fleet.replicas] == ["a"]
    assert logic.routing.store.replica_ids == frozenset({"a"})


def test_production_stack_logic_given_no_parsed_body_never_raises_for_a_bad_one(no_vllm_router):
    """Called without ``request_json`` the logic parses the body itself, and a body that is not JSON raised
    JSONDecodeError into the caller's handler (a 500) instead of the fallback to the least loaded endpoint."""

    class Raw(_Request):
        def __init__(self, raw: bytes) -> None:
            super().__init__({})
            self._raw = raw

    logic = make_routing_logic(_routing())
    stats = {URLS["a"]: _Stats(4, 0), URLS["b"]: _Stats(1, 0)}
    live = ENDPOINTS[:2]
    assert asyncio.run(logic.route_request(live, {}, stats, Raw(b"{not json"))) == URLS["b"]
    assert logic.routing.counters.get("cacheroute_decisions_total", kind="fallback") == 1
    body = {"prompt": "y" * 300}
    assert asyncio.run(logic.route_request(live, {}, stats, _Request(body))) in {URLS["a"], URLS["b"]}
    assert logic.last_decision is not None
