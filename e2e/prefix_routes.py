"""Where the prefixes went: for each request that extends an earlier prompt, whether it reached that prompt's replica.

Reads an e2e run's data (`run_e2e --json-out`; each run keeps every answer's replica and decision as
``routes``), rebuilds the schedule the run sent, and for every request finds the earlier one (by send
time) sharing its longest leading run of trace blocks, the latest among equals: the replica that prefix
went to last. A request sent elsewhere is a split; its decision says why (``balanced``: the deciding
instance believed no replica held the prompt; ``balanced:spill``: it chose load over a replica it knew).

    python -m e2e.prefix_routes docs/results/synthetic-three/utilisation-d2f13a6.json [--router NAME]
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent


class Extension(NamedTuple):
    """Request ``request`` shares its first ``blocks`` trace blocks with the earlier request ``earlier``."""

    request: int
    earlier: int
    blocks: int


def extensions(items: Sequence) -> list[Extension]:
    """Every request (schedule items: ``index``, ``send_s``, ``hash_ids``) that shares at least one
    leading block with a request sent before it, with the latest such request of the longest share."""
    order = sorted(items, key=lambda it: (it.send_s, it.index))
    out = []
    for i, it in enumerate(order):
        best: tuple[int, int] | None = None
        for prev in order[:i]:
            k = 0
            for a, b in zip(prev.hash_ids, it.hash_ids, strict=False):
                if a != b:
                    break
                k += 1
            if k and (best is None or k >= best[1]):
                best = (prev.index, k)
        if best is not None:
            out.append(Extension(it.index, *best))
    return out


class Followed(NamedTuple):
    extension: Extension
    replica: str | None
    earlier_replica: str | None
    decision: str | None
    instance: str | None
    """The balancer's upstream that took it (which router instance), where recorded."""

    @property
    def split(self) -> bool:
        return self.replica != self.earlier_replica


def followed(routes: Sequence[Sequence], exts: Sequence[Extension]) -> list[Followed]:
    """Each extension against a run's ``routes`` (``[index, replica, decision, upstream, cached]``);
    one whose request or earlier request has no replica on record (a router that does not name it in
    its answer's headers) is left out."""
    by = {r[0]: r for r in routes if r[1] is not None}
    out = []
    for e in exts:
        mine, theirs = by.get(e.request), by.get(e.earlier)
        if mine is not None and theirs is not None:
            out.append(Followed(e, mine[1], theirs[1], mine[2], mine[3]))
    return out


def _schedule_items(setup: dict) -> Sequence:
    from e2e.schedule import saved_schedule

    return saved_schedule(setup, ROOT).items


def main(argv: Sequence[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("data", help="an e2e run's --json-out file")
    p.add_argument("--router", help="only this row (default: every row whose runs kept routes)")
    args = p.parse_args(argv)
    data = json.loads(Path(args.data).read_text())
    exts = extensions(_schedule_items(data["setup"]))
    print(f"{len(exts)} of {data['setup']['requests']} requests extend an earlier prompt")
    for res in data["results"]:
        if not res.get("routes") or (args.router and res["router"] != args.router):
            continue
        rows = followed(res["routes"], exts)
        if not rows:
            continue
        splits = [f for f in rows if f.split]
        print(
            f"{res['router']} run {res['run']}: hit rate {100 * res['hit_rate']:.2f} %, "
            f"{len(rows) - len(splits)} of {len(rows)} reached the earlier prompt's replica"
        )
        for f in splits:
            e = f.extension
            print(
                f"  request {e.request} ({e.blocks} blocks shared with {e.earlier}, on {f.earlier_replica}): "
                f"{f.replica}, {f.decision}, via {f.instance}"
            )


if __name__ == "__main__":
    main()
