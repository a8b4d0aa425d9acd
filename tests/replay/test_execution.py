"""The execution layer: the same comparison whatever runs the simulations, and a capacity search
that speculates without changing its answer."""

from __future__ import annotations

import io
from collections import deque
from collections.abc import Callable
from typing import TypedDict

import pytest

from cacheroute_solver.models import Fleet, PlanConfig
from cacheroute_solver.replay import (
    CacheRouteConfig,
    CacheRouteRouter,
    capacity_at_slo,
    compare,
    make_router,
    planning_fleet,
    shadow_replay,
)
from cacheroute_solver.replay.execution import (
    Executor,
    LocalPool,
    RayCluster,
    Runs,
    Scenario,
    Serial,
    Session,
    SimTask,
    executor_for,
    run_jobs,
    run_simulation,
)
from cacheroute_solver.simulator import LeastLoadedRouter, Router, Trace, generate_workload, reference_fleet

FAST = CacheRouteConfig(
    plan=PlanConfig(time_limit_s=0.5, period_s=10.0, admit_rate=0.02, keep_rate=0.01, backend="greedy"),
    first_plan_s=10.0,
    replan_s=10.0,
)
ROUTERS = ["cacheroute", "least_loaded", "chwbl"]


@pytest.fixture(scope="module")
def small() -> tuple[Trace, Fleet]:
    return generate_workload("published", rate=20, duration_s=20, seed=3), reference_fleet(2)


def _compare(trace, fleet, executor: Executor | None, seen: list | None = None):
    # make_router's cacheroute factory is a closure: the pool and Ray must carry it by value
    routers = {n: make_router(n, trace, fleet, FAST) for n in ROUTERS}
    tell = (lambda name, pt: seen.append((name, pt))) if seen is not None else None
    return compare(trace, fleet, routers, capacity_runs=4, executor=executor, progress=tell)


@pytest.fixture(scope="module")
def serial(small: tuple[Trace, Fleet]):
    seen: list = []
    return _compare(*small, Serial(), seen), seen


def test_the_process_pool_gives_the_serial_comparison(small: tuple[Trace, Fleet], serial):
    expected, serial_seen = serial
    seen: list = []
    with LocalPool(2) as pool:
        got = _compare(*small, pool, seen)
        assert pool.stats.used == sum(1 + len(r.capacity.points) for r in expected.results)
        assert pool.stats.simulations >= pool.stats.used and pool.stats.cpu_s > 0
    assert got.model_dump() == expected.model_dump()
    # progress: every simulation the comparison used, once; each capacity search's points in its
    # serial order (the run at the trace's rate, None, may finish before or after them)
    assert sorted(map(repr, seen)) == sorted(map(repr, serial_seen))
    for name in ROUTERS:
        points = [p for n, p in serial_seen if n == name and p is not None]
        assert [p for n, p in seen if n == name and p is not None] == points
    assert serial_seen[0] == ("cacheroute", None) and serial_seen[1][1].rate == small[0].mean_rate


def test_comparisons_in_threads_share_one_pool(small, serial):
    from concurrent.futures import ThreadPoolExecutor

    trace, fleet = small
    other = generate_workload("chat", rate=4, duration_s=30, seed=2)
    with LocalPool(2) as pool, ThreadPoolExecutor(2) as threads:
        a = threads.submit(_compare, trace, fleet, pool)
        b = threads.submit(compare, other, fleet, {"ll": LeastLoadedRouter}, capacity_runs=3, executor=pool)
        got, got_other = a.result(), b.result()
    assert got.model_dump() == serial[0].model_dump()
    assert got_other == compare(other, fleet, {"ll": LeastLoadedRouter}, capacity_runs=3)


def _on_local_ray(trace: Trace, fleet: Fleet) -> tuple[dict, int, bool, str, bool]:
    """In a process of its own: the comparison on a local Ray instance; the simulations Ray ran; whether Ray
    was up meanwhile; what a simulation failing on the cluster raised; whether Ray is down after."""
    ray_ex = RayCluster(workers=2, object_store_memory=80 * 2**20)
    with ray_ex:
        got = _compare(trace, fleet, ray_ex)
        up, used = ray_ex.ray.is_initialized(), ray_ex.stats.used
        wrong = lambda: CacheRouteRouter(planning_fleet(reference_fleet(3)), FAST).for_trace(trace.block_tokens)  # noqa: E731
        try:
            capacity_at_slo(trace, fleet, wrong, max_runs=2, executor=ray_ex)
            raised = ""
        except ValueError as e:
            raised = str(e)
    return got.model_dump(), used, up, raised, not ray_ex.ray.is_initialized()


