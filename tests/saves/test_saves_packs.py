"""A game records the content packs it was played with (name, version, hash); a save whose packs
are missing, changed or not played with is refused, naming them (issue 37)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.packs import layered_content, read_pack
from game.rules import PROJECT_ROOT, Content, Game, load_content
from game.saves import SaveError, SaveStore

GENTLE = PROJECT_ROOT / "examples" / "packs" / "gentle-ruins"


@pytest.fixture(autouse=True)
def _content_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FORGOTTEN_DEPTHS_CONTENT_CACHE", str(tmp_path_factory.getbasetemp() / "content-cache"))


def content_with(folder: Path) -> Content:
    pack, problems = read_pack(folder)
    assert pack is not None and not problems
    content, problems = layered_content([pack])
    assert content is not None and not problems
    return content


def saved_with(content: Content, root: Path) -> str:
    game = Game.new(heroes=["fighter"], seed=5, content=content)
    return SaveStore(root, content=content).create(game).name


def test_a_game_played_with_a_pack_loads_with_the_same_pack(tmp_path: Path) -> None:
    content = content_with(GENTLE)
    name = saved_with(content, tmp_path)
    loaded = SaveStore(tmp_path, content=content).load(name)
    assert loaded.meta is not None and [tuple(p) for p in loaded.meta.packs] == list(content.packs)


def test_a_save_whose_pack_is_missing_is_refused_naming_it(tmp_path: Path) -> None:
    name = saved_with(content_with(GENTLE), tmp_path)
    with pytest.raises(SaveError) as refused:
        SaveStore(tmp_path, content=load_content()).load(name)
    assert str(refused.value) == (f"{name} cannot be loaded: it was played with the content pack 'Gentle Ruins', "
                                  "which is not installed.")
    assert refused.value.problem == "packs"


def test_a_save_whose_pack_changed_is_refused_naming_it(tmp_path: Path) -> None:
    name = saved_with(content_with(GENTLE), tmp_path / "saves")
    changed = shutil.copytree(GENTLE, tmp_path / "gentle-ruins")
    cards = changed / "cards" / "ruins" / "monsters.toml"
    cards.write_text(cards.read_text().replace("8/16/24", "7/14/21"))
    with pytest.raises(SaveError, match="the content pack 'Gentle Ruins' has changed since it was played"):
        SaveStore(tmp_path / "saves", content=content_with(changed)).load(name)


def test_a_save_of_the_base_game_is_refused_with_a_pack_on(tmp_path: Path) -> None:
    name = saved_with(load_content(), tmp_path)
    with pytest.raises(SaveError, match="it was played without the content pack 'Gentle Ruins'"):
        SaveStore(tmp_path, content=content_with(GENTLE)).load(name)
