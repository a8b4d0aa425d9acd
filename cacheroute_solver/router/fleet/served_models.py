"""Which models each replica serves, so that a request goes only to replicas that serve its ``model``.

Declared per replica (`ReplicaEndpoint.models`, ``adapters``) or, where not declared, read from the replica's
``GET /v1/models`` (every ``discovery.models_s``, and as soon as a replica joins): vLLM lists its served model
names there, and its LoRA adapters with their base model as ``parent``. An adapter is served by the replicas that
list it, on the same engines as its base model. A replica not read yet (or that does not answer) may serve any
model, as a router that reads no model does.

`salt` gives a request's chain its own seed where vLLM's KV of the same tokens differs (`prefix.salt_seed`): the
adapter, ``cache_salt``, and the base model where the replicas serve several; with one base model, no adapter
and no salt, the chain is as it always was.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from aiohttp import ClientSession, ClientTimeout

from cacheroute_solver.adapter.plan_routing import ReplicaEndpoint, normalize_url
from cacheroute_solver.prefix import salt_seed

__all__ = ["Served", "ServedModels", "model_label", "parse_models"]

log = logging.getLogger("cacheroute.router")


@dataclass(frozen=True)
class Served:
    """The models one replica serves: its base model names (the first is the one its adapters are on) and its
    adapters, each with its base model."""

    bases: tuple[str, ...]
    adapters: dict[str, str] = field(default_factory=dict)

    def serves(self, model: str) -> bool:
        return model in self.bases or model in self.adapters


def parse_models(body: Any) -> Served:
    """`Served` from a ``/v1/models`` answer (`ValueError` for another shape)."""
    data = body.get("data") if isinstance(body, dict) else None
    if not isinstance(data, list):
        raise ValueError("a /v1/models answer has a 'data' list")
    bases: list[str] = []
    adapters: dict[str, str] = {}
    for card in data:
        if not isinstance(card, dict) or not isinstance(card.get("id"), str):
            continue
        parent = card.get("parent")
        if isinstance(parent, str) and parent:
            adapters[card["id"]] = parent
        else:
            bases.append(card["id"])
    return Served(tuple(bases), adapters)


class ServedModels:
    """The models of every replica (module docstring); read on the loop, written on it too."""

    def __init__(
        self,
        replicas: Iterable[ReplicaEndpoint],
        poll_s: float | None = 30.0,
        timeout_s: float = 2.0,
        auth: Mapping[str, str] | None = None,
    ):
        """``auth``: per replica URL, the ``Authorization`` its engine's API key makes (the proxy's, kept up to date
        as replicas come and go): vLLM's ``--api-key`` guards ``/v1/models`` like every ``/v1`` route."""
        self.poll_s = poll_s
        self.timeout_s = timeout_s
        self.auth: Mapping[str, str] = auth if auth is not None else {}
        self.urls: list[str] = []
        self.served: dict[str, Served] = {}
        """Per replica URL, what it serves (absent: not known yet)."""
        self._declared: set[str] = set()
        self._memo: dict[tuple[str, Any], Any] = {}
        """Answers worked out per model since the last change (`_set`)."""
        self._unread: asyncio.Event | None = None
        """Set when a replica that declares no models joins (made on the loop, by `run`)."""
        for r in replicas:
            self.add(r)

    def _set(self, urls: list[str] | None = None, served: dict[str, Served] | None = None) -> None:
        """A change of the replicas or of what they serve: the answers worked out per model are made again (a
        request reads them once each: `serving`, `salt`, `names` are on every request's path)."""
        if urls is not None:
            self.urls = urls
        if served is not None:
            self.served = served
        self._memo = {}

    def _memoized(self, what: str, key: Any, make: Any) -> Any:
        memo = self._memo
        if (what, key) not in memo:
            if len(memo) > 4096:  # clients' names for models: bounded
                memo.clear()
            memo[(what, key)] = make()
        return memo[(what, key)]

    def add(self, r: ReplicaEndpoint) -> None:
        """A replica joins: its declared models, or its /v1/models read at the next turn."""
        url = normalize_url(r.url)
        if url not in self.urls:
            self._set(urls=[*self.urls, url])
        if r.models:
            self._declared.add(url)
            base = r.models[0]
            self._set(served={**self.served, url: Served(tuple(r.models), dict.fromkeys(r.adapters, base))})
        elif self._unread is not None:
            self._unread.set()

    def remove(self, url: str) -> None:
        self._set(urls=[u for u in self.urls if u != url], served={u: s for u, s in self.served.items() if u != url})
        self._declared.discard(url)

    def serving(self, model: Any) -> list[str] | None:
        """The replicas (URLs) that may serve ``model``: those that list it and those not read yet; None when no
        replica's models are known or the request names no model (every replica)."""
        if not self.served or not isinstance(model, str):
            return None
        return self._memoized(
            "serving", model, lambda: [u for u in self.urls if u not in self.served or self.served[u].serves(model)]
        )

    def _base(self, model: str) -> tuple[str | None, str | None]:
        """(base model, adapter) of ``model`` as the replicas list it ((model, None) for a base or unknown one)."""
        for s in self.served.values():
            if model in s.adapters:
                base = s.adapters[model]
                return self._canonical(base), model
        return self._canonical(model), None

    def _canonical(self, base: str) -> str:
        """A base model's first name on the replicas that list it (a model served under several names, one KV)."""
        for s in self.served.values():
            if base in s.bases:
                return s.bases[0]
        return base

    def base(self, model: Any) -> str | None:
        """The base model a request for ``model`` is planned with, where the replicas serve several (None: one, a
        request that names none, or a model no replica lists: a client's name must not start a plan of its own)."""
        if not isinstance(model, str) or not self.several:
            return None
        return self._memoized("base", model, lambda: self._listed_base(model))

    def _listed_base(self, model: str) -> str | None:
        base = self._base(model)[0]
        return base if any(base in s.bases for s in self.served.values()) else None

    def replicas_of(self, base: str) -> list[str]:
        """The replicas (URLs) whose first model is ``base`` (where its adapters are too)."""
        return [u for u, s in self.served.items() if s.bases and self._canonical(s.bases[0]) == base]

    @property
    def several(self) -> bool:
        """Whether the replicas serve more than one base model."""
        return self._memoized("several", None, lambda: len({s.bases[0] for s in self.served.values() if s.bases}) > 1)

    def salt(self, model: Any, cache_salt: Any = None) -> int | None:
        """The seed of a request's chain (`prefix.salt_seed`; None: unsalted), from its ``model`` and
        ``cache_salt``."""
        salt = cache_salt if isinstance(cache_salt, str) and cache_salt else None
        if not isinstance(model, str) or not self.served:
            return salt_seed(None, None, salt)
        if salt is None:
            return self._memoized("salt", model, lambda: self._salt(model, None))
        return self._salt(model, salt)

    def _salt(self, model: str, salt: str | None) -> int | None:
        base, adapter = self._base(model)
        return salt_seed(base if self.several else None, adapter, salt)

    def replica_salt(self, url: str | None, adapter: str | None) -> int | None:
        """The seed of the chains of requests for ``adapter`` (None: the base model) on the replica at ``url``: what
        its engine's KV events map into (`kv_events`)."""
        s = self.served.get(url) if url is not None else None
        base = s.bases[0] if s is not None and s.bases else None
        return salt_seed(base if self.several else None, adapter, None)

    def count(self, counters: Any, model: Any, route: str) -> None:
        """One request for ``model`` on ``route`` (``cacheroute_model_requests_total{model,route}``)."""
        counters.inc("cacheroute_model_requests_total", model=model_label(self, model), route=route)

    def names(self) -> list[str]:
        """Every model name a replica lists (bases, then adapters)."""
        return self._memoized("names", None, self._names)

    def _names(self) -> list[str]:
        out: dict[str, None] = {}
        for s in self.served.values():
            out.update(dict.fromkeys(s.bases))
        for s in self.served.values():
            out.update(dict.fromkeys(s.adapters))
        return list(out)

    # ---- reading /v1/models ---------------------------------------------------------------------

    async def read(self, session: ClientSession, url: str) -> bool:
        """Read one replica's /v1/models, with its engine's key where it has one; whether it answered with a model
        list."""
        auth = self.auth.get(url)
        try:
            timeout = ClientTimeout(total=self.timeout_s)
            headers = {"Authorization": auth} if auth is not None else None
            async with session.get(url + "/v1/models", timeout=timeout, headers=headers) as r:
                if r.status != 200:
                    return False
                served = parse_models(await r.json(content_type=None))
        except Exception:  # noqa: BLE001 - a replica that does not list its models may serve any
            return False
        if url in self.urls and url not in self._declared:
            if self.served.get(url) != served:
                log.info("replica %s serves %s", url, ", ".join([*served.bases, *served.adapters]) or "no model")
            self._set(served={**self.served, url: served})
        return True

    async def run(self, session: ClientSession) -> None:
        """Read the replicas that declare no models every ``poll_s``, and those not read yet at once."""
        self._unread = asyncio.Event()
        last = -1.0
        loop = asyncio.get_running_loop()
        while True:
            due = self.poll_s is not None and loop.time() - last >= self.poll_s
            todo = [u for u in self.urls if u not in self._declared and (due or u not in self.served)]
            if due:
                last = loop.time()
            if todo:
                await asyncio.gather(*(self.read(session, u) for u in todo))
            self._unread.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(1.0):
                    await self._unread.wait()


def model_label(served: ServedModels, model: Any) -> str:
    """The ``model`` label of a request's series: its model where a replica lists it, else "other" (a client's
    name for a model no replica lists must not make a series of its own)."""
    return (
        model if isinstance(model, str) and served.serving(model) is not None and model in served.names() else "other"
    )
