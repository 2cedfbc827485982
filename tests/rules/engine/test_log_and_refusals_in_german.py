"""Issue 36, a second language: the adventure log (every describer and the combat narration) and the
engine's refusals are told in the current language, while the events stay the same words-free record
in every language (a game played in German is the game played in English)."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic as bot
from game.i18n import set_language
from game.rules import Game, RuleViolation, describe, dump, parse_command, parse_event

# events whose line is a card's own text (content: translated through the cards' catalogue, not here)
CONTENT_LINES = {"location_card_drawn", "story_choice_offered"}


def played(language: str, seed: int = 2, commands: int = 160) -> Game:
    """A seeded two-hero game, played by the heuristic bot for a while in `language`, through
    Game.do() (the first fight and a good part of the exploring)."""
    set_language(language)
    game = Game.new(["fighter", "wizard"], seed=seed)
    rng = random.Random(seed)
    for _n in range(commands):
        cmd = bot.choose(game, rng)
        if cmd is None or game.outcome is not None:
            break
        game.do(cmd)
    return game


def told(game: Game) -> list[tuple[str, str]]:
    return [(e.kind, line) for e in game.events if (line := describe(game, e))]


@pytest.fixture(scope="module")
def game() -> Game:
    found = played("en")
    set_language("en")
    return found


def test_the_log_is_told_in_german(game: Game):
    english = told(game)
    set_language("de")
    german = told(game)
    assert len(german) == len(english) > 50
    assert any(kind == "combat_started" for kind, _line in german)  # the fight is told too
    same = [line for (kind, line), (_k, en) in zip(german, english, strict=True)
            if line == en and kind not in CONTENT_LINES]
    assert same == []
    lines = [line for _kind, line in german]
    assert any("die Laterne steht auf" in line for line in lines)
    assert "— Runde 1 —" in lines
    assert any(line.startswith("Ein Kampf! ") for line in lines)


def test_the_log_goes_back_to_english_when_the_language_does(game: Game):
    set_language("de")
    told(game)
    set_language("en")
    lines = [line for _kind, line in told(game)]
    assert "— Round 1 —" in lines and any("the Lantern is set on" in line for line in lines)


def test_a_game_played_in_german_is_the_same_game_as_in_english(game: Game):
    german = played("de")
    assert [dump(e) for e in german.events] == [dump(e) for e in game.events]


def test_a_refusal_in_german_is_german():
    set_language("de")
    with pytest.raises(RuleViolation, match="^Es gibt kein Ökosystem namens 'moon'"):
        Game.new(["fighter"], seed=1, ecology="moon")
    with pytest.raises(RuleViolation, match="^Befehl: es gibt keine Art 'fly'"):
        parse_command({"kind": "fly"})
    fresh = Game.new(["fighter"], seed=1)
    with pytest.raises(RuleViolation) as refused:
        fresh.do(parse_command({"kind": "set_aside_tile"}))
    assert "Helden" in str(refused.value) or "Kartenteil" in str(refused.value), refused.value


def test_a_refusal_in_english_stays_english():
    with pytest.raises(RuleViolation, match="^There is no Ecology called 'moon'"):
        Game.new(["fighter"], seed=1, ecology="moon")


def test_a_lost_game_is_told_again_in_german():
    from game.rules.areas.explore import LOST_REASONS, lost_reason
    reason = LOST_REASONS[0].format(hero="Harrow Stonebrook", cause="Falling Rocks")
    set_language("de")
    assert lost_reason(reason) == "Harrow Stonebrook wurde getötet (Falling Rocks)."
    assert lost_reason("A sentence no template holds.") == "A sentence no template holds."


def _cards_po() -> dict[tuple[str, str], str]:
    """The German card texts, read straight from cards.po: (card id, English) -> German."""
    from pathlib import Path

    from babel.messages.pofile import read_po

    path = Path(__file__).parents[3] / "game/i18n/locale/de/LC_MESSAGES/cards.po"
    with path.open("rb") as f:
        return {(m.context or "", m.id): m.string for m in read_po(f) if isinstance(m.id, str) and m.string}


def test_a_german_log_line_names_the_monster_by_its_german_card_name(game: Game):
    began = next(e for e in game.events if e.kind == "combat_started")
    monster = game.content.monsters.monsters[began.foes[0].card]  # type: ignore[attr-defined]
    po = _cards_po()
    german_name = po[(monster.id, monster.name)]
    assert german_name != monster.name
    # the log declines it: its forms with their articles, from the name's grammar in cards.po
    forms = [f.strip() for f in po[(monster.id, monster.name + " (grammar)")].split("|")[1:]]
    assert all(german_name.split(" ")[-1][:-1] in form for form in forms), forms
    set_language("de")
    opening = describe(game, began)
    assert opening is not None and forms[0].lower() in opening.lower() and monster.name not in opening, opening
    fight = [line for e in game.events if e.kind in ("damage_dealt", "foe_defeated", "combat_won")
             and (line := describe(game, e))]
    assert any(form.lower() in line.lower() for line in fight for form in forms)
    assert not any(monster.name in line for line in fight)


def test_the_abilities_a_hero_draws_are_named_in_german_and_joined_with_und(game: Game):
    po = {english: german for (_card, english), german in _cards_po().items()}  # an ability by its words
    cards = [a for a in game.content.ability_cards.values() if po.get(a.name, a.name) != a.name][:2]
    drawn = parse_event({"kind": "abilities_drawn", "hero": 0, "abilities": [a.id for a in cards]})
    set_language("de")
    line = describe(game, drawn)
    assert line is not None and " und " in line and " and " not in line, line
    assert len(cards) == 2 and all(po[a.name] in line and a.name not in line for a in cards), line


def test_the_party_line_names_the_heroes_titles_in_german(game: Game):
    ready = next(e for e in game.events if e.kind == "heroes_ready")
    set_language("de")
    line = describe(game, ready)
    assert line is not None and "Kämpfer" in line and "Zauberer" in line and "Fighter" not in line, line
