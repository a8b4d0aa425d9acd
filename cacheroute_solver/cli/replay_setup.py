"""The options and inputs the simulating commands (``replay``, ``compare``, ``gate``) share: the trace
(a file or a generated family), the fleet, the engines, the CacheRoute config, the executor the
simulations run on and the progress bar over them."""

from __future__ import annotations

import argparse
import warnings
from collections.abc import Callable
from typing import Any, TextIO, TypeVar

from cacheroute_solver.cli.common import (
    CliError,
    _add_record_policy,
    _apply_record_policy,
    _block_tokens,
    _count,
    _instances,
    _load_json_model,
    _positive,
)
from cacheroute_solver.models import Fleet

MAX_GENERATED_REQUESTS = 10_000_000
"""Most requests a ``family:`` workload may have (rate x duration)."""
MAX_REPLICAS = 4096
"""Most reference replicas ``--replicas`` may ask for."""
T = TypeVar("T")


def _family_names() -> list[str]:
    from cacheroute_solver.simulator.workloads import FAMILIES

    return list(FAMILIES)


def _add_trace_args(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "trace",
        help="Mooncake-format JSONL trace, an Azure LLM inference CSV (*.csv), or family:NAME for a "
        "generated workload (" + ", ".join(_family_names()) + ")",
    )
    p.add_argument(
        "--block-tokens",
        type=_block_tokens,
        default=512,
        help="tokens per hash_ids block of a JSONL trace (default 512)",
    )
    p.add_argument(
        "--rate",
        type=_positive,
        help="time-scale the trace to this mean rate, req/s (family: generation rate, default 176)",
    )
    p.add_argument("--duration", type=_positive, default=300.0, help="family: seconds of trace (default 300)")
    p.add_argument(
        "--arrival-quantum",
        type=_positive,
        metavar="SECONDS",
        help="floor every arrival to a whole multiple of SECONDS, as logs record them (1: whole-second "
        "timestamps, so the requests of one second arrive together), at the trace's rate and at every rate "
        "the capacity search tries; a file or a family alike (default: arrivals as they are)",
    )
    p.add_argument("--seed", type=_count, default=1, help="family: seed (default 1)")
    p.add_argument("--replicas", type=_count, default=15, help=f"reference replicas, 1 to {MAX_REPLICAS} (default 15)")
    p.add_argument("--fleet", help="JSON Fleet instead of --replicas reference replicas")
    p.add_argument("--slo", type=_positive, default=3.5, help="p99 SLO in seconds (default 3.5)")
    p.add_argument(
        "--metric",
        choices=["ttft", "e2e", "excess"],
        default="ttft",
        help="latency the SLO is on: ttft (default), e2e, or excess (time to first token beyond the request's "
        "unavoidable prefill on an idle replica: the router's and the load's part; docs/replay.md)",
    )
    p.add_argument("--config", help="JSON CacheRouteConfig for the cacheroute router (defaults otherwise)")
    p.add_argument(
        "--engine",
        metavar="PATH",
        help="JSON EngineConfig: the simulated engines' cost model, block size, batch limits and KV blocks, for a "
        "fleet that is not the reference H100s (default: the reference engines)",
    )
    p.add_argument(
        "--capacity-runs", type=_count, default=8, help="simulations per capacity search; 0 skips it (default 8)"
    )
    p.add_argument(
        "--instances",
        type=_instances,
        default=1,
        help="router instances behind a round-robin balancer, for every router (default 1); CacheRoute's share "
        "one plan, the baselines share nothing except cache_aware_mesh (SGLang's mesh)",
    )
    p.add_argument(
        "--peer-load",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="CacheRoute's instances report their load (and, without --kv-events, each request's chain) to each "
        "other, 5 ms late, as the reference router's peers do (docs/adapter.md); default: on with --instances 2 "
        "or more, as a router with several instances and a control listener runs them; --no-peer-load: each "
        "decides on its own view",
    )
    p.add_argument(
        "--kv-events",
        action="store_true",
        help="the engines publish KV events; every router that consumes them gets them (Dynamo, CacheRoute)",
    )
    p.add_argument("--no-progress", action="store_true", help="no progress bars")
    _add_record_policy(p)


