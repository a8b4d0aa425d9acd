"""Request bodies parsed, checked and hashed off the event loop, large ones off the router's interpreter
(`BodyReader`).

Reading a body's JSON is one C call that holds the GIL, as is turning its token ids into an array to hash:
for a 14 MB prompt of 2.1M token ids about 0.2 s each on the reference machine under load, 0.6 s with the
check of every id. In a worker thread the router's event loop still waited that long for the GIL (issue
38's probe: three such completions stalled it 0.93 s, `/health` took 907 ms, and healthy engines left
rotation). So a body up to `THREAD_BYTES` is read on the loop, one up to `PROCESS_BYTES` in a thread
(every C call short), and a larger one in a worker process: it sends back the fields the router reads and
the chain, never the prompt, so only the hashes come back into this interpreter; the body goes to it in a
file on the RAM disk (`_hand_over`), not pickled. The workers start on the first large body, run at a lower
CPU priority than the router (nice +5: on a busy machine they never take a core from its loop) and leave
when it does. ``max_prompt_tokens`` is checked in the same place, before hashing (`request_chain`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from cacheroute_solver.adapter.request_keys import KeySpec, RequestChain, parse_body, request_chain

__all__ = ["PROCESS_BYTES", "THREAD_BYTES", "THREAD_TOKENIZE_BYTES", "BodyReader", "read_body"]

log = logging.getLogger("cacheroute.router")

THREAD_BYTES = 256 * 1024
"""Bodies larger than this are read in a worker thread (parsing 256 KiB holds the GIL about 4 ms)."""
THREAD_TOKENIZE_BYTES = 4 * 1024
"""With a tokenizer, bodies larger than this (about 1 ms of tokenizer work at ~1.7 us per token) go to the thread:
below, the hand-off costs more than it frees the loop."""
PROCESS_BYTES = 1024 * 1024
"""Bodies larger than this are read in a worker process (parsing 1 MiB holds the GIL about 15 ms, loaded)."""
_RAM_DISK = "/dev/shm"
_WATCH_S = 1.0
"""How often a worker looks whether the router is still there."""
_LARGE_FIELDS = ("prompt", "messages")
"""What a worker does not send back: the router reads neither once the chain is made."""


def read_body(
    raw: bytes | bytearray, spec: KeySpec, max_prompt_tokens: int | None
) -> tuple[dict[str, Any], RequestChain]:
    """The body's JSON object, checked (`parse_body`), and its chain (`request_chain`); `RequestBodyError`
    otherwise."""
    body = parse_body(raw)
    return body, request_chain(body, spec, max_prompt_tokens)


def _hand_over(raw: bytes | bytearray) -> str:
    """The body in a file of its own (on the RAM disk where there is one) for a worker to read: one ``os.write``,
    which lets go of the GIL while the kernel copies (pickled to the worker, the body was copied twice with the
    GIL held: 34-130 ms for 15 MB on the loaded reference machine). Mode 0600; the worker removes it."""
    fd, path = tempfile.mkstemp(prefix="cacheroute-body-", dir=_RAM_DISK if os.path.isdir(_RAM_DISK) else None)
    try:
        view, done = memoryview(raw), 0
        while done < len(view):
            done += os.write(fd, view[done:])
    except BaseException:
        os.unlink(path)
        raise
    finally:
        os.close(fd)
    return path


def _read_in_worker(
    path: str, spec: KeySpec, max_prompt_tokens: int | None
) -> tuple[dict[str, Any], tuple[int, ...], float, str]:
    """`read_body` of the file at ``path`` in a worker process (and the file removed); what it sends back: the
    body without its prompt or messages, and the chain."""
    try:
        raw = Path(path).read_bytes()
    finally:
        os.unlink(path)
    body, chain = read_body(raw, spec, max_prompt_tokens)
    head = {k: v for k, v in body.items() if k not in _LARGE_FIELDS}
    return head, chain.hashes, chain.prompt_tokens, chain.kind


def _start_worker() -> None:
    """A worker's start: below the router's CPU priority, and gone once the router is (otherwise a pool's workers
    outlive a router killed with SIGKILL: each holds both ends of its task queue, so none sees the queue close)."""
    with contextlib.suppress(OSError):
        os.nice(5)
    router = os.getppid()

    def watch() -> None:
        while os.getppid() == router:
            time.sleep(_WATCH_S)
        os._exit(0)

    threading.Thread(target=watch, name="cacheroute-router-watch", daemon=True).start()


class BodyReader:
    """Reads request bodies where their size says (module docstring); one per router, its worker processes
    with it (``close``)."""

    def __init__(self, spec: KeySpec, max_prompt_tokens: int | None, workers: int) -> None:
        self.spec = spec
        self.max_prompt_tokens = max_prompt_tokens
        self.workers = workers
        """Worker processes for bodies over `PROCESS_BYTES` (0: those are read in a thread too)."""
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    def _workers(self) -> ProcessPoolExecutor:
        with self._lock:  # called from threads: one pool
            if self._pool is None:
                # spawned, not forked: the router's process has threads (a fork copies their locks held)
                ctx = multiprocessing.get_context("spawn")
                self._pool = ProcessPoolExecutor(self.workers, mp_context=ctx, initializer=_start_worker)
            return self._pool

    def _submit(self, path: str) -> Future[tuple[dict[str, Any], tuple[int, ...], float, str]]:
        return self._workers().submit(_read_in_worker, path, self.spec, self.max_prompt_tokens)

    async def read(
        self, raw: bytes | bytearray, in_process: Callable[[bytes | bytearray], tuple[dict[str, Any], RequestChain]]
    ) -> tuple[dict[str, Any], RequestChain, bool]:
        """(body, chain, whether the chain still has to be observed). ``in_process(raw)`` reads, checks,
        hashes and observes it in this interpreter (the router's `Handlers.prepare`), on the loop or in a thread;
        a body over `PROCESS_BYTES` goes to a worker process, whose chain the caller observes."""
        if len(raw) > PROCESS_BYTES and self.workers > 0:
            path = await asyncio.to_thread(_hand_over, raw)
            try:
                # submitted from a thread: the first submit spawns the workers (15-20 ms, loaded)
                job = await asyncio.to_thread(self._submit, path)
                head, hashes, tokens, kind = await asyncio.wrap_future(job)
                return head, RequestChain(hashes=hashes, prompt_tokens=tokens, kind=kind), True
            except BrokenProcessPool:
                log.warning("a request body's worker process died; reading it in a thread, new workers next time")
                if self._pool is not None:
                    self._pool.shutdown(wait=False)
                self._pool = None
            finally:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(path)  # a worker that never ran it
        if len(raw) > (THREAD_BYTES if self.spec.tokenizer is None else THREAD_TOKENIZE_BYTES):
            body, chain = await asyncio.to_thread(in_process, raw)
        else:
            body, chain = in_process(raw)
        return body, chain, False

    def close(self) -> None:
        """Stop the worker processes (blocks until they are gone: call it in a thread)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
