"""Observer: keys that preserve reuse, rate estimates, bounded memory, trace validation."""

from __future__ import annotations

import itertools
import json
import tracemalloc

import numpy as np
import pytest

from cacheroute_solver.observe import (
    Observer,
    ObserverConfig,
    observe_records,
    parse_trace_lines,
    read_trace,
)
from cacheroute_solver.prefix import chat_block_hashes, key_index, key_name, parse_key, routing_key, token_block_hashes

SYSTEM = [11, 12]  # every request starts with these two blocks


class _Ids:
    """Fresh block ids for tails nobody shares."""

    def __init__(self) -> None:
        self.next = 10**9

    def take(self, n: int) -> list[int]:
        out = list(range(self.next, self.next + n))
        self.next += n
        return out


def test_all_requests_share_first_blocks_yet_docs_and_conversations_get_own_keys():
    rng = np.random.default_rng(3)
    ids = _Ids()
    obs = Observer(block_tokens=16, horizon_s=300.0)
    docs = {d: SYSTEM + [1000 + 10 * d + j for j in range(4)] for d in range(40)}
    convs = {c: [*SYSTEM, 5000 + c] for c in range(40)}
    seen: dict[tuple[str, int], list[list[int]]] = {}
    t = 0.0
    for _ in range(6000):
        t += rng.exponential(0.05)
        u = rng.random()
        if u < 0.45:
            d = int(rng.integers(40))
            chain = docs[d] + ids.take(2)  # a different question about a shared document
            group = ("doc", d)
        elif u < 0.9:
            c = int(rng.integers(40))
            convs[c] = convs[c] + ids.take(3)  # the next turn extends the conversation
            chain = list(convs[c])
            group = ("conv", c)
        else:
            chain = SYSTEM + ids.take(2)  # one-shot: only the system prompt is shared
            group = ("one-shot", 0)
        seen.setdefault(group, []).append(chain)
        obs.observe(chain, len(chain) * 16, 8, t)
    stats = obs.stats()

    assert len(stats.keys) >= 80
    key_of_group = {}
    for group, chains in seen.items():
        keys = {obs.key_of(ch) for ch in chains[-20:]}
        assert len(keys) == 1, (group, keys)
        key_of_group[group] = keys.pop()
    assert None not in key_of_group.values()
    assert len(set(key_of_group.values())) == len(key_of_group)
    # the observer's lookup is the shared routing rule over its published keys
    chain = seen[("conv", 7)][-1]
    assert routing_key(chain, obs.key_index()) == obs.key_of(chain)
    # a document key's requests reuse the system prompt and the document (6 blocks)
    doc_key = next(k for k in stats.keys if k.key == key_of_group[("doc", 5)])
    assert doc_key.prefix_tokens == pytest.approx(96, rel=0.05)
    assert doc_key.tail_tokens == pytest.approx(32, rel=0.1)
    assert doc_key.output_tokens == pytest.approx(8)
    # a conversation reuses its growing history: far more than the system prompt
    conv_key = next(k for k in stats.keys if k.key == key_of_group[("conv", 5)])
    assert conv_key.prefix_tokens > 10 * 32
    one_shot = next(k for k in stats.keys if k.key == key_of_group[("one-shot", 0)])
    assert one_shot.prefix_tokens == pytest.approx(32, rel=0.05)
    assert stats.keyed_rate == pytest.approx(stats.total_rate, rel=1e-6)


