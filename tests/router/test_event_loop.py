"""The reference router's event-loop choice at start-up (`router.new_event_loop`)."""

from __future__ import annotations

import asyncio
import sys
import types

import pytest

from cacheroute_solver.router.server import new_event_loop


def test_auto_takes_uvloop_when_installed(monkeypatch):
    made = []

    class FakeLoop(asyncio.SelectorEventLoop):
        pass

    def factory():
        made.append(FakeLoop())
        return made[-1]

    monkeypatch.setitem(sys.modules, "uvloop", types.SimpleNamespace(new_event_loop=factory))
    for choice in ("auto", "uvloop"):
        loop = new_event_loop(choice)
        assert isinstance(loop, FakeLoop)
        loop.close()
    for loop in (new_event_loop("asyncio"), new_event_loop()):  # the default: asyncio's, installed or not
        assert not isinstance(loop, FakeLoop) and len(made) == 2
        loop.close()
    loop = new_event_loop("asyncio")
    loop.close()


def test_without_uvloop_auto_falls_back_and_uvloop_is_a_clear_error(monkeypatch):
    monkeypatch.setitem(sys.modules, "uvloop", None)  # import uvloop raises ImportError
    loop = new_event_loop("auto")
    assert type(loop).__module__.startswith("asyncio")
    loop.close()
    with pytest.raises(ValueError, match="uvloop is not installed"):
        new_event_loop("uvloop")
    with pytest.raises(ValueError, match="event loop must be one of"):
        new_event_loop("trio")
