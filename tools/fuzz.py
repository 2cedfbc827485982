"""Reliability run (issue 20): the engine's contract under a hostile client, then the damaged-save sweep.

    python tools/fuzz.py [--commands 12000] [--games 24] [--save-variants 1200] [--seed 0] [--verbose]

Commands: seeded bot games give the positions; at each sampled position the listed commands are
mutated the ways a hostile client would (field nudges, another hero, stale commands from earlier
positions, junk strings, huge and negative numbers, wrong types, unknown and unused fields, deep
nesting, mangled JSON text) and sent to do(). For each it counts:

* crashes: anything but RuleViolation escaping do() or Game.is_legal();
* unlisted accepts: do() accepting a command that is not legal (not in legal() for a kind listed in
  full; for a kind listed in a canonical form, is_legal() saying no), or refusing one is_legal() takes;
* changed by a refusal: a refused command that left the state, the events or legal() different;
* internal messages: a refusal whose words are a Python error, not a sentence (e.g. "list index",
  a bare KeyError's quoted key), or that quotes input at length (over MAX_REFUSAL characters);
* outside writes: any file opened for writing while the rules run (the rules never write files);
* silent losses: an accepted command whose game no longer replays from its JSON log to the same state.

All must be zero; then tools/fuzz_saves.py's sweep runs (its crashes, outside writes and reads and
silent losses must be zero too). The script exits 1 otherwise. tests/rules/engine/test_engine_contract.py runs
the same mutations as a hypothesis property over fewer positions.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bot import heuristic as bot  # noqa: E402
from game.rules import Game, RuleViolation, dump  # noqa: E402
from game.rules.content.library import HERO_IDS  # noqa: E402
from game.rules.core.messages import COMMANDS  # noqa: E402

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"], ["rogue", "wizard"]]
JUNK = ["", "Nonejunk", "none", "x" * 300, "y" * 100_000, "fighter:99z", "ruins-99", "💀", "\x00", "../../etc/passwd",
        "null"]
NUMBERS = [-1, -2, 2, 3, 4, 7, 99, -99, 10**30, -(10**30), 2**63, -(2**63)]
WRONG_TYPES: list[Any] = [True, False, 1.0, 0.5, "0", "1", None, [], {}, [0], {"a": 1}, [[[]]]]
# words in a refusal that only a Python error would say
INTERNAL = ("Traceback", "object has no attribute", "NoneType", "index out of range", "KeyError", "TypeError",
            "ValueError", "<class", "object is not", "unhashable", "not subscriptable", "pydantic")
DEEP = "[" * 100_000 + "]" * 100_000
MAX_REFUSAL = 400  # characters: a refusal is a sentence, with any quoted input cut short


def _deep(depth: int) -> Any:
    out: Any = 0
    for _ in range(depth):
        out = [out]
    return out


# --- the mutations -----------------------------------------------------------------------------

def mutate(cmd: dict[str, Any], rng: random.Random, stale: list[dict[str, Any]],
           words: list[str]) -> dict[str, Any] | str:
    """One hostile variant of a listed command's JSON form (`stale`: commands listed earlier in the
    game; `words`: ids seen in the game, for plausible but wrong strings)."""
    out = dict(cmd)
    fields = [k for k in out if k != "kind"]
    how = rng.randrange(12)
    if how == 0 and stale:  # a stale command from an earlier position (wrong phase, wrong hero...)
        return dict(rng.choice(stale))
    if how == 1:  # text: deep nesting, truncation, garbage
        text = json.dumps(out)
        return rng.choice([DEEP, text[: rng.randrange(len(text))], text + "}", "{" * 5000, "\ud800", "[]", "7"])
    if how == 2:
        out[rng.choice(["extra", "card", "pair", "target", "hero", "excess", "ally"])] = rng.choice(
            [0, 1, "x", None, -1, True])
        return out
    if how == 3:
        out["kind"] = rng.choice(["undo", "", "legal", "play_cards", "buy_key", 7, None, "Encounter"])
        return out
    if not fields:
        return rng.choice([{**out, "hero": 0}, {**out, "x": 1}, {"kind": out["kind"], "kind2": 1}])
    name = rng.choice(fields)
    value = out[name]
    if how == 4:  # wrong type
        out[name] = rng.choice(WRONG_TYPES)
    elif how == 5:  # deep nesting inside a field
        out[name] = _deep(rng.choice([50, 500, 5000]))
    elif how == 6:
        out.pop(name)
    elif isinstance(value, bool) or value is None:
        out[name] = rng.choice([0, 1, "x", -1, 10**30])
    elif isinstance(value, int):
        out[name] = value + rng.choice([-1, 1, 2]) if how < 9 else rng.choice(NUMBERS)
    elif isinstance(value, str):
        out[name] = rng.choice(words) if how < 9 and words else rng.choice(JUNK)
    elif isinstance(value, list):
        items = list(value)
        op = rng.randrange(5)
        if op == 0 and items:
            items.pop(rng.randrange(len(items)))
        elif op == 1 and items:
            items.append(rng.choice(items))  # a duplicate
        elif op == 2:
            items.append(rng.choice(words + JUNK) if not items or isinstance(items[0], str) else rng.choice(NUMBERS))
        elif op == 3 and items:
            i = rng.randrange(len(items))
            items[i] = rng.choice(words + JUNK) if isinstance(items[i], str) else items[i] + rng.choice([-1, 1, 99])
        else:
            rng.shuffle(items)
            items.reverse()
        out[name] = items
    return out


def words_of(game: Game) -> list[str]:
    """Ids a client could plausibly send: cards in hands and the pool, element ids, tiles, items."""
    s = game.state
    out = [c for hs in s.hero_states for c in hs.hand + hs.discard + hs.stored + hs.equipped + hs.abilities]
    out += list(s.xp_pool) + list(s.elements)[:20] + list(HERO_IDS) + list(s.tile_pile[:3])
    return sorted(set(out))


# --- one probe ---------------------------------------------------------------------------------

@dataclass
class Findings:
    commands: int = 0
    accepted: int = 0
    refused: int = 0
    by_kind: Counter[str] = field(default_factory=Counter)
    crashes: list[str] = field(default_factory=list)
    unlisted_accepts: list[str] = field(default_factory=list)
    changed_by_refusal: list[str] = field(default_factory=list)
    internal_messages: list[str] = field(default_factory=list)
    outside_writes: list[str] = field(default_factory=list)
    silent_losses: list[str] = field(default_factory=list)
    seconds: float = 0.0

    LABELS = ("crashes", "unlisted_accepts", "changed_by_refusal", "internal_messages", "outside_writes",
              "silent_losses")

    @property
    def clean(self) -> bool:
        return not any(getattr(self, label) for label in self.LABELS)


_WRITES: list[str] = []
_WATCHING = [False]


def _audit(event: str, args: tuple[Any, ...]) -> None:
    if _WATCHING[0] and event == "open" and len(args) > 1 and isinstance(args[1], str) \
            and any(m in args[1] for m in "wax+"):
        _WRITES.append(str(args[0]))


def _watch_writes() -> None:
    if not getattr(_watch_writes, "on", False):
        sys.addaudithook(_audit)
        _watch_writes.on = True  # type: ignore[attr-defined]


def _label(sent: dict[str, Any] | str) -> str:
    try:
        return (json.dumps(sent) if isinstance(sent, dict) else repr(sent))[:160]
    except (RecursionError, ValueError):
        return f"{sent.get('kind')!r} nested deeply" if isinstance(sent, dict) else "deep text"


def _fingerprint(game: Game) -> tuple[int, str, list[str]]:
    return (len(game.events), json.dumps(game.state.model_dump(mode="json"), sort_keys=True),
            [json.dumps(dump(c), sort_keys=True) for c in game.legal()])


def probe(game: Game, sent: dict[str, Any] | str, findings: Findings, check_replay: bool = True) -> bool | None:
    """Send one command to `game` and check the contract; an accepted command is taken back so the
    game stays at its position. True: accepted, False: refused, None: a crash."""
    findings.commands += 1
    kind = sent.get("kind") if isinstance(sent, dict) else "text"
    findings.by_kind[str(kind)[:30]] += 1
    label = _label(sent)
    before = _fingerprint(game)
    saved = list(game.events)
    listed = {json.dumps(dump(c), sort_keys=True) for c in game.legal()}
    _WATCHING[0] = True
    try:
        try:
            verdict = game.is_legal(sent)
        except Exception as exc:  # noqa: BLE001  (a crash is what the probe counts)
            findings.crashes.append(f"is_legal({label}): {type(exc).__name__}: {exc}"[:300])
            return None
        if _fingerprint(game) != before:
            findings.changed_by_refusal.append(f"is_legal changed the game: {label}")
        mark = len(game.events)
        try:
            game.do(sent)
        except RuleViolation as refusal:
            findings.refused += 1
            words = str(refusal)
            # a Python error's words, a bare KeyError (the quoted key alone), or input echoed at length
            if any(w in words for w in INTERNAL) or not words or words[0] in "'\"" or len(words) > MAX_REFUSAL:
                findings.internal_messages.append(f"{label}: {words}"[:300])
            if _fingerprint(game) != before:
                findings.changed_by_refusal.append(label)
            if verdict:
                findings.unlisted_accepts.append(f"is_legal said yes, do() refused: {label}: {words}"[:300])
            return False
        except Exception as exc:  # noqa: BLE001
            findings.crashes.append(f"do({label}): {type(exc).__name__}: {exc}"[:300])
            return None
    finally:
        _WATCHING[0] = False
    findings.accepted += 1
    if len(game.events) <= mark:  # an undo: a meta command, legal whenever can_undo() says so
        if not verdict:
            findings.unlisted_accepts.append(f"undo accepted though is_legal said no: {label}")
        _restore(game, saved)
        return True
    cmd = game.events[mark].command if game.events[mark].kind == "command_accepted" else None  # type: ignore[attr-defined]
    key = json.dumps(cmd, sort_keys=True) if cmd is not None else None
    every = cmd is not None and COMMANDS[cmd["kind"]].listing == "every"
    if not verdict or (every and key not in listed):
        findings.unlisted_accepts.append(label)
    if check_replay:
        log = [json.loads(json.dumps(dump(e), separators=(",", ":"))) for e in game.events]
        again = Game.replay(log, game.content)
        if again.state.model_dump(mode="json") != game.state.model_dump(mode="json"):
            findings.silent_losses.append(f"{label}: the log does not replay to the state")
    game._rebuild(mark)  # take it back: the next probe starts from the same position
    return True


def _restore(game: Game, events: list[Any]) -> None:
    """Put `game` back at the position of `events` (after an undo took events away)."""
    fresh = Game.replay(events, game.content)
    game.events, game.state, game.board = fresh.events, fresh.state, fresh.board
    game._legal_cache = game._listed_ids = None


# --- the run -----------------------------------------------------------------------------------

def positions(seed: int, every: int, rng: random.Random) -> list[list[Any]]:
    """The event logs before a sample of the bot's decisions in one seeded game."""
    game = Game.new(heroes=PARTIES[seed % len(PARTIES)], seed=seed)
    bot_rng = random.Random(seed)
    out: list[list[Any]] = []
    while game.outcome is None:
        if rng.randrange(every) == 0:
            out.append(list(game.events))
        cmd = bot.choose(game, bot_rng)
        if cmd is None:
            break
        game.do(cmd)
    return out


