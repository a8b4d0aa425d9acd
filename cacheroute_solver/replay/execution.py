"""Execution: independent simulations run serially, on a local process pool, or on Ray.

A comparison, a shadow replay or a sweep is many simulations that share no state: each is a
`SimTask` (which router, at which rate) on a `Scenario` (the trace, the fleet, the engine and the
routers by name). An `Executor` runs them: `Serial` in this process, `LocalPool` on a process
pool of this machine (default: every core), `RayCluster` on Ray (a cluster's address, or a local
instance). The scenario travels once per worker (a pool initializer, ``ray.put``); a task is a
name and a rate. Router factories may be closures: the scenario is pickled with cloudpickle.

`run_jobs` schedules *jobs*. A job is a serial decision sequence, such as a capacity search
(which rate comes next depends on whether the last one held the SLO), written as a pure function
of the results known so far (`Job.walk`). Every task some job's sequence needs next runs first;
workers left free run the tasks a sequence would need next under each possible result of the
ones still running (speculation, breadth first). A job reads only the results of the tasks its
own sequence chooses, so its answer is the serial answer whatever the executor and whatever was
speculated: a speculated simulation the sequence does not take is wasted time, never a changed
answer. Simulations are deterministic given their task and scenario, in any process.
"""

from __future__ import annotations

import itertools
import os
import threading
import time
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Any, Protocol

import cloudpickle

from cacheroute_solver.models import Fleet
from cacheroute_solver.simulator import EngineConfig, MembershipEvent, Router, SimReport, Trace, simulate

__all__ = [
    "ExecutionStats",
    "Executor",
    "Job",
    "LocalPool",
    "RayCluster",
    "Runs",
    "Scenario",
    "Serial",
    "Session",
    "SimOutcome",
    "SimTask",
    "executor_for",
    "run_jobs",
    "run_simulation",
    "scale_membership",
]


@dataclass(frozen=True)
class SimTask:
    """One simulation: the router called ``router`` in the scenario, on its trace time-scaled to
    ``rate`` req/s (None: the trace as recorded)."""

    router: str
    rate: float | None = None


@dataclass(frozen=True)
class Scenario:
    """What every task of a batch shares; sent once to each worker."""

    trace: Trace
    fleet: Fleet
    routers: Mapping[str, Callable[[], Router]]
    engine: EngineConfig | None = None
    membership: Sequence[MembershipEvent] = ()
    """Replica loss, return and scale-up at the trace's own times; a task at another rate gets them
    at the same points of the time-scaled trace (`scale_membership`)."""


@dataclass(frozen=True)
class SimOutcome:
    """A simulation's report and what the router counted, with the worker's time spent on it."""

    router: str
    """The router's own name (`Router.name`)."""
    report: SimReport
    counts: Mapping[str, int]
    fallbacks: int
    cpu_s: float
    wall_s: float


def scale_membership(membership: Sequence[MembershipEvent], trace: Trace, rate: float) -> list[MembershipEvent]:
    """Membership events at the same points of the trace once it is time-scaled to ``rate``."""
    if not membership:
        return []
    t0 = float(trace.arrival[0]) if len(trace) else 0.0
    factor = trace.mean_rate / rate
    return [e._replace(time=(e.time - t0) * factor) for e in membership]


def run_simulation(scenario: Scenario, task: SimTask) -> SimOutcome:
    """Run ``task`` with a fresh router from ``scenario``: the body of every worker."""
    c0, t0 = time.process_time(), time.perf_counter()
    router = scenario.routers[task.router]()
    if task.rate is None:
        trace, membership = scenario.trace, list(scenario.membership)
    else:
        trace = scenario.trace.with_rate(task.rate)
        membership = scale_membership(scenario.membership, scenario.trace, task.rate)
    report = simulate(trace, scenario.fleet, router, scenario.engine, membership=membership).report
    counts = {str(k): int(v) for k, v in (getattr(router, "counts", None) or {}).items()}
    return SimOutcome(
        router=getattr(router, "name", type(router).__name__),
        report=report,
        counts=counts,
        fallbacks=int(getattr(router, "fallback_count", 0)),
        cpu_s=time.process_time() - c0,
        wall_s=time.perf_counter() - t0,
    )


