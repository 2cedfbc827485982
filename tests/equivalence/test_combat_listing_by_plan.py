"""Combat listing's speed paths list exactly what the full checks list: ability activations by
the checks' plan (effect_rules.hero_effects_plan) versus every choice checked in full, and the
shared command objects versus freshly built ones."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.bot import heuristic as bot
from game.rules import Game, dump
from game.rules.areas import effect_rules
from game.rules.areas.combat import abilities as combat_abilities
from game.rules.areas.combat import legal as combat_legal
from game.rules.areas.combat.abilities import ability_problem
from game.rules.areas.combat.events import ActivateAbility
from game.rules.areas.combat.legal import ability_options, legal_combat
from game.rules.fast.commands import _COMMANDS
from game.rules.fast.tables import TABLES
from tests.kits.bot_positions import bot_positions

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def _forget() -> None:
    for name in ("combat.ability_shape", "combat.actives"):
        TABLES[name].store.clear()
    _COMMANDS.clear()


def _variants(game: Game) -> Iterator[None]:
    """The table as it is, then (each restored after) with a played card gone from one side of a
    slot, or a slot gone: what a single monster card or a short hand leave."""
    c = game.state.combat
    assert c is not None
    yield
    for front in c.fronts:
        for si, slot in enumerate(list(front.slots)):
            for side in ("hero", "monster"):
                kept = getattr(slot, side)
                setattr(slot, side, None)
                yield
                setattr(slot, side, kept)
            if front.chosen is None:
                del front.slots[si]
                yield
                front.slots.insert(si, slot)


def _listed(game: Game) -> list[list[object]]:
    c = game.state.combat
    assert c is not None
    return [ability_options(game, c, h) for h in range(len(game.state.heroes))]


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_activations_by_the_plan_are_those_every_choice_checked_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    by_plan = effect_rules.hero_effects_plan
    listed = 0
    for seed in range(4):
        game = Game.new(heroes=PARTIES[seed % 3], seed=seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if game.outcome is not None:
                break
            c = game.state.combat
            if game.state.phase == "combat" and c is not None and c.step == "abilities":
                for _ in _variants(game):
                    _forget()
                    monkeypatch.setattr(combat_abilities, "hero_effects_plan", by_plan)
                    fast = _listed(game)
                    _forget()
                    monkeypatch.setattr(combat_abilities, "hero_effects_plan", lambda effects: None)
                    slow = _listed(game)
                    assert fast == slow
                    listed += sum(1 for cmds in fast if cmds)
                    for cmds in slow:
                        assert all(ability_problem(game, cmd) is None for cmd in cmds
                                   if isinstance(cmd, ActivateAbility))
                monkeypatch.setattr(combat_abilities, "hero_effects_plan", by_plan)
                _forget()
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)
    _forget()
    assert listed > 100


def test_a_plan_needs_only_what_it_says() -> None:
    game = Game.new(heroes=["fighter", "wizard", "rogue"], seed=0)
    for h in range(3):
        for a in combat_legal.hero_kit(game, h).abilities:
            plan = effect_rules.hero_effects_plan(a.effects)
            assert plan is not None
            _, two, card = plan
            assert two == any(e.op == "swap" for e in a.effects)
            assert card == any(e.op == "retrieve" for e in a.effects)


def test_shared_commands_equal_fresh_ones() -> None:
    seen = 0
    for game in bot_positions(Game.new(heroes=["fighter", "wizard"], seed=3), 3):
        if game.state.phase == "combat":
            warm = legal_combat(game)
            _forget()
            cold = legal_combat(game)
            assert cold == warm
            assert [dump(c) for c in cold] == [dump(c) for c in warm]
            seen += 1
    assert seen > 50
