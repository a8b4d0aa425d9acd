"""Write a tiny random-weight Llama (config + offline WordLevel tokenizer) for vLLM's dummy loader.

No model hub is needed: vLLM serves it with ``--load-format dummy``. Words ``w0``..``w{V-5}`` are
one token each, so a prompt of N words is N tokens (plus BOS).
Run with the engines' environment: ``.venv-vllm/bin/python e2e/build_model.py OUT_DIR``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

VOCAB = 1024
SPECIAL = ["<unk>", "<s>", "</s>", "<pad>"]


def build(out: Path) -> Path:
    from tokenizers import Tokenizer, models, pre_tokenizers

    out.mkdir(parents=True, exist_ok=True)
    vocab = {t: i for i, t in enumerate(SPECIAL)}
    for i in range(VOCAB - len(SPECIAL)):
        vocab[f"w{i}"] = len(vocab)
    tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tok.save(str(out / "tokenizer.json"))
    (out / "tokenizer_config.json").write_text(
        json.dumps(
            {
                "tokenizer_class": "PreTrainedTokenizerFast",
                "bos_token": "<s>",
                "eos_token": "</s>",
                "unk_token": "<unk>",
                "pad_token": "<pad>",
                "model_max_length": 8192,
                "add_bos_token": False,
            }
        )
    )
    (out / "special_tokens_map.json").write_text(
        json.dumps({"bos_token": "<s>", "eos_token": "</s>", "unk_token": "<unk>", "pad_token": "<pad>"})
    )
    (out / "config.json").write_text(
        json.dumps(
            {
                "architectures": ["LlamaForCausalLM"],
                "model_type": "llama",
                "hidden_size": 256,
                "intermediate_size": 512,
                "num_hidden_layers": 2,
                "num_attention_heads": 4,
                "num_key_value_heads": 2,
                "vocab_size": VOCAB,
                "max_position_embeddings": 8192,
                "rms_norm_eps": 1e-5,
                "rope_theta": 10000.0,
                "torch_dtype": "bfloat16",
                "bos_token_id": 1,
                "eos_token_id": 2,
                "pad_token_id": 3,
                "tie_word_embeddings": False,
                "hidden_act": "silu",
            }
        )
    )
    (out / "generation_config.json").write_text(json.dumps({"bos_token_id": 1, "eos_token_id": 2}))
    return out


if __name__ == "__main__":
    print(build(Path(sys.argv[1])))