# ---- executors -----------------------------------------------------------------------------


@dataclass
class ExecutionStats:
    """Simulations an executor ran, how many the serial orders used, and their worker CPU time."""

    simulations: int = 0
    used: int = 0
    cpu_s: float = 0.0
    wall_s: float = 0.0

    def __post_init__(self) -> None:
        self._lock = threading.Lock()

    def add(self, outcome: SimOutcome) -> None:
        with self._lock:
            self.simulations += 1
            self.cpu_s += outcome.cpu_s
            self.wall_s += outcome.wall_s

    def took(self, n: int) -> None:
        with self._lock:
            self.used += n

    @property
    def speculated_unused(self) -> int:
        return self.simulations - self.used


class Session(ABC):
    """An executor's workers loaded with one scenario: submit tasks, wait for finished ones.
    Several sessions of one executor may be open at once (one per thread): they share its slots."""

    slots: int
    """Simulations that run at once."""

    @abstractmethod
    def submit(self, task: SimTask, speculative: bool = False) -> bool:
        """Start ``task``: a task some serial order needs waits for a free slot; a speculative one
        is started only if a slot is free now (returns False when it was not started)."""

    @abstractmethod
    def wait(self) -> list[tuple[SimTask, SimOutcome | BaseException]]:
        """Block until at least one submitted task has finished; every finished one, once."""

    def close(self) -> None:  # noqa: B027 optional hook: a no-op unless overridden
        """Stop what is still running (speculation the serial order did not take)."""


class _Slots:
    """An executor's simulations at once, shared by its open sessions."""

    def __init__(self, n: int) -> None:
        self.n = n
        self._sem = threading.Semaphore(n)
        self._lock = threading.Lock()
        self._held: set[int] = set()
        self._ids = itertools.count()

    def take(self, block: bool) -> int | None:
        if not self._sem.acquire(blocking=block):
            return None
        with self._lock:
            token = next(self._ids)
            self._held.add(token)
        return token

    def give(self, token: int) -> None:
        """Free ``token``'s slot; idempotent (a finished task and a closed session may both give)."""
        with self._lock:
            if token not in self._held:
                return
            self._held.remove(token)
        self._sem.release()


class Executor(ABC):
    """Runs simulations of a scenario (`open`); a context manager. Comparisons in several threads
    may share one executor: their sessions share its workers, needed tasks before speculation."""

    def __init__(self) -> None:
        self.stats = ExecutionStats()

    @abstractmethod
    def open(self, scenario: Scenario) -> Session: ...

    def close(self) -> None:  # noqa: B027 optional hook: a no-op unless overridden
        """Release what the executor holds (a Ray instance it started)."""

    def __enter__(self) -> Executor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Serial(Executor):
    """Every simulation in the calling thread, one after another, in the order submitted."""

    def open(self, scenario: Scenario) -> Session:
        return _SerialSession(scenario)

    def __repr__(self) -> str:
        return "Serial()"


class _SerialSession(Session):
    slots = 1

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.queue: deque[SimTask] = deque()

    def submit(self, task: SimTask, speculative: bool = False) -> bool:
        self.queue.append(task)
        return True

    def wait(self) -> list[tuple[SimTask, SimOutcome | BaseException]]:
        task = self.queue.popleft()
        try:
            return [(task, run_simulation(self.scenario, task))]
        except Exception as e:  # noqa: BLE001 - handed to the scheduler, raised where the serial order needs it
            return [(task, e)]


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


_WORKER: Scenario | None = None
"""The scenario this pool worker process was started with."""


def _load_scenario(blob: bytes) -> None:
    global _WORKER
    _WORKER = cloudpickle.loads(blob)


def _pool_task(task: SimTask) -> SimOutcome:
    assert _WORKER is not None, "worker started without a scenario"
    return run_simulation(_WORKER, task)


