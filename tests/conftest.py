"""Hypothesis profiles for the whole suite, chosen by ``HYPOTHESIS_PROFILE``.

``default`` (``make test``): few examples, no deadline. ``fuzz`` (``make fuzz``): at least
10,000 examples per property. Tests that fix ``max_examples`` themselves keep their own count.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile("default", max_examples=40, deadline=None)
settings.register_profile(
    "fuzz",
    max_examples=10_000,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
