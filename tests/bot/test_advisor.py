"""The advisor's hint is the bot's choice, a legal command, explained with the bot's own numbers."""

from __future__ import annotations

import re

import pytest

from game.bot import advisor, thinking
from game.bot import combat as bot_combat
from game.bot import combat_breakdown as breakdown
from game.bot import heuristic as bot
from game.rules import Game, PlayCards, ResolvePair, first_name
from game.ui.labels import command_label
from tests.kits.bot_positions import bot_positions, deadly_placement, first_position

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]
NUMBER = re.compile(r"\d")
# a score of 500 or more either way as the hint writes the bot's numbers ("-997.0", "1005,8"): in a fight,
# the bot's reckoning of a hero killed (a death counts -1000)
DEATH_SCORE = re.compile(r"(?<![\d.,])([5-9]\d\d|\d{4,})[.,]\d")


def _ids(game: Game) -> set[str]:
    """Every id a reason must not show: elements, tiles, cards, hero and item ids."""
    s = game.state
    out = set(s.elements) | set(s.heroes) | set(s.tile_pile)
    for hs in s.hero_states:
        out |= set(hs.hand) | set(hs.discard) | set(hs.equipped) | set(hs.unequipped)
    return {i for i in out if isinstance(i, str) and len(i) > 2}


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_a_hint_at_positions_of_bot_games_is_legal_and_says_why_with_a_number() -> None:
    checked = kinds = 0
    seen: set[str] = set()
    for seed in (3, 4):
        game = Game.new(PARTIES[seed % 3], seed=seed)
        for i, position in enumerate(bot_positions(game, seed)):
            if i % 11:
                continue
            hint = advisor.advise(position, command_label)
            assert hint is not None
            assert position.is_legal(hint.command), hint
            assert NUMBER.search(hint.reason) or "only move" in hint.reason, hint.reason
            assert not any(i in hint.reason for i in _ids(position)), hint.reason
            assert "_" not in hint.reason and "(s)" not in hint.reason, hint.reason
            checked += 1
            seen.add(hint.command.kind)
    kinds = len(seen)
    assert checked > 100 and kinds >= 8, (checked, seen)


def test_the_hint_is_a_command_the_bot_rates_highest() -> None:
    game = Game.new(["fighter", "wizard"], seed=2)
    for i, position in enumerate(bot_positions(game, 2)):
        if i > 400:
            break
        legal = position.legal()
        if len(legal) < 2:
            continue
        hint = advisor.advise(position)
        scores = bot.score_all(position, legal)
        assert scores[legal.index(hint.command)] == max(scores)


def test_the_placement_breakdown_adds_up_to_the_bots_score() -> None:
    game = Game.new(["fighter"], seed=5)
    placed = 0
    for position in bot_positions(game, 5):
        if position.state.phase != "placing":
            continue
        legal = position.legal()
        scores = dict(zip(legal, bot.score_all(position, legal), strict=True))
        for cmd, parts in bot.placement_scores(position):
            assert parts.total == scores[cmd]
            base = parts.open_after - parts.danger + 0.01 * parts.open_sides - parts.fit_risk
            assert abs(base + parts.runes + parts.chain - parts.total) < 1e-9
        placed += 1
        if placed >= 15:
            break
    assert placed == 15


def test_the_combat_breakdowns_are_the_bots_scores() -> None:
    game = Game.new(["fighter", "wizard"], seed=1)
    checked = 0
    for position in bot_positions(game, 1):
        if position.state.phase != "combat":
            continue
        judge = bot_combat.Judge(position)
        for cmd in position.legal():
            if isinstance(cmd, ResolvePair):
                p = breakdown.pair_breakdown(position, cmd)
                assert p.total == bot_combat.combat_score(position, cmd, judge)
                assert p.kills == (p.kind != "block" and p.dealt >= p.target_health)
                checked += 1
            elif isinstance(cmd, PlayCards):
                assert breakdown.play_breakdown(position, cmd).expected == judge.play_value(cmd)
                checked += 1
        if checked > 200:
            break
    assert checked > 200


def test_a_kill_is_explained_as_sparing_the_return_damage() -> None:
    game = Game.new(["fighter", "wizard"], seed=2)
    for position in bot_positions(game, 2):
        hint = advisor.advise(position, command_label)
        if hint is None or not isinstance(hint.command, ResolvePair):
            continue
        pair = breakdown.pair_breakdown(position, hint.command)
        if pair.kills and pair.kind == "hero hit":
            assert "kills" in hint.reason and "no Return Damage" in hint.reason
            return
    raise AssertionError("no killing Hero Hit in the game")


