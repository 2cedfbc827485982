"""Issue 12: the combat preview tells the truth. In every position of whole bot games where a hero
chooses the last Combat Pair of the round, the forecast of each pair it may choose is what Game.do
then does: damage to the monster, damage to the hero, kills, and who a shared kill spares."""

from __future__ import annotations

import random

import pytest

from game.rules import Game, forecast
from tests.kits.bot_positions import bot_positions

PARTIES = [(["fighter"], 11), (["wizard", "rogue"], 12), (["rogue", "fighter", "wizard"], 13),
           (["fighter-wizard", "wizard-rogue"], 14), (["rogue-fighter"], 15), (["fighter", "rogue"], 16)]


def last_choices(game: Game) -> list:
    """ResolvePair commands that close the round's choosing: every other pair is chosen (or has no
    choice to make), so only finishing is left and Step 5 follows."""
    c = game.state.combat
    if c is None or c.step != "abilities":
        return []
    out = []
    for cmd in game.legal():
        if cmd.kind != "resolve_pair":
            continue
        others = [f for i, f in enumerate(c.fronts) if i != cmd.front]
        if all(f.chosen is not None or f.ignored or c.foes[f.foe].defeated for f in others):
            out.append(cmd)
    return out


def outcome_of(game: Game, cmd, avoider_first: bool) -> tuple[int, int, int, list[int]]:
    """(damage to the monster by the hero, damage to the hero from it, individuals killed by the hero,
    heroes who avoided) after the choice, every hero finishing, and each shared kill's choice."""
    copy = Game.replay(game.events)
    c = copy.state.combat
    front = c.fronts[cmd.front]
    hero, foe_i = front.hero, front.foe
    start_health = list(c.foes[foe_i].health)
    mark = len(copy.events)
    copy.do(cmd)
    avoided: list[int] = []
    for _ in range(20):
        if copy.outcome is not None or copy.state.combat is None or copy.state.combat.round != c.round:
            break
        legal = copy.legal()
        finish = [x for x in legal if x.kind == "finish_abilities"]
        avoid = [x for x in legal if x.kind == "avoid_return_damage"]
        if finish:
            copy.do(finish[0])
        elif avoid:
            pick = next((x for x in avoid if x.hero == hero), avoid[0]) if avoider_first else \
                next((x for x in avoid if x.hero != hero), avoid[0])
            avoided.append(pick.hero)
            copy.do(pick)
        else:
            break
    new = copy.events[mark:]
    end = next((i for i, e in enumerate(new) if e.kind in ("round_ended", "game_lost")), len(new))
    new = new[:end]
    deal = sum(e.amount for e in new if e.kind == "damage_dealt" and e.to == "foe" and e.by == hero and e.foe == foe_i)
    take = sum(e.amount for e in new if e.kind == "damage_dealt" and e.to == "hero" and e.hero == hero
               and e.foe == foe_i)
    hit = {e.individual for e in new if e.kind == "damage_dealt" and e.to == "foe" and e.by == hero and e.foe == foe_i}
    health = list(start_health)
    for e in new:
        if e.kind == "damage_dealt" and e.to == "foe" and e.foe == foe_i:
            health[e.individual] = max(0, health[e.individual] - e.amount)
    kills = sum(1 for i in hit if start_health[i] > 0 and health[i] <= 0)
    return deal, take, kills, avoided


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
def test_the_pair_forecast_is_what_game_do_then_does():
    checked = shared = spared = 0
    for heroes, seed in PARTIES:
        game = Game.new(heroes, seed=seed)
        for k, position in enumerate(bot_positions(game, seed)):
            if k % 3:  # every third position of six whole games: some 600 choices (kills shared and spared among them)
                continue
            for cmd in last_choices(position)[:4]:
                f = forecast(position, cmd.front, cmd.pair, cmd.target, cmd.excess)
                assert f is not None
                deal, take, kills, avoided = outcome_of(position, cmd, avoider_first=True)
                where = f"{heroes} seed {seed} event {len(position.events)} {cmd}"
                assert (f.deal, f.kills) == (deal, kills), (where, f, deal, kills)
                hero = position.state.combat.fronts[cmd.front].hero
                if f.take_if_chosen is not None and hero in avoided:
                    shared += 1
                    assert f.take_if_chosen == take, (where, f, take)
                    deal2, take2, _, avoided2 = outcome_of(position, cmd, avoider_first=False)
                    if hero not in avoided2:
                        assert f.take == take2, (where, f, take2)
                else:
                    assert f.take == take, (where, f, take, avoided)
                spared += f.spared > 0
                checked += 1
    assert checked > 150, checked
    assert spared > 0, "some forecast showed a kill sparing Return Damage"
    assert shared > 0, "some forecast showed a kill shared with another hero"
    print(f"checked {checked} choices ({shared} shared kills, {spared} spared by a kill)")


def test_a_lone_kill_spares_the_killer_its_return_damage_in_the_forecast():
    """"If a Hero kills the Monster just by applying their own Damage, ALL Heroes avoid ANY Return
    Damage this Round": a Hero Hit that kills shows no damage taken, and what it spares."""
    rng = random.Random(5)
    for seed in range(40):
        game = Game.new(["fighter"], seed=seed)
        for position in bot_positions(game, rng.randrange(1000)):
            for cmd in last_choices(position):
                f = forecast(position, cmd.front, cmd.pair, cmd.target, cmd.excess)
                if f.kind == "hero" and f.kills and f.spared:
                    assert f.take == 0
                    return
    raise AssertionError("no lone killing Hero Hit with Return Damage found")