class LocalPool(Executor):
    """A process pool on this machine: ``workers`` simulations at once (default: every core this
    process may use). Each `open` starts ``workers`` processes that load the scenario once; open
    sessions together run at most ``workers`` simulations."""

    def __init__(self, workers: int | None = None, mp_context: Any = None) -> None:
        super().__init__()
        if workers is not None and workers < 1:
            raise ValueError(f"workers must be at least 1, got {workers}")
        self.workers = workers or _cores()
        self.mp_context = mp_context
        self._slots = _Slots(self.workers)

    def open(self, scenario: Scenario) -> Session:
        return _PoolSession(scenario, self._slots, self.mp_context)

    def __repr__(self) -> str:
        return f"LocalPool(workers={self.workers})"


class _PoolSession(Session):
    def __init__(self, scenario: Scenario, slots: _Slots, mp_context: Any) -> None:
        self.slots = slots.n
        self.gate = slots
        blob = cloudpickle.dumps(scenario)
        self.pool = ProcessPoolExecutor(slots.n, mp_context=mp_context, initializer=_load_scenario, initargs=(blob,))
        self.running: dict[Future, tuple[SimTask, int]] = {}

    def submit(self, task: SimTask, speculative: bool = False) -> bool:
        token = self.gate.take(block=not speculative)
        if token is None:
            return False
        fut = self.pool.submit(_pool_task, task)
        gate = self.gate
        fut.add_done_callback(lambda _f: gate.give(token))
        self.running[fut] = (task, token)
        return True

    def wait(self) -> list[tuple[SimTask, SimOutcome | BaseException]]:
        done, _ = wait(self.running, return_when=FIRST_COMPLETED)
        out: list[tuple[SimTask, SimOutcome | BaseException]] = []
        for fut in done:
            task, _ = self.running.pop(fut)
            err = fut.exception()
            out.append((task, err if err is not None else fut.result()))
        return out

    def close(self) -> None:
        busy = bool(self.running)
        procs = list((getattr(self.pool, "_processes", None) or {}).values())
        manager = getattr(self.pool, "_executor_manager_thread", None)
        self.pool.shutdown(wait=not busy, cancel_futures=True)
        if busy:  # speculation the serial order did not take is still running: stop it, do not wait
            for proc in procs:
                proc.terminate()
            for proc in procs:
                proc.join()
            # the executor's own thread reaps its workers after shutdown: let it finish, so no worker
            # outlives close (it ends once the terminated workers are gone)
            if manager is not None:
                manager.join(10.0)
        for _, token in self.running.values():
            self.gate.give(token)
        self.running.clear()


_RAY_SCENARIOS: dict[str, Scenario] = {}
"""Scenarios this Ray worker process has fetched, by object ref (the last few)."""


def _ray_task(box: list[Any], task: SimTask) -> SimOutcome:
    """A Ray task: ``box[0]`` is the scenario's object ref (boxed so that Ray does not fetch it
    for every task); each worker process fetches a scenario once and keeps the last few."""
    ref = box[0]
    key = ref.hex()
    if key not in _RAY_SCENARIOS:
        import ray

        while len(_RAY_SCENARIOS) >= 8:
            del _RAY_SCENARIOS[next(iter(_RAY_SCENARIOS))]
        _RAY_SCENARIOS[key] = ray.get(ref)
    return run_simulation(_RAY_SCENARIOS[key], task)


