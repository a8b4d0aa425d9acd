"""The routing core: prefix memory, the compiled plan, the load ledger, and the decision rule."""

from __future__ import annotations

import pytest

from cacheroute_solver.models import Plan
from cacheroute_solver.prefix import key_name
from cacheroute_solver.routing import (
    DelayModel,
    LoadLedger,
    PlanIndex,
    PrefixMemory,
    RoutingConfig,
    RoutingCore,
)

IDS = ("r0", "r1", "r2")
U = 64


def _core(kv_blocks: int = 10_000, **cfg) -> RoutingCore:
    return RoutingCore(IDS, [kv_blocks * U] * 3, U, RoutingConfig(**cfg))


# ---- memory ---------------------------------------------------------------------------------


def test_memory_matches_each_replicas_leading_blocks():
    m = PrefixMemory([100, 100, 100])
    m.record([1, 2, 3, 4], 0)
    m.record([1, 2, 9], 1)
    assert m.match([1, 2, 3, 4, 5]) == [4, 2, 0]
    assert m.match([1, 2, 9, 10]) == [2, 3, 0]
    assert m.match([7, 1, 2]) == [0, 0, 0]  # a prefix match starts at the first block
    assert m.match([]) == [0, 0, 0]


def test_memory_evicts_least_recently_used_blocks_per_replica():
    m = PrefixMemory([3, 100])
    m.record([1, 2, 3], 0)
    m.record([1, 2, 3], 1)
    m.record([1], 0)  # refresh block 1 on r0
    m.record([8, 9], 0)  # r0 keeps 3 blocks: 1, 8, 9
    assert m.blocks(0) == 3
    assert m.match([1, 2, 3]) == [1, 3]
    assert m.holders(2) == 0b10
    m.removed(1, [2])
    assert m.match([1, 2, 3]) == [1, 1]
    m.forget(1)
    assert m.match([1, 2, 3]) == [1, 0] and m.blocks(1) == 0


def test_memory_pressure_is_the_share_of_new_blocks_that_evict_one():
    roomy = PrefixMemory([1000, 1000])
    for i in range(50):
        roomy.record([10_000 + i, i], i % 2)
    assert roomy.pressure == 0.0  # caches still filling
    full = PrefixMemory([20, 20])
    for i in range(400):
        full.record([i], i % 2)
    assert full.pressure > 0.9  # every new block now pushes one out
    for _ in range(100):
        full.record([399], 1)  # hits store nothing new and evict nothing
    assert full.pressure > 0.9
    events = PrefixMemory([100])
    events.stored(0, range(10))
    events.removed(0, range(5))  # an engine's evictions count too
    assert events.pressure == pytest.approx(0.5)
    events.removed(0, range(5, 10))
    events.removed(0, [77])  # unknown blocks are not evictions
    assert events.pressure == 1.0


def test_memory_merges_a_peers_history_in_the_peers_order_of_use():
    m = PrefixMemory([6, 6])
    m.record([1, 2, 3], 0)
    assert m.recent(0, 2) == [2, 3] and m.recent(0, 9) == [1, 2, 3] and m.recent(1, 9) == []
    # oldest first: 10, 11 before anything held (the oldest end), 12, 13 after 2, 14 after 3 (the newest)
    m.learned(0, [10, 11, 2, 12, 13, 3, 14, 12])
    assert m.recent(0, 9) == [1, 2, 12, 13, 3, 14]  # the two oldest kept out (6 blocks)
    assert m.holders(12) == m.holders(14) == 0b01 and m.holders(10) == 0
    assert m.pressure == 0.0  # learning is not traffic
    # blocks older than all held, then one after the newest
    m.learned(0, [30, 31])
    assert m.recent(0, 9) == [1, 2, 12, 13, 3, 14]  # older than all held, and the memory full
    m.learned(0, [14, 40])
    assert m.recent(0, 9) == [2, 12, 13, 3, 14, 40] and m.holders(1) == 0
    e = PrefixMemory([5])
    e.learned(0, [7, 8, 9])  # an empty memory (a restarted instance) takes it as it is
    assert e.recent(0, 9) == [7, 8, 9]


