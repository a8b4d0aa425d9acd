"""``python -m cacheroute_solver.cli``: the ``cacheroute`` command."""

import sys

from cacheroute_solver.cli import main

sys.exit(main())
