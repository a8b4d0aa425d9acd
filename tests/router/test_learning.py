"""What the reference router's answers teach each replica's learned cost model (issue 53): a stream's first token
and its tokens after it, a non-streamed answer's first token told from its whole time and its usage."""

from __future__ import annotations

import pytest

pytest.importorskip("aiohttp")

from cacheroute_solver.adapter import ReplicaEndpoint
from cacheroute_solver.router.server import ReferenceRouter, RouterConfig
from cacheroute_solver.router.usage import Usage

URL = "http://127.0.0.1:1"


def test_a_non_streamed_answer_teaches_its_first_token_once_streams_show_the_time_between_tokens():
    router = ReferenceRouter(RouterConfig(replicas=(ReplicaEndpoint(id="a", url=URL),)))
    routing, costs = router.routing, router.routing.core.costs
    answer = Usage(prompt_tokens=256, completion_tokens=6, cached_tokens=0)
    d = routing.decide([1, 2, 3], [URL], None, prompt_tokens=256, at=0.0)
    router.handlers._served({"decision": d, "sent": 0.0, "first": 1.0}, False, answer)
    assert costs.observations(0) == 0  # its first token is hidden in its whole time: nothing known to take out
    for i in range(3):  # three streams of 10 tokens, 0.1 s apart after their first
        d = routing.decide([4, 5, 6 + i], [URL], None, prompt_tokens=256, at=float(i))
        routing.first_token(d.ticket, 0.05)
        routing.served(d.ticket, 0, 256, 0.9, 10)
    assert costs.token_interval_s(0) == pytest.approx(0.1)
    before = costs.observations(0)
    d = routing.decide([7, 8, 9], [URL], None, prompt_tokens=256, at=10.0)
    router.handlers._served({"decision": d, "sent": 0.0, "first": 1.0}, False, answer)  # 1 s for 6 tokens
    assert costs.observations(0) == before + 1
    y = costs._rows[0].view()[1]
    assert y[-1] == pytest.approx(1.0 - 5 * 0.1)  # its first token: the whole second less five tokens' 0.5 s