# ---- plan index and ledger ------------------------------------------------------------------


def test_plan_index_gives_the_deepest_warm_key_with_replica_indices():
    plan = Plan(
        assignments={
            key_name(2, 3): (("r1", 0.25), ("r2", 0.75)),
            key_name(5, 6): (("r0", 1.0),),
            key_name(7, 2): (("gone", 1.0),),  # a replica this router does not know: left out
        }
    )
    idx = PlanIndex(plan, IDS)
    assert len(idx) == 2
    w = idx.lookup([0, 1, 2, 3, 4, 5, 6])
    assert w is not None
    assert (w.key, w.depth, w.replicas) == (key_name(5, 6), 6, (0,))
    w = idx.lookup([0, 1, 2, 3])
    assert w is not None
    assert w.replicas == (1, 2) and w.cum == (0.25, 1.0)
    assert w.draw(0.1) == 1 and w.draw(0.9) == 2
    assert w.draw(0.1, [2]) == 2 and w.draw(0.5, [0]) is None
    assert idx.lookup([0, 7]) is None


def test_ledger_counts_in_flight_and_prefill_backlog():
    led = LoadLedger(2, mean_output_tokens=100, alpha=0.5)
    led.routed("a", 0, 1000)
    led.routed("b", 0, 500)
    led.routed("c", 1, 200)
    assert led.in_flight == [2, 1] and led.pending == [2, 1] and led.pending_tokens == [1500, 200]
    led.first_token("a")
    led.first_token("a")  # reported twice: counted once
    assert led.pending == [1, 1] and led.pending_tokens == [500, 200] and led.in_flight == [2, 1]
    led.completed("b", output_tokens=300)
    assert led.in_flight == [1, 1] and led.pending == [0, 1] and led.mean_output == 200
    led.clear(1)
    assert led.in_flight == [1, 0] and len(led) == 1
    led.completed("zzz")  # unknown: ignored


def test_ledger_counts_the_attention_pairs_of_the_backlog():
    led = LoadLedger(2)
    led.routed("long", 0, 1000, cached_tokens=500)  # 1000 new tokens after 500 cached: 1000 x (500 + 500)
    led.routed("short", 0, 10)
    assert led.pending_pairs == [1_000_000 + 50, 0.0]
    led.first_token("long")
    assert led.pending_pairs == [50.0, 0.0] and led.pending_tokens == [10.0, 0.0]
    led.completed("short")
    assert led.pending_pairs == [0.0, 0.0]


# ---- decisions ------------------------------------------------------------------------------


def _chain(prefix: list[int], n: int, start: int) -> list[int]:
    return prefix + list(range(start, start + n))


def test_a_deeper_known_location_beats_a_shallower_warm_key():
    core = _core()
    history = _chain([1, 2], 20, 100)
    core.memory.record(history, 2)  # a conversation's history lives on r2
    core.set_plan(Plan(assignments={key_name(2, 2): (("r0", 1.0),)}))  # its system prompt is planned on r0
    ch = core.choose([*history, 999], len(history) * U + U, [True] * 3)
    assert ch.replica == 2 and ch.reason == "cached" and ch.key == key_name(2, 2)
    assert ch.cached_tokens == len(history) * U


def test_a_warm_key_without_cache_anywhere_goes_to_its_destination():
    core = _core()
    core.set_plan(Plan(assignments={key_name(2, 2): (("r1", 1.0),)}))
    ch = core.choose([1, 2, 50], 3 * U, [True] * 3)
    assert ch.replica == 1 and ch.reason == "planned" and not ch.spilled


