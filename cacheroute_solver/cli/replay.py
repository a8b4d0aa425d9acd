"""``cacheroute replay``, ``compare`` and ``gate``: a trace through a simulated fleet under one router,
under several side by side, and under CacheRoute against the router run today (the verdict)."""

from __future__ import annotations

import argparse
import time
from typing import Any, TextIO

from pydantic import ValidationError

from cacheroute_solver.cli.common import CliError, _count, _first_error, _load_json_model, _positive, _write_text
from cacheroute_solver.cli.model_traffic import cleanup, model_fleet, one_model
from cacheroute_solver.cli.replay_setup import (
    _add_executor_args,
    _add_trace_args,
    _engine,
    _load_fleet_arg,
    _load_trace,
    _route_config,
    _simulate,
    _skipped,
)
from cacheroute_solver.models import Fleet, Plan


def _register_replay(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "replay",
        help="replay a trace through a simulated fleet under one router or one plan",
        description="Simulate TRACE on the fleet under one router (cacheroute planning as the trace "
        "plays, or a baseline), or under a fixed plan (--plan), and print hit rate, latency, skew and "
        "the capacity at the SLO.",
    )
    _add_trace_args(p)
    p.add_argument("--router", default="cacheroute", help="router name (default cacheroute); see `compare --list`")
    p.add_argument("--plan", help="JSON Plan to follow for the whole trace (router cacheroute, no replanning)")
    p.add_argument("--json", metavar="PATH", help="also write the result (RouterResult) as JSON")
    _add_executor_args(p)
    p.set_defaults(run=_run_replay)


