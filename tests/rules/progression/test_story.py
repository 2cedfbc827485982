"""The story on screen (cards/story.toml): every Ecology and Stair Guardian has its passage, the
epilogue names the heroes and their deeds, panels open at the right moments and can be skipped or
turned off, and every passage reaches the adventure log."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.rules import ECOLOGIES, ContentError, Game, epilogue, passages_for
from game.rules.areas.story import count_words, deeds, in_sentence, load_story
from game.rules.content.library import PROJECT_ROOT
from tests.kits.story_kit import finished, played

# --- the story file -------------------------------------------------------------------------------

def test_every_ecology_and_stair_guardian_has_a_passage(content):
    story = content.story
    assert story is not None
    assert set(story.ecology) == set(ECOLOGIES)
    guardians = {g for gs in content.monsters.ecology_guardians.values() for g in gs}
    assert len(guardians) == 6
    assert set(story.guardian) == guardians
    for passage in [story.intro, *story.ecology.values(), *story.guardian.values(), story.victory, story.defeat]:
        assert passage.title and len(" ".join(passage.paragraphs()).split()) >= 30, passage.title


def _story_root(tmp_path: Path, text: str) -> Path:
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "story.toml").write_text(text)
    return tmp_path


GUARDIANS = ["warden-of-the-lower-gate", "twin-lamp-keepers", "ossuary-matron", "drowned-choirmaster",
             "basalt-twins", "queen-of-the-glow"]


@pytest.mark.parametrize("edit,message", [
    (lambda s: s.replace("[guardian.basalt-twins]", "[guardian.basalt-twinz]"),
     r"cards/story.toml: guardian.basalt-twins: missing"),
    (lambda s: s.replace("defeated {foes}", "defeated {monsters}", 1),
     r"cards/story.toml: story: victory.text: .*unknown field \{monsters\}"),
    (lambda s: s.replace('title = "The Caverns"', 'title = ""'), r"cards/story.toml: story: ecology.caverns.title"),
    (lambda s: s.replace("[intro]", "[intro\n"), r"cards/story.toml: not valid TOML"),
    (lambda s: s.replace("[defeat]", "[defeats]"), r"cards/story.toml: story: "),
])
def test_a_broken_story_file_names_the_file_and_the_field(tmp_path, edit, message):
    text = edit((PROJECT_ROOT / "cards" / "story.toml").read_text())
    with pytest.raises(ContentError, match=message):
        load_story(_story_root(tmp_path, text), ECOLOGIES, GUARDIANS)


def test_a_missing_story_file_is_named(tmp_path):
    with pytest.raises(ContentError, match="story.toml: missing"):
        load_story(tmp_path, ECOLOGIES, GUARDIANS)


def test_the_real_story_file_loads_from_a_copy(tmp_path):
    shutil.copytree(PROJECT_ROOT / "cards", tmp_path / "cards")
    story = load_story(tmp_path, ECOLOGIES, GUARDIANS)
    assert story.intro.title == "Into the Depths"


# --- which passages the game calls for ------------------------------------------------------------

def test_the_start_brings_the_intro_then_the_first_ecology(content):
    game = Game.new(heroes=["rogue"], seed=3, ecology="caverns")
    titles = [p.title for e in game.events for p in passages_for(game, e)]
    assert titles == [content.story.intro.title, content.story.ecology["caverns"].title]


def test_each_new_ecology_brings_its_arrival_and_each_guardian_fight_its_passage(content):
    game = played(2, "ruins")  # a seed whose bot game reaches the Caverns
    seen_ecologies, seen_guardians = [], []
    for e in game.events:
        passages = passages_for(game, e)
        if e.kind == "ecology_set_up":
            assert passages[-1] == content.story.ecology[e.ecology]
            seen_ecologies.append(e.ecology)
        elif e.kind == "combat_started" and e.combat == "stair_guardian":
            assert passages == [content.story.guardian[e.foes[0].card]]
            seen_guardians.append(e.foes[0].card)
        elif e.kind == "combat_started" and e.combat == "final_entity":
            lore = content.monsters.entity_lore
            assert [(p.title, p.text) for p in passages] == [(lore.name, lore.text)]
        elif e.kind not in ("game_won", "game_lost"):
            assert passages == [], e.kind
    assert seen_ecologies[0] == "ruins" and len(seen_ecologies) >= 2, "the bot game reached the Caverns"
    assert seen_guardians, "the bot game met a Stair Guardian"


def test_the_victory_epilogue_names_the_heroes_the_depth_the_foes_and_the_locations():
    game = finished(won=True)
    text = " ".join(epilogue(game, won=True).paragraphs())
    d = deeds(game)
    for name in ("Harrow Stonebrook", "Ilse Marrowlight"):
        assert name in text
    assert d["deepest"] == "final" and "the Final Entity's lair" in text
    defeated = sum(1 for e in game.events if e.kind == "foe_defeated")
    assert defeated > 1 and count_words(defeated, "foe") in text
    for place in d["locations"]:
        assert in_sentence(place) in text
    assert ("no Legendary Location" in text) == (not d["locations"])
    [passage] = passages_for(game, game.events[-1] if game.events[-1].kind == "game_won" else
                             next(e for e in game.events if e.kind == "game_won"))
    assert passage.title == "The Depths Are Quiet"


def test_the_defeat_epilogue_says_how_deep_they_got():
    game = finished(won=False)
    text = " ".join(epilogue(game, won=False).paragraphs())
    assert "Harrow Stonebrook and Ilse Marrowlight" in text
    # the deepest place they reached: the Final Entity's lair when it defeated them
    deepest = "the Final Entity's lair" if deeds(game)["deepest"] == "final" else "Subterranean Architecture"
    assert deepest in text
    assert "{" not in text and "}" not in text