def test_a_spill_goes_first_to_another_replica_that_holds_the_prefix():
    core = _core()
    prefix = list(range(1, 41))  # 40 blocks: 2,560 tokens
    core.memory.record(prefix, 0)
    core.memory.record(prefix, 1)
    for i in range(30):  # r0 is swamped with prefill
        core.ledger.routed(("busy", i), 0, 8000)
    ch = core.choose([*prefix, 500], 41 * U, [True] * 3)
    assert ch.replica == 1 and ch.reason == "cached" and not ch.spilled


def test_load_control_weighs_the_wait_against_the_prefill_saved():
    core = _core()
    prefix = list(range(1, 9))  # 512 tokens cached on r0
    core.memory.record(prefix, 0)
    chain = [*prefix, 900]
    P = 9 * U
    assert core.choose(chain, P, [True] * 3).replica == 0  # idle fleet: the cache wins
    core.ledger.routed("x", 0, 20_000)  # about 1 s of prefill queued on r0
    ch = core.choose(chain, P, [True] * 3)
    assert ch.replica != 0 and ch.spilled and ch.reason == "balanced"
    core.ledger.first_token("x")  # the backlog is done: back to the cache
    assert core.choose(chain, P, [True] * 3).replica == 0


@pytest.mark.parametrize("one_prompt, stays", [(True, False), (False, True)])
def test_a_long_prompt_queued_ahead_counts_its_attention(one_prompt, stays):
    """120k tokens queued as one fresh prompt take 18 s on the reference replica (their attention
    pairs), not the 5.8 s their tokens alone say; as 10 prompts of 12k they take about 7 s. A turn
    whose 40k-token history is cached there leaves it behind the long prompt (prefill elsewhere:
    about 13 s weighted) and stays behind the short ones (the rule before counted both as 5.8 s
    and kept the turn behind the long prompt: 18 s to its first token)."""
    core = _core()
    history = list(range(1, 626))  # 625 blocks: 40,000 tokens cached on r0
    core.memory.record(history, 0)
    if one_prompt:
        core.ledger.routed("long", 0, 120_000, cached_tokens=2048)
    else:
        for i in range(10):
            core.ledger.routed(("short", i), 0, 12_000)
    ch = core.choose(history + [5000 + i for i in range(16)], 641 * U, [True, True, False])
    assert (ch.replica == 0) is stays and ch.spilled is not stays


def test_a_fresh_long_prompt_goes_to_the_short_backlog_not_to_fewer_in_flight():
    """Conversation at llm-d's capacity (docs/replay.md, running requests at the plain prefill time): a
    fresh 49k-token prompt, only the system prompt cached anywhere, prefills alike on every replica.
    r0 decodes 57 requests behind 5k queued tokens, r1 26 behind a 96k-token prompt (about 8 s). The
    running requests are only slowed by its prefill, so r0 wins; with their share x the saving weight
    (the rule before) 31 more in flight outweighed the 8 s and it went to r1."""
    core = _core()
    system = list(range(1, 17))
    core.memory.record(system, 0)
    core.memory.record(system, 1)
    for r, decoding, queued in ((0, 57, 5_000), (1, 26, 96_000)):
        for i in range(decoding):
            core.ledger.routed((r, i), r, 1_000)
            core.ledger.first_token((r, i))
        core.ledger.routed((r, "queued"), r, queued, cached_tokens=1024)
    ch = core.choose(system + list(range(100, 850)), 49_024, [True, True, False])
    assert ch.replica == 0 and ch.reason == "cached"


