"""A router learns the trace's tokens per block hash from the view, without guessing."""

from cacheroute_solver.simulator import LeastLoadedRouter, generate_workload, reference_fleet, simulate


class Seen(LeastLoadedRouter):
    def start(self, view):
        super().start(view)
        self.block_tokens = view.block_tokens


def test_view_carries_the_traces_block_size():
    for bt in (32, 128):
        trace = generate_workload("chat", rate=2, duration_s=5, seed=1, block_tokens=bt)
        router = Seen()
        simulate(trace, reference_fleet(2), router)
        assert router.block_tokens == bt == trace.block_tokens


def test_block_aware_baselines_take_the_block_size_from_the_view():
    from cacheroute_solver.baselines.cache_aware import CacheAwareRouter
    from cacheroute_solver.baselines.dynamo import DynamoRouter
    from cacheroute_solver.baselines.llmd import LlmdRouter
    from cacheroute_solver.replay.registry import BASELINES

    trace = generate_workload("published", rate=5, duration_s=10, seed=2, block_tokens=128)
    for name in ("cache_aware_cli", "llmd", "dynamo"):
        router = BASELINES[name]()
        simulate(trace, reference_fleet(2), router)
        assert isinstance(router, CacheAwareRouter | LlmdRouter | DynamoRouter), name
        assert router._block_tokens.value == 128, name


def test_cacheroute_router_takes_the_block_size_from_the_view():
    from cacheroute_solver.replay import CacheRouteRouter, planning_fleet

    trace = generate_workload("chat", rate=4, duration_s=20, seed=3, block_tokens=32)
    fleet = reference_fleet(2)
    router = CacheRouteRouter(planning_fleet(fleet))  # no for_trace
    res = simulate(trace, fleet, router)
    assert router.block_tokens == 32 and res.report.completed == len(trace)
