"""Several router instances behind one balancer, as fleets run them for availability and scale.

`Balanced` spreads requests over its instances (round robin, as an L4 balancer or a Kubernetes
Service does) and gives each instance what it would see in production: its own state, and its own
count of requests in flight per replica (`InstanceView.in_flight`), while the figures engines
publish (queue lengths, KV usage, health, and the KV-event feed when the engines send one) are
the same for all. Each instance learns only from the requests it routed, which is what costs
cache-aware routers their hit rate when they are scaled out. With ``peer_s``, instances that report
their load changes (``peer_changes``, CacheRoute's `RoutingConfig.peer_load`) get each other's
reports (``peers_changed``) that long after they were made, as over a network channel between them.

A burst (requests that arrive at the same instant: an agent's parallel calls, a trace whose times are
floored, `Trace.quantized`) is spread as any other traffic, one request per instance in turn in arrival
order, each decided at that instant; a report made then reaches the others at the first arrival at least
``peer_s`` later, so never within the burst: every instance decides its share on the view from before
it, as instances behind a real balancer do (`routing.bursts`). Each instance is told its rank among
them (``instance_rank``, where it takes one).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import Literal, NamedTuple

import numpy as np

from cacheroute_solver.simulator.router_api import FleetView, Router
from cacheroute_solver.simulator.trace import Request

__all__ = ["Balanced", "InstanceEvent", "InstanceView"]


class InstanceView:
    """One instance's view of the fleet: the shared `FleetView`, with its own in-flight counts."""

    __slots__ = ("_own", "_view")

    def __init__(self, view: FleetView, own: np.ndarray) -> None:
        self._view = view
        self._own = own

    @property
    def in_flight(self) -> np.ndarray:
        """Requests this instance sent to each replica and has not seen finish."""
        return self._own

    def __getattr__(self, name: str):
        return getattr(self._view, name)


class InstanceEvent(NamedTuple):
    """A router instance restarts (``instance``: its state is gone, a fresh one takes its place) or
    one is added, at simulated ``time``."""

    time: float
    kind: Literal["restart", "add"]
    instance: int = 0


def _rank(instance: Router, i: int) -> None:
    """Tell ``instance`` its rank among the balancer's instances, where it takes one (CacheRoute's slot in a
    burst: `routing.bursts`)."""
    rank = getattr(instance, "instance_rank", None)
    if rank is not None:
        rank(i)


