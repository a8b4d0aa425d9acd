"""Where each attempt of a request goes: the routing core when this router routes by plans (or has gone
live), a cache-blind baseline otherwise, with the core's own decision beside it in shadow mode."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from cacheroute_solver.adapter.metrics import Counters, Histogram
from cacheroute_solver.adapter.plan_routing import Decision, PlanRouting
from cacheroute_solver.adapter.request_keys import RequestChain
from cacheroute_solver.adapter.store import PlanStore

from .config import RouterConfig
from .fleet.membership import Membership
from .operations.switch import Switch

__all__ = ["Decider"]


class Decider:
    """The decision per attempt, and (``keep_decisions``) the list of them for tests and replays."""

    def __init__(
        self,
        config: RouterConfig,
        counters: Counters,
        routing: PlanRouting,
        store: PlanStore,
        membership: Membership,
        switch: Switch,
        load: Callable[[str], int],
    ) -> None:
        """``load(url)``: the attempts in flight there (the least-loaded baseline's measure)."""
        self.config = config
        self.counters = counters
        self.routing = routing
        self.store = store
        self.membership = membership
        self.switch = switch
        self.load = load
        self.decisions: list[Decision] = []
        self.keep_decisions = False
        self._took: dict[tuple[str, str], Histogram] = {}
        """cacheroute_routing_decision_duration_seconds per replica chosen."""
        self._generation = counters.generation

    def choose(
        self,
        chain: RequestChain | Sequence[int],
        request_id: str,
        exclude: Sequence[str] = (),
        trip: dict[str, Any] | None = None,
    ) -> Decision:
        """Where the next attempt of a request goes (``exclude``: endpoints already tried).

        With ``policy='plan'``, or live after a switch (`switch`), the routing core decides and enters
        the attempt in its ledger (the proxy reports its first byte and its end); the baselines balance
        cache-blind. The mode is read once per attempt: a switch takes effect between requests. Its time goes
        to cacheroute_routing_decision_duration_seconds.
        """
        start = time.perf_counter()
        candidates = self.membership.candidates(exclude, trip.get("serving") if trip is not None else None)
        if not candidates:
            raise LookupError("no upstream left to try")
        if trip is not None and trip.get("prefer") in candidates:  # where the call's state is (`responses`)
            candidates = [trip["prefer"]]
        hashes, prompt = (chain.hashes, chain.prompt_tokens) if isinstance(chain, RequestChain) else (chain, None)
        if self.config.policy == "plan" or self.switch.live:
            decision = self.routing.decide(hashes, candidates, None, request_id, prompt)
        else:
            policy = "round_robin" if self.config.policy == "round_robin" else "least_loaded"
            url = self.routing.blind(candidates, self.load, policy)
            self.counters.inc("cacheroute_decisions_total", kind="baseline", reason=policy)
            ticket = None
            held = 0
            if self.config.shadow:
                would = self.routing.shadow(hashes, candidates, url, prompt)
                ticket, held = would.ticket, would.actual_cached_tokens
                agree = "yes" if would.url == url else "no"
                self.counters.inc("cacheroute_shadow_decisions_total", agree=agree, reason=str(would.reason))
                if trip is not None:
                    trip["shadow"] = would
            decision = Decision(
                url=url,
                replica_id=self.routing.id_of.get(url),
                key=None,
                reason="baseline",
                spilled=False,
                epoch=self.store.epoch,
                ticket=ticket,
                cached_tokens=held,
            )
        if self.keep_decisions:
            self.decisions.append(decision)
        replica = decision.replica_id or decision.url
        model = trip.get("model_label", "") if trip is not None else ""
        if self._generation != self.counters.generation:  # series dropped (replicas that left): made again
            self._took.clear()
            self._generation = self.counters.generation
        took = self._took.get((model, replica))
        if took is None:
            took = self._took[(model, replica)] = self.counters.histogram(
                "cacheroute_routing_decision_duration_seconds", model=model, replica=replica
            )
        took.observe(time.perf_counter() - start)
        return decision