class RayCluster(Executor):
    """Ray: connects to ``address`` (``"auto"``: the cluster `ray start` made on this machine or
    ``RAY_ADDRESS``; ``"ray://host:10001"``: a remote cluster through Ray Client), or starts a
    local instance with ``workers`` CPUs (default: every core) when ``address`` is None or
    ``"local"``. Each simulation takes one CPU; as many run at once as the cluster has CPUs
    (at most ``workers``, when given).
    ``init`` goes to ``ray.init`` (``runtime_env`` for code the cluster lacks, ...). A local
    instance listens on 127.0.0.1 only and sends no usage statistics (unless the environment
    already says otherwise, or ray was imported before). A Ray instance started here is shut down
    by `close`; one already initialised is used and left running."""

    def __init__(self, address: str | None = None, workers: int | None = None, **init: Any) -> None:
        super().__init__()
        if workers is not None and workers < 1:
            raise ValueError(f"workers must be at least 1, got {workers}")
        self.local = address in (None, "local")
        if self.local:
            os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")  # Ray's single-machine mode: loopback only
            os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        try:
            import ray
        except ImportError as e:
            raise ImportError("the Ray executor needs ray: pip install 'cacheroute-solver[ray]'") from e
        self.ray = ray
        self.address = None if self.local else address
        self.workers = workers
        self.init = init
        self._started = False
        self._remote: Any = None
        self._slots: _Slots | None = None
        self._lock = threading.Lock()

    def connect(self) -> None:
        """Start or join Ray now (`open` does it when needed, once for every thread)."""
        with self._lock:
            self._connect()

    def _connect(self) -> None:
        ray = self.ray
        if not ray.is_initialized():
            if self.local:
                kwargs = {"num_cpus": self.workers or _cores(), "include_dashboard": False, "log_to_driver": False}
                ray.init(address="local", **{**kwargs, **self.init})
            else:
                ray.init(address=self.address, **self.init)
            self._started = True
        if self._remote is None:
            # One retry where the worker died, not where the simulation raised (Ray retries system
            # failures only): a session's close force-cancels its speculation, and Ray's kill can
            # race a worker onto the next session's task (WorkerCrashedError in place of the
            # simulation's own error, once in a full suite run). A simulation is deterministic.
            self._remote = ray.remote(num_cpus=1, max_retries=1)(_ray_task)
        if self._slots is None:
            cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
            self._slots = _Slots(min(cpus, self.workers or cpus))

    def open(self, scenario: Scenario) -> Session:
        self.connect()
        assert self._slots is not None
        return _RaySession(self.ray, self._remote, scenario, self._slots)

    def close(self) -> None:
        if self._started and self.ray.is_initialized():
            self.ray.shutdown()
        self._started = False
        self._remote = None
        self._slots = None

    def __repr__(self) -> str:
        return f"RayCluster(address={self.address!r})"


class _RaySession(Session):
    def __init__(self, ray: Any, remote: Any, scenario: Scenario, slots: _Slots) -> None:
        self.ray = ray
        self.remote = remote
        self.slots = slots.n
        self.gate = slots
        self.box = [ray.put(scenario)]
        self.running: dict[Any, tuple[SimTask, int]] = {}

    def submit(self, task: SimTask, speculative: bool = False) -> bool:
        token = self.gate.take(block=not speculative)
        if token is None:
            return False
        ref = self.remote.remote(self.box, task)
        ref.future().add_done_callback(lambda _f, t=token: self.gate.give(t))
        self.running[ref] = (task, token)
        return True

    def wait(self) -> list[tuple[SimTask, SimOutcome | BaseException]]:
        ray = self.ray
        refs = list(self.running)
        ray.wait(refs, num_returns=1)
        ready, _ = ray.wait(refs, num_returns=len(refs), timeout=0)
        out: list[tuple[SimTask, SimOutcome | BaseException]] = []
        for ref in ready:
            task, _ = self.running.pop(ref)
            try:
                out.append((task, ray.get(ref)))
            except ray.exceptions.RayTaskError as e:
                out.append((task, e.as_instanceof_cause()))
            except ray.exceptions.RayError as e:
                out.append((task, e))
        return out

    def close(self) -> None:
        for ref, (_, token) in self.running.items():
            self.ray.cancel(ref, force=True)
            self.gate.give(token)
        self.running.clear()
        self.box.clear()


def executor_for(workers: int | None = None, ray: str | None = None) -> Executor:
    """The executor a command line asks for: Ray at ``ray`` (an address, ``auto`` or ``local``)
    when given, else one process (``workers`` 1) or a local pool of ``workers`` (default: every core)."""
    if workers is not None and workers < 1:
        raise ValueError(f"workers must be at least 1, got {workers}")
    if ray:
        return RayCluster(ray, workers=workers)
    if workers == 1:
        return Serial()
    return LocalPool(workers)


# ---- scheduling ----------------------------------------------------------------------------


class Job(Protocol):
    """A serial decision sequence over simulations, replayed from the results known so far."""

    def walk(self, known: Mapping[SimTask, Any]) -> tuple[list[SimTask], list[SimTask]]:
        """(the tasks the serial sequence has run, in order; the tasks it needs next, [] when it
        is done). ``known`` holds `SimOutcome`s, and during speculation this job's `guesses`."""
        ...

    def guesses(self, task: SimTask) -> Sequence[Any]:
        """Stand-ins for the possible results of ``task`` (what speculation branches on)."""
        ...


