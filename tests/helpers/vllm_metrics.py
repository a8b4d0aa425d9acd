"""The part of vLLM's ``/metrics`` page the router reads, as the fake engines publish it: the Prometheus text
format with vLLM V1's names and labels (``model_name``, ``engine``), a histogram beside them as on a real page."""

from __future__ import annotations

from dataclasses import dataclass

from aiohttp import web


@dataclass
class EngineCounts:
    """What a fake engine publishes: requests running and waiting, prompt and generated tokens so far."""

    running: int = 0
    waiting: int = 0
    prompt_tokens: int = 0
    generation_tokens: int = 0
    prefills: int | None = None
    """Prefills done so far, with their time (``prefill_s``) and computed tokens: vLLM's
    ``request_prefill_time_seconds`` and ``request_prefill_kv_computed_tokens`` histograms (None: not published)."""
    prefill_s: float = 0.0
    computed_tokens: int = 0
    kv_blocks: int | None = None
    """``vllm:cache_config_info``'s ``num_gpu_blocks`` (None: not published), of ``block_size`` tokens."""
    block_size: int = 16

    def page(self, model: str = "fake") -> str:
        labels = f'engine="0",model_name="{model}"'
        return (
            "# HELP vllm:num_requests_running Number of requests in model execution batches.\n"
            "# TYPE vllm:num_requests_running gauge\n"
            f"vllm:num_requests_running{{{labels}}} {float(self.running)}\n"
            "# HELP vllm:num_requests_waiting Number of requests waiting to be processed.\n"
            "# TYPE vllm:num_requests_waiting gauge\n"
            f"vllm:num_requests_waiting{{{labels}}} {float(self.waiting)}\n"
            "# HELP vllm:prompt_tokens_total Number of prefill tokens processed.\n"
            "# TYPE vllm:prompt_tokens_total counter\n"
            f"vllm:prompt_tokens_total{{{labels}}} {float(self.prompt_tokens)}\n"
            f"vllm:prompt_tokens_created{{{labels}}} 1.7e9\n"
            "# HELP vllm:generation_tokens_total Number of generation tokens processed.\n"
            "# TYPE vllm:generation_tokens_total counter\n"
            f"vllm:generation_tokens_total{{{labels}}} {float(self.generation_tokens)}\n"
            "# HELP vllm:time_to_first_token_seconds Histogram of time to first token in seconds.\n"
            "# TYPE vllm:time_to_first_token_seconds histogram\n"
            f'vllm:time_to_first_token_seconds_bucket{{{labels},le="0.1"}} 0.0\n'
            f'vllm:time_to_first_token_seconds_bucket{{{labels},le="+Inf"}} 0.0\n'
            f"vllm:time_to_first_token_seconds_count{{{labels}}} 0.0\n"
            f"vllm:time_to_first_token_seconds_sum{{{labels}}} 0.0\n"
        ) + self._costs(labels)

    def _costs(self, labels: str) -> str:
        out = ""
        if self.prefills is not None:
            for name, total in (
                ("vllm:request_prefill_time_seconds", self.prefill_s),
                ("vllm:request_prefill_kv_computed_tokens", float(self.computed_tokens)),
            ):
                out += (
                    f"# HELP {name} Histogram.\n# TYPE {name} histogram\n"
                    f'{name}_bucket{{{labels},le="+Inf"}} {float(self.prefills)}\n'
                    f"{name}_count{{{labels}}} {float(self.prefills)}\n{name}_sum{{{labels}}} {total}\n"
                )
        if self.kv_blocks is not None:
            out += (
                "# HELP vllm:cache_config_info Information of the LLMEngine CacheConfig\n"
                "# TYPE vllm:cache_config_info gauge\n"
                f'vllm:cache_config_info{{block_size="{self.block_size}",cache_dtype="auto",'
                f'enable_prefix_caching="True",engine="0",num_gpu_blocks="{self.kv_blocks}"}} 1.0\n'
            )
        return out

    def response(self) -> web.Response:
        return web.Response(text=self.page(), content_type="text/plain", charset="utf-8")
