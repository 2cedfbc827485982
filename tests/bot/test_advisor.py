"""The advisor's hint is the bot's choice, a legal command, explained with the bot's own numbers."""

from __future__ import annotations

import re

import pytest

from game.bot import advisor
from game.bot import combat as bot_combat
from game.bot import combat_breakdown as breakdown
from game.bot import heuristic as bot
from game.rules import Game, PlayCards, ResolvePair
from game.ui.labels import command_label
from tests.kits.bot_positions import bot_positions

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]
NUMBER = re.compile(r"\d")


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