@pytest.mark.parametrize("instances, replica", [(1, 0), (4, 1)])
def test_a_fresh_long_prompt_counts_a_queue_of_short_prompts_in_prompts_of_its_size(instances, replica):
    """Conversation seed 1 at 34.8 req/s (docs/replay.md, the queue in prompts of this size): a fresh
    18k-token prompt, only the system prompt cached anywhere. r0 has 25 short prompts queued (43k
    tokens), r1 16 long ones (323k, 13.6 s more in tokens alone). Counted in requests, r0's 9 more
    queued cost 4 x 9 x 1.1 s and it went to r1; in prompts of its own size r0's queue is 2.5 of them, so one
    instance sends it to r0. Several instances still count in requests (capped, four lost a bracket)."""
    core = _core(instances=instances, home_credit=0.0)
    system = list(range(1, 17))
    core.memory.record(system, 0)
    core.memory.record(system, 1)
    for r, queued, tokens in ((0, 25, 43_000), (1, 16, 323_000)):
        for i in range(queued):
            core.ledger.routed((r, i), r, tokens / queued, cached_tokens=1024)
    ch = core.choose(system + list(range(100, 266)), 18_048, [True, True, False])
    assert ch.replica == replica


def test_a_queue_of_prompts_larger_than_this_one_counts_in_full():
    """A 1k-token prompt sees r0's 4 queued 3k-token prompts as 4 (the queue is not capped there): its
    plain prefill (0.05 s) charged once for each of r0's 3 more queued outweighs the 0.09 s more attention
    r1's one queued 12k-token prompt takes, on the same queued tokens, so r1."""
    core = _core()
    for r, queued in ((0, 4), (1, 1)):
        for i in range(queued):
            core.ledger.routed((r, i), r, 12_000 / queued)
    ch = core.choose(list(range(300, 316)), 1_024, [True, True, False])
    assert ch.replica == 1


def test_queued_requests_with_no_tokens_still_count_in_requests():
    """Requests entered with no prompt tokens (a body with none) leave r0's backlog at 0: its queue of
    4 is then counted in requests, as before the cap ((4 + 4) x 0.05 s), not as empty (4 x 0.05 s), and
    outweighs r1's one queued 2,000-token prompt (0.1 s of backlog, (4 + 1) x 0.05 s)."""
    core = _core()
    for i in range(4):
        core.ledger.routed(("z", i), 0, 0)
    core.ledger.routed("w", 1, 2_000)
    ch = core.choose(list(range(300, 316)), 1_024, [True, True, False])
    assert ch.replica == 1


@pytest.mark.parametrize("pressure_weight, stays", [(3.0, True), (0.0, False)])
def test_full_caches_keep_a_request_where_its_prefix_is(pressure_weight, stays):
    core = _core(kv_blocks=50, pressure_weight=pressure_weight)
    for i in range(600):  # unique traffic fills every replica's cache
        core.memory.record([100_000 + i], i % 3)
    assert core.memory.pressure > 0.9
    prefix = list(range(1, 9))  # 512 tokens cached on r0
    core.memory.record(prefix, 0)
    core.ledger.routed("x", 0, 6000)  # a backlog that outweighs the prefill saved at no pressure
    ch = core.choose([*prefix, 900], 9 * U, [True] * 3)
    assert (ch.replica == 0) is stays and ch.spilled is not stays


def test_unhealthy_replicas_are_never_chosen_even_when_planned_or_cached():
    core = _core()
    core.memory.record([1, 2, 3], 0)
    core.set_plan(Plan(assignments={key_name(3, 3): (("r0", 1.0),)}))
    ch = core.choose([1, 2, 3, 4], 4 * U, [False, True, True])
    assert ch.replica in (1, 2) and not ch.spilled  # only healthy replicas count as holders
    with pytest.raises(ValueError, match="no healthy replica"):
        core.choose([1], U, [False] * 3)


def test_ties_on_an_idle_fleet_follow_the_prefix_and_plan_weights():
    core = _core()
    first = {core.choose([7, i], 2 * U, [True] * 3).replica for i in range(20)}
    assert len(first) == 1  # one prefix, one replica while nothing is loaded
    spread = {core.choose([b, 1], 2 * U, [True] * 3).replica for b in range(60)}
    assert spread == {0, 1, 2}
    core.set_plan(Plan(assignments={key_name(7, 1): (("r1", 0.5), ("r2", 0.5))}))
    got = {core.choose([7, 1000 + i], 2 * U, [True] * 3).replica for i in range(60)}
    assert got == {1, 2}  # both destinations get traffic, by the block below the key


