"""The counters' catalogue (`adapter/metrics.py`): histograms and tallies in plain Python, rendered by
prometheus_client's exposition with the catalogue's names, labels and bucket edges."""

from __future__ import annotations

import pytest

from cacheroute_solver.adapter.metrics import BUCKETS, METRICS, Counters
from e2e.counters import Samples

TTFT = "cacheroute_time_to_first_token_seconds"


def test_a_histogram_renders_cumulative_buckets_at_the_catalogue_edges_with_its_sum_and_count():
    c = Counters()
    h = c.histogram(TTFT, model="", replica="r0")
    for v in (0.0005, 0.001, 0.03, 0.03, 3000.0):  # 0.001 is in its own bucket (le is inclusive)
        h.observe(v)
    page = Samples.parse(c.exposition())
    buckets = {s[1]["le"]: s[2] for s in page.samples if s[0] == TTFT + "_bucket" and s[1]["replica"] == "r0"}
    edges = [float(le) for le in buckets if le != "+Inf"]
    assert edges == list(BUCKETS[TTFT])
    assert buckets["0.001"] == 2 and buckets["0.02"] == 2 and buckets["0.04"] == 4
    assert buckets["2560.0"] == 4 and buckets["+Inf"] == 5
    assert page.total(TTFT + "_count", replica="r0") == 5
    assert page.total(TTFT + "_sum") == pytest.approx(3000.0615)
    assert c.get(TTFT + "_count") == 5


def test_a_tally_is_a_counter_on_the_page_and_a_series_is_one_object_per_label_set():
    c = Counters()
    labels = {"model": "", "replica": "r1", "policy": "cacheroute"}
    t = c.tally("cacheroute_prompt_tokens_total", **labels)
    t.add(100)
    c.tally("cacheroute_prompt_tokens_total", **labels).add(28)
    assert c.tally("cacheroute_prompt_tokens_total", **labels) is t
    assert "# TYPE cacheroute_prompt_tokens_total counter" in c.exposition()
    assert c.get("cacheroute_prompt_tokens_total", replica="r1") == 128


def test_declared_families_show_before_their_first_series_and_wrong_names_or_labels_are_refused():
    c = Counters()
    c.declare("cacheroute_prefix_served_tokens_total", TTFT)
    page = c.exposition()
    assert "# TYPE cacheroute_prefix_served_tokens_total counter" in page
    assert f"# TYPE {TTFT} histogram" in page
    with pytest.raises(ValueError, match="takes labels"):
        c.histogram(TTFT, replica="r0", model="")  # the catalogue's order
    with pytest.raises(ValueError, match="not a histogram"):
        c.histogram("cacheroute_prompt_tokens_total", model="", replica="r0", policy="x")
    with pytest.raises(ValueError, match="not a counter"):
        c.tally("cacheroute_no_such_total", replica="r0")


def test_every_histogram_of_the_catalogue_has_increasing_bucket_edges():
    hist = {n for n, (kind, _, _) in METRICS.items() if kind == "histogram"}
    assert hist == set(BUCKETS)
    for name, edges in BUCKETS.items():
        assert list(edges) == sorted(set(edges)) and edges[0] > 0, name


def test_the_operators_page_lists_every_metric_with_its_type_and_labels():
    from pathlib import Path

    page = (Path(__file__).resolve().parents[2] / "docs" / "observability.md").read_text()
    rows = {}
    for line in page.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 4 and cells[0].startswith("`cacheroute_"):
            rows[cells[0].strip("`")] = (cells[1], tuple(c.strip("` ") for c in cells[2].split(",") if c.strip()))
    assert sorted(set(METRICS) - set(rows)) == []
    assert sorted(set(rows) - set(METRICS)) == []
    for name, (kind, labels, _) in METRICS.items():
        assert rows[name] == (kind, labels), name
