"""Tests of the e2e harness (`e2e/`) without vLLM."""