def _load_trace(args: argparse.Namespace, err: TextIO) -> Any:
    """The trace to replay (a file read under the shared record policy, or a generated family),
    checked to be usable for the options given."""
    from cacheroute_solver.simulator import FAMILIES, TraceFormatError, generate_workload, load_azure, load_mooncake

    if args.trace.startswith("family:"):
        fam = args.trace.split(":", 1)[1]
        if fam not in FAMILIES:
            raise CliError(f"trace {args.trace}: unknown family {fam!r} (known: {', '.join(FAMILIES)})")
        rate = args.rate if args.rate is not None else 176.0
        if rate * args.duration > MAX_GENERATED_REQUESTS:
            raise CliError(
                f"options: --rate x --duration asks for {rate * args.duration:.3g} requests, "
                f"at most {MAX_GENERATED_REQUESTS:,}"
            )
        trace = generate_workload(fam, rate=rate, duration_s=args.duration, seed=args.seed)
    else:
        load = load_azure if args.trace.lower().endswith(".csv") else load_mooncake
        try:
            with warnings.catch_warnings():  # the skipped records are reported below
                warnings.simplefilter("ignore")
                trace = load(args.trace, block_tokens=args.block_tokens)
            errors, kept = trace.load_errors, len(trace)
        except OSError as e:
            raise CliError(f"trace {args.trace}: {e.strerror or e}") from e
        except TraceFormatError as e:  # the file as a whole (a CSV header): nothing usable
            errors, kept = e.errors, 0
        _apply_record_policy(args.trace, errors, kept, args, err)
        if args.rate is not None and len(trace) >= 2 and trace.duration > 0:
            try:
                trace = trace.with_rate(args.rate)
            except ValueError as e:
                raise CliError(f"options: --rate {args.rate:g}: {e}") from e
    if getattr(args, "arrival_quantum", None) is not None:
        trace = trace.quantized(args.arrival_quantum)
    if len(trace) < 2:
        raise CliError(f"trace {args.trace}: {len(trace)} usable request(s); a replay needs at least 2", code=1)
    if trace.duration <= 0 and (args.rate is not None or args.capacity_runs > 0):
        raise CliError(
            f"trace {args.trace}: all {len(trace)} requests arrive at one time, so the trace has no rate to "
            "scale (--rate, or the capacity search: use --capacity-runs 0)"
        )
    return trace


def _load_fleet_arg(args: argparse.Namespace) -> Fleet:
    from cacheroute_solver.simulator import reference_fleet

    if args.fleet:
        fleet = _load_json_model(args.fleet, Fleet, "fleet")
        if not fleet.replicas:
            raise CliError(f"fleet {args.fleet}: replicas: no replica to replay on")
        return fleet
    if not 1 <= args.replicas <= MAX_REPLICAS:
        raise CliError(f"options: --replicas must be in [1, {MAX_REPLICAS}], got {args.replicas}")
    return reference_fleet(args.replicas)


def _engine(args: argparse.Namespace) -> Any:
    """The simulated engines: ``--engine``'s EngineConfig (else the reference H100 engines), publishing KV
    events with ``--kv-events``."""
    from cacheroute_solver.simulator import EngineConfig

    path = getattr(args, "engine", None)
    engine = _load_json_model(path, EngineConfig, "engine") if path else EngineConfig()
    if getattr(args, "kv_events", False):
        engine = engine.model_copy(update={"kv_events": True})
    return engine


def _route_config(args: argparse.Namespace) -> Any:
    """``--config``'s CacheRouteConfig (None: the defaults), with the instances' load reports on or off as
    ``--peer-load`` / ``--no-peer-load`` say (not given: the registry's default, `instances_routing`)."""
    from cacheroute_solver.replay import CacheRouteConfig, routing_for

    cfg = _load_json_model(args.config, CacheRouteConfig, "config") if args.config else None
    peer_load = getattr(args, "peer_load", None)
    if peer_load is not None:
        cfg = cfg or CacheRouteConfig()
        routing = cfg.routing or routing_for(_engine(args))
        cfg = cfg.model_copy(update={"routing": routing.model_copy(update={"peer_load": peer_load})})
    return cfg


def _add_executor_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--workers", type=int, help="simulations at once: 1 runs them in this process (default: every core)")
    p.add_argument("--ray", metavar="ADDRESS", help="run the simulations on Ray: a cluster address, auto, or local")


def _executor(args: argparse.Namespace) -> Any:
    from cacheroute_solver.replay.execution import RayCluster, executor_for

    if args.workers is not None and args.workers < 1:
        raise CliError("options: --workers must be at least 1")
    try:
        ex = executor_for(args.workers, args.ray)
        if isinstance(ex, RayCluster):
            ex.connect()
    except (ImportError, ConnectionError) as e:
        raise CliError(f"options: --ray {args.ray}: {e}") from e
    return ex


class _Bar:
    """A tqdm bar over simulation runs (or nothing with --no-progress)."""

    def __init__(self, total: int | None, enabled: bool, err: TextIO) -> None:
        self.bar = None
        if enabled:
            from tqdm import tqdm

            self.bar = tqdm(total=total, unit="run", file=err, dynamic_ncols=True, leave=False)

    def __call__(self, router: str, point: Any) -> None:
        if self.bar is None:
            return
        what = "at trace rate" if point is None else f"{point.rate:.1f} req/s p99 {point.p99_s:.2f} s"
        self.bar.set_description(f"{router}: {what}")
        self.bar.update(1)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _simulate(args: argparse.Namespace, err: TextIO, runs: int | None, job: Callable[[_Bar, Any], T]) -> T:
    """``job(progress, executor)`` on the executor the options name, with a progress bar over ``runs``
    simulations; a ValueError from the simulations is bad input (exit 2)."""
    bar = _Bar(runs, not args.no_progress, err)
    try:
        with _executor(args) as ex:
            return job(bar, ex)
    except ValueError as e:
        raise CliError(str(e)) from e
    finally:
        bar.close()


def _skipped(trace: Any) -> int:
    return len(getattr(trace, "load_errors", ()))
