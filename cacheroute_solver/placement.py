"""The plan program: instance arrays, the objective, and the exact model every backend shares.

This module is the one place where the objective of `formulations/plan-program.md` is written.
`Instance` holds the parameters as numpy arrays (symbols as in the formulation); `Assignment` is a
sparse list of shares x_kr; `evaluate` computes the objective and the predicted state of the fleet
for any assignment; `build_program` writes the mixed-integer program as sparse matrices, which the
CP-SAT and CBC backends, the LP bound and the MPS/LP export all read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig
from cacheroute_solver.warmset import eligible_keys


@dataclass(frozen=True)
class Instance:
    """Parameters of one plan program, as arrays over keys k and healthy replicas r."""

    keys: tuple[str, ...]
    replica_ids: tuple[str, ...]
    lam: np.ndarray  # lambda_k, requests/s
    p: np.ndarray  # p_k, reusable prefix tokens
    t: np.ndarray  # t_k, tail tokens
    o: np.ndarray  # o_k, output tokens
    C: np.ndarray  # C_r, prefill tokens/s
    M: np.ndarray  # M_r, KV tokens for warm prefixes
    eligible: np.ndarray  # E: may be admitted (hysteresis)
    prev_k: np.ndarray  # previous plan, sparse: key index
    prev_r: np.ndarray  # replica index
    prev_x: np.ndarray  # previous share x-bar_kr
    rho: float
    D: int
    h0: float
    gamma: float
    T: float
    w: float
    P: float

    @property
    def K(self) -> int:
        return len(self.keys)

    @property
    def R(self) -> int:
        return len(self.replica_ids)

    @cached_property
    def beta(self) -> np.ndarray:
        """beta_k: prefill tokens/s of key k when balanced cache-blind."""
        return self.lam * ((1.0 - self.h0) * self.p + self.t)

    @cached_property
    def omega(self) -> np.ndarray:
        """omega_k: prefill tokens/s of key k when warm (its tails only)."""
        return self.lam * self.t

    @cached_property
    def blind_load(self) -> np.ndarray:
        """l^b_k: load of key k when cache-blind (prefill + weighted decode)."""
        return self.beta + self.gamma * self.lam * self.o

    @cached_property
    def warm_load(self) -> np.ndarray:
        """l^w_k: load of key k when warm."""
        return self.omega + self.gamma * self.lam * self.o

    @cached_property
    def fill(self) -> np.ndarray:
        """p_k / T: tokens/s to cold-fill a new destination, spread over the fill horizon."""
        return self.p / self.T

    @cached_property
    def chi(self) -> np.ndarray:
        """chi_k = w * lambda_k * p_k: churn cost per unit of share moved off a previous destination."""
        return self.w * self.lam * self.p

    @cached_property
    def cap(self) -> np.ndarray:
        """rho * C_r: planned load cap."""
        return self.rho * self.C


def make_instance(
    keys: Sequence[KeyStats],
    fleet: Fleet,
    config: PlanConfig,
    previous: Plan | None = None,
) -> Instance:
    """Arrays of the program for the healthy replicas of `fleet`."""
    healthy = fleet.healthy
    rindex = {r.id: i for i, r in enumerate(healthy)}
    kindex = {k.key: i for i, k in enumerate(keys)}
    pk, pr, px = [], [], []
    if previous is not None:
        for key, dests in previous.assignments.items():
            ki = kindex.get(key)
            if ki is None:
                continue
            for rid, wgt in dests:
                ri = rindex.get(rid)
                if ri is not None and wgt > 0:
                    pk.append(ki)
                    pr.append(ri)
                    px.append(wgt)
    lam = np.fromiter((k.rate for k in keys), float, len(keys))
    prev_warm = previous.warm_keys if previous is not None else frozenset()
    return Instance(
        keys=tuple(k.key for k in keys),
        replica_ids=tuple(r.id for r in healthy),
        lam=lam,
        p=np.fromiter((k.prefix_tokens for k in keys), float, len(keys)),
        t=np.fromiter((k.tail_tokens for k in keys), float, len(keys)),
        o=np.fromiter((k.output_tokens for k in keys), float, len(keys)),
        C=np.array([r.prefill_capacity for r in healthy], float),
        M=np.array([r.kv_capacity for r in healthy], float),
        eligible=eligible_keys(
            lam,
            np.fromiter((k.key in prev_warm for k in keys), bool, len(keys)),
            config.admit_rate,
            config.keep_rate,
        ),
        prev_k=np.array(pk, dtype=np.int64),
        prev_r=np.array(pr, dtype=np.int64),
        prev_x=np.array(px, dtype=float),
        rho=config.utilization_cap,
        D=config.max_destinations,
        h0=config.blind_hit_rate,
        gamma=config.decode_token_weight,
        T=config.fill_horizon_s,
        w=config.churn_weight,
        P=config.overload_penalty,
    )


@dataclass
class Assignment:
    """Sparse shares x_kr > 0 of the warm keys (rows sorted by key)."""

    k: np.ndarray
    r: np.ndarray
    x: np.ndarray

    @staticmethod
    def empty() -> Assignment:
        return Assignment(np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0))

    @staticmethod
    def from_dense(x: np.ndarray, eps: float = 1e-9) -> Assignment:
        k, r = np.nonzero(x > eps)
        return Assignment(k.astype(np.int64), r.astype(np.int64), x[k, r].astype(float))

    def normalized(self) -> Assignment:
        """Shares of each warm key rescaled to sum to 1, tiny shares dropped."""
        keep = self.x > 1e-9
        k, r, x = self.k[keep], self.r[keep], self.x[keep]
        if len(k) == 0:
            return Assignment.empty()
        order = np.lexsort((r, k))
        k, r, x = k[order], r[order], x[order]
        tot = np.bincount(k, weights=x)
        return Assignment(k, r, x / tot[k])

    def admitted(self, K: int) -> np.ndarray:
        a = np.zeros(K, bool)
        a[self.k] = True
        return a

    def destinations_count(self, K: int) -> np.ndarray:
        return np.bincount(self.k, minlength=K)


@dataclass
class Evaluation:
    """The objective of an assignment, its parts, and the fleet state it predicts."""

    objective: float
    blind: float
    warm: float
    fill: float
    churn: float
    overload: float
    warm_load: np.ndarray  # W_r: warm load + cold fill placed on r
    blind_share: np.ndarray  # b_r
    kv: np.ndarray  # KV tokens held for warm prefixes on r
    hit_rate: float
    admitted: np.ndarray = field(repr=False)

    @property
    def load(self) -> np.ndarray:
        return self.warm_load + self.blind_share

    @property
    def prefill_work(self) -> float:
        """Expected prefill tokens/s: the objective without churn and penalty."""
        return self.blind + self.warm + self.fill


def water_fill(W: np.ndarray, C: np.ndarray, B: float) -> np.ndarray:
    """Spread blind load B so utilisation (W_r + b_r) / C_r is levelled, as least-loaded balancing does."""
    if B <= 0 or len(W) == 0:
        return np.zeros_like(W)
    u = W / C
    order = np.argsort(u)
    us, cs = u[order], C[order]
    cum_c = np.cumsum(cs)
    cum_w = np.cumsum(us * cs)
    # level theta over the first j replicas: theta = (B + sum W) / sum C, valid when theta <= u_{j+1}
    theta = (B + cum_w) / cum_c
    nxt = np.append(us[1:], np.inf)
    j = int(np.argmax(theta <= nxt))
    b = np.zeros_like(W)
    b[order[: j + 1]] = theta[j] * cs[: j + 1] - us[: j + 1] * cs[: j + 1]
    return np.maximum(b, 0.0)


def overload_of(W: np.ndarray, cap: np.ndarray, B: float) -> float:
    """Least total load above caps once blind load B is spread (the minimum over b of sum s_r)."""
    over = np.maximum(W - cap, 0.0).sum()
    headroom = np.maximum(cap - W, 0.0).sum()
    return float(over + max(0.0, B - headroom))


def kept_previous(inst: Instance) -> Assignment | None:
    """The previous plan as it stands today: its eligible keys on their healthy destinations.

    None when that breaks a KV budget or `D` (capacities shrank, or D was lowered). Offered to
    every search as a candidate, it makes a new plan differ from the old only for a gain in J.
    """
    if len(inst.prev_k) == 0:
        return None
    keep = inst.eligible[inst.prev_k]
    asg = Assignment(inst.prev_k[keep], inst.prev_r[keep], inst.prev_x[keep]).normalized()
    if len(asg.k) == 0:
        return None
    kv = np.bincount(asg.r, weights=inst.p[asg.k], minlength=inst.R)
    if (kv > inst.M * (1 + 1e-9) + 1e-9).any() or asg.destinations_count(inst.K).max() > inst.D:
        return None
    return asg


def lookup_pairs(
    k: np.ndarray, r: np.ndarray, x: np.ndarray, qk: np.ndarray, qr: np.ndarray, R: int
) -> np.ndarray:
    """Values x at the query pairs (qk, qr) of the sparse vector {(k, r): x}; 0 where absent."""
    out = np.zeros(len(qk))
    if len(k) == 0 or len(qk) == 0:
        return out
    code = k * R + r
    order = np.argsort(code)
    code, x = code[order], x[order]
    q = qk * R + qr
    pos = np.minimum(np.searchsorted(code, q), len(code) - 1)
    hit = code[pos] == q
    out[hit] = x[pos[hit]]
    return out


def evaluate(inst: Instance, asg: Assignment) -> Evaluation:
    """Objective J = blind + warm + fill + churn + P * overload, and the loads it implies."""
    K, R = inst.K, inst.R
    a = asg.admitted(K)
    blind = float(inst.beta[~a].sum())
    warm = float(inst.omega[a].sum())
    prev_share = lookup_pairs(inst.prev_k, inst.prev_r, inst.prev_x, asg.k, asg.r, R)
    fill_kr = inst.fill[asg.k] * (prev_share <= 0)
    fill = float(fill_kr.sum())
    cur_at_prev = lookup_pairs(asg.k, asg.r, asg.x, inst.prev_k, inst.prev_r, R)
    moved = np.maximum(inst.prev_x - cur_at_prev, 0.0)
    churn = float((inst.chi[inst.prev_k] * moved).sum())
    W = np.bincount(asg.r, weights=inst.warm_load[asg.k] * asg.x + fill_kr, minlength=R)
    kv = np.bincount(asg.r, weights=inst.p[asg.k], minlength=R)
    B = float(inst.blind_load[~a].sum())
    cap = inst.cap
    overload = overload_of(W, cap, B) if R else B
    b = water_fill(W, inst.C, B) if R else np.zeros(0)
    objective = blind + warm + fill + churn + inst.P * overload
    prompt = float((inst.lam * (inst.p + inst.t)).sum())
    hits = float((inst.lam * inst.p)[a].sum() + inst.h0 * (inst.lam * inst.p)[~a].sum()) - fill
    hit_rate = min(1.0, max(0.0, hits / prompt)) if prompt > 0 else 0.0
    return Evaluation(
        objective=objective,
        blind=blind,
        warm=warm,
        fill=fill,
        churn=churn,
        overload=overload,
        warm_load=W,
        blind_share=b,
        kv=kv,
        hit_rate=hit_rate,
        admitted=a,
    )


@dataclass
class Core:
    """The exact program restricted to keys S with candidate pairs; other keys are fixed.

    With S = every eligible key and pairs = S x R this is the full program of the formulation.
    The fixed keys' warm load, KV and blind load become constants of the rows (`W_fix`, `KV_fix`,
    `B_fix`) and their objective the constant `J_fix`.
    """

    inst: Instance
    S: np.ndarray  # key indices decided here
    pk: np.ndarray  # candidate pairs (key index, replica index)
    pr: np.ndarray
    fill: np.ndarray  # f_kr of each pair (0 on a previous destination)
    prev_pair: np.ndarray  # index into the churn rows, -1 if the pair was not a previous destination
    churn_k: np.ndarray  # previous pairs of keys in S: key, replica, share
    churn_r: np.ndarray
    churn_x: np.ndarray
    fixed: Assignment
    W_fix: np.ndarray
    KV_fix: np.ndarray
    B_fix: float
    J_fix: float

    def combine(self, part: Assignment) -> Assignment:
        return Assignment(
            np.concatenate([self.fixed.k, part.k]),
            np.concatenate([self.fixed.r, part.r]),
            np.concatenate([self.fixed.x, part.x]),
        ).normalized()


def make_core(
    inst: Instance,
    S: np.ndarray,
    fixed: Assignment,
    candidates: dict[int, np.ndarray] | None = None,
) -> Core:
    """Core over keys `S` (candidates: replica indices per key, default all), `fixed` for the rest."""
    S = np.asarray(sorted(set(S.tolist()) & set(np.flatnonzero(inst.eligible).tolist())), np.int64)
    in_S = np.zeros(inst.K, bool)
    in_S[S] = True
    keep = ~in_S[fixed.k]
    fixed = Assignment(fixed.k[keep], fixed.r[keep], fixed.x[keep])
    pk_l, pr_l = [], []
    for k in S.tolist():
        rs = np.arange(inst.R) if candidates is None else np.asarray(candidates[k])
        prev_rs = inst.prev_r[inst.prev_k == k]
        rs = np.union1d(rs, prev_rs)
        pk_l.append(np.full(len(rs), k, np.int64))
        pr_l.append(rs.astype(np.int64))
    pk = np.concatenate(pk_l) if pk_l else np.zeros(0, np.int64)
    pr = np.concatenate(pr_l) if pr_l else np.zeros(0, np.int64)
    cmask = in_S[inst.prev_k]
    churn_k, churn_r, churn_x = inst.prev_k[cmask], inst.prev_r[cmask], inst.prev_x[cmask]
    churn_index = {(int(k), int(r)): j for j, (k, r) in enumerate(zip(churn_k, churn_r, strict=True))}
    prev_pair = np.array([churn_index.get((int(k), int(r)), -1) for k, r in zip(pk, pr, strict=True)], np.int64)
    fill = np.where(prev_pair >= 0, 0.0, inst.fill[pk])
    # constants from the keys outside S, evaluated with S left blind and then S's own share removed
    ev = evaluate(inst, fixed)
    a_fix = fixed.admitted(inst.K)
    outside = ~in_S
    B_fix = float(inst.blind_load[outside & ~a_fix].sum())
    J_fix = (
        float(inst.beta[outside & ~a_fix].sum())
        + float(inst.omega[outside & a_fix].sum())
        + ev.fill
        + ev.churn
        - float((inst.chi[churn_k] * churn_x).sum())
    )
    return Core(
        inst=inst,
        S=S,
        pk=pk,
        pr=pr,
        fill=fill,
        prev_pair=prev_pair,
        churn_k=churn_k,
        churn_r=churn_r,
        churn_x=churn_x,
        fixed=fixed,
        W_fix=ev.warm_load,
        KV_fix=ev.kv,
        B_fix=B_fix,
        J_fix=J_fix,
    )
