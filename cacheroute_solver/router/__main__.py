"""``python -m cacheroute_solver.router``: the router's entry point (`server.main`)."""

from .server import main

if __name__ == "__main__":
    main()