def run(commands: int, games: int, seed: int = 0, progress: bool = False) -> Findings:
    _watch_writes()
    rng = random.Random(seed)
    findings = Findings()
    start = time.perf_counter()
    per_game = max(1, commands // games)
    for g in range(games):
        logs = positions(seed * 1000 + g, 6, rng)
        if not logs:
            continue
        stale: list[dict[str, Any]] = []
        per_position = max(1, per_game // len(logs))
        for log in logs:
            game = Game.replay(log)
            listing = [dump(c) for c in game.legal()]
            words = words_of(game)
            for _ in range(per_position):
                sent: dict[str, Any] | str
                if listing and rng.random() < 0.1:
                    sent = rng.choice(listing)  # a listed command as it is: it must be accepted
                elif listing:
                    sent = mutate(rng.choice(listing), rng, stale, words)
                else:
                    sent = mutate(rng.choice(stale), rng, stale, words) if stale else {"kind": "draw_tile"}
                probe(game, sent, findings, check_replay=rng.random() < 0.05)
            stale = (stale + listing[:8])[-200:]
        if progress:
            print(f"  game {g + 1}/{games}: {findings.commands} commands, {time.perf_counter() - start:.0f} s",
                  file=sys.stderr)
    findings.seconds = time.perf_counter() - start
    return findings


def print_findings(f: Findings, verbose: bool) -> None:
    print(f"command fuzz: {f.commands} commands in {f.seconds:.0f} s: {f.accepted} accepted, {f.refused} refused")
    for label in Findings.LABELS:
        found = getattr(f, label)
        print(f"{label.replace('_', ' ')}: {len(found)}")
        for line in found[: None if verbose else 8]:
            print(f"    {line}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--commands", type=int, default=12_000)
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--save-variants", type=int, default=1200, help="0: skip the damaged-save sweep")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    findings = run(args.commands, args.games, args.seed, progress=True)
    print_findings(findings, args.verbose)
    clean = findings.clean
    if args.save_variants:
        from tools import fuzz_saves
        fuzz_saves._cap_memory()
        report = fuzz_saves.sweep(args.save_variants, args.seed, progress=True)
        print(f"damaged-save sweep: {report.variants} variants in {report.seconds:.0f} s; refused cleanly "
              f"{report.refused}, loaded {report.loaded} (with a note for the player: {report.noted})")
        for label in ("crashes", "outside_writes", "outside_reads", "silent_losses"):
            found = getattr(report, label)
            print(f"saves {label.replace('_', ' ')}: {len(found)}")
            for line in found[: None if args.verbose else 8]:
                print(f"    {line}")
        clean = clean and report.clean
    sys.exit(0 if clean else 1)


if __name__ == "__main__":
    main()
