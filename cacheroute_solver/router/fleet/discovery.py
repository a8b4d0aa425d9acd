"""Replica discovery while the router runs: the config file read again when it changes, and the replicas' host
names resolved again every period, each address a replica (a Kubernetes headless Service's name resolves to
its ready pods' addresses: the simplest discovery, with no access to the Kubernetes API).

Both end in `ReplicaSet.replace`. From the file only ``replicas`` is taken live; a file that changes anything else is refused with one log line that names the fields, and the
running config is kept whole (restart to apply them). A name that resolves to nothing, fails to resolve, or is
not resolved within ``dns_timeout_s`` keeps the addresses it had: a resolver's hiccup is likelier than a fleet of
none. Of a name's addresses, those of one family are replicas (``dns_family``: a dual-stack pod has two, one
engine)."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import os
import socket
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Literal, Protocol
from urllib.parse import urlsplit, urlunsplit

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from cacheroute_solver.adapter.plan_routing import ReplicaEndpoint, url_host

__all__ = ["Discovery", "DiscoveryConfig", "Lookups", "Resolver", "expand", "of_family", "system_resolver"]

log = logging.getLogger("cacheroute.router")

Resolver = Callable[[str, int], Awaitable[Sequence[str]]]
"""``resolve(host, port)``: the host's addresses now."""

LIVE_FIELDS = frozenset({"replicas"})
"""The config fields a file read again may change while the router runs."""


class Replicas(Protocol):
    """What discovery changes (`ReplicaSet`, which imports the config, whose settings are here)."""

    def replace(self, endpoints: Iterable[ReplicaEndpoint], source: str) -> tuple[list[str], list[str]]: ...


class DiscoveryConfig(BaseModel):
    """How the router learns of replicas that come and go while it runs."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    dns_s: float | None = Field(
        default=None,
        gt=0.0,
        description="Resolve the host names in the replicas' URLs every this many seconds, each address a replica "
        "(id '<id>-<address>'): a Kubernetes headless Service's name lists its ready pods. None: names are "
        "resolved per connection, one replica per URL.",
    )
    dns_family: Literal["prefer_ipv4", "prefer_ipv6", "ipv4", "ipv6"] = Field(
        default="prefer_ipv4",
        description="Which addresses of a name are replicas: a pod of a dual-stack Service has an A and an AAAA "
        "record, one engine. prefer_ipv4: the IPv4 ones where the name has any, else the IPv6 ones (most "
        "Kubernetes Services are IPv4 first); prefer_ipv6 the other way round; ipv4 or ipv6: that family alone.",
    )
    dns_timeout_s: float = Field(
        default=2.0,
        gt=0.0,
        description="A name not resolved within this keeps its last addresses, and the replica changes waiting "
        "behind the round (a config file read again) go on; a lookup still hanging is not started again.",
    )
    models_s: float | None = Field(
        default=30.0,
        gt=0.0,
        description="Read the models of the replicas that declare none (GET /v1/models) every this many seconds, "
        "and as soon as one joins (`router.fleet.served_models`). None: only when one joins.",
    )
    file_poll_s: float | None = Field(
        default=2.0,
        gt=0.0,
        description="Check the config file this often and, once a change has stayed for one check, take its "
        "replicas live (nothing else: a change of another field is refused and logged). None: the file is read "
        "once.",
    )


async def system_resolver(host: str, port: int) -> list[str]:
    """The host's addresses by the system's resolver (``getaddrinfo``, as a connection would resolve it)."""
    infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return sorted({str(info[4][0]) for info in infos})


def _is_address(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def _with_host(url: str, old: str, address: str) -> str:
    """``url`` with its host ``old`` replaced by ``address`` (bracketed where it is IPv6)."""
    parts = urlsplit(url)
    host = url_host(address)
    netloc = host if parts.port is None else f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def of_family(addresses: Iterable[str], family: str) -> list[str]:
    """The ``addresses`` that are replicas under ``DiscoveryConfig.dns_family``."""
    v4 = [a for a in addresses if ":" not in a]
    v6 = [a for a in addresses if ":" in a]
    return {"ipv4": v4, "ipv6": v6, "prefer_ipv4": v4 or v6, "prefer_ipv6": v6 or v4}[family]


class Lookups:
    """Each name's last addresses, and its lookup in flight: a lookup that outlives ``dns_timeout_s`` is left to end
    on its own (the system resolver runs in a thread no one can stop) and is not started again meanwhile, so a
    hung resolver holds one thread per name, not one more every round."""

    def __init__(self, settings: DiscoveryConfig | None = None) -> None:
        self.settings = settings or DiscoveryConfig()
        self.known: dict[str, list[str]] = {}
        self.pending: dict[str, asyncio.Future[Sequence[str]]] = {}

    async def addresses(self, resolve: Resolver, host: str, port: int) -> list[str] | None:
        """The name's addresses now, of the configured family (None: no answer in time, or an error, logged)."""
        task = self.pending.get(host)
        if task is None or task.done():
            task = self.pending[host] = asyncio.ensure_future(resolve(host, port))
            task.add_done_callback(_retrieved)
        try:
            async with asyncio.timeout(self.settings.dns_timeout_s):
                found = await asyncio.shield(task)
        except TimeoutError:
            log.warning("%s not resolved within %g s; keeping its last addresses", host, self.settings.dns_timeout_s)
            return None
        except (OSError, UnicodeError) as e:
            log.warning("%s does not resolve (%s); keeping its last addresses", host, e)
            return None
        return of_family(found, self.settings.dns_family)

    def cancel(self) -> None:
        for task in self.pending.values():
            task.cancel()
        self.pending.clear()


