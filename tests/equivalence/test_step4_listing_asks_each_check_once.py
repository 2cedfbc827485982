"""Step 4's listing asks ability_problem's checks step by step, each once for all the choices it
covers, and remembers the abilities usable this round (`legal._usable`): it lists exactly the
activations ability_problem accepts among every choice named in full, and the resolutions with
a Horde's excess asked only of Hordes are those listed asking every pair."""

from __future__ import annotations

import pytest

from game.rules import Game
from game.rules.areas.combat import legal as combat_legal
from game.rules.areas.combat.abilities import ability_problem, ability_shape
from game.rules.areas.combat.decide import excess_options, unfinished_pairs
from game.rules.areas.combat.events import ActivateAbility, ResolvePair
from game.rules.areas.heroes import hero_kit
from game.rules.content.hero_cards import card_value
from game.rules.core.messages import Command
from tests.kits.bot_positions import bot_positions

PARTIES = [["fighter", "wizard", "rogue"], ["rogue", "wizard"], ["wizard"]]


def every_activation(game: Game, hero: int) -> list[Command]:
    """Every choice of every activatable ability on every front, kept when ability_problem accepts
    it (the discarded cards one per value, as listed)."""
    c = game.state.combat
    assert c is not None
    hs = game.state.hero_states[hero]
    seen: dict[int | None, str] = {}
    for card in hs.discard:
        seen.setdefault(card_value(card), card)
    out: list[Command] = []
    for fi, front in enumerate(c.fronts):
        for a in hero_kit(game, hero).abilities:
            if a.trigger == "passive":
                continue
            shape = ability_shape(a)
            pairs = list(range(len(front.slots))) if shape.pair else [None]
            alive = c.foes[front.foe].alive()
            targets = list(alive) if shape.aims and len(alive) > 1 else [None]
            cards = list(seen.values()) if shape.card else [None]
            for p in pairs:
                for t in targets:
                    for card in cards:
                        cmd = ActivateAbility(hero=hero, ability=a.id, front=fi, pair=p, target=t, card=card)
                        if ability_problem(game, cmd) is None:
                            out.append(cmd)
    return out


def every_resolution(game: Game, hero: int) -> list[Command]:
    c = game.state.combat
    assert c is not None
    out: list[Command] = []
    for fi, allowed in unfinished_pairs(c, hero):
        alive = c.foes[c.fronts[fi].foe].alive()
        for p in allowed:
            for t in (list(alive) if len(alive) > 1 else [None]):
                out.append(ResolvePair(hero=hero, front=fi, pair=p, target=t))
                out += [ResolvePair(hero=hero, front=fi, pair=p, target=t, excess=x)
                        for x in excess_options(game, c, fi, p, t)]
    return out


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_step_four_listing_is_every_choice_ability_problem_accepts() -> None:
    activations = positions = 0
    for seed, party in enumerate(PARTIES):
        for game in bot_positions(Game.new(heroes=party, seed=seed + 7), seed + 7):
            c = game.state.combat
            if game.state.phase != "combat" or c is None or c.step != "abilities":
                continue
            listed = game.legal()
            for h in range(len(party)):
                if c.finished[h]:
                    continue
                warm = combat_legal.ability_options(game, c, h)
                game.memo.clear()  # the usable abilities worked out afresh
                assert combat_legal.ability_options(game, c, h) == warm
                assert warm == every_activation(game, h)
                assert [x for x in listed if isinstance(x, ResolvePair) and x.hero == h] == every_resolution(game, h)
                activations += len(warm)
            positions += 1
    assert positions > 150 and activations > 50


def test_a_step_four_listing_kept_while_other_heroes_finish_or_choose_is_the_fresh_one() -> None:
    """legal._step_four lists a hero's step 4 again as it was while the events since are only other
    heroes finishing or choosing their pairs: at every step 4 position of whole games it equals the
    listing worked out with nothing remembered."""
    kept = 0
    games = [(11, ["fighter", "wizard", "rogue"]), (12, ["rogue", "fighter"]), (13, ["wizard", "rogue", "fighter"])]
    for seed, party in games:
        for game in bot_positions(Game.new(heroes=party, seed=seed), seed):
            c = game.state.combat
            if game.state.phase != "combat" or c is None or c.step != "abilities":
                continue
            n = len(game.events)
            kept += sum(1 for h in range(len(party)) if not c.finished[h]
                        and (got := game.memo.get(("kept", "step_four", h))) and got[0] < n)
            warm = combat_legal.legal_combat(game)
            remembered, game.memo = game.memo, {}
            try:
                assert combat_legal.legal_combat(game) == warm
            finally:
                game.memo = remembered
    assert kept > 100