def test_a_local_ray_instance_gives_the_serial_comparison(small: tuple[Trace, Fleet], serial):
    """Ray runs in a process of its own: in 1 of 5 runs of the suite on 2 cores the test process died during
    this test, its Ray driver log ending in a clean ``ray.shutdown``, and took a test worker down with it."""
    pytest.importorskip("ray", reason="Ray executor test needs the `ray` extra (make test installs it)")
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    expected, _ = serial
    for attempt in range(2):
        # Ray itself can abort its driver process: once, on a fresh clone (Ray 2.60 on 2 cores), its task manager
        # failed "Check failed: ... Tried to complete task that was not pending" and killed the process. That
        # is Ray's bug, not the executor's; a second process runs the same comparison from the start.
        try:
            with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
                got, used, up, raised, down = pool.submit(_on_local_ray, *small).result(timeout=600)
            break
        except BrokenProcessPool:
            if attempt:
                raise
    assert up and used == sum(1 + len(r.capacity.points) for r in expected.results)
    assert "planning_fleet ids" in raised  # a simulation that fails on the cluster raises as it would here
    assert down
    assert got == expected.model_dump()


class _ShadowOptions(TypedDict):
    baseline: list[str]
    capacity_runs: int


def test_shadow_replay_and_capacity_search_do_not_depend_on_the_executor(small):
    trace, fleet = small
    kw: _ShadowOptions = {"baseline": ["least_loaded", "cache_aware_cli"], "capacity_runs": 3}
    with LocalPool(2) as pool:
        assert shadow_replay(trace, fleet, FAST, executor=pool, **kw) == shadow_replay(trace, fleet, FAST, **kw)
        pts_pool: list = []
        pts_serial: list = []
        factory = make_router("cacheroute", trace, fleet, FAST)
        a = capacity_at_slo(trace, fleet, factory, max_runs=5, executor=pool, progress=pts_pool.append)
        b = capacity_at_slo(trace, fleet, factory, max_runs=5, progress=pts_serial.append)
    assert a == b and pts_pool == pts_serial == list(b.points)


class _Shuffled(Executor):
    """Runs tasks in this process but finishes them in an adversarial order, ``slots`` at a time:
    the newest submitted first, so speculation finishes before what the search needs."""

    def __init__(self, slots: int) -> None:
        super().__init__()
        self.slots = slots
        self.order: list[SimTask] = []

    def open(self, scenario: Scenario) -> Session:
        outer = self

        class S(Session):
            slots = outer.slots

            def __init__(self) -> None:
                self.queue: deque[SimTask] = deque()

            def submit(self, task: SimTask, speculative: bool = False) -> bool:
                self.queue.append(task)
                outer.order.append(task)
                return True

            def wait(self):
                task = self.queue.pop()
                return [(task, run_simulation(scenario, task))]

        return S()


def test_speculation_simulates_ahead_but_keeps_the_serial_answer():
    trace = generate_workload("chat", rate=4, duration_s=40, seed=5)
    fleet = reference_fleet(2)
    serial = capacity_at_slo(trace, fleet, LeastLoadedRouter, slo_s=2.0, max_runs=7)
    ex = _Shuffled(slots=4)
    got = capacity_at_slo(trace, fleet, LeastLoadedRouter, slo_s=2.0, max_runs=7, executor=ex)
    assert got == serial and ex.stats.used == len(serial.points)
    assert ex.stats.simulations > ex.stats.used  # rates the search did not take were simulated
    rates = {t.rate for t in ex.order}
    assert {p.rate for p in serial.points} <= rates and len(rates) == len(ex.order)  # none twice
    # the second task submitted is a guess: a child of the start rate, before its result is known
    assert ex.order[1].rate in (trace.mean_rate * 2, trace.mean_rate / 2)


