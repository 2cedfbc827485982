"""Issue 36, a second language: the German log names a monster with its article in the case its
sentence needs ("gegen den Moostroll", "fügt den Markhunden ... zu", "die 4 der Markhunde"), from
the facts of its German name in the cards catalogue ("Marrow Hounds (grammar)": number and four
forms); a name's grammatical number, not its card's count of individuals, chooses the verb; a
monster with no such facts (a content pack's) is named plainly and still correctly ("das Monster
„Cave Wolves“"); English is unchanged."""

from __future__ import annotations

import random
import re

import pytest

from game.bot import heuristic as bot
from game.i18n import GRAMMAR, content_text, set_language
from game.rules import Game, describe, scenario
from game.rules.areas.combat.words import grammar_facts, named

# fights told in the log below: plural names (Tomb Moths, Marrow Hounds), singular names of a Horde
# (Choir of Skulls, Lantern-Fish Swarm, Cracked Egg Clutch), adjectives that decline (Candle-Eyed Hermit,
# Blind Cave Strider), Stair Guardians whose names carry their article (The Ossuary Matron, The Basalt Twins)
FIGHTS = [("ruins", ["fighter", "wizard"], ["tomb-moths", "choir-of-skulls"], None),
          ("ruins", ["rogue", "fighter"], ["marrow-hounds", "candle-eyed-hermit"], None),
          ("caverns", ["fighter", "wizard"], ["lantern-fish-swarm", "cracked-egg-clutch"], None),
          ("caverns", ["wizard"], ["blind-cave-strider"], None),
          ("ruins", ["fighter", "rogue"], [], "ossuary-matron"),
          ("caverns", ["fighter", "wizard", "rogue"], [], "basalt-twins")]
NAMES = ["tomb-moths", "choir-of-skulls", "marrow-hounds", "candle-eyed-hermit", "lantern-fish-swarm",
         "cracked-egg-clutch", "blind-cave-strider", "ossuary-matron", "basalt-twins"]


def fought(ecology: str, heroes: list[str], monsters: list[str], guardian: str | None, seed: int) -> Game:
    """A fight set up by the scenario and played to its end by the heuristic bot, through Game.do()."""
    stacked = {f"guardians:{ecology}": [guardian]} if guardian else {}
    game = Game.new(heroes, seed=seed, ecology=ecology, stacked=stacked)
    if guardian:
        scenario.stair_guardian_fight(game)
    else:
        scenario.monster_fight(game, monsters)
    rng = random.Random(seed)
    for _n in range(400):
        cmd = bot.choose(game, rng)
        if cmd is None or game.outcome is not None or game.state.combat is None:
            break
        game.do(cmd)
    return game


@pytest.fixture(scope="module")
def games() -> list[Game]:
    set_language("en")
    return [fought(*fight, seed=n) for n, fight in enumerate(FIGHTS)]


def told(games: list[Game], language: str) -> list[str]:
    set_language(language)
    return [line for game in games for e in game.events if (line := describe(game, e))]


def facts(games: list[Game], card: str) -> tuple[str, bool, tuple[str, str, str, str]]:
    """A monster's German name, its number and its four forms, as the cards catalogue gives them."""
    set_language("de")
    m = games[0].content.monsters.monsters[card]
    found = grammar_facts(content_text(m.name + GRAMMAR, m.id))
    assert found is not None, m.name
    return content_text(m.name, m.id), found[0], found[1]


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def test_the_log_glues_no_genitive_s_to_a_name(games: list[Game]):
    """Rule: a monster's genitive is its catalogue's form with its article ("der Markhunde", "des
    Moostrolls"), never an -s glued to its name ("Markhundes", "Die Beinhausmatrones Kraftkarte"); a
    hero's is "von Harrow" after the noun, never "Harrows 5"."""
    lines = told(games, "de")
    assert any(" der Markhunde" in line for line in lines)  # "die 4 der Markhunde"
    for card in NAMES:
        name, _plural, forms = facts(games, card)
        bare = name.split(" ")[-1]  # "Markhunde", "Beinhausmatrone", "Einsiedler"
        allowed = {forms[3]}  # the catalogue's genitive, e.g. "des Kerzenäugigen Einsiedlers"
        for line in lines:
            for right in allowed:
                line = line.replace(right, "")
            assert not re.search(re.escape(bare) + r"(s|')(\s|$|[.,;:])", line), line
    for hero in ("Harrow", "Ilse", "Tamsin"):
        assert not any(re.search(rf"\b{hero}s\b", line) for line in lines), hero


def test_a_plural_name_takes_a_plural_verb_and_a_singular_name_a_singular_one(games: list[Game]):
    """Rule: the German name's number chooses the verb ("die Grabmotten spielen", "der Schädelchor
    spielt"), not the card's count of individuals (a Horde may be one singular thing, a choir)."""
    lines = told(games, "de")
    singular = ("ist", "spielt", "zieht")
    plural = ("sind", "spielen", "ziehen")
    checked = 0
    for card in NAMES:
        _name, is_plural, forms = facts(games, card)
        subject = forms[0][:1].upper() + forms[0][1:]  # a sentence's start: "Die Grabmotten"
        wrong = singular if is_plural else plural
        right = plural if is_plural else singular
        for line in lines:
            assert not any(line.startswith(f"{subject} {verb} ") for verb in wrong), line
            checked += any(line.startswith(f"{subject} {verb} ") for verb in right)
    assert checked > 20
    assert any(line.startswith("Die Grabmotten spielen ") for line in lines)
    assert any(line.startswith("Der Schädelchor spielt ") for line in lines)


def test_a_name_carries_its_article_in_the_case_its_sentence_needs(games: list[Game]):
    lines = told(games, "de")
    joined = "\n".join(lines)
    assert "kämpft gegen den Kerzenäugigen Einsiedler" in joined  # accusative
    assert re.search(r"fügt den Markhunden #\d \d+ Schaden zu", joined)  # dative, one individual
    assert re.search(r"Der Treppenwächter versperrt den Weg: die Beinhausmatrone \(", joined)
    # a name with its article never shows a capital article inside a sentence ("gegen Die Basaltzwillinge")
    assert not re.search(r"(gegen|durch|auf|fügt) (Der|Die|Das) ", joined)


def test_a_monster_with_no_german_grammar_is_named_plainly_and_correctly():
    """A content pack's monster without facts in the catalogue: its number that of its individuals."""
    set_language("de")
    wolves = named("Cave Wolves", "cave-wolves", 2)
    assert (wolves.nominative, wolves.dative, wolves.genitive, wolves.plural) == (
        "die Monster „Cave Wolves“", "den Monstern „Cave Wolves“", "der Monster „Cave Wolves“", True)
    king = named("Mushroom King", "mushroom-king", 1)
    assert (king.accusative, king.genitive, king.plural) == ("das Monster „Mushroom King“",
                                                             "des Monsters „Mushroom King“", False)
    set_language("en")
    assert named("Cave Wolves", "cave-wolves", 2).genitive == "the Cave Wolves'"
    assert named("Mushroom King", "mushroom-king", 1).nominative == "the Mushroom King"


def test_english_names_are_unchanged(games: list[Game]):
    lines = told(games, "en")
    joined = "\n".join(lines)
    assert "The Tomb Moths play " in joined and "The Choir of Skulls play " in joined  # a Horde: count decides
    assert re.search(r"the Marrow Hounds' \d", joined)
    assert "fights the Candle-Eyed Hermit" in joined