def test_rates_converge_on_poisson_arrivals():
    rng = np.random.default_rng(11)
    ids = _Ids()
    true = {1: 2.0, 2: 5.0, 3: 0.5}
    events = []
    for root, lam in true.items():
        ts = np.cumsum(rng.exponential(1 / lam, size=int(lam * 2500)))
        events += [(float(t), root) for t in ts if t < 2000.0]
    events.sort()
    obs = Observer(block_tokens=512, horizon_s=400.0)
    for t, root in events:
        obs.observe([root, 100 + root, *ids.take(1)], 1200, 50, t)
    stats = obs.stats(now=2000.0)
    by_root = {parse_key(k.key)[0]: k for k in stats.keys}
    assert set(by_root) == set(true)
    for root, lam in true.items():
        # relative sd of a decayed count is 1/sqrt(2 lambda tau): 2.5 % .. 5 %
        assert by_root[root].rate == pytest.approx(lam, rel=0.15)
        assert by_root[root].prefix_tokens == pytest.approx(1024, rel=0.02)
        assert by_root[root].tail_tokens == pytest.approx(176, rel=0.1)
    assert stats.total_rate == pytest.approx(sum(true.values()), rel=0.08)


def test_rates_stay_right_over_many_horizons():
    rng = np.random.default_rng(5)
    obs = Observer(block_tokens=16, horizon_s=2.0)
    t = 0.0
    while t < 400.0:  # 200 horizons: the decay scale is renormalised along the way
        t += rng.exponential(0.1)
        obs.observe([7, 8], 40, 0, t)
    stats = obs.stats()
    assert len(stats.keys) == 1
    assert np.isfinite(stats.keys[0].rate)
    assert stats.keys[0].rate == pytest.approx(10.0, rel=0.35)


def test_memory_stays_bounded_under_a_million_distinct_prefixes():
    cfg = ObserverConfig(block_tokens=512, horizon_s=60.0, capacity=20_000, flush_blocks=20_000)
    obs = Observer(cfg)
    peak_nodes = 0
    nid = 10**9
    t = 0.0
    for i in range(60_000):
        if i == 50_000:  # traced for the last 10,000 requests only: tracing is slow, and the table is full by now
            tracemalloc.start()
        t += 0.004
        if i % 10 == 0:
            obs.observe([1, 2, 3, nid], 2048, 0, t)  # a hot shared prefix, 25 req/s
            nid += 1
        else:
            obs.observe(range(nid, nid + 20), 20 * 512, 0, t)  # 20 prefixes never seen again
            nid += 20
        if i % 1000 == 0:
            peak_nodes = max(peak_nodes, obs.nodes)
    _, peak_bytes = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    stats = obs.stats()

    assert nid - 10**9 > 1_000_000
    assert obs.nodes <= cfg.capacity and peak_nodes <= cfg.capacity
    assert obs.peak_nodes <= cfg.max_nodes(longest_chain=20)
    # 52 bytes per node in the table, a few copies during a merge, plus the request buffer;
    # the million prefixes alone would need 52 MB.
    assert peak_bytes < 400 * cfg.max_nodes(longest_chain=20)
    hot = [k for k in stats.keys if parse_key(k.key)[0] == 1]
    assert len(hot) == 1 and hot[0].rate == pytest.approx(25.0, rel=0.1)
    assert hot[0].prefix_tokens == pytest.approx(1536, rel=0.02)
    assert stats.count_error < cfg.min_count  # a shared prefix is never lost to pruning here


def test_keys_are_stable_under_stationary_traffic():
    rng = np.random.default_rng(9)
    ids = _Ids()
    obs = Observer(block_tokens=16, horizon_s=120.0)
    weights = 1.0 / np.arange(1, 301)
    weights /= weights.sum()
    t, snaps = 0.0, []
    for _ in range(4):
        end = t + 120.0
        while t < end:
            t += rng.exponential(1 / 30)
            d = int(rng.choice(300, p=weights))
            obs.observe([*SYSTEM, 1000 + d, 2000 + d, *ids.take(1)], 80, 0, t)
        snaps.append({k.key: k.rate for k in obs.stats().keys})
    for a, b in itertools.pairwise(snaps):
        busy = {k for k, r in a.items() if r >= 0.05}  # the planner's default admit_rate
        assert len(busy) > 40
        assert len(busy & b.keys()) >= 0.98 * len(busy)
        assert sum(a[k] for k in a.keys() & b.keys()) >= 0.99 * sum(a.values())


