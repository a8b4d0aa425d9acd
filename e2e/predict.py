"""The fleet simulator's prediction of the same runs: same requests, arrival times, block and KV
sizes, and routers.

Arrivals are the schedule's send times (wall seconds), so rates, observer horizons and plan
steps are on the clock the real routers saw. Baselines are the simulator's own
(`cacheroute_solver.baselines`): round robin, least loaded, and ``CacheAwareRouter`` with the
Rust router's (or SGLang's) shipped thresholds. CacheRoute is predicted two ways: the reference
router's own objects (`ReferenceRouter`: its observer, planner step and routing rule) driven by
the simulator (``reference``), and the simulator's CacheRoute router (`cacheroute_solver.replay.cacheroute`,
``route``). Several instances behind a round-robin balancer are several router objects taking
requests in turn; CacheRoute's instances share the plan the first one makes.

Step times come from a cost model fitted to the engines' own latencies (`fit_cost`), so the
in-flight counts the load-aware rules see are of the right size.
"""

from __future__ import annotations

import functools
import hashlib
import math
import traceback
from collections.abc import Callable, Sequence

from cacheroute_solver.costmodel import CostModel
from cacheroute_solver.simulator.router_api import Router

__all__ = [
    "fit_cost",
    "fit_ttft",
    "make_balanced",
    "make_prefix_aware",
    "make_reference_in_sim",
    "make_reference_round_robin",
    "picks_at_random",
    "predict",
    "sim_fleet",
    "sim_router",
    "sim_trace",
]


