"""Experiments that write the figures in docs/results/; run each as a module from the repository root
(`python -m experiments.evaluate`)."""