def _run_replay(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from cacheroute_solver.replay import compare, make_router, p99_of

    trace = _load_trace(args, err)
    fleet = _load_fleet_arg(args)
    plan = _load_json_model(args.plan, Plan, "plan") if args.plan else None
    if plan is not None and args.router != "cacheroute":
        raise CliError("options: --plan is followed by the cacheroute router; drop --router")
    try:
        factory = make_router(
            args.router, trace, fleet, _route_config(args), plan=plan, engine=_engine(args), instances=args.instances
        )
    except ValueError as e:
        raise CliError(str(e)) from e
    name = "plan" if plan is not None else args.router
    comp = _simulate(
        args,
        err,
        1 + max(args.capacity_runs, 0),
        lambda bar, ex: compare(
            trace,
            fleet,
            {name: factory},
            args.slo,
            args.metric,
            engine=_engine(args),
            capacity_runs=args.capacity_runs,
            progress=bar,
            executor=ex,
        ),
    )
    res = comp.results[0]
    rep = res.report
    bound = f" (infinite-cache bound {rep.bound_hit_rate:.1%})" if rep.bound_hit_rate is not None else ""
    m = args.metric
    print(
        f"{trace.name}: {len(trace)} requests ({_skipped(trace)} malformed skipped) at {trace.mean_rate:.2f} req/s "
        f"on {len(fleet.replicas)} replicas, router {name}",
        file=out,
    )
    print(f"served hit rate {rep.hit_rate:.1%}{bound}", file=out)
    excess = f", p99 excess {rep.ttft_excess.p99:.3f} s" if rep.ttft_excess is not None else ""
    print(
        f"p99 ttft {rep.ttft.p99:.3f} s{excess}, p99 e2e {rep.e2e.p99:.3f} s, busy skew {rep.busy_skew:.2f}, "
        f"completed {rep.completed}/{rep.requests}",
        file=out,
    )
    if res.counts:
        print("routed: " + ", ".join(f"{k} {v}" for k, v in sorted(res.counts.items())), file=out)
    if res.capacity is not None:
        cap = res.capacity
        at = cap.at_capacity
        extra = f" (hit rate {at.hit_rate:.1%}, p99 {m} {p99_of(at, m):.3f} s, skew {at.busy_skew:.2f})" if at else ""
        print(f"capacity at p99 {m} <= {args.slo:g} s: {cap.capacity_rps:.2f} req/s{extra}", file=out)
    if args.json:
        _write_text(args.json, res.model_dump_json(indent=1), "--json")
    return 0


def _register_fit(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "fit",
        help="fit the simulated fleet a recording was served by (per-replica cost models and KV) for the gate",
        description="Read RECORDING (a router's traffic file) and, beside it, the router's replicas.json (each "
        "replica's learned cost model and the KV its engine publishes), and write the simulated fleet they imply: "
        "each replica's speed and KV, and the engine model (docs/cost-model.md, learned). `cacheroute gate "
        "RECORDING` does this itself when given no fleet; the file lets a fit be kept, read and reused (--fit).",
    )
    p.add_argument("recording", help="a traffic-*.jsonl file the router recorded")
    p.add_argument("--figures", metavar="PATH", help="the router's replicas.json (default: the one beside RECORDING)")
    p.add_argument("--block-size", type=_count, help="the engines' KV block size (default: published, else 16)")
    p.add_argument(
        "--max-num-seqs", type=_count, help="the engines' --max-num-seqs (default 256: vLLM does not publish it)"
    )
    p.add_argument("--out", metavar="PATH", help="write the fit (FleetFit JSON) here")
    p.set_defaults(run=_run_fit)


def _fit(args: argparse.Namespace, recording: str) -> Any:
    """The fleet fitted to ``recording`` (`replay.fit.fit_fleet`), bad input a CliError."""
    from cacheroute_solver.replay.fit import fit_fleet
    from cacheroute_solver.routing.learned import FleetFigures

    figures = _load_json_model(args.figures, FleetFigures, "figures") if getattr(args, "figures", None) else None
    try:
        return fit_fleet(recording, figures, getattr(args, "block_size", None), getattr(args, "max_num_seqs", None))
    except OSError as e:
        raise CliError(f"recording {recording}: {e.strerror or e}") from e
    except ValueError as e:
        raise CliError(str(e)) from e


def _print_fit(fit: Any, out: TextIO) -> None:
    print(f"{fit.recording}: {fit.answers} answers on {len(fit.replicas)} replicas", file=out)
    for r in fit.replicas:
        print(
            f"  {r.id}: {1e6 * r.token_s:.3g} us a token, {r.attn_pair_s:.3g} s an attention pair, speed "
            f"{r.speed:.2f} ({r.cost_from}, {r.answers} answers), KV {r.kv_tokens:,.0f} tokens ({r.kv_from})",
            file=out,
        )
    for d in fit.defaults:
        print(f"  default: {d}", file=out)


def _run_fit(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    fit = _fit(args, args.recording)
    _print_fit(fit, out)
    if args.out:
        _write_text(args.out, fit.model_dump_json(indent=1), "--out")
    return 0


def _register_gate(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "gate",
        help="shadow-replay a trace under CacheRoute and the router run today; exit 0 enable, 1 reject, 2 bad input "
        "(an unreadable recording or one with no usable record included)",
        description="Replay TRACE through a simulated fleet under CacheRoute and under the router in use "
        "(--baseline; default: the best of every baseline), each as --instances instances behind a balancer, "
        "and print the verdict with its reasons. Exit status 0: enable, 1: reject, 2: bad input (options, a "
        "recording that cannot be read or has no usable record), so a deployment pipeline can gate on it.",
    )
    _add_trace_args(p)
    p.add_argument("--baseline", help="the router run today, a comma list, or 'best' (default)")
    p.add_argument("--margin", type=_positive, default=0.05, help="capacity gain needed to enable (default 0.05)")
    p.add_argument(
        "--max-replay-error",
        type=_replay_error,
        default=5.0,
        metavar="POINTS",
        help="a recording with the engines' cached-token counts checks the replay: the router that served it, "
        "replayed, within this many points of the hit rate the engines served, or the verdict is reject "
        "(default 5; off: report the error, do not judge it)",
    )
    p.add_argument(
        "--router-config",
        metavar="PATH",
        help="the router's config file (YAML or JSON, as cacheroute serve reads it): the fleet (its replicas), --block-tokens, --baseline "
        "(its policy), --instances and the planner settings come from it, so the router takes the report",
    )
    p.add_argument(
        "--model",
        help="replay this model's traffic only (a recording of a router that serves several): with --router-config, "
        "over the replicas that declare it",
    )
    p.add_argument(
        "--json",
        metavar="PATH",
        help="also write the report (ReplayReport, with the fleet, recording and planner settings it is about) as "
        "JSON: the body of the router's POST /plan/enable",
    )
    p.add_argument(
        "--fit",
        metavar="PATH",
        help="the fleet and engines to replay on, as `cacheroute fit` wrote them; without --fit, --fleet, "
        "--engine or --router-config, a recording is fitted here (its replicas.json beside it)",
    )
    _add_executor_args(p)
    p.set_defaults(run=_run_gate, block_tokens=None, instances=None)


def _replay_error(text: str) -> float | None:
    if text.strip().lower() == "off":
        return None
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of points or 'off'") from None
    if not (0.0 <= x <= 100.0):
        raise argparse.ArgumentTypeError(f"{text!r} is not within [0, 100] points")
    return x


def _run_gate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from cacheroute_solver.replay import shadow_replay

    fleet, candidate = _from_router_config(args) if args.router_config else (None, _route_config(args))
    if args.block_tokens is None:
        args.block_tokens = _recorded_block_tokens(args.trace) or 512
    args.instances = 1 if args.instances is None else args.instances
    args.baseline = args.baseline or "best"
    names = [n.strip() for n in args.baseline.split(",") if n.strip()]
    if not names:
        raise CliError("options: --baseline names no router")
    source = args.trace
    args.trace = one_model(source, args.model)
    try:
        trace = _gate_trace(args, err)
        recording = _recording_identity(args, trace)
        fit = _gate_fit(args, fleet, out, source)
    finally:
        cleanup(source, args.trace)
    if args.model is not None:
        recording = recording.model_copy(update={"source": f"{source} (model {args.model})"})
        if args.router_config:
            assert fleet is not None
            fleet = model_fleet(fleet, _load_router_config(args.router_config).replicas, args.model)
    engine = fit.engine if fit is not None else _engine(args)
    if fit is not None:
        fleet = fit.fleet
        candidate = _learning(candidate)
    fleet = fleet or _load_fleet_arg(args)
    rep = _simulate(
        args,
        err,
        None,
        lambda bar, ex: shadow_replay(
            trace,
            fleet,
            candidate,
            baseline=names[0] if len(names) == 1 else names,
            slo_s=args.slo,
            metric=args.metric,
            margin=args.margin,
            engine=engine,
            capacity_runs=max(args.capacity_runs, 1),
            progress=bar,
            executor=ex,
            instances=args.instances,
            recording=recording,
            max_replay_error=None if args.max_replay_error is None else args.max_replay_error / 100.0,
        ),
    ).model_copy(update={"created_at": time.time()})
    per = f", {args.instances} router instances behind a balancer" if args.instances > 1 else ""
    print(
        f"{trace.name}: {rep.requests} requests at {rep.offered_rate:.2f} req/s on {len(fleet.replicas)} replicas{per}",
        file=out,
    )
    print(f"verdict: {rep.verdict} (CacheRoute against {rep.baseline})", file=out)
    for why in rep.reasons:
        print(f"  - {why}", file=out)
    m = args.metric
    if rep.candidate_steady_hit_rate is not None and rep.baseline_steady_hit_rate is not None:
        print(
            f"predicted once warm (the replay's second half, what the router's watch holds live traffic to): "
            f"hit rate {rep.candidate_steady_hit_rate:.1%} vs {rep.baseline_steady_hit_rate:.1%}",
            file=out,
        )
    print(
        f"predicted: hit rate {rep.candidate_hit_rate:.1%} vs {rep.baseline_hit_rate:.1%}, p99 {m} "
        f"{rep.candidate_p99_s:.3f} s vs {rep.baseline_p99_s:.3f} s at the trace's rate; capacity "
        f"{rep.candidate_capacity_rps:.2f} vs {rep.baseline_capacity_rps:.2f} req/s",
        file=out,
    )
    if args.json:
        _write_text(args.json, rep.model_dump_json(indent=1), "--json")
        assert rep.fleet is not None
        print(
            f"report for fleet {rep.fleet.sha256[:12]} ({len(rep.fleet.replicas)} replicas), recording "
            f"{(recording.sha256 or recording.source)[:12]} ({recording.requests} requests, "
            f"{recording.duration_s:.0f} s): POST it to the router's /plan/enable to go live",
            file=out,
        )
    return 0 if rep.verdict == "enable" else 1


def _recorded_block_tokens(trace: str) -> int | None:
    """The tokens per block a router's recording states on its first record (None: a generated family, or a
    trace that does not say)."""
    import json

    if trace.startswith("family:"):
        return None
    try:
        with open(trace, "rb") as f:
            for line in f:
                if line.strip():
                    value = json.loads(line).get("block_tokens")
                    return value if isinstance(value, int) and value >= 1 else None
    except (OSError, ValueError, AttributeError):
        return None
    return None


def _gate_fit(args: argparse.Namespace, fleet: Fleet | None, out: TextIO, source: str) -> Any:
    """The fit the gate replays on: ``--fit``'s, or the recording's own where nothing else describes the fleet
    (no --fleet, --engine or --router-config: ``args.trace``, one model's records with ``--model``, and the
    router's replicas.json beside ``source``); None: the fleet and engines as given, or the reference ones for a
    generated family."""
    from pathlib import Path

    from cacheroute_solver.replay.fit import FleetFit
    from cacheroute_solver.routing.learned import FIGURES_FILE

    if args.fit:
        if fleet is not None or args.fleet or args.engine:
            raise CliError("options: --fit and --fleet, --engine or --router-config: give one description of the fleet")
        fit = _load_json_model(args.fit, FleetFit, "fit")
    elif fleet is None and not args.fleet and not args.engine and not source.startswith("family:"):
        beside = Path(source).parent / FIGURES_FILE
        args.figures = str(beside) if beside.is_file() else None
        fit = _fit(args, args.trace)
    else:
        return None
    print("fleet fitted from the recording (cacheroute fit):", file=out)
    _print_fit(fit, out)
    return fit


def _learning(candidate: Any) -> Any:
    """CacheRoute as a router with default settings runs on a fleet it was not told: learning each replica's
    costs from its answers, the reference model as their prior (unless ``candidate`` sets its routing)."""
    from cacheroute_solver.replay import CacheRouteConfig
    from cacheroute_solver.routing import RoutingConfig

    cfg = candidate or CacheRouteConfig()
    if cfg.routing is not None:
        return cfg
    return cfg.model_copy(update={"routing": RoutingConfig(learn=True)})


def _gate_trace(args: argparse.Namespace, err: TextIO) -> Any:
    """The recording to gate on. A recording with no usable record (empty, not UTF-8, every record malformed,
    fewer than two requests) is bad input, exit 2, as an unreadable one is: the gate's 0 and 1 are verdicts,
    and a pipeline must not read an unusable recording as a rejected plan."""
    try:
        return _load_trace(args, err)
    except CliError as e:
        raise CliError(f"{e} (no verdict)", code=2) from e


def _load_router_config(path: str) -> Any:
    """The router's config as ``cacheroute serve`` reads its file (YAML or JSON); its secrets are not read (the gate
    needs none of them, and may run where they are not)."""
    try:
        from cacheroute_solver.router.config import RouterConfig
        from cacheroute_solver.router.config_file import ConfigError, read_document
    except ImportError as e:
        raise CliError(f"--router-config needs the router's dependencies (pip install '.[router]'): {e}") from e
    try:
        return RouterConfig.model_validate(read_document(path, "--router-config"))
    except ConfigError as e:
        raise CliError(str(e)) from None
    except ValidationError as e:
        where, msg = _first_error(e)
        raise CliError(f"router config {path}: {where}: {msg}") from None


def _from_router_config(args: argparse.Namespace) -> tuple[Fleet, Any]:
    """The fleet and candidate a reference router's config implies; sets ``--block-tokens``, ``--baseline``
    and ``--instances`` from it, refusing a value given that the router would refuse in the report."""
    from cacheroute_solver.provenance import PLAN_FIELDS
    from cacheroute_solver.replay import CacheRouteConfig

    if args.fleet:
        raise CliError("options: --router-config and --fleet: give one (the router's replicas are the fleet)")
    rc = _load_router_config(args.router_config)
    if rc.policy == "plan":
        raise CliError(
            f"router config {args.router_config}: policy is 'plan': there is no incumbent to gate "
            "against (a router that switches runs a baseline policy with shadow: true)"
        )
    implied = {
        "block_tokens": ("--block-tokens", rc.key_spec.chain_block_tokens),
        "baseline": ("--baseline", rc.policy),
        "instances": ("--instances", rc.routing.instances),
    }
    for field, (flag, value) in implied.items():
        given = getattr(args, field)
        if given is not None and given != value:
            raise CliError(
                f"options: {flag} {given} disagrees with {args.router_config} ({value}): the router "
                "would refuse the report"
            )
        setattr(args, field, value)
    peer_load = rc.routing_in_use.peer_load  # whether the router's instances decide on each other's reports
    if args.peer_load is not None and args.peer_load != peer_load:
        flag = "--peer-load" if args.peer_load else "--no-peer-load"
        raise CliError(
            f"options: {flag} disagrees with {args.router_config} (its instances "
            f"{'report' if peer_load else 'do not report'} their load to each other): the router would refuse the report"
        )
    args.peer_load = peer_load
    candidate = _route_config(args) or CacheRouteConfig()
    plan = candidate.plan.model_copy(update={k: getattr(rc.plan_config, k) for k in PLAN_FIELDS})
    fleet = Fleet(replicas=tuple(r.replica() for r in rc.replicas))
    return fleet, candidate.model_copy(update={"plan": plan})


def _recording_identity(args: argparse.Namespace, trace: Any) -> Any:
    """What the gate replays, for the report: a file's hash and the replicas it names, or the family."""
    from cacheroute_solver.provenance import RecordingIdentity

    scaled = args.rate is not None
    if args.trace.startswith("family:"):
        return RecordingIdentity(
            source=args.trace,
            sha256=None,
            requests=len(trace),
            duration_s=trace.duration,
            block_tokens=trace.block_tokens,
            time_scaled=False,
        )
    try:
        return RecordingIdentity.of_file(args.trace, len(trace), trace.duration, args.block_tokens, scaled)
    except OSError as e:
        raise CliError(f"trace {args.trace}: {e.strerror or e}") from e


def _register_compare(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "compare",
        help="compare routers on a trace: a table and plots",
        description="Simulate TRACE under several routers, search each one's capacity at the SLO, "
        "print a markdown table and write it with JSON and PNG plots (p99 vs offered rate, hit rate, "
        "per-replica load) to --out.",
    )
    _add_trace_args(p)
    p.add_argument("--routers", help="comma-separated router names (default: cacheroute and every baseline)")
    p.add_argument("--out", help="directory for <stem>.md, <stem>.json and the PNG plots")
    p.add_argument("--stem", help="file name stem (default: from the trace)")
    p.add_argument("--list", action="store_true", help="list the router names and exit")
    _add_executor_args(p)
    p.set_defaults(run=_run_compare)


def _run_compare(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from cacheroute_solver.replay import compare, comparison_table, make_router, router_names, write_comparison

    known = router_names(args.instances)
    if args.list:
        print("\n".join(known), file=out)
        return 0
    names = [n.strip() for n in args.routers.split(",") if n.strip()] if args.routers else known
    if not names:
        raise CliError("options: --routers names no router")
    unknown = [n for n in names if n not in known]
    if unknown:
        hint = " (cache_aware_mesh needs --instances 2 or more)" if "cache_aware_mesh" in unknown else ""
        raise CliError(f"options: unknown router {unknown[0]!r} (known: {', '.join(known)}){hint}")
    trace = _load_trace(args, err)
    fleet = _load_fleet_arg(args)
    cfg = _route_config(args)
    engine = _engine(args)
    routers = {
        n: make_router(n, trace, fleet, cfg, engine=engine, instances=args.instances) for n in dict.fromkeys(names)
    }
    comp = _simulate(
        args,
        err,
        len(routers) * (1 + max(args.capacity_runs, 0)),
        lambda bar, ex: compare(
            trace,
            fleet,
            routers,
            args.slo,
            args.metric,
            engine=engine,
            capacity_runs=args.capacity_runs,
            progress=bar,
            executor=ex,
        ),
    )
    per = f"; {args.instances} router instances each, behind a round-robin balancer" if args.instances > 1 else ""
    print(f"{trace.name}: {len(trace)} requests ({_skipped(trace)} malformed skipped){per}\n", file=out)
    print(comparison_table(comp), file=out, end="")
    if args.out:
        stem = args.stem or "".join(c if c.isalnum() or c in "-_." else "_" for c in trace.name)
        try:
            paths = write_comparison(comp, args.out, stem)
        except OSError as e:
            raise CliError(f"--out {args.out}: {e.strerror or e}") from e
        for path in paths:
            print(f"wrote {path}", file=err)
    return 0
