"""fast/cache.py: a full cache starts over, clear_all forgets every cache, no module of the rules
remembers in a plain dict of its own, and a game played with every cache forgotten before each
decision is the same game."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest

from game.bot import heuristic as bot
from game.rules import Game, dump
from game.rules.fast.cache import Cache

RULES = Path(__file__).resolve().parents[2] / "game" / "rules"


def _played(seed: int, forget: bool) -> str:
    game = Game.new(heroes=[["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]][seed % 3], seed=seed)
    rng = random.Random(seed)
    for _ in range(700):
        if game.outcome is not None:
            break
        if forget:
            Cache.clear_all()
            game.memo.clear()
        cmd = bot.choose(game, rng)
        if cmd is None:
            break
        game.do(cmd)
    return json.dumps([dump(e) for e in game.events])


@pytest.mark.parametrize("seed", [2, 6])
def test_a_game_with_every_rule_cache_forgotten_before_each_decision_is_the_same_game(seed: int) -> None:
    assert _played(seed, forget=True) == _played(seed, forget=False)


def test_a_full_cache_starts_over_and_clear_all_forgets_every_cache() -> None:
    cache: Cache[int, str] = Cache("test", 3)
    try:
        for i in range(3):
            cache.put(i, str(i))
        assert len(cache) == 3
        assert cache.put(9, "nine") == "nine" and dict(cache) == {9: "nine"}
        Cache.clear_all()
        assert len(cache) == 0
    finally:
        Cache.ALL[:] = [c for c in Cache.ALL if c is not cache]  # by identity: empty caches are equal


def test_no_rule_module_remembers_in_a_dict_of_its_own() -> None:
    """A private module-level `_NAME = {}` (or `: dict[...] = {}`) remembers without a limit or
    clear_all (public ones are registries, filled once on import); shortcuts live in fast/."""
    allowed = {"_NO_PATTERNS",  # an empty default, never written
               "_ADAPTERS"}  # one pydantic TypeAdapter per state model type, built when first asked
    plain = []
    for path in RULES.rglob("*.py"):
        if "fast" in path.relative_to(RULES).parts:
            continue
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
            target = node.targets[0] if isinstance(node, ast.Assign) else getattr(node, "target", None)
            name = target.id if isinstance(target, ast.Name) else ""
            if isinstance(value, ast.Dict) and not value.keys and name.startswith("_") and name not in allowed:
                plain.append(f"{path.name}:{node.lineno} {name}")
    assert plain == []


def test_no_rule_module_outside_fast_keys_anything_by_id() -> None:
    """id()-keyed look-ups are shortcuts: only fast/ holds them."""
    found = []
    for path in RULES.rglob("*.py"):
        if "fast" in path.relative_to(RULES).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "id":
                found.append(f"{path.relative_to(RULES)}:{node.lineno}")
    assert found == []
