"""The simulated and the live CacheRoute router are shells around one routing core: they decide
alike, and in the simulator the plan acts as a prior, never a cage."""

from __future__ import annotations

from collections import Counter

import numpy as np

from cacheroute_solver.adapter import PlanRouting, PlanStore, ReplicaEndpoint
from cacheroute_solver.models import KeyStats, Plan
from cacheroute_solver.prefix import key_name
from cacheroute_solver.replay import CacheRouteConfig, CacheRouteRouter, make_router, planning_fleet
from cacheroute_solver.routing import RoutingConfig
from cacheroute_solver.simulator import FleetView, Request, Trace, generate_workload, reference_fleet, simulate

U = 64
KV = 200_000


def _events(seed: int, n: int = 400) -> list[tuple]:
    """Requests (shared prompt, conversations that grow, one-offs) interleaved with first tokens and ends."""
    rng = np.random.default_rng(seed)
    convs: list[list[int]] = []
    nxt = 1000
    open_: dict[int, bool] = {}  # request -> first token seen
    out: list[tuple] = []
    for i in range(n):
        kind = rng.random()
        if kind < 0.4 and convs:
            c = convs[int(rng.integers(len(convs)))]
            c += list(range(nxt, nxt + int(rng.integers(1, 4))))
            nxt += 4
            chain = list(c)
        elif kind < 0.8:
            chain = [1, 2, *list(range(nxt, nxt + int(rng.integers(2, 30))))]
            nxt += 30
            convs.append(list(chain))
        else:
            chain = list(range(nxt, nxt + int(rng.integers(1, 10))))
            nxt += 10
        out.append(("req", i, chain, len(chain) * U - int(rng.integers(0, U)), int(rng.integers(1, 300))))
        open_[i] = False
        while open_ and rng.random() < 0.6:
            j = list(open_)[int(rng.integers(len(open_)))]
            if open_[j]:
                out.append(("done", j))
                del open_[j]
            else:
                out.append(("first", j))
                open_[j] = True
    return out