@dataclass(frozen=True)
class Runs:
    """A job of independent simulations: all of them, no decision between them."""

    tasks: tuple[SimTask, ...]

    def walk(self, known: Mapping[SimTask, Any]) -> tuple[list[SimTask], list[SimTask]]:
        return [t for t in self.tasks if t in known], [t for t in self.tasks if t not in known]

    def guesses(self, task: SimTask) -> Sequence[Any]:
        return ()


def _frontier(job: Job, known: Mapping[SimTask, Any], busy: set[SimTask], depth: int) -> list[tuple[int, SimTask]]:
    """Tasks the job may need after the ones it needs now, breadth first over their guessed
    results, as (depth, task); at most ``depth`` guesses deep."""
    found: list[tuple[int, SimTask]] = []
    seen = set(busy)
    todo: deque[dict[SimTask, Any]] = deque([{}])
    while todo:
        hyp = todo.popleft()
        _, need = job.walk({**known, **hyp} if hyp else known)
        if len(need) != 1:
            continue
        task = need[0]
        if hyp and task not in seen and task not in known:
            found.append((len(hyp), task))
            seen.add(task)
        if len(hyp) < depth:
            todo.extend({**hyp, task: g} for g in job.guesses(task))
    return found


def run_jobs(
    executor: Executor,
    scenario: Scenario,
    jobs: Sequence[Job],
    progress: Callable[[int, SimTask, SimOutcome], None] | None = None,
    speculate: int = 4,
) -> list[list[tuple[SimTask, SimOutcome]]]:
    """Run ``jobs`` on ``executor`` to the end of their serial sequences; per job, its path:
    the tasks its sequence ran, in order, with their outcomes.

    Tasks a sequence needs go first, in job order (on one worker that is the serial order);
    free workers speculate up to ``speculate`` results deep (0: never). ``progress(job, task,
    outcome)`` is called in this process as a job's path grows, in path order. An error in a
    simulation is raised when a sequence needs that simulation's result, as serially.
    """
    outcomes: dict[SimTask, SimOutcome] = {}
    errors: dict[SimTask, BaseException] = {}
    busy: set[SimTask] = set()
    told: list[set[SimTask]] = [set() for _ in jobs]
    paths: list[list[SimTask]] = [[] for _ in jobs]
    stats = executor.stats
    session = executor.open(scenario)
    try:
        while True:
            required: list[SimTask] = []
            waiting = False
            for j, job in enumerate(jobs):
                path, need = job.walk(outcomes)
                paths[j] = path
                if progress is not None:
                    for task in path:
                        if task not in told[j]:
                            told[j].add(task)
                            progress(j, task, outcomes[task])
                for task in need:
                    if task in errors:
                        raise errors[task]
                    waiting = True
                    if task not in busy and task not in required:
                        required.append(task)
            if not waiting:
                break
            free = session.slots - len(busy)
            now = required[: max(free, 0)]
            ahead: list[SimTask] = []
            if speculate > 0 and free > len(now):
                taken = busy | set(required)
                more = sorted(
                    ((d, j, t) for j, job in enumerate(jobs) for d, t in _frontier(job, outcomes, taken, speculate)),
                    key=lambda x: (x[0], x[1]),
                )
                for _, _, task in more:
                    if len(now) + len(ahead) >= free:
                        break
                    if task not in taken and task not in errors:
                        ahead.append(task)
                        taken.add(task)
            for task in now:
                session.submit(task)
                busy.add(task)
            for task in ahead:
                if not session.submit(task, speculative=True):
                    break  # another session holds the executor's free slots
                busy.add(task)
            for task, result in session.wait():
                busy.discard(task)
                if isinstance(result, BaseException):
                    errors[task] = result
                else:
                    outcomes[task] = result
                    stats.add(result)
    finally:
        session.close()
    stats.took(len({t for path in paths for t in path}))
    return [[(t, outcomes[t]) for t in path] for path in paths]