def _faster_line(pairs: Sequence[tuple[float, float]]) -> tuple[float, float] | None:
    """(intercept, slope) of ``y = a + b * x`` by least squares over the faster half of the points in each of 8
    size bins (the slower half waited behind others); None for fewer than 4 points."""
    pts = sorted((u, lat) for u, lat in pairs if lat > 0 and u >= 0)
    if len(pts) < 4:
        return None
    bins: list[list[tuple[float, float]]] = [[] for _ in range(8)]
    for k, p in enumerate(pts):
        bins[k * 8 // len(pts)].append(p)
    keep = [p for b in bins for p in sorted(b, key=lambda q: q[1])[: max(1, len(b) // 2)]]
    n = len(keep)
    mx = sum(u for u, _ in keep) / n
    my = sum(lat for _, lat in keep) / n
    sxx = sum((u - mx) ** 2 for u, _ in keep)
    b = sum((u - mx) * (lat - my) for u, lat in keep) / sxx if sxx > 0 else 0.0
    b = max(b, 1e-7)
    return my - b * mx, b


def fit_cost(pairs: Sequence[tuple[float, float]], steps_per_request: int) -> tuple[float, float]:
    """(fixed_s per step, seconds per prefilled token) from (uncached prompt tokens, latency) pairs.

    Least squares of ``latency = a + b * uncached`` over the faster half of the requests at each
    size (`_faster_line`); ``a`` is spread over the request's steps.
    """
    line = _faster_line(pairs)
    if line is None:
        return 0.01, 1.0 / 5000.0
    a, b = line
    return max(a, 1e-3) / max(1, steps_per_request), b


def fit_ttft(
    latency_pairs: Sequence[tuple[float, float]], ttft_pairs: Sequence[tuple[float, float]], steps_per_request: int
) -> tuple[float, float, float]:
    """(fixed_s per step, seconds per prefilled token, path_s) from the same requests' (uncached prompt tokens,
    latency) and (uncached prompt tokens, TTFT) pairs.

    A request's first token comes after its path to the engine (the client, the router, the engine's HTTP server
    and tokenizer: ``path_s``, which holds no engine step) and its prefill step; its last after
    ``steps_per_request - 1`` decode steps more. So the latency's intercept less the TTFT's is the decode steps'
    fixed time, and the TTFT's intercept less one step's is the path. Without TTFTs, or with one step per
    request, `fit_cost` and no path.
    """
    lat, first = _faster_line(latency_pairs), _faster_line(ttft_pairs)
    if lat is None or first is None or steps_per_request < 2:
        return (*fit_cost(latency_pairs, steps_per_request), 0.0)
    step = max((lat[0] - first[0]) / (steps_per_request - 1), 1e-3)
    return step, first[1], max(first[0] - step, 0.0)


def _sim():
    from cacheroute_solver import simulator

    return simulator


def make_balanced(factories: Sequence[Callable[[], Router]]) -> Router:
    """A simulator router that hands requests in turn to fresh routers from ``factories``."""

    class Balanced(Router):
        name = "balanced"

        def __init__(self) -> None:
            self.routers = [f() for f in factories]
            self.n = 0

        def start(self, view) -> None:
            for r in self.routers:
                r.start(view)
            self.n = 0

        def route(self, request, view) -> int:
            r = self.routers[self.n % len(self.routers)]
            self.n += 1
            return r.route(request, view)

    return Balanced()


def make_reference_round_robin() -> Router:
    """The reference router's round robin as the simulator routes it. `PlanRouting.blind` advances its turn before
    it picks, so the router's first request goes to its second endpoint, the simulator's `RoundRobin` to its first:
    on engines of equal speed the same load, but with one engine at half speed which third of the requests it gets
    is the router's (a test keeps the two in step)."""
    from cacheroute_solver.baselines import RoundRobin

    class ReferenceRoundRobin(RoundRobin):
        def start(self, view) -> None:
            super().start(view)
            self._next = 1

    return ReferenceRoundRobin()


def make_fallback(inner, share: float):
    """``inner`` except that a share of the requests (picked by a hash of the request index, so
    every prediction picks the same ones) go least loaded and are not seen by ``inner``: the Rust
    router when a request's token ids do not arrive (`missing_tokens`)."""
    threshold = int(share * 2**32)

    class Fallback(Router):
        name = "fallback"

        def start(self, view) -> None:
            inner.start(view)

        def route(self, request, view) -> int:
            if (int(request.index) * 2654435761) % 2**32 < threshold:
                load = view.in_flight
                idx = view.healthy_index
                return int(idx[int(load[idx].argmin())])
            return inner.route(request, view)

    return Fallback()


def make_reference_in_sim(configs: Sequence[dict], plan_times: Sequence[float], block_tokens: int):
    """The reference router's own objects inside the simulator; ``configs`` one per instance.
    One instance plans itself (``_step``, as ``POST /plan/step``); several are planned by one
    `SharedPlanner` from their merged exports (``export_stats``, as ``GET /stats``), and every
    instance applies the plan. Where the configs follow the
    engines' KV events, the simulated engines' events reach every instance's prefix memory as the
    subscriber would feed them (`PlanRouting.blocks_stored` / ``blocks_removed``); where they have
    ``peers``, each instance's load changes reach the others at once, as the channel carries them."""
    from cacheroute_solver.adapter.request_keys import RequestChain
    from cacheroute_solver.observe.offered import SeenPrefixes
    from cacheroute_solver.router.server import ReferenceRouter, RouterConfig

    class ReferenceInSim(Router):
        name = "cacheroute"

        def start(self, view) -> None:
            self.routers = []
            for cfg in configs:
                # no sockets and no tokenizer file: the simulator hands the events and token blocks over itself
                reps = [
                    {k: v for k, v in r.items() if not k.startswith("kv_events")} | {"url": f"http://{r['id']}.sim:1"}
                    for r in cfg["replicas"]
                ]
                obs = dict(cfg.get("observer", {}), block_tokens=block_tokens)
                keys = {k: v for k, v in cfg.get("key_spec", {}).items() if k != "tokenizer"}
                self.routers.append(
                    ReferenceRouter(RouterConfig.model_validate(dict(cfg, replicas=reps, observer=obs, key_spec=keys)))
                )
            order = [r["id"] for r in configs[0]["replicas"]]
            self.pos = [
                {u: view.replica_ids.index(rid) for rid, u in zip(order, rr.urls, strict=False)} for rr in self.routers
            ]
            self.own = [order.index(rid) if rid in order else None for rid in view.replica_ids]
            self.times = list(plan_times)
            self.tickets: dict = {}
            self.n = 0
            self.steps = 0
            self.captured = self.prompt = 0.0
            """Prompt tokens the routing core believed the chosen replica held, of all prompt tokens routed: the
            router's captured figure as the simulator replays it."""
            self.offered = 0.0
            """Prompt tokens each instance had seen the prefix of before, over the requests it routed (its own
            `SeenPrefixes`, as its telemetry counts them): the router's offered figure as the simulator replays it.
            One instance's is the infinite-cache bound, to its memory's limit; several see a share each."""
            self.seen = [SeenPrefixes(rr.config.offered_blocks, block_tokens) for rr in self.routers]
            self.unit = [block_tokens / rr.config.key_spec.chain_block_tokens for rr in self.routers]
            """Prompt tokens per token the core credits, per instance: the simulator hands it chains of
            ``block_tokens`` blocks, while its key spec (text chunks, no tokenizer here) counts a chunk's tokens for
            each, as the live router rightly does for its chains of the same text."""
            self.shared = None
            self.peered = len(configs) > 1 and all(rr.config.peers_in_use is not None for rr in self.routers)
            if len(configs) > 1:
                from cacheroute_solver.router.instances.shared_plan import SharedPlanner
                from e2e.routers import shared_planner_config

                self.shared = SharedPlanner(shared_planner_config(list(self.routers[0].urls), configs[0]))

        def _plan(self, now: float) -> None:
            if self.shared is None:
                lead = self.routers[0]
                step = lead.planning.step(lead.membership.live_fleet(), now, {})
            else:
                from cacheroute_solver.router.instances.shared_plan import merge_reports

                exports = [rr.stats.export(self.shared.config.export_keys, now=now) for rr in self.routers]
                step = self.shared.plan(merge_reports(exports))
            for rr in self.routers:
                rr.store.swap(step.plan)
            self.steps += 1

        def route(self, request, view) -> int:
            t = float(request.arrival)
            while self.times and t >= self.times[0]:
                self._plan(self.times.pop(0))
            i = self.n % len(self.routers)
            self.n += 1
            rr = self.routers[i]
            chain = [int(h) for h in request.block_hashes.tolist()]
            rr.observer.observe(chain, float(request.prompt_tokens), float(request.output_tokens), t)
            d = rr.decider.choose(
                RequestChain(hashes=tuple(chain), prompt_tokens=float(request.prompt_tokens), kind="tokens"),
                f"e2e-{request.index}",
            )
            self.tickets[request.index] = (rr, d.ticket)
            self.captured += min(d.cached_tokens * self.unit[i], max(float(request.prompt_tokens) - 1.0, 0.0))
            self.offered += self.seen[i].offer(chain, float(request.prompt_tokens))
            self.prompt += float(request.prompt_tokens)
            self._relay(rr)
            return self.pos[i][d.url]

        def _relay(self, rr) -> None:
            """With ``peers``, ``rr``'s load changes to the other instances at once (a datagram on loopback)."""
            if self.peered:
                ops = rr.routing.peer_changes()
                if ops:
                    sender = f"instance{self.routers.index(rr)}"
                    for other in self.routers:
                        if other is not rr:
                            other.routing.peers_changed(sender, ops)

        def on_first_token(self, request, replica, view) -> None:
            rr, ticket = self.tickets[request.index]
            rr.routing.first_token(ticket)
            self._relay(rr)

        def on_complete(self, request, replica, view) -> None:
            rr, ticket = self.tickets.pop(request.index)
            rr.routing.completed(ticket, request.output_tokens)
            self._relay(rr)

        def on_kv_events(self, replica, events, view) -> None:
            r = self.own[replica]
            stored = [h for ok, h in events if ok]
            removed = [h for ok, h in events if not ok]
            for rr in self.routers:
                if removed:
                    rr.routing.blocks_removed(r, removed)
                if stored:
                    rr.routing.blocks_stored(r, stored)

    return ReferenceInSim()


RANDOM_SEEDS = 8
"""A router that picks at random (production-stack's ``prefixaware`` among equal matches) is predicted as the mean
over this many seeds: its first few picks decide where whole conversations go (seen: one seed sent 77 % of the
requests to one engine, the engines 45 % to each of two), and the pages measure a mean over runs."""


def make_prefix_aware(seed: int = 0):
    """production-stack's ``prefixaware`` routing logic in the simulator: a trie of the prompt's chunks
    (here its chained token blocks, about the 128 characters its trie hashes) holding every engine
    each prefix was sent to; a request goes to one of the engines with the longest match (all of
    them when nothing matches), chosen at random, and its path is recorded for that engine. No
    eviction and no load, as in production-stack a6c01db."""
    import random

    from cacheroute_solver.simulator import Router

    class PrefixAware(Router):
        name = "pstack_prefixaware"

        def start(self, view) -> None:
            self.nodes: dict[int, set[int]] = {}
            self.rng = random.Random(seed)

        def route(self, request, view) -> int:
            chosen = {int(i) for i in view.healthy_index}
            hashes = [int(h) for h in request.block_hashes.tolist()]
            for h in hashes:
                inter = chosen & self.nodes.get(h, set())
                if not inter:
                    break
                chosen = inter
            r = self.rng.choice(sorted(chosen))
            for h in hashes:
                self.nodes.setdefault(h, set()).add(r)
            return r

    return PrefixAware()


def text_block_hashes(prompt: str, block_tokens: int) -> list[int]:
    """Chained hashes of the prompt's blocks of ``block_tokens`` words (one token each): the blocks
    the engine caches. Two trace blocks whose words happen to coincide are one block here, as in
    the engine; a partial last block hashes differently from any full one."""
    words = prompt.split()
    out: list[int] = []
    prev = b""
    for i in range(0, len(words), block_tokens):
        d = hashlib.blake2b(prev + " ".join(words[i : i + block_tokens]).encode(), digest_size=8).digest()
        out.append(int.from_bytes(d, "big") & (2**63 - 1))
        prev = d
    return out


def sim_trace(schedule):
    """The schedule as a simulator trace: send times as arrivals, the prompts' own token blocks."""
    Trace = _sim().Trace
    recs = [
        (it.send_s, it.prompt_tokens, it.max_tokens, text_block_hashes(it.prompt, schedule.tokens_per_block))
        for it in schedule.items
    ]
    return Trace.from_records(recs, block_tokens=schedule.tokens_per_block, name="e2e-schedule")


def sim_fleet(setup: dict, cost: CostModel | Sequence[float], slow: float = 1.0, speeds: Sequence[float] | None = None):
    """The engines as the simulator sees them: (``Fleet``, ``EngineConfig``) with the run's KV and
    batch sizes and step times from ``cost``: a ``CostModel`` (a paced run's truth, `e2e.pacing.Pacing.cost`)
    or the fitted (fixed s per step, s per prefilled token); x ``slow`` (a loaded machine), each engine's
    divided by its ``speeds`` (default: all 1)."""
    from cacheroute_solver.models import Fleet, Replica
    from cacheroute_solver.simulator import EngineConfig

    kv = setup["blocks"] * setup["block_size"]
    if isinstance(cost, CostModel):
        times = ("fixed_s", "weights_s", "token_s", "ctx_token_s", "attn_pair_s")
        cm = cost.model_copy(update={k: getattr(cost, k) * slow for k in times} | {"kv_tokens": kv})
    else:
        cm = CostModel(
            name="cpu-e2e-fitted" if slow == 1.0 else f"cpu-e2e-fitted-x{slow:g}",
            fixed_s=cost[0] * slow,
            weights_s=0.0,
            token_s=cost[1] * slow,
            ctx_token_s=0.0,
            attn_pair_s=0.0,
            kv_tokens=kv,
        )
    speeds = list(speeds or [1.0] * setup["engines"])
    if len(speeds) != setup["engines"]:
        raise ValueError(f"speeds: {len(speeds)} for {setup['engines']} engines")
    uneven = any(x != 1.0 for x in speeds)
    # the simulator divides a replica's step times by its prefill_capacity over the cost model's nominal rate
    fleet = Fleet(
        replicas=tuple(
            Replica(
                id=f"engine{i}",
                prefill_capacity=cm.prefill_tokens_per_s * x if uneven else setup["prefill_capacity"],
                kv_capacity=kv,
            )
            for i, x in enumerate(speeds)
        )
    )
    cfg = EngineConfig(
        cost=cm,
        block_size=setup["block_size"],
        kv_blocks_per_replica=setup["blocks"],
        max_num_seqs=setup["max_num_seqs"],
        max_num_batched_tokens=setup["max_num_batched_tokens"],
        scale_by_prefill_capacity=uneven,
    )
    return fleet, cfg


def _ttft(rep, path_s: float) -> dict[str, float]:
    """The TTFTs a client would see (the engines' simulated ones plus the fitted path, `fit_ttft`), and the
    engines' own simulated p50."""
    return {"ttft_p50": rep.ttft.p50 + path_s, "ttft_p99": rep.ttft.p99 + path_s, "engine_ttft_p50": rep.ttft.p50}


def picks_at_random(spec) -> bool:
    """Whether a row's router picks at random (production-stack's ``prefixaware`` among equal matches): it is
    predicted as the mean over `RANDOM_SEEDS` seeds."""
    return spec.impl == "pstack" and spec.policy == "prefixaware"


def sim_router(spec, schedule, reference_configs: dict[str, list[dict]], plan_times: Sequence[float], seed: int = 0):
    """The simulator's router for a harness row (`e2e.routers.RouterSpec`), None where it has none: CacheRoute rows
    run the reference router's own objects (`make_reference_in_sim`); smg's instances with their mesh
    `CacheAwareMesh`; the rest the simulator's baselines with the installed routers' defaults, several instances
    taking requests in turn (`make_balanced`); ``seed`` for a router that picks at random."""
    from cacheroute_solver.baselines import CacheAwareRouter, LeastLoaded, RoundRobin
    from e2e.routers import RUST_CACHE_AWARE, SGLANG_CACHE_AWARE

    if spec.plans:
        return make_reference_in_sim(reference_configs[spec.name], plan_times, schedule.tokens_per_block)
    if spec.impl == "smg" and spec.instances > 1:
        from cacheroute_solver.baselines.cache_aware_mesh import CacheAwareMesh

        return CacheAwareMesh(instances=spec.instances)
    one: Callable[[], Router] | None = None
    if spec.impl == "reference" and spec.policy == "round_robin":
        one = make_reference_round_robin
    elif spec.impl == "reference" and spec.policy == "least_loaded":
        one = LeastLoaded
    elif spec.policy in ("round_robin", "roundrobin"):
        one = RoundRobin
    elif picks_at_random(spec):
        one = functools.partial(make_prefix_aware, seed)
    elif spec.policy == "cache_aware":
        d = RUST_CACHE_AWARE if spec.impl == "vllm-router" else SGLANG_CACHE_AWARE
        one = functools.partial(
            CacheAwareRouter, **d, chars_per_token=schedule.chars_per_token(), block_tokens=schedule.tokens_per_block
        )
    if one is None:
        return None
    return one() if spec.instances == 1 else make_balanced([one] * spec.instances)


def predict(
    schedule,
    setup: dict,
    specs: Sequence,
    reference_configs: dict[str, list[dict]],
    plan_times: Sequence[float],
    cost: CostModel | Sequence[float],
    fallback: dict[str, float] | None = None,
    speeds: Sequence[float] | None = None,
    path_s: float | None = None,
) -> tuple[dict[str, dict[str, float]], list[str]]:
    """Predicted hit rate per router name: ``{name: {"sim": x, "route": y, "as_run": z}}``
    (``route`` only for CacheRoute, and its ``offered`` and ``captured`` figures; ``as_run`` where ``fallback`` gives the measured share of a
    router's requests it routed least loaded for want of its policy's input) and notes on what
    could not be predicted."""
    notes: list[str] = []
    try:
        from cacheroute_solver.models import PlanConfig
        from cacheroute_solver.observe import ObserverConfig
        from cacheroute_solver.replay import CacheRouteConfig, make_router
        from cacheroute_solver.simulator import simulate
    except Exception as e:  # noqa: BLE001 - the report still shows what was measured
        return {}, [f"simulator not importable: {e!r}"]
    trace = sim_trace(schedule)
    fleet, cfg = sim_fleet(setup, cost, speeds=speeds)
    path = path_s if path_s is not None else (cost[2] if isinstance(cost, tuple) and len(cost) > 2 else 0.0)

    out: dict[str, dict[str, float]] = {}
    for spec in specs:
        res: dict[str, float] = {}
        # the engines publish KV events to routers that follow them
        engines = cfg.model_copy(update={"kv_events": spec.kv_events}) if spec.plans else cfg
        try:
            seeds = range(RANDOM_SEEDS) if picks_at_random(spec) else range(1)
            routers = [sim_router(spec, schedule, reference_configs, plan_times, seed) for seed in seeds]
            if routers[0] is None:
                notes.append(f"{spec.name}: no simulator router")
                continue
            reps = [simulate(trace, fleet, r, engines).report for r in routers if r is not None]
            runs = [{"sim": x.hit_rate, **_ttft(x, path)} for x in reps]
            res.update({k: sum(r[k] for r in runs) / len(runs) for k in runs[0]})
            if len(runs) > 1:
                p99 = sorted(r["ttft_p99"] for r in runs)
                notes.append(
                    f"{spec.name} picks at random among equal matches: predicted as the mean of {len(runs)} seeds, "
                    f"whose p99 TTFT ranges {p99[0] * 1000:.0f}-{p99[-1] * 1000:.0f} ms (which engine each "
                    "conversation's first pick lands on)"
                )
            if reps[0].bound_hit_rate is not None:
                out.setdefault("_bound", {})["sim"] = reps[0].bound_hit_rate
            if spec.plans:
                # the three hit figures as the simulator replays them: each instance's online estimate of the bound
                # over its own requests, the core's belief at each of its decisions, and the simulated engines' hits
                ref = routers[0]
                if ref.prompt > 0:
                    res["offered"] = ref.offered / ref.prompt
                    res["captured"] = ref.captured / ref.prompt
            share = (fallback or {}).get(spec.name)
            if share:
                router = sim_router(spec, schedule, reference_configs, plan_times)
                res["as_run"] = simulate(trace, fleet, make_fallback(router, share), cfg).report.hit_rate
        except Exception:  # noqa: BLE001
            notes.append(f"{spec.name}: simulator failed: {traceback.format_exc(limit=2)[-400:]}")
        if spec.plans and spec.instances == 1:
            try:
                period = plan_times[0] if plan_times else math.inf
                rc = reference_configs[spec.name][0]
                crc = CacheRouteConfig(
                    plan=PlanConfig.model_validate(rc["plan_config"]),
                    observer=ObserverConfig(
                        block_tokens=schedule.tokens_per_block, horizon_s=rc["observer"]["horizon_s"]
                    ),
                    first_plan_s=period,
                    replan_s=period,
                    max_keys=rc["max_keys"],
                )
                f = make_router("cacheroute", trace, fleet, config=crc, warm_kv_share=1.0)
                res["route"] = simulate(trace, fleet, f(), engines).report.hit_rate
            except Exception:  # noqa: BLE001
                notes.append(
                    f"{spec.name}: replay/cacheroute.py's CacheRouteRouter failed: {traceback.format_exc(limit=2)[-400:]}"
                )
        if res:
            out[spec.name] = res
    return out, notes
