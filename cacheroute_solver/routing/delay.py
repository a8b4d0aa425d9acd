"""Per-request load control: the expected time to a request's first token on each replica.

For a request with ``cached`` of its ``P`` prompt tokens already cached on a replica, the time to
its first token there is estimated as

    wait + prefill = token_s * backlog + attn_pair_s * backlog_pairs + slot_wait(in_flight)
                   + token_s * (P - cached) + attn_pair_s * (P - cached) * (cached + (P - cached) / 2)
                   + token_s * decoding

- ``backlog``: prompt tokens already sent there and not yet prefilled (FCFS ahead of it), and
  ``backlog_pairs`` their prefill attention pairs (``u * (cached + u / 2)`` per queued prompt of
  ``u`` new tokens): the engine prefills a long prompt ahead in chunks, each chunk attending to
  all before it, so 120k queued tokens take 18 s on the reference replica, not their 5.8 s linear;
- ``slot_wait``: once ``max_num_seqs`` requests run, each one more waits for a running request to
  finish: ``(in_flight + 1 - max_num_seqs) * mean_output * decode_step_s / max_num_seqs``;
- ``decoding``: running sequences, each adding a token to the step that carries the prefill.

Coefficients are the simulator's cost model (`cacheroute_solver.costmodel`): seconds per
batched token (``token_s``, the compute-bound step), per prefill attention pair, and a full decode
step. The cache saves ``prefill(P) - prefill(P - cached)``; the router weighs that saving against
the wait, instead of skipping busy replicas by a fixed multiple of the mean load.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from cacheroute_solver.costmodel import CostModel, cost_model

__all__ = ["DelayModel"]


class DelayModel(BaseModel):
    """Coefficients of the first-token estimate (module docstring)."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    token_s: float = Field(gt=0.0, description="Seconds per batched token of a compute-bound step.")
    attn_pair_s: float = Field(ge=0.0, description="Seconds per prefill attention (query, key) pair.")
    decode_step_s: float = Field(gt=0.0, description="Seconds of one step with max_num_seqs decoding sequences.")
    max_num_seqs: int = Field(default=256, ge=1, description="Engine's running-batch limit (vLLM --max-num-seqs).")

    @classmethod
    def from_cost(cls, cost: CostModel | None = None, max_num_seqs: int = 256, mean_context: int = 2048) -> DelayModel:
        """From a cost model (default: the reference Llama-3.3-70B fp8 TP4 H100 replica)."""
        cost = cost or cost_model()
        return cls(
            token_s=cost.token_s,
            attn_pair_s=cost.attn_pair_s,
            decode_step_s=cost.decode_step_time(max_num_seqs, mean_context),
            max_num_seqs=max_num_seqs,
        )

    def scaled(self, factor: float) -> DelayModel:
        """This model on a replica ``factor`` times as slow (every coefficient in seconds times ``factor``)."""
        if not factor > 0:
            raise ValueError(f"a delay model scales by a positive factor, got {factor}")
        return self.model_copy(
            update={
                "token_s": self.token_s * factor,
                "attn_pair_s": self.attn_pair_s * factor,
                "decode_step_s": self.decode_step_s * factor,
            }
        )

    def slot_s(self, mean_output_tokens: float) -> float:
        """Seconds until one running slot frees, at a full batch."""
        return mean_output_tokens * self.decode_step_s / self.max_num_seqs