def test_token_id_requests_share_keys_with_their_hash_chains():
    rng = np.random.default_rng(0)
    obs = Observer(block_tokens=16, horizon_s=60.0)
    docs = [list(rng.integers(0, 50_000, 200)) for _ in range(5)]
    for i in range(200):
        toks = docs[i % 5] + list(rng.integers(0, 50_000, 40))
        chain = obs.observe_tokens(toks, 10, timestamp=i * 0.1)
        assert chain == token_block_hashes(toks, 16)
    stats = obs.stats()
    assert len(stats.keys) == 5
    for k in stats.keys:
        assert k.prefix_tokens == pytest.approx(192, rel=0.05)  # 12 full blocks of the 200-token doc
        assert k.tail_tokens == pytest.approx(48, rel=0.15)


def test_empty_observer_and_malformed_requests_are_dropped_and_counted():
    obs = Observer()
    assert obs.stats().keys == ()
    for t in range(10):
        obs.observe([1, 2], 40, 0, float(t))
    obs.observe([1, 2], 40, 0, float("nan"))
    obs.observe([1, -2], 40, 0, 3.0)
    obs.observe([1, 2**64], 40, 0, 3.0)
    obs.observe([1, "x"], 40, 0, 3.0)  # type: ignore[list-item]  # a hash that is no integer, on purpose
    obs.observe([1, 2], -5, 0, 3.0)
    obs.observe([1, 2], 40, float("inf"), 3.0)
    stats = obs.stats()
    assert stats.rejected == 6 and obs.requests == 16
    assert len(stats.keys) == 1 and stats.total_rate == pytest.approx(stats.keys[0].rate)
    assert stats.total_rate == pytest.approx(10 / 9, rel=0.1)
    with pytest.raises(ValueError):
        ObserverConfig(keep_count=3.0, min_count=1.0)


GOOD = {"timestamp": 0, "input_length": 1100, "output_length": 7, "hash_ids": [1, 2, 3]}


def test_malformed_trace_records_are_reported_with_line_and_field(tmp_path):
    lines = [
        json.dumps(GOOD),
        json.dumps({**GOOD, "timestamp": 10, "input_length": "many"}),
        "{not json",
        json.dumps({**GOOD, "timestamp": 20}),
        json.dumps({k: v for k, v in GOOD.items() if k != "hash_ids"}),
        json.dumps({**GOOD, "hash_ids": [1, -2, 3]}),
        "",
        json.dumps({**GOOD, "input_length": 100}),
        json.dumps({**GOOD, "timestamp": 30, "output_length": -1}),
        json.dumps({**GOOD, "timestamp": 40}),
    ]
    path = tmp_path / "trace.jsonl"
    path.write_text("\n".join(lines) + "\n")
    read = read_trace(path)
    assert [r.timestamp for r in read.records] == [0, 20, 40]
    got = [(e.line, e.field) for e in read.errors]
    assert got == [
        (2, "input_length"),
        (3, "record"),
        (5, "hash_ids"),
        (6, "hash_ids.1"),
        (8, "hash_ids"),
        (9, "output_length"),
    ]
    assert str(read.errors[0]).startswith("line 2: input_length:")
    obs = Observer(block_tokens=512)
    observe_records(obs, read.records)
    assert obs.requests == 3 and obs.stats().keys[0].key.startswith("p1-")


def test_parse_trace_lines_accepts_bytes():
    read = parse_trace_lines([json.dumps(GOOD).encode()])
    assert len(read.records) == 1 and read.records[0].hash_ids == (1, 2, 3)


