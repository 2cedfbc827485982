"""Importing the rule areas in another order changes no game: every registry they fill is either keyed
(one entry per key, a second refused) or put in the order ruleset.py writes out.

Each order is tried in a fresh interpreter (the registries fill once per process): the rule area
modules are imported one by one in that order before the package's own imports run, then a bot game
is played and its event log fingerprinted.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Literal

import pytest

from game.rules import Command, registry, ruleset

ROOT = Path(__file__).resolve().parents[3]

_PLAY = r'''
import hashlib, importlib, importlib.util, json, pkgutil, sys, types

order = sys.argv[1]
spec = importlib.util.find_spec("game.rules")
rules = types.ModuleType("game.rules")  # the package, before its __init__ imports anything
rules.__path__ = list(spec.submodule_search_locations)
sys.modules["game.rules"] = rules
import game.rules.areas as areas
names = sorted(m.name for m in pkgutil.walk_packages(areas.__path__, "game.rules.areas."))
if order == "reversed":
    names.reverse()
elif order == "by_length":
    names.sort(key=lambda n: (-len(n), n))
for name in names:
    importlib.import_module(name)
rules.__spec__, rules.__file__ = spec, spec.origin
spec.loader.exec_module(rules)  # now the package's own imports (the ruleset orders the hooks)

from game.bot import heuristic
from game.rules import Game, dump, registry

def names_of(hooks):
    return [f"{h.__module__}.{h.__name__}" for h in hooks]

game = heuristic.play(Game.new(heroes=["fighter", "wizard"], seed=7), seed=7, max_commands=400)
log = json.dumps([dump(e) for e in game.events], sort_keys=True)
print(json.dumps({
    "first": names[0],
    "game": hashlib.sha256(log.encode()).hexdigest(),
    "events": len(game.events),
    "orders": {
        "game_setup": names_of(registry.GAME_SETUP_HOOKS),
        "ecology_setup": names_of(registry.ECOLOGY_SETUP_HOOKS),
        "tile_placed": names_of(registry.TILE_PLACED_HOOKS),
        "listers": names_of(registry.LEGAL_LISTERS),
        "xp_sources": names_of(registry.XP_SOURCES),
        "combat_won": sorted(names_of(registry.COMBAT_WON_HOOKS.values())),
        "step_done": sorted(names_of(registry.STEP_DONE_HOOKS.values())),
        "encounters": sorted(names_of(registry.ENCOUNTER_HANDLERS.values())),
    },
}))
'''


def _played(order: str) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", _PLAY, order], cwd=ROOT, capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout.splitlines()[-1])  # type: ignore[no-any-return]


@pytest.mark.slow
def test_the_rule_areas_imported_in_another_order_play_the_same_game() -> None:
    usual, backwards, longest_first = _played("sorted"), _played("reversed"), _played("by_length")
    assert usual["first"] != backwards["first"]  # the orders really differ
    assert backwards["orders"] == usual["orders"]
    assert longest_first["orders"] == usual["orders"]
    assert usual["events"] > 100  # a real game, not one refused at the start
    assert backwards["game"] == usual["game"]
    assert longest_first["game"] == usual["game"]


def test_every_ordered_hook_list_is_in_the_ruleset_order() -> None:
    assert tuple(registry.XP_SOURCES) == ruleset.XP_VALUES
    assert registry.COMBAT_WON_HOOKS == ruleset.COMBAT_WON
    assert registry.STEP_DONE_HOOKS == ruleset.STEP_DONE
    assert registry.ENCOUNTER_HANDLERS == ruleset.ENCOUNTERS


def test_a_second_registration_under_the_same_key_is_refused() -> None:
    def stray_level_up(game: object) -> None: ...

    with pytest.raises(RuntimeError, match="stair_guardian"):
        registry.on_combat_won("stair_guardian")(stray_level_up)
    assert registry.COMBAT_WON_HOOKS["stair_guardian"] is ruleset.COMBAT_WON["stair_guardian"]
    with pytest.raises(RuntimeError, match="damage"):
        registry.handles("damage")(lambda game, effect, ctx: None)


def test_a_keyed_hook_left_out_of_the_ruleset_is_refused() -> None:
    def stray_hook(game: object) -> None: ...

    with pytest.raises(RuntimeError, match="boat"):
        ruleset._all_placed({**ruleset.COMBAT_WON, "boat": stray_hook}, ruleset.COMBAT_WON, "COMBAT_WON")
    with pytest.raises(RuntimeError, match="not registered"):
        ruleset._all_placed({}, ruleset.COMBAT_WON, "COMBAT_WON")


def test_a_message_kind_declared_twice_is_refused() -> None:
    with pytest.raises(RuntimeError, match="encounter"):
        class _SecondEncounter(Command):  # the kind of game.rules' Encounter
            kind: Literal["encounter"] = "encounter"
