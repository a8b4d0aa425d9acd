"""Write the solver-neutral instances in formulations/instances/: inputs as JSON, program as MPS and LP.

python formulations/export_instances.py
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cacheroute_solver import PlanConfig
from cacheroute_solver.plan import export_model
from cacheroute_solver.plan.families import scaled_instance

OUT = Path(__file__).resolve().parent / "instances"
CASES: dict[str, dict[str, Any]] = {
    "zipf-30x4": {"n_keys": 30, "n_replicas": 4, "seed": 0, "kv_share": 0.1, "load": 1.0, "zipf_s": 1.1},
    "zipf-120x8": {"n_keys": 120, "n_replicas": 8, "seed": 1, "kv_share": 0.05, "load": 1.2, "zipf_s": 1.1},
}


def main() -> None:
    OUT.mkdir(exist_ok=True)
    config = PlanConfig(admit_rate=0.0, keep_rate=0.0)
    for name, kw in CASES.items():
        keys, fleet = scaled_instance(**kw)
        (OUT / f"{name}.keys.json").write_text(json.dumps([k.model_dump() for k in keys], indent=1))
        (OUT / f"{name}.fleet.json").write_text(fleet.model_dump_json(indent=1))
        (OUT / f"{name}.config.json").write_text(config.model_dump_json(indent=1))
        for ext in ("mps", "lp"):
            export_model(keys, fleet, config, str(OUT / f"{name}.{ext}"))
        print("wrote", name)


if __name__ == "__main__":
    main()
