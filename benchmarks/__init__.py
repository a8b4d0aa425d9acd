"""Speed, memory and model checks whose results go to docs/benchmarks/; run each as a module from the
repository root (`python -m benchmarks.bench_solver`)."""