def test_chat_conversations_seen_as_text_get_one_key_each():
    """The router-adapter path: chat messages -> text chunk hashes -> keys, agreeing with routing_key."""
    rng = np.random.default_rng(2)
    system = {"role": "system", "content": "You are a careful assistant. " * 40}
    convs = {c: [system] for c in range(12)}
    obs = Observer(block_tokens=32, horizon_s=600.0)
    last: dict[int, list[int]] = {}
    for i in range(240):
        c = int(rng.integers(12))
        convs[c] = convs[c] + [
            {"role": "user", "content": f"conversation {c} question {i} " * 8},
            {"role": "assistant", "content": f"answer {i} " * 30},
        ]
        chain = chat_block_hashes(convs[c][:-1])  # the prompt ends with the user's turn
        last[c] = chain
        obs.observe(chain, None, 50, float(i))
    stats = obs.stats()
    keys = {c: routing_key(chain, key_index(k.key for k in stats.keys)) for c, chain in last.items()}
    assert None not in keys.values() and len(set(keys.values())) == 12
    assert all(obs.key_of(chain) == keys[c] for c, chain in last.items())


def test_a_key_stays_a_key_between_keep_count_and_min_count():
    """Hysteresis: a fading key survives down to keep_count; a newcomer needs min_count."""
    ids = _Ids()
    events = [(float(t), [1, 100, *ids.take(1)]) for t in np.arange(0.0, 300.0, 0.5)]  # doc A, steady
    events += [(float(t), [1, 200, *ids.take(1)]) for t in range(5)]  # doc B: busy early, then silent
    events += [(t, [1, 300, *ids.take(1)]) for t in (110.0, 110.5)]  # doc C: a little, late
    events.sort()

    def replay():
        obs, fed = Observer(block_tokens=16, horizon_s=100.0), 0

        def keys_at(now: float) -> set[str]:
            nonlocal fed
            while fed < len(events) and events[fed][0] <= now:
                obs.observe(events[fed][1], None, 0, events[fed][0])
                fed += 1
            return {k.key for k in obs.stats(now=now).keys}

        return keys_at

    b, c = key_name(200, 2), key_name(300, 2)
    tracked = replay()
    assert b in tracked(100.0)  # B's count 5/e = 1.84 >= min_count
    at150 = tracked(150.0)  # B: 1.12, C: 1.34, both under min_count 1.5
    assert b in at150 and c not in at150
    assert b not in tracked(300.0)  # B: 0.25 < keep_count
    assert b not in replay()(150.0)  # without B's earlier snapshot, 1.12 is not enough


def test_a_lone_shared_child_gets_its_own_key_only_when_it_carries_a_minority():
    def run(one_shots: int) -> tuple[str | None, str | None]:
        ids = _Ids()
        obs = Observer(block_tokens=16, horizon_s=1000.0)
        conv = [*SYSTEM, 7000]
        t = 0.0
        for _ in range(10):
            conv = conv + ids.take(2)
            obs.observe(list(conv), None, 0, t)
            t += 1.0
        for _ in range(one_shots):
            obs.observe(SYSTEM + ids.take(1), None, 0, t)
            t += 0.1
        obs.stats()
        return obs.key_of(conv), obs.key_of(SYSTEM + ids.take(1))

    conv_key, other_key = run(one_shots=100)  # the conversation is 10 of 110 requests
    assert conv_key == key_name(7000, 3) and other_key == key_name(SYSTEM[0], 1)
    conv_key, other_key = run(one_shots=5)  # 10 of 15: the traffic continues into it
    assert conv_key == other_key == key_name(SYSTEM[0], 1)


def test_peak_rate_sees_a_bursty_key_and_not_a_steady_one():
    """Both keys average 1 req/s; one arrives in 20-s bursts at 10 req/s every 200 s."""
    rng = np.random.default_rng(5)
    obs = Observer(block_tokens=16, horizon_s=600.0, burst_window_s=20.0)
    events = [(t, "steady") for t in np.cumsum(rng.exponential(1.0, 1200))]
    for start in range(0, 1200, 200):
        events += [(start + t, "bursty") for t in np.sort(rng.uniform(0, 20, 200))]
    nid = 10**9
    for t, who in sorted(events):
        base = [1, 2] if who == "steady" else [3, 4]
        obs.observe([*base, nid], input_tokens=48, output_tokens=10, timestamp=float(t))
        nid += 1
    stats = {k.key: k for k in obs.stats().keys}
    steady, bursty = stats[key_name(1, 1)], stats[key_name(3, 1)]  # a lone child continues its parent's key
    assert steady.rate == pytest.approx(1.0, rel=0.2) and bursty.rate == pytest.approx(1.0, rel=0.3)
    assert steady.peak_rate is not None and bursty.peak_rate is not None
    assert bursty.peak_rate > 6.0 * bursty.rate
    assert steady.peak_rate < 2.5 * steady.rate


