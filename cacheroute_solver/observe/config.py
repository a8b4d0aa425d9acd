"""How the observer counts traffic and chooses keys (`ObserverConfig`); symbols as in
``formulations/keys.md``."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator

from cacheroute_solver.prefix import DEFAULT_BLOCK_TOKENS


class ObserverConfig(BaseModel):
    """How the observer counts traffic and chooses keys. Symbols as in ``formulations/keys.md``."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    block_tokens: int = Field(
        default=DEFAULT_BLOCK_TOKENS, ge=1, description="[B] Tokens per block of the input chains (512 for Mooncake)."
    )
    horizon_s: float = Field(default=300.0, gt=0.0, description="[tau] Decay time constant of all counts.")
    capacity: int = Field(default=262_144, ge=16, description="[m] Prefix nodes kept after each merge.")
    flush_blocks: int = Field(
        default=131_072, ge=1, description="[b] Buffered blocks that trigger a merge into the table."
    )
    min_count: float = Field(
        default=1.5, gt=0.0, description="[c_min] Decayed requests through a prefix for it to count as shared."
    )
    keep_count: float = Field(
        default=0.75, gt=0.0, description="[c_keep] A previous key stays shared while at or above this count."
    )
    dominance: float = Field(
        default=0.5,
        gt=0.0,
        le=1.0,
        description="[beta] A lone shared child carrying this share of its parent's traffic continues the parent's key.",
    )
    cached_horizons: float = Field(
        default=3.0, gt=0.0, description="[H] A block counts as cached if seen within about H horizons."
    )
    burst_window_s: float = Field(
        default=20.0,
        gt=0.0,
        le=1e6,
        allow_inf_nan=False,
        description="[W] Window of the burst counts: a key's peak rate is its busiest window of this "
        "length (decayed with the horizon like every count), its KeyStats.peak_rate.",
    )

    @model_validator(mode="after")
    def _keep_below_min(self) -> ObserverConfig:
        if self.keep_count > self.min_count:
            raise ValueError(f"keep_count ({self.keep_count}) must not exceed min_count ({self.min_count})")
        return self

    def max_nodes(self, longest_chain: int = 0) -> int:
        """Most prefix nodes held at any time, merges included: ``m + max(b, L)``.

        ``L`` is the longest chain observed (a chain longer than ``b`` is merged on its own).
        """
        return self.capacity + max(self.flush_blocks, longest_chain)