def test_in_a_combat_round_the_hint_is_for_the_hero_asking() -> None:
    game = Game.new(["fighter", "wizard"], seed=1)
    asked = 0
    for position in bot_positions(game, 1):
        if position.state.phase != "combat":
            continue
        heroes = {getattr(c, "hero", None) for c in position.legal()} - {None}
        for hero in heroes:
            hint = advisor.advise(position, command_label, hero)
            assert hint is not None and position.is_legal(hint.command)
            assert getattr(hint.command, "hero", hero) == hero
            asked += 1
        if asked > 60:
            break
    assert asked > 60


def test_the_hints_reasons_are_told_in_german_when_the_language_is_german() -> None:
    from game.i18n import set_language

    game = Game.new(["fighter", "wizard"], seed=2)
    told: dict[str, str] = {}
    for i, position in enumerate(bot_positions(game, 2)):
        if i > 300 or len(told) >= 6:
            break
        kind = position.legal()[0].kind if position.legal() else ""
        if kind in told or i % 3:
            continue
        set_language("de")
        hint = advisor.advise(position, command_label)
        set_language("en")
        english = advisor.advise(position, command_label)
        assert hint is not None and english is not None
        assert hint.reason != english.reason, hint.reason
        assert not re.search(r"\b(the|rated|and|bot rates|Health)\b", hint.reason), hint.reason
        assert not re.search(r"\d\.\d", hint.reason), "German writes 2,5: " + hint.reason
        told[kind] = hint.reason
    assert len(told) >= 3, told


def test_where_every_place_gets_the_hero_killed_the_hint_says_so_not_the_bots_score() -> None:
    from game.i18n import set_language

    game = deadly_placement()
    legal = game.legal()
    scores = bot.score_all(game, legal)
    hint = advisor.advise(game, command_label)
    assert hint is not None and hint.command == legal[scores.index(max(scores))]
    assert scores[0] != scores[1], "one place deals more damage: the bot's pick"
    hero = first_name(game, hint.command.hero)
    assert hint.reason == (f"Wherever the monster card goes, the bot reckons {hero} would be killed by the pair "
                           f"resolved then; it picks the place where {hero} still deals the most damage."), hint.reason
    set_language("de")
    try:
        german = advisor.advise(game, command_label)
    finally:
        set_language("en")
    assert german is not None and "getötet" in german.reason and hero in german.reason, german.reason
    assert not DEATH_SCORE.search(german.reason) and not re.search(r"\b(the|bot reckons)\b", german.reason)


def test_no_hint_in_a_fight_shows_a_score_that_stands_for_a_heros_death() -> None:
    """Lone fighters' bot games whose fights come to such scores: a place, a pair or an ability whose
    worth counts a death, the next best of them, a hand that kills about half the time."""
    told: set[str] = set()
    for seed in (2, 5, 7, 13):
        game = Game.new(["fighter"], seed=seed)
        for position in bot_positions(game, seed):
            if position.state.combat is None or len(position.legal()) < 2:
                continue
            hint = advisor.advise(position, command_label)
            assert hint is not None
            assert not DEATH_SCORE.search(hint.reason), hint.reason
            if "would be killed" in hint.reason or "would kill" in hint.reason:
                told.add(hint.command.kind)
    assert told == {"place_monster_card", "resolve_pair", "activate_ability", "play_cards"}, told


def test_the_fallback_words_tell_a_foreseen_death_too() -> None:
    """Any decision without words of its own, and the next best choice named after a reason."""
    game = deadly_placement()
    legal = game.legal()
    scores = bot.score_all(game, legal)
    doomed = advisor._Context(game, command_label, legal[0], scores[0], legal[1], scores[1])
    assert advisor._ranked(doomed) == ("Whatever is chosen, the bot reckons a hero would be killed; it picks "
                                       "“put the monster card opposite Harrow's card 1”.")
    assert doomed.versus() == "", "(the reason says every choice is)"

    def one_place_kills(position: Game) -> bool:
        legal = position.legal()
        if position.state.combat is None or len(legal) != 2 or legal[0].kind != "place_monster_card":
            return False
        return min(bot.score_all(position, legal)) <= thinking.DOOMED < max(bot.score_all(position, legal))

    game = first_position(["fighter"], one_place_kills, range(2, 3))
    assert game is not None
    legal = game.legal()
    scores = bot.score_all(game, legal)
    best = scores.index(max(scores))
    ctx = advisor._Context(game, command_label, legal[best], scores[best], legal[1 - best], scores[1 - best])
    assert ctx.versus() == (f"; after the next best choice, put the monster card opposite Harrow's card {2 - best}, "
                            "the bot reckons a hero would be killed")
    assert "the bot reckons Harrow would be killed" in advisor.advise(game, command_label).reason