def test_peaks_survive_flushes_and_renormalisation():
    """A burst long ago fades with the horizon like every count; the current window carries over flushes."""
    obs = Observer(block_tokens=16, horizon_s=30.0, burst_window_s=10.0, flush_blocks=16)
    nid = 10**9
    t = 0.0
    for _i in range(100):  # 10 req/s for 10 s
        obs.observe([7, nid], 32, 1, t)
        t += 0.1
        nid += 1
    early = obs.stats().keys[0]
    assert early.peak_rate is not None
    assert early.peak_rate >= 0.9 * 10.0
    for _i in range(2000):  # then 0.5 req/s for 4,000 s (over a hundred horizons)
        t += 2.0
        obs.observe([7, nid], 32, 1, t)
        nid += 1
    late = obs.stats().keys[0]
    assert late.peak_rate is not None
    assert late.rate == pytest.approx(0.5, rel=0.3)
    assert late.peak_rate < 3 * late.rate


def test_a_single_record_gets_a_bounded_rate():
    obs = Observer(block_tokens=16, min_count=0.5, keep_count=0.25)
    for _ in range(2):
        obs.observe([1, 2], 32, 1, 100.0)
    stats = obs.stats()
    assert stats.keys and all(
        0 < k.rate <= 2.01 and k.peak_rate is not None and k.rate <= k.peak_rate <= 1e6 for k in stats.keys
    )


def test_observe_does_not_wait_for_a_merge_in_another_thread():
    """The router observes on its event loop while the planner's thread merges and takes stats:
    a request must wait for a list append, not for the merge."""
    import threading

    obs = Observer(block_tokens=4)
    for i in range(50):
        obs.observe([1, 2, 100 + i], 12.0, 1.0, float(i))
    entered, release = threading.Event(), threading.Event()
    merge = obs._merge_batch

    def slow_merge(chains, fields):
        entered.set()
        assert release.wait(10.0)
        merge(chains, fields)

    obs._merge_batch = slow_merge  # type: ignore[method-assign]  # a merge that waits, patched in on purpose
    planner = threading.Thread(target=obs.stats, args=(60.0,))
    planner.start()
    assert entered.wait(10.0)
    done = threading.Event()

    def observe_more():
        for i in range(50):
            obs.observe([1, 2, 200 + i], 12.0, 1.0, 50.0 + i * 0.1)
        done.set()

    threading.Thread(target=observe_more).start()
    assert done.wait(5.0), "observe waited for the merge"
    release.set()
    planner.join(10.0)
    obs._merge_batch = merge  # type: ignore[method-assign]  # the real merge back
    assert obs.requests == 100
    # nothing observed during the merge was lost: the next stats merges it, and sees what one
    # thread observing the same requests in the same two batches sees
    s = obs.stats(60.0)
    assert obs.buffered_blocks == 0 and s.keys and s.keys[0].key == key_name(1, 1)
    serial = Observer(block_tokens=4)
    for i in range(50):
        serial.observe([1, 2, 100 + i], 12.0, 1.0, float(i))
    serial.stats(60.0)
    for i in range(50):
        serial.observe([1, 2, 200 + i], 12.0, 1.0, 50.0 + i * 0.1)
    assert s == serial.stats(60.0)


def test_observe_names_the_key_functions_of_prefix():
    from cacheroute_solver import observe, prefix

    assert observe.key_name is prefix.key_name and observe.routing_key is prefix.routing_key