def _run_both(healthy: list[bool], plan: Plan, seed: int, learn: bool = False) -> tuple[list[tuple], list[tuple]]:
    """Both shells through `_events`; with ``learn``, on one clock (10 to 30 ms an event) whose first tokens and ends
    feed both shells' learned models alike (the simulated one reads its view's clock, the live one is told)."""
    ids = ("r0", "r1", "r2")
    cfg = RoutingConfig(learn=learn)
    fleet = reference_fleet(3)
    sim = CacheRouteRouter(planning_fleet(fleet), CacheRouteConfig(), plan=plan, routing=cfg).for_trace(U)
    view = FleetView(ids, np.array(healthy), np.full(3, KV // 16), U, 16)
    sim.start(view)
    eps = [ReplicaEndpoint(id=r, url=f"http://127.0.0.1:{9100 + i}", kv_capacity=KV) for i, r in enumerate(ids)]
    live = PlanRouting(PlanStore(plan, replica_ids=ids), eps, config=cfg, block_tokens=U)
    up = [e.url for e, ok in zip(eps, healthy, strict=False) if ok]
    got_sim, got_live = [], []
    reqs: dict[int, Request] = {}
    tickets: dict[int, int | None] = {}
    outs: dict[int, int] = {}
    firsts: dict[int, float] = {}
    rng = np.random.default_rng(seed)
    now = 0.0
    for ev in _events(seed):
        if learn:
            now = view.now = now + 0.01 + 0.02 * rng.random()
        if ev[0] == "req":
            _, i, chain, P, o = ev
            req = Request(i, now, str(i), None, np.asarray(chain, dtype=np.int64), P, o)
            reqs[i], outs[i] = req, o
            before = Counter(sim.counts)
            r = sim.route(req, view)
            reason = next(k for k, v in (Counter(sim.counts) - before).items() if k != "spilled" and v)
            got_sim.append((r, reason))
            d = live.decide(chain, up, None, prompt_tokens=P, at=now)
            tickets[i] = d.ticket
            got_live.append((ids.index(d.replica_id), d.reason))
        elif ev[0] == "first":
            sim.on_first_token(reqs[ev[1]], 0, view)
            firsts[ev[1]] = now
            live.first_token(tickets[ev[1]], now - reqs[ev[1]].arrival if learn else None)
        else:
            sim.on_complete(reqs[ev[1]], 0, view)
            live.completed(tickets[ev[1]], outs[ev[1]])
            if learn:  # the live router reads the answer's usage after its end
                req = reqs[ev[1]]
                live.served(
                    tickets[ev[1]], view.cached_tokens(ev[1]), req.prompt_tokens, now - firsts[ev[1]], req.output_tokens
                )
    if learn:
        assert sim.core is not None
        assert sim.core.costs.fitted == live.core.costs.fitted  # both learned the same models
        assert all(sim.core.costs.observations(r) > 0 for r in range(3) if healthy[r])
    return got_sim, got_live


PLAN = Plan(epoch=3, assignments={key_name(2, 2): (("r1", 0.6), ("r2", 0.4))})


def test_the_simulated_and_the_live_shell_make_identical_decisions():
    sim, live = _run_both([True, True, True], PLAN, seed=1)
    assert sim == live
    assert {r for r, _ in sim} == {0, 1, 2}
    assert {why for _, why in sim} == {"planned", "cached", "balanced"}


def test_the_shells_learn_alike_and_decide_alike_while_they_learn():
    sim, live = _run_both([True, True, True], PLAN, seed=3, learn=True)
    assert sim == live
    assert {r for r, _ in sim} == {0, 1, 2}


def test_identical_decisions_with_a_replica_down():
    sim, live = _run_both([True, False, True], PLAN, seed=2)
    assert sim == live
    assert 1 not in {r for r, _ in sim}


def _shared_prompt_trace(n: int = 600, rate: float = 20.0) -> Trace:
    """Every request: one 4-block system prompt, then a long unique tail (a chat service's first turns)."""
    recs, nxt = [], 10_000
    for i in range(n):
        tail = list(range(nxt, nxt + 40))
        nxt += 40
        recs.append((i / rate, 44 * U, 60, [0, 1, 2, 3, *tail]))
    return Trace.from_records(recs, block_tokens=U, name="shared-prompt")


def test_a_planned_ancestor_of_all_traffic_does_not_funnel_it():
    trace = _shared_prompt_trace()
    fleet = reference_fleet(4)
    plan = Plan(assignments={key_name(3, 4): (("r0", 1.0),)})  # the system prompt, planned on one replica
    router = CacheRouteRouter(planning_fleet(fleet), CacheRouteConfig(), plan=plan).for_trace(U)
    res = simulate(trace, fleet, router)
    per = np.bincount(res.replica, minlength=4)
    assert per.max() <= 1.3 * per.mean(), per
    assert res.report.bound_hit_rate is not None
    assert res.report.hit_rate >= 0.95 * res.report.bound_hit_rate


def test_turns_of_a_conversation_stay_where_their_history_is():
    recs, conv, nxt, t = [], [], 1000, 0.0
    chains: dict[int, list[int]] = {}
    for _turn in range(3):
        for c in range(20):
            chain = chains.get(c, [0, 1, 2, 3]) + list(range(nxt, nxt + 6))
            nxt += 6
            chains[c] = chain
            recs.append((t, len(chain) * U, 8, chain))
            conv.append(c)
            t += 0.5
    trace = Trace.from_records(recs, block_tokens=U, name="conversations")
    fleet = reference_fleet(3)
    plan = Plan(assignments={key_name(3, 4): (("r0", 0.5), ("r1", 0.5))})
    res = simulate(trace, fleet, CacheRouteRouter(planning_fleet(fleet), CacheRouteConfig(), plan=plan).for_trace(U))
    per = [len(set(res.replica[np.asarray(conv) == c].tolist())) for c in range(20)]
    assert per == [1] * 20
    # the bound counts one fill of the shared prompt; spreading first turns adds a fill per replica
    assert res.report.bound_hit_rate is not None
    assert res.report.hit_rate >= 0.98 * res.report.bound_hit_rate


def test_a_new_key_is_planned_on_a_replica_that_holds_its_prefix():
    fleet = reference_fleet(4)
    router = CacheRouteRouter(planning_fleet(fleet), CacheRouteConfig()).for_trace(U)
    view = FleetView(tuple(r.id for r in fleet.replicas), np.ones(4, bool), np.full(4, 1000), U, 16)
    router.start(view)
    assert router.core is not None
    router.core.memory.record([5, 6, 77], 3)
    key = key_name(77, 3)
    keys = (KeyStats(key=key, rate=0.5, prefix_tokens=192, tail_tokens=64, output_tokens=50),)
    planning = router._planning
    assert planning is not None
    hints = planning._hints(keys)
    assert hints == {key: "r3"}
    step = planning.planner.step(keys, fleet=planning_fleet(fleet), hints=hints)
    assert step.diff.admitted == ()  # seeded where it is cached: kept there, not admitted cold
    assert step.plan.destinations(key) == ["r3"]


def test_the_default_router_nears_the_infinite_cache_bound_and_the_reactive_ablation_makes_no_plan():
    trace = generate_workload("published", rate=40, duration_s=90, seed=2)
    fleet = reference_fleet(4)
    cr = make_router("cacheroute", trace, fleet, CacheRouteConfig(replan_s=15.0))()
    assert isinstance(cr, CacheRouteRouter)
    rep = simulate(trace, fleet, cr).report
    reactive = make_router("cacheroute_reactive", trace, fleet)()
    assert isinstance(reactive, CacheRouteRouter)
    rx = simulate(trace, fleet, reactive).report
    assert cr.counts["plans"] >= 5 and reactive.counts["plans"] == 0
    assert rep.router == "cacheroute" and rx.router == "cacheroute_reactive"
    assert rep.bound_hit_rate is not None and rx.bound_hit_rate is not None
    assert rep.hit_rate >= 0.95 * rep.bound_hit_rate
    assert rx.hit_rate >= 0.9 * rx.bound_hit_rate
    assert cr.counts["planned"] > 0 and reactive.counts["planned"] == 0


def test_the_simulated_and_the_live_planning_loop_seed_and_plan_alike():
    """One planning step for both shells (`Planner.step` with the shell's placement hints): after the
    same requests the simulated router's hints are the live router's, and so is the plan."""
    from cacheroute_solver.models import PlanConfig
    from cacheroute_solver.observe import Observer
    from cacheroute_solver.planning import Planner, Planning

    ids = ("r0", "r1", "r2")
    fleet = reference_fleet(3)
    pf = planning_fleet(fleet)
    cfg = CacheRouteConfig(plan=PlanConfig(backend="greedy", time_limit_s=2.0, admit_rate=0.01, keep_rate=0.01))
    planning = Planning(pf, cfg, U)
    sim = CacheRouteRouter(pf, cfg, routing=RoutingConfig(), planning=planning).for_trace(U)
    view = FleetView(ids, np.array([True] * 3), np.full(3, KV // 16), U, 16)
    sim.start(view)
    eps = [ReplicaEndpoint(id=r, url=f"http://127.0.0.1:{9100 + i}", kv_capacity=KV) for i, r in enumerate(ids)]
    live = PlanRouting(PlanStore(None, replica_ids=ids), eps, config=RoutingConfig(), block_tokens=U)
    observer = Observer(block_tokens=U)
    planning.next_plan = float("inf")  # no plan while the requests play: both memories fill alike
    for ev in _events(4):
        if ev[0] == "req":
            _, i, chain, P, o = ev
            req = Request(i, float(i), str(i), None, np.asarray(chain, dtype=np.int64), P, o)
            view.now = float(i)  # one clock for both shells' learned models
            sim.route(req, view)
            live.decide(chain, [e.url for e in eps], None, prompt_tokens=P, at=float(i))
            observer.observe(chain, P, o, float(i))
    stats = planning.observer.stats(400.0)
    assert stats.keys == observer.stats(400.0).keys
    sim_hints = planning._hints(stats.keys)
    live_hints = live.placement_hint(k.key for k in stats.keys)
    assert sim_hints and sim_hints == live_hints
    a = Planner(pf, cfg.plan).step(stats, hints=sim_hints).plan
    b = Planner(pf, cfg.plan, previous=live.previous_for_planning(k.key for k in stats.keys)).step(stats).plan
    assert a.assignments and a.assignments == b.assignments