class Balanced(Router):
    """``instances`` (fresh routers, one per instance) behind a round-robin balancer.

    ``events``: instances restarting or added as the trace plays; ``spawn`` makes the fresh
    instance (a router that shares state with the others, such as CacheRoute's plan, loads it at
    start, as one reading the shared plan store would). A restarted instance forgets the requests it
    had in flight; the balancer stops counting them for it.
    """

    def __init__(
        self,
        instances: Sequence[Router],
        name: str | None = None,
        events: Sequence[InstanceEvent] = (),
        spawn: Callable[[], Router] | None = None,
        peer_s: float | None = None,
    ) -> None:
        if not instances:
            raise ValueError("Balanced needs at least one router instance")
        if peer_s is not None and not peer_s >= 0:
            raise ValueError(f"peer_s must be >= 0 or None, got {peer_s}")
        if events and spawn is None:
            raise ValueError("Balanced: instance events need spawn, the factory of a fresh instance")
        for e in events:
            if e.kind not in ("restart", "add"):
                raise ValueError(f"instance event kind must be 'restart' or 'add', got {e.kind!r}")
        self.events = sorted(events)
        self.spawn = spawn
        self.instances = list(instances)
        self.peer_s = peer_s
        """Delay of the instances' load reports to each other, in simulated seconds (None: none sent)."""
        self._peer_queue: deque[tuple[float, int, list[tuple]]] = deque()
        base = getattr(self.instances[0], "name", type(self.instances[0]).__name__)
        self.name = name or f"{base}x{len(self.instances)}"
        self._owner: dict[int, tuple[int, int]] = {}
        self._next = 0

    def start(self, view: FleetView) -> None:
        n, R = len(self.instances), view.num_replicas
        self.own = np.zeros((n, R), dtype=np.int64)
        self.views = [InstanceView(view, self.own[i]) for i in range(n)]
        self._pending_events = list(self.events)
        self._fleet_view = view
        self._peer_queue.clear()
        self._set_hooks()
        for i, (inst, v) in enumerate(zip(self.instances, self.views, strict=False)):
            _rank(inst, i)
            inst.start(v)  # type: ignore[arg-type]

    def _set_hooks(self) -> None:
        self._hooks = {
            hook: [getattr(type(inst), hook) is not getattr(Router, hook) for inst in self.instances]
            for hook in ("on_first_token", "on_complete", "on_kv_events", "on_membership")
        }
        self._peers = [self.peer_s is not None and hasattr(inst, "peer_changes") for inst in self.instances]

    def _collect(self, i: int, now: float) -> None:
        """Instance ``i``'s load changes since the last call, sent to its peers at ``now``."""
        if self._peers[i]:
            ops = self.instances[i].peer_changes()  # type: ignore[attr-defined]
            if ops:
                self._peer_queue.append((now + (self.peer_s or 0.0), i, ops))

    def _deliver(self, now: float) -> None:
        """The load reports due by ``now``, to every instance but their sender's."""
        q = self._peer_queue
        while q and q[0][0] <= now:
            _, i, ops = q.popleft()
            for j, inst in enumerate(self.instances):
                if j != i and self._peers[j]:
                    inst.peers_changed(i, ops)  # type: ignore[attr-defined]

    def _apply(self, event: InstanceEvent) -> None:
        assert self.spawn is not None
        fresh = self.spawn()
        if event.kind == "restart":
            i = event.instance % len(self.instances)
            stop = getattr(self.instances[i], "stop", None)
            if stop is not None:
                stop()
            for rid, (j, r) in list(self._owner.items()):
                if j == i:
                    self._owner[rid] = (-1, r)
            self.own[i] = 0
            self.instances[i] = fresh
            self._peer_queue = deque(x for x in self._peer_queue if x[1] != i)
            for j, inst in enumerate(self.instances):
                if j != i and self.peer_s is not None and hasattr(inst, "peer_gone"):
                    inst.peer_gone(i)
        else:
            self.instances.append(fresh)
            self.own = np.vstack([self.own, np.zeros((1, self.own.shape[1]), dtype=np.int64)])
            self.views = [InstanceView(self._fleet_view, self.own[k]) for k in range(len(self.instances))]
            i = len(self.instances) - 1
        self._set_hooks()
        _rank(fresh, i)
        fresh.start(self.views[i])  # type: ignore[arg-type]

    def route(self, request: Request, view: FleetView) -> int:
        while self._pending_events and self._pending_events[0].time <= view.now:
            self._apply(self._pending_events.pop(0))
        i = self._next % len(self.instances)
        self._next += 1
        if self._peer_queue:
            self._deliver(view.now)
        r = int(self.instances[i].route(request, self.views[i]))  # type: ignore[arg-type]
        self._collect(i, view.now)
        self.own[i, r] += 1
        self._owner[request.index] = (i, r)
        return r

    def on_first_token(self, request: Request, replica: int, view: FleetView) -> None:
        i, _ = self._owner.get(request.index, (-1, -1))
        if i >= 0 and self._hooks["on_first_token"][i]:
            self.instances[i].on_first_token(request, replica, self.views[i])  # type: ignore[arg-type]
            self._collect(i, view.now)

    def on_complete(self, request: Request, replica: int, view: FleetView) -> None:
        i, r = self._owner.pop(request.index, (-1, -1))
        if i < 0:
            return
        self.own[i, r] -= 1
        if self._hooks["on_complete"][i]:
            self.instances[i].on_complete(request, replica, self.views[i])  # type: ignore[arg-type]
            self._collect(i, view.now)

    def on_kv_events(self, replica: int, events: list[tuple[bool, int]], view: FleetView) -> None:
        for i, inst in enumerate(self.instances):
            if self._hooks["on_kv_events"][i]:
                inst.on_kv_events(replica, events, self.views[i])  # type: ignore[arg-type]

    def on_membership(self, replica: int, up: bool, view: FleetView) -> None:
        for i, inst in enumerate(self.instances):
            if self._hooks["on_membership"][i]:
                inst.on_membership(replica, up, self.views[i])  # type: ignore[arg-type]

    @property
    def counts(self) -> dict[str, int]:
        """The instances' counters summed (CacheRoute: how requests were routed)."""
        out: dict[str, int] = {}
        for inst in self.instances:
            for k, v in getattr(inst, "counts", {}).items():
                out[k] = out.get(k, 0) + int(v)
        return out