def _retrieved(task: asyncio.Future[Sequence[str]]) -> None:
    """A lookup's error is read where it is awaited; one nobody awaited any more is read here (not logged)."""
    if not task.cancelled():
        task.exception()


async def expand(
    declared: Sequence[ReplicaEndpoint],
    resolve: Resolver,
    known: dict[str, list[str]] | None = None,
    lookups: Lookups | None = None,
) -> list[ReplicaEndpoint]:
    """The replicas ``declared`` names: one per address of a URL's host name (of the family
    ``discovery.dns_family`` takes; its KV-event endpoint on the same host moved along), an address or
    ``localhost`` as it is. The names are resolved together, each within ``dns_timeout_s`` (`Lookups`). ``known``:
    each name's last addresses, kept for a name that resolves to none now (updated in place; the lookups' own by
    default)."""
    lookups = lookups or Lookups()
    known = lookups.known if known is None else known
    names: dict[str, int] = {}
    for r in declared:
        parts = urlsplit(r.url)
        host = parts.hostname or ""
        if not (_is_address(host) or host == "localhost"):
            names.setdefault(host, parts.port or (443 if parts.scheme == "https" else 80))
    found = await asyncio.gather(*(lookups.addresses(resolve, h, p) for h, p in names.items()))
    for host, addresses in zip(names, found, strict=True):
        if addresses:
            known[host] = addresses
    out: list[ReplicaEndpoint] = []
    for r in declared:
        host = urlsplit(r.url).hostname or ""
        if host not in names:
            out.append(r)
            continue
        addresses = known.get(host, [])
        if not addresses:
            log.warning("replica %s: %s resolves to no address; no replica for it yet", r.id, host)
        for a in addresses:
            update = {"id": f"{r.id}-{a}", "url": _with_host(r.url, host, a)}
            bracketed = url_host(a)
            for name in ("kv_events", "kv_events_replay"):
                endpoint = getattr(r, name)
                if endpoint is not None:
                    update[name] = endpoint.replace(f"//{host}:", f"//{bracketed}:")
            try:  # checked as a replica given in the config is (its id goes in every answer's header)
                out.append(ReplicaEndpoint.model_validate({**r.model_dump(), **update}))
            except ValidationError as e:
                problem = e.errors(include_url=False)[0]
                log.warning("replica %s: %s gives no replica: %s: %s", r.id, host, problem["loc"][0], problem["msg"])
    return out


