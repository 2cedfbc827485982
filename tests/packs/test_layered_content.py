"""The game's Content with packs layered on (issue 37): a replaced card is the pack's, a new card
joins its deck, a removed one leaves it, a named number change scales what it names; and a bot
game plays with each example pack."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.bot import heuristic as bot
from game.packs import NumberChange, layered_content, read_pack
from game.rules import PROJECT_ROOT, Content, Game, load_content

EXAMPLES = PROJECT_ROOT / "examples" / "packs"


def with_packs(*names: str, changes: tuple[NumberChange, ...] = ()) -> Content:
    packs = []
    for name in names:
        pack, problems = read_pack(EXAMPLES / name)
        assert pack is not None and problems == []
        packs.append(pack)
    content, problems = layered_content(packs, changes)
    assert problems == [] and content is not None
    return content


def test_a_replaced_card_and_table_are_the_packs() -> None:
    content = with_packs("gentle-ruins")
    assert content.monsters.monsters["lintel-creeper"].health == [8, 16, 24]
    assert content.references["ruins"].key_cost == 2
    assert load_content().monsters.monsters["lintel-creeper"].health == [9, 18, 27]


def test_a_new_monster_set_takes_the_removed_monsters_places_in_the_deck() -> None:
    content = with_packs("fungal-court")
    caverns = content.monsters.ecology_monsters["caverns"]
    assert {"spore-herald", "mycelium-knot", "gill-warden"} <= set(caverns)
    assert not {"glowcap-shambler", "echo-bats", "undertow-eel"} & set(caverns)
    assert len(caverns) == len(load_content().monsters.ecology_monsters["caverns"])


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_the_content_records_its_packs_names_versions_and_hashes() -> None:
    content = with_packs("gentle-ruins", "fungal-court")
    assert [(name, version) for name, version, _ in content.packs] == [("Gentle Ruins", "1.0"),
                                                                       ("Fungal Court", "1.0")]
    assert all(len(digest) == 16 for *_, digest in content.packs)
    assert load_content().packs == ()


def test_a_number_change_scales_the_named_field_rounding_half_up() -> None:
    change = NumberChange("entity health", "subterranean/final_entity.toml", "part", "health", 1.1)
    content = with_packs(changes=(change,))
    for part_id, part in load_content().monsters.entity_parts.items():
        assert content.monsters.entity_parts[part_id].health == [int(h * 1.1 + 0.5) for h in part.health]


def test_a_number_change_naming_no_field_is_a_problem() -> None:
    change = NumberChange("typo", "subterranean/final_entity.toml", "part", "helth", 1.1)
    content, problems = layered_content([], [change])
    assert content is None
    assert [str(p) for p in problems] == ["number change 'typo': helth: no card of 'part' in "
                                          "subterranean/final_entity.toml has this field"]


def test_a_new_game_deals_the_packs_monsters() -> None:
    content = with_packs("fungal-court")
    game = Game.new(heroes=["fighter"], seed=3, ecology="caverns", content=content)
    pile = set(game.state.monster_piles["caverns"])
    assert {"spore-herald", "mycelium-knot", "gill-warden"} <= pile and "echo-bats" not in pile


@pytest.mark.slow  # two whole bot games
@pytest.mark.parametrize("pack", ["gentle-ruins", "fungal-court"])
def test_a_bot_game_plays_to_its_end_with_each_example_pack(pack: str, tmp_path: Path) -> None:
    content = with_packs(pack)
    game = Game.new(heroes=["fighter", "wizard"], seed=11, ecology="caverns" if pack == "fungal-court" else "ruins",
                    content=content)
    bot.play(game, seed=11)
    assert game.outcome in ("won", "lost")
