"""`e2e.prefix_routes`: which requests extend an earlier prompt, and whether a run sent them to its replica."""

from __future__ import annotations

import json
from types import SimpleNamespace

from e2e.prefix_routes import Extension, extensions, followed, main


def item(index: int, send_s: float, hashes) -> SimpleNamespace:
    return SimpleNamespace(index=index, send_s=send_s, hash_ids=tuple(hashes))


ITEMS = [
    item(0, 0.0, [1, 2, 3]),
    item(1, 0.5, [9]),
    item(2, 1.0, [1, 2, 7]),  # 2 blocks with 0
    item(3, 2.0, [1, 2, 3, 4]),  # 3 with 0, 2 with 2
    item(4, 1.5, [1, 2, 8]),  # sent before 3: 2 blocks with 0 and with 2, the later (2) taken
    item(5, 3.0, [5]),
]


def test_each_request_is_matched_to_the_latest_earlier_prompt_sharing_most():
    assert extensions(ITEMS) == [Extension(2, 0, 2), Extension(4, 2, 2), Extension(3, 0, 3)]


def test_a_split_is_a_request_sent_away_from_that_prompts_replica(tmp_path, monkeypatch, capsys):
    routes: list[list] = [
        [0, "e0", "home", "0", 0],
        [2, "e0", "cached", "1", 32],
        [4, "e1", "balanced", "2", 0],
        [1, "e1", "balanced", "0", 0],
        [3, None, None, "1", 0],  # no replica named: left out
    ]
    rows = followed(routes, extensions(ITEMS))
    assert [(f.extension.request, f.split) for f in rows] == [(2, False), (4, True)]  # 3 has no route: left out
    assert rows[1].decision == "balanced" and rows[1].earlier_replica == "e0" and rows[1].instance == "2"
    data = {
        "setup": {"requests": 6},
        "results": [
            {"router": "x*3", "run": 1, "hit_rate": 0.5, "routes": routes},
            {"router": "y", "run": 1, "hit_rate": 0.4, "routes": []},
            {"router": "z", "run": 1, "hit_rate": 0.4, "routes": [[i, None, None, "0", 0] for i in range(6)]},
        ],
    }
    f = tmp_path / "run.json"
    f.write_text(json.dumps(data))
    monkeypatch.setattr("e2e.prefix_routes._schedule_items", lambda setup: ITEMS)
    main([str(f)])
    out = capsys.readouterr().out
    assert "3 of 6 requests extend" in out and "x*3 run 1: hit rate 50.00 %, 1 of 2 reached" in out
    assert (
        "request 4 (2 blocks shared with 2, on e0): e1, balanced, via 2" in out
        and "y run" not in out
        and "z run" not in out
    )