class Discovery:
    """The loops that keep a `ReplicaSet` as the config file and DNS say (module docstring)."""

    def __init__(
        self,
        config: object,
        replicas: Replicas,
        path: str | None = None,
        load: Callable[[str], object] | None = None,
        resolve: Resolver | None = None,
    ) -> None:
        """``config``: the `RouterConfig` running; ``path``: its file, read again by ``load(path)`` (default:
        JSON); ``resolve``: the resolver (default `system_resolver`; tests give their own)."""
        self.config = config
        self.settings: DiscoveryConfig = config.discovery  # type: ignore[attr-defined]
        self.replicas = replicas
        self.path = path
        self._load = load
        self.resolve: Resolver = resolve or system_resolver
        self.declared: tuple[ReplicaEndpoint, ...] = tuple(config.replicas)  # type: ignore[attr-defined]
        self.lookups = Lookups(self.settings)
        self._file_config: object | None = None
        self._sig: tuple[int, int] | None = None
        """The file's signature (mtime, size) when it was last read."""
        self._settling: tuple[int, int] | None = None
        """Its signature at the last look (`poll_file`)."""
        self._tasks: list[asyncio.Task[None]] = []
        self._applying = asyncio.Lock()
        """One `apply` at a time: a DNS round resolves the names of its time, and must not end after a file read
        meanwhile has changed them."""

    async def start(self) -> None:
        """Resolve the names once before traffic, then run the loops."""
        if self.settings.dns_s is not None:
            await self.apply("dns")
            self._tasks.append(asyncio.create_task(self._dns_loop()))
        if self.path is not None and self.settings.file_poll_s is not None:
            self._sig = self._signature()
            with contextlib.suppress(Exception):  # the file as read, before any override on the command line
                self._file_config = await asyncio.to_thread(self._read)
            file_replicas = tuple(getattr(self._file_config, "replicas", self.declared))
            if file_replicas != self.declared:  # written since the config was read, while the router started
                self.declared = file_replicas
                await self.apply("file")
            self._tasks.append(asyncio.create_task(self._file_loop()))

    async def stop(self) -> None:
        tasks, self._tasks = self._tasks, []
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        self.lookups.cancel()

    async def apply(self, source: str) -> None:
        """The replicas set to what ``declared`` names now (names resolved with DNS discovery on)."""
        async with self._applying:
            wanted = list(self.declared)
            if self.settings.dns_s is not None:
                wanted = await expand(self.declared, self.resolve, lookups=self.lookups)
            if not wanted:
                log.warning("replica discovery (%s) found no replica; keeping the ones routed to", source)
                return
            try:
                self.replicas.replace(wanted, source)
            except ValueError as e:  # ReplicaChange: a URL taken by another replica
                log.warning("replica discovery (%s) not applied: %s", source, e)

    async def _dns_loop(self) -> None:
        assert self.settings.dns_s is not None
        while True:
            await asyncio.sleep(self.settings.dns_s)
            try:
                await self.apply("dns")
            except Exception:
                log.exception("replica discovery by DNS failed; keeping the replicas routed to")

    def _signature(self) -> tuple[int, int] | None:
        assert self.path is not None
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return (st.st_mtime_ns, st.st_size)

    async def _file_loop(self) -> None:
        assert self.settings.file_poll_s is not None
        while True:
            await asyncio.sleep(self.settings.file_poll_s)
            try:
                await self.poll_file()
            except Exception:
                log.exception("config file %s read again: not applied", self.path)

    async def poll_file(self) -> bool:
        """One look at the file; it is read again (`reread`) once a change has stayed for one look: a file being
        written, part of which often reads as a valid config with fewer replicas (YAML cut after a replica), is
        not taken. Whether it was read (a file removed keeps the replicas)."""
        sig, settled = self._signature(), self._settling
        self._settling = sig
        if sig is None or sig == self._sig or sig != settled:
            return False
        self._sig = sig
        await self.reread()
        return True

    def _read(self) -> object:
        assert self.path is not None
        if self._load is not None:
            return self._load(self.path)
        with open(self.path, "rb") as f:
            return type(self.config).model_validate_json(f.read())  # type: ignore[attr-defined]

    async def reread(self) -> bool:
        """Read the config file again and take its replicas live; False (logged, naming the fields) when it
        changes fields that cannot change while the router runs, does not read, or was written again while it was
        read (read at the next look)."""
        before = self._signature()
        try:
            new = await asyncio.to_thread(self._read)
        except Exception as e:  # noqa: BLE001 - a file that does not read is the same refusal, logged
            log.warning("config file %s changed but does not read; the running config is kept: %s", self.path, e)
            return False
        if self._signature() != before:
            log.info("config file %s written while it was read; read again at the next look", self.path)
            self._sig = None
            return False
        running = self._file_config or self.config
        fields = type(new).model_fields  # type: ignore[attr-defined]
        changed = sorted(n for n in fields if getattr(new, n) != getattr(running, n) and n not in LIVE_FIELDS)
        if changed:
            log.warning(
                "config file %s changed %s, which cannot change while the router runs: not applied (restart to "
                "apply); the running config is kept",
                self.path,
                ", ".join(changed),
            )
            return False
        self._file_config = new
        self.declared = tuple(new.replicas)  # type: ignore[attr-defined]
        await self.apply("file")
        return True