def test_a_fixed_set_of_runs_needs_no_speculation_and_reports_each_once(small):
    trace, fleet = small
    tasks = tuple(SimTask("ll", r) for r in (10.0, 20.0, 40.0))
    seen: list = []
    ex = _Shuffled(slots=2)
    [path] = run_jobs(
        ex, Scenario(trace, fleet, {"ll": LeastLoadedRouter}), [Runs(tasks)], lambda j, t, o: seen.append(t)
    )
    assert [t for t, _ in path] == list(tasks) and sorted(seen, key=lambda t: t.rate) == list(tasks)
    assert ex.stats.simulations == ex.stats.used == 3 and path[0][1].router == "least_loaded"


def test_an_error_is_raised_only_where_the_serial_order_needs_it(small):
    trace, fleet = small

    def wrong():
        return CacheRouteRouter(planning_fleet(reference_fleet(3)), FAST).for_trace(trace.block_tokens)

    with LocalPool(2) as pool, pytest.raises(ValueError, match="planning_fleet ids"):
        compare(trace, fleet, {"ll": LeastLoadedRouter, "bad": wrong}, capacity_runs=2, executor=pool)


def test_closing_a_pool_session_stops_the_simulations_still_running():
    import multiprocessing

    trace = generate_workload("published", rate=100, duration_s=120, seed=1)
    pool = LocalPool(2)
    session = pool.open(Scenario(trace, reference_fleet(4), {"ll": LeastLoadedRouter}))
    session.submit(SimTask("ll", 400.0))  # seconds of work nobody will wait for
    session.close()
    assert multiprocessing.active_children() == []


def test_executor_for_maps_the_command_line_options():
    assert isinstance(executor_for(1), Serial)
    pool = executor_for(3)
    assert isinstance(pool, LocalPool) and pool.workers == 3
    default = executor_for()
    assert isinstance(default, LocalPool) and default.workers >= 1
    with pytest.raises(ValueError, match="workers"):
        executor_for(0)


def test_cli_compare_on_workers_prints_the_serial_table(tmp_path):
    from cacheroute_solver.cli import main

    args = [
        "compare",
        "family:published",
        "--rate",
        "20",
        "--duration",
        "20",
        "--replicas",
        "2",
        "--routers",
        "least_loaded,chwbl",
        "--capacity-runs",
        "3",
        "--no-progress",
    ]
    outs = []
    for extra in (["--workers", "1"], ["--workers", "2"]):
        out, err = io.StringIO(), io.StringIO()
        assert main([*args, *extra], out, err) == 0, err.getvalue()
        outs.append(out.getvalue())
    assert outs[0] == outs[1] and "| chwbl |" in outs[0]
    err = io.StringIO()
    assert main([*args, "--workers", "0"], io.StringIO(), err) == 2
    assert "--workers" in err.getvalue()


def test_membership_events_travel_with_the_scenario_and_scale_with_the_rate(small):
    """A replica lost half way: on the pool as in this process, and at another rate the loss comes
    at the same point of the time-scaled trace (the run differs from one with no loss)."""
    from cacheroute_solver.replay.execution import scale_membership
    from cacheroute_solver.simulator import MembershipEvent

    trace, fleet = small
    t0 = float(trace.arrival[0])
    mid = t0 + (float(trace.arrival[-1]) - t0) / 2
    lost = [MembershipEvent(time=mid, replica=fleet.replicas[1].id, up=False)]
    routers: dict[str, Callable[[], Router]] = {"ll": LeastLoadedRouter}
    with LocalPool(2) as pool:
        on_pool = compare(trace, fleet, routers, capacity_runs=3, executor=pool, membership=lost)
    serial = compare(trace, fleet, routers, capacity_runs=3, membership=lost)
    assert on_pool.model_dump() == serial.model_dump()
    whole = compare(trace, fleet, routers, capacity_runs=0)
    assert serial.results[0].report.model_dump() != whole.results[0].report.model_dump()
    scaled = scale_membership(lost, trace, trace.mean_rate * 2)
    assert scaled[0].time == pytest.approx((mid - t0) / 2)
    assert scaled[0].replica == fleet.replicas[1].id and scaled[0].up is False