def test_commit_records_the_chain_and_the_prefill_it_adds():
    core = _core()
    core.memory.record([1, 2], 1)
    ch = core.route([1, 2, 3], 3 * U, [False, True, False], request_id="q")
    assert ch.replica == 1 and ch.prefill_tokens == U
    assert core.memory.match([1, 2, 3]) == [0, 3, 0]
    assert core.ledger.pending_tokens[1] == U and core.ledger.in_flight[1] == 1
    core.completed("q", 50)
    assert core.ledger.in_flight[1] == 0
    core.replica_lost(1)
    assert core.memory.match([1, 2, 3]) == [0, 0, 0]


def test_a_full_batch_adds_the_wait_for_a_free_slot():
    dm = DelayModel.from_cost(max_num_seqs=4)
    core = RoutingCore(IDS, [1e6] * 3, U, RoutingConfig(delay=dm, queued_weight=0.0, running_weight=0.0))
    core.memory.record([1, 2], 0)
    for i in range(4):
        core.ledger.routed(i, 0, 0)
        core.ledger.first_token(i)
    # r0 holds the prefix but its batch is full: the slot wait exceeds 128 tokens of prefill
    assert core.choose([1, 2, 3], 3 * U, [True] * 3).replica != 0
    core.ledger.completed(0)
    assert core.choose([1, 2, 3], 3 * U, [True] * 3).replica == 0


def test_core_checks_its_inputs():
    with pytest.raises(ValueError, match="repeat"):
        RoutingCore(("a", "a"), [1, 1], 16)
    with pytest.raises(ValueError, match="block_tokens"):
        RoutingCore(("a",), [1], 0)
    with pytest.raises(ValueError, match="capacity_blocks"):
        PrefixMemory([-1])


@pytest.mark.parametrize("queued_weight, replica", [(1.0, 0), (4.0, 1)])
def test_a_later_turn_stays_with_its_history_behind_a_short_queue(queued_weight, replica):
    """The multi-turn e2e on real engines (docs/results/e2e-utilisation-multiturn.md): r0 holds 1,536 of a
    turn's 1,664 tokens and has 8 short prompts queued (4,000 tokens, 0.2 s); r1 is idle. The turn's
    128-token prefill delays those 8 by 7 ms each, charged at the plain time for the 92 % of the prompt r0
    holds; re-prefilling its history on r1 costs the fleet 4 x 83 ms. At four times that charge (about what
    the rule before charged, the saving weight on all of the prompt) the 8 queued outweigh it and the turn
    leaves its history for the idle replica."""
    core = _core(queued_weight=queued_weight)
    history = list(range(1, 25))
    core.memory.record(history, 0)
    for i in range(8):
        core.ledger.routed(("q", i), 0, 500)
    ch = core.choose([*history, 900, 901], 1_664, [True, True, False])
    assert ch.replica == replica
    assert (ch.reason == "cached") == (replica == 0)


def test_a_replica_that_joins_where_one_left_starts_with_none_of_its_load():
    """A position a replica left is given to the next that joins, 'its memory and load empty': the load the other
    instances reported on the one that left goes with it, as this instance's own does."""
    core = _core(instances=4, peer_load=True)
    core.peers_changed("p", [("r", 7, 1, 500.0, 0.0)])
    core.ledger.routed("own", 1, 300.0)
    assert core.load.in_flight[1] == 2
    core.remove_replica(1)
    assert core.add_replica("new", 64_000) == 1
    assert core.load.in_flight[1] == 0 and core.load.pending[1] == 0 and core.load.pending_tokens[1] == 0.0
