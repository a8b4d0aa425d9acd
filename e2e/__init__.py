"""The end-to-end harness on real vLLM engines; run its scripts as modules from the repository root
(`python -m e2e.run_e2e`, `make e2e`)."""
