"""The plan program: instance arrays, the objective, and the exact model every backend shares.

This module is the one place where the objective of `formulations/plan-program.md` is written.
`Instance` holds the parameters as numpy arrays (symbols as in the formulation; loads from
`cacheroute_solver.plan.load`); `Assignment` is a sparse list of shares x_kr; `evaluate` computes the
objective and the predicted state of the fleet for any assignment; `make_program_rows` restricts the
program to some keys and pairs, which the CP-SAT and CBC backends and the MPS/LP export read.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property

import numpy as np

from cacheroute_solver.models import Fleet, KeyStats, Plan, PlanConfig
from cacheroute_solver.plan.load import key_arrays, key_rows, replica_rows
from cacheroute_solver.plan.warmset import eligible_keys

TINY = 1e-300


@dataclass(frozen=True)
class Instance:
    """Parameters of one plan program, as arrays over keys k, healthy replicas r and load rows j.

    Objective terms are prefill tokens/s; row j's loads and caps are in that row's unit
    (`cacheroute_solver.plan.load`); KV in tokens. `scaled` returns the same program with every family
    of numbers divided by its own scale (the `scale_*` fields), which is what the solvers see.
    """

    keys: tuple[str, ...]
    replica_ids: tuple[str, ...]
    beta: np.ndarray  # beta_k: prefill tokens/s of k when cache-blind
    omega: np.ndarray  # omega_k: prefill tokens/s of k when warm
    fill: np.ndarray  # f_k: prefill tokens/s of one cold fill of k, spread over T
    chi: np.ndarray  # chi_k: churn cost per unit of share moved off a previous destination
    reuse: np.ndarray  # lambda_k p_k: prompt tokens/s of k that hit when k is warm (reporting)
    prompt: float  # sum_k lambda_k (p_k + t_k): all prompt tokens/s (reporting)
    h0: float
    p: np.ndarray  # p_k: KV of k's prefix
    M: np.ndarray  # M_r: KV budget for warm prefixes
    load_w: np.ndarray  # l^w_jk: row-j load of k's warm traffic (per unit share)
    load_b: np.ndarray  # l^b_jk: row-j load of k's traffic when cache-blind
    load_f: np.ndarray  # g_jk: row-j load of one cold fill of k on a new destination
    excess: np.ndarray  # e_k: peak excess of k's warm load, row 0 (per unit share)
    cap: np.ndarray  # (J, R) planned caps
    full: np.ndarray  # (J, R) capacity at utilisation 1 (reporting)
    pen: np.ndarray  # (J,) objective cost per unit of overload on row j
    eligible: np.ndarray  # E: may be admitted (hysteresis, and the prefix fits some KV budget)
    prev_k: np.ndarray  # previous plan, sparse: key index
    prev_r: np.ndarray  # replica index
    prev_x: np.ndarray  # previous share x-bar_kr
    D: int
    Gamma: float  # burst budget
    P: float  # overload penalty (Plan.overload = overload cost / P)
    scale_obj: float = 1.0
    scale_kv: float = 1.0
    scale_load: tuple[float, ...] = ()

    @property
    def K(self) -> int:
        return len(self.keys)

    @property
    def R(self) -> int:
        return len(self.replica_ids)

    @property
    def J(self) -> int:
        return self.load_w.shape[0]

    @cached_property
    def saving(self) -> np.ndarray:
        """beta_k - omega_k: prefill tokens/s k saves when warm (before fill)."""
        return self.beta - self.omega

    @cached_property
    def blind_work(self) -> float:
        """Prefill work (with churn) of the plan that caches nothing: the most any plan can save from."""
        return float(self.beta.sum()) + float((self.chi[self.prev_k] * self.prev_x).sum())

    @cached_property
    def previous_by_key(self) -> dict[int, tuple[np.ndarray, np.ndarray]]:
        """Key index -> (its previous destinations, their shares renormalised), largest share first."""
        out: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        if len(self.prev_k) == 0:
            return out
        order = np.lexsort((-self.prev_x, self.prev_k))
        ks, rs, xs = self.prev_k[order], self.prev_r[order], self.prev_x[order]
        starts = np.flatnonzero(np.r_[True, ks[1:] != ks[:-1]])
        ends = np.r_[starts[1:], len(ks)]
        tot = np.add.reduceat(xs, starts)
        for s, e, t in zip(starts.tolist(), ends.tolist(), tot.tolist(), strict=True):
            out[int(ks[s])] = (rs[s:e], xs[s:e] / t)
        return out

    def scaled(self) -> Instance:
        """The same program in units where totals are about 1 (what HiGHS, CP-SAT and CBC see).

        Objective terms are divided by one scale, each load row by its own, KV by the largest
        budget; the penalties are converted so that every objective is the original one divided by
        `scale_obj`. Caps that no load could reach, and prefixes above every budget (never warm),
        are clipped, which changes neither the feasible plans nor their objective.
        """
        zl = np.maximum((self.load_b + self.load_w + self.load_f).sum(axis=1), TINY)
        zo = max(
            float(self.beta.sum()),
            float(self.omega.sum()),
            float(self.fill.sum()),
            float(self.chi.sum()),
            1e-12 * float((self.pen * zl).max(initial=0.0)),
            TINY,
        )
        zk = max(float(self.M.max(initial=0.0)), TINY)
        with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
            # no plan puts more than every key's blind, warm and D fills on one row: a cap above that never binds
            cap = np.minimum(self.cap / zl[:, None], 2.0 * self.D + 2.0)
            ratio = np.where(self.cap > 0, self.full / np.where(self.cap > 0, self.cap, 1.0), 1.0)
            p = np.minimum(self.p / zk, 2.0)
        return replace(
            self,
            beta=self.beta / zo,
            omega=self.omega / zo,
            fill=self.fill / zo,
            chi=self.chi / zo,
            reuse=self.reuse / zo,
            prompt=self.prompt / zo,
            p=p,
            M=self.M / zk,
            load_w=self.load_w / zl[:, None],
            load_b=self.load_b / zl[:, None],
            load_f=self.load_f / zl[:, None],
            excess=self.excess / zl[0],
            cap=cap,
            full=cap * ratio,
            pen=self.pen * zl / zo,
            P=self.P / zo,
            scale_obj=self.scale_obj * zo,
            scale_kv=self.scale_kv * zk,
            scale_load=tuple(float(z) for z in zl),
        )


_KEY = operator.attrgetter("key")


def make_instance(
    keys: Sequence[KeyStats],
    fleet: Fleet,
    config: PlanConfig,
    previous: Plan | None = None,
) -> Instance:
    """Arrays of the program for the healthy replicas of `fleet` (in the user's units).

    A key whose prefix exceeds every healthy KV budget can never be warm and is not eligible, so
    no relaxation can half-cache it.
    """
    healthy = fleet.healthy
    rindex = {r.id: i for i, r in enumerate(healthy)}
    names = tuple(map(_KEY, keys))
    kindex = {k: i for i, k in enumerate(names)} if previous is not None else {}
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
    K = len(keys)
    arrays = key_arrays(keys)
    lam, p, t = arrays[0], arrays[2], arrays[3]
    h0 = config.blind_hit_rate
    rows = replica_rows(healthy, config)
    lr = key_rows(arrays, rows, config)
    cap, full = rows.cap.copy(), rows.full.copy()
    if rows.memory:
        unset = np.isnan(full[1])
        never = float(lr.blind[1].sum() + lr.warm[1].sum()) * 2.0 + 1.0
        full[1, unset] = never
        cap[1, unset] = never
    M = np.array([r.kv_capacity for r in healthy], float)
    prev_warm = previous.warm_keys if previous is not None else frozenset()
    was_warm = np.zeros(K, bool)
    if prev_warm:
        was_warm[[kindex[k] for k in prev_warm if k in kindex]] = True
    eligible = eligible_keys(lam, was_warm, config.admit_rate, config.keep_rate)
    eligible &= p <= (M.max() if len(M) else -1.0)
    return Instance(
        keys=names,
        replica_ids=tuple(r.id for r in healthy),
        beta=lam * ((1.0 - h0) * p + t),
        omega=lam * t,
        fill=p / config.fill_horizon_s,
        chi=config.churn_weight * lam * p,
        reuse=lam * p,
        prompt=float((lam * (p + t)).sum()),
        h0=h0,
        p=p,
        M=M,
        load_w=lr.warm,
        load_b=lr.blind,
        load_f=lr.fill,
        excess=lr.excess if config.burst_budget > 0 else np.zeros(K),
        cap=cap,
        full=full,
        pen=config.overload_penalty * rows.penalty,
        eligible=eligible,
        prev_k=np.array(pk, dtype=np.int64),
        prev_r=np.array(pr, dtype=np.int64),
        prev_x=np.array(px, dtype=float),
        D=config.max_destinations,
        Gamma=config.burst_budget,
        P=config.overload_penalty,
        scale_load=tuple(1.0 for _ in range(cap.shape[0])),
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
    overload_cost: float  # sum_j pen_j sum_r s_jr
    warm_load: np.ndarray  # (J, R) W_jr: warm load + cold fill placed on r
    margin: np.ndarray  # (R,) burst margin m_r (row 0)
    blind_share: np.ndarray  # (J, R) b_jr
    kv: np.ndarray  # KV tokens held for warm prefixes on r
    hit_rate: float
    admitted: np.ndarray = field(repr=False)
    P: float = 1.0

    @property
    def load(self) -> np.ndarray:
        """(J, R) predicted mean load: warm, fill and blind share."""
        return self.warm_load + self.blind_share

    @property
    def overload(self) -> float:
        """Overload cost divided by P: load above caps in prompt-token equivalents per second."""
        return self.overload_cost / self.P if self.P > 0 else self.overload_cost

    @property
    def prefill_work(self) -> float:
        """Expected prefill tokens/s: the objective without churn and penalty."""
        return self.blind + self.warm + self.fill


def water_fill(W: np.ndarray, C: np.ndarray, B: float) -> np.ndarray:
    """Spread blind load B so utilisation (W_r + b_r) / C_r is levelled, as least-loaded balancing does."""
    if B <= 0 or len(W) == 0:
        return np.zeros_like(W)
    C = np.maximum(C, TINY)
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


def burst_margin(values: np.ndarray, r: np.ndarray, R: int, Gamma: float) -> np.ndarray:
    """m_r = max over key sets S on r with |S| <= Gamma of sum_{k in S} e_k x_kr (values = e_k x_kr).

    The floor(Gamma) largest values of each replica plus (Gamma - floor(Gamma)) of the next, as the
    Bertsimas-Sim budget counts them.
    """
    out = np.zeros(R)
    if Gamma <= 0 or len(values) == 0:
        return out
    live = values > 0
    if not live.any():
        return out
    v, rr = values[live], r[live]
    if Gamma == 1.0:
        np.maximum.at(out, rr, v)
        return out
    order = np.lexsort((-v, rr))
    v, rr = v[order], rr[order]
    first = np.flatnonzero(np.r_[True, rr[1:] != rr[:-1]])
    rank = np.arange(len(v)) - np.repeat(first, np.diff(np.r_[first, len(v)]))
    g = np.floor(Gamma)
    w = np.where(rank < g, 1.0, np.where(rank == g, Gamma - g, 0.0))
    return np.bincount(rr, weights=v * w, minlength=R)


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
    if (kv > inst.M * (1 + 1e-9) + 1e-12).any() or asg.destinations_count(inst.K).max() > inst.D:
        return None
    return asg


def lookup_pairs(k: np.ndarray, r: np.ndarray, x: np.ndarray, qk: np.ndarray, qr: np.ndarray, R: int) -> np.ndarray:
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
    """Objective J = blind + warm + fill + churn + sum_j pen_j * overload_j, and the loads it implies.

    Row 0's overload counts the burst margin as reserved: load + margin above the cap is overload.
    """
    K, R, J = inst.K, inst.R, inst.J
    a = asg.admitted(K)
    blind = float(inst.beta[~a].sum())
    warm = float(inst.omega[a].sum())
    prev_share = lookup_pairs(inst.prev_k, inst.prev_r, inst.prev_x, asg.k, asg.r, R)
    new = prev_share <= 0
    fill = float(inst.fill[asg.k][new].sum())
    if len(inst.prev_k):
        cur_at_prev = lookup_pairs(asg.k, asg.r, asg.x, inst.prev_k, inst.prev_r, R)
        moved = np.maximum(inst.prev_x - cur_at_prev, 0.0)
        churn = float((inst.chi[inst.prev_k] * moved).sum())
    else:
        churn = 0.0
    W = np.zeros((J, R))
    for j in range(J):
        W[j] = np.bincount(asg.r, weights=inst.load_w[j, asg.k] * asg.x + inst.load_f[j, asg.k] * new, minlength=R)
    margin = burst_margin(inst.excess[asg.k] * asg.x, asg.r, R, inst.Gamma)
    kv = np.bincount(asg.r, weights=inst.p[asg.k], minlength=R)
    B = inst.load_b[:, ~a].sum(axis=1)
    cost = 0.0
    b = np.zeros((J, R))
    for j in range(J):
        reserved = W[j] + margin if j == 0 else W[j]
        if R:
            cost += float(inst.pen[j]) * overload_of(reserved, inst.cap[j], float(B[j]))
            b[j] = water_fill(reserved, inst.cap[j], float(B[j]))
        else:
            cost += float(inst.pen[j]) * float(B[j])
    objective = blind + warm + fill + churn + cost
    hits = float(inst.reuse[a].sum() + inst.h0 * inst.reuse[~a].sum()) - fill
    hit_rate = min(1.0, max(0.0, hits / inst.prompt)) if inst.prompt > 0 else 0.0
    return Evaluation(
        objective=objective,
        blind=blind,
        warm=warm,
        fill=fill,
        churn=churn,
        overload_cost=cost,
        warm_load=W,
        margin=margin,
        blind_share=b,
        kv=kv,
        hit_rate=hit_rate,
        admitted=a,
        P=inst.P,
    )


@dataclass
class ProgramRows:
    """The exact program restricted to keys S with candidate pairs; other keys are fixed.

    With S = every eligible key and pairs = S x R this is the full program of the formulation.
    The fixed keys' warm load, KV and blind load become constants of the rows (`W_fix`, `KV_fix`,
    `B_fix`), their burst excesses constants of the margin (`ex_r`, `ex_v`: the ceil(Gamma) largest
    per replica, the only ones that can count), and their objective the constant `J_fix`.
    """

    inst: Instance
    S: np.ndarray  # key indices decided here
    pk: np.ndarray  # candidate pairs (key index, replica index)
    pr: np.ndarray
    fill: np.ndarray  # f_kr of each pair (0 on a previous destination)
    new: np.ndarray  # pair is not a previous destination (pays fill, and its fill load)
    prev_pair: np.ndarray  # index into the churn rows, -1 if the pair was not a previous destination
    churn_k: np.ndarray  # previous pairs of keys in S: key, replica, share
    churn_r: np.ndarray
    churn_x: np.ndarray
    fixed: Assignment
    W_fix: np.ndarray  # (J, R)
    KV_fix: np.ndarray
    B_fix: np.ndarray  # (J,)
    J_fix: float
    ex_r: np.ndarray  # fixed keys' burst excesses that can enter a margin: replica, value
    ex_v: np.ndarray

    def combine(self, part: Assignment) -> Assignment:
        return Assignment(
            np.concatenate([self.fixed.k, part.k]),
            np.concatenate([self.fixed.r, part.r]),
            np.concatenate([self.fixed.x, part.x]),
        ).normalized()


def make_program_rows(
    inst: Instance,
    S: np.ndarray,
    fixed: Assignment,
    candidates: dict[int, np.ndarray] | None = None,
) -> ProgramRows:
    """ProgramRows over keys `S` (candidates: replica indices per key, default all), `fixed` for the rest."""
    in_S = np.zeros(inst.K, bool)
    in_S[np.asarray(S, np.int64)] = True
    in_S &= inst.eligible
    S = np.flatnonzero(in_S).astype(np.int64)
    keep = ~in_S[fixed.k]
    fixed = Assignment(fixed.k[keep], fixed.r[keep], fixed.x[keep])
    pk_l, pr_l = [], []
    prev_of: dict[int, list[int]] = {}
    for k, r in zip(inst.prev_k.tolist(), inst.prev_r.tolist(), strict=True):
        if in_S[k]:
            prev_of.setdefault(k, []).append(r)
    all_r = np.arange(inst.R, dtype=np.int64)
    for k in S.tolist():
        rs = all_r if candidates is None else np.asarray(candidates[k], np.int64)
        if k in prev_of:
            rs = np.union1d(rs, prev_of[k])
        pk_l.append(np.full(len(rs), k, np.int64))
        pr_l.append(rs.astype(np.int64))
    pk = np.concatenate(pk_l) if pk_l else np.zeros(0, np.int64)
    pr = np.concatenate(pr_l) if pr_l else np.zeros(0, np.int64)
    cmask = in_S[inst.prev_k]
    churn_k, churn_r, churn_x = inst.prev_k[cmask], inst.prev_r[cmask], inst.prev_x[cmask]
    if len(churn_k):
        code = churn_k * inst.R + churn_r
        order = np.argsort(code)
        q = pk * inst.R + pr
        pos = np.minimum(np.searchsorted(code[order], q), len(code) - 1)
        hit = code[order][pos] == q
        prev_pair = np.where(hit, order[pos], -1).astype(np.int64)
    else:
        prev_pair = np.full(len(pk), -1, np.int64)
    new = prev_pair < 0
    fill = np.where(new, inst.fill[pk], 0.0)
    # constants from the keys outside S, evaluated with S left blind and then S's own share removed
    ev = evaluate(inst, fixed)
    a_fix = fixed.admitted(inst.K)
    outside = ~in_S
    B_fix = inst.load_b[:, outside & ~a_fix].sum(axis=1)
    J_fix = (
        float(inst.beta[outside & ~a_fix].sum())
        + float(inst.omega[outside & a_fix].sum())
        + ev.fill
        + ev.churn
        - float((inst.chi[churn_k] * churn_x).sum())
    )
    ex = inst.excess[fixed.k] * fixed.x
    live = ex > 0
    ex_r, ex_v = fixed.r[live], ex[live]
    if len(ex_v) and inst.Gamma > 0:
        order = np.lexsort((-ex_v, ex_r))
        ex_r, ex_v = ex_r[order], ex_v[order]
        first = np.flatnonzero(np.r_[True, ex_r[1:] != ex_r[:-1]])
        rank = np.arange(len(ex_v)) - np.repeat(first, np.diff(np.r_[first, len(ex_v)]))
        top = rank < np.ceil(inst.Gamma)
        ex_r, ex_v = ex_r[top], ex_v[top]
    else:
        ex_r, ex_v = np.zeros(0, np.int64), np.zeros(0)
    return ProgramRows(
        inst=inst,
        S=S,
        pk=pk,
        pr=pr,
        fill=fill,
        new=new,
        prev_pair=prev_pair,
        churn_k=churn_k,
        churn_r=churn_r,
        churn_x=churn_x,
        fixed=fixed,
        W_fix=ev.warm_load,
        KV_fix=ev.kv,
        B_fix=B_fix,
        J_fix=J_fix,
        ex_r=ex_r.astype(np.int64),
        ex_v=ex_v,
    )
