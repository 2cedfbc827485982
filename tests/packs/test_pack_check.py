"""`python3 -m game.packs check DIR` (issue 37): every problem of a pack with its file, card and
field, exit status 2 on any and never a traceback; `new NAME` starts a pack that checks clean."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.packs import check_pack
from game.packs.__main__ import main
from game.rules import PROJECT_ROOT
from tests.kits.pack_kit import MONSTER, write_pack

EXAMPLES = PROJECT_ROOT / "examples" / "packs"


def problems(folder: Path) -> list[str]:
    return [str(p) for p in check_pack(folder).problems]


@pytest.mark.parametrize("pack", ["gentle-ruins", "fungal-court"])
def test_the_example_packs_check_clean(pack: str) -> None:
    assert problems(EXAMPLES / pack) == []


def test_check_lists_both_example_packs_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(EXAMPLES)]) == 0
    out = capsys.readouterr().out
    assert "Gentle Ruins 1.0" in out and "Fungal Court 1.0" in out and "adds 3, replaces 0, removes 3" in out


def test_a_card_with_a_base_game_id_is_a_clash_unless_the_pack_replaces_it(tmp_path: Path) -> None:
    card = {"cards/ruins/monsters.toml": MONSTER.format(id="lintel-creeper", health='health = "9/18/27"\n')}
    clash = problems(write_pack(tmp_path / "a", files=card))
    assert clash == ["cards/ruins/monsters.toml: card 'lintel-creeper': id: the base game already has a monster "
                     "'lintel-creeper' (an id clash); list it in replaces to replace it, or choose a new id"]
    assert problems(write_pack(tmp_path / "b", 'replaces = ["lintel-creeper"]\n', card)) == []


def test_a_broken_pack_lists_every_problem_with_file_card_and_field(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    folder = write_pack(tmp_path / "broken", 'replaces = ["no-such-card"]\nremoves = ["ghost"]\n', {
        "cards/ruins/monsters.toml": MONSTER.format(id="pale-thing", health="") + 'colour = "red"\n',
        "cards/wizard/abilities.toml": "[[ability]\n",
        "cards/spells.toml": "x = 1\n",
    })
    assert main(["check", str(folder)]) == 2
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert "  cards/ruins/monsters.toml: card 'pale-thing': health: missing (this field is required)" in lines
    assert ("  cards/ruins/monsters.toml: card 'pale-thing': colour: unknown field (not one the game reads; "
            "check its spelling)") in lines
    assert any(line.startswith("  cards/wizard/abilities.toml: not valid TOML (") and "line 1" in line
               for line in lines)
    assert any(line.startswith("  cards/spells.toml: not a card file the game reads") for line in lines)
    assert "  pack.toml: removes: removes 'ghost', but no card or tile has that id" in lines
    assert ("  pack.toml: replaces: replaces 'no-such-card', but the pack has no card or tile with that id"
            in lines)
    assert err == "python3 -m game.packs: 1 pack with problems (listed above).\n"
    assert "Traceback" not in out + err


def test_a_monster_added_without_removing_one_breaks_the_rulebook_count(tmp_path: Path) -> None:
    card = {"cards/ruins/monsters.toml": MONSTER.format(id="pale-thing", health='health = "5/9/13"\n')}
    assert problems(write_pack(tmp_path / "a", files=card)) == [
        "with the packs layered on: cards/ruins/monsters.toml: expected 10 monsters, found 11"]
    assert problems(write_pack(tmp_path / "b", 'removes = ["lintel-creeper"]\n', card)) == []


def test_a_whole_table_is_replaced_only_when_listed(tmp_path: Path) -> None:
    files = {"cards/ruins/reference.toml": "key_cost = 2\n"}
    assert problems(write_pack(tmp_path / "a", files=files)) == [
        "cards/ruins/reference.toml: key_cost: the base game already has this table; list "
        "'ruins/reference.toml#key_cost' in replaces to replace it"]
    assert problems(write_pack(tmp_path / "b", 'replaces = ["ruins/reference.toml#key_cost"]\n', files)) == []


def test_a_pack_needing_a_newer_game_is_refused(tmp_path: Path) -> None:
    folder = write_pack(tmp_path / "new")
    text = (folder / "pack.toml").read_text().replace('game_version = "0.1"', 'game_version = "99.0"')
    (folder / "pack.toml").write_text(text)
    assert [p for p in problems(folder) if "needs version 99.0 of the game" in p]


def test_a_manifest_missing_its_author_names_the_field(tmp_path: Path) -> None:
    folder = tmp_path / "p"
    folder.mkdir()
    (folder / "pack.toml").write_text('name = "P"\nversion = "1"\ngame_version = "0.1"\n')
    assert problems(folder) == ["pack.toml: author: missing (this field is required)"]


def test_a_tile_whose_edge_matches_no_other_tile_is_named(tmp_path: Path) -> None:
    base = (PROJECT_ROOT / "assets" / "tiles" / "ruins" / "ruins-05.tmx").read_text()
    start = base.index('<data encoding="csv">') + len('<data encoding="csv">\n')
    end = base.index("\n", start)
    row = base[start:end].split(",")  # the north row: walls at both corners, an opening between
    open_north = base[:start] + ",".join([row[0], "1", "1", "1", "1", "1", row[6], ""]) + base[end:]  # 1: floor
    folder = write_pack(tmp_path / "t", 'replaces = ["ruins-05"]\n', {"tiles/ruins/ruins-05.tmx": open_north})
    found = problems(folder)
    assert len(found) == 1 and found[0].startswith("tiles/ruins/ruins-05.tmx: card 'ruins-05': edges: the N edge "
                                                   "(WGGGGGW")
    assert "matches no side of any other ruins tile" in found[0]


def test_a_tile_with_a_base_tile_id_is_a_clash(tmp_path: Path) -> None:
    tile = (PROJECT_ROOT / "assets" / "tiles" / "ruins" / "ruins-05.tmx").read_text()
    found = problems(write_pack(tmp_path / "t", files={"tiles/ruins/ruins-05.tmx": tile}))
    assert found == ["tiles/ruins/ruins-05.tmx: card 'ruins-05': id: the base game already has a tile 'ruins-05' "
                     "(an id clash); list it in replaces to replace it, or rename the file"]


def test_check_of_a_folder_that_is_no_pack_says_so_without_a_traceback(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(tmp_path / "nowhere")]) == 2
    out, err = capsys.readouterr()
    assert "not a folder" in out and "Traceback" not in out + err


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_new_starts_a_pack_that_checks_clean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["new", "Lantern Tweaks", "--dir", str(tmp_path)]) == 0
    assert (tmp_path / "Lantern Tweaks" / "pack.toml").is_file()
    assert problems(tmp_path / "Lantern Tweaks") == []
    assert main(["new", "Lantern Tweaks", "--dir", str(tmp_path)]) == 2
    assert main(["new", "../escape", "--dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[-2].endswith("already exists; choose another name.")
    assert err[-1] == "python3 -m game.packs: '../escape' is not a pack name (letters, digits, spaces, '-' and '_')."


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_a_copied_example_pack_gets_a_new_hash_when_a_number_changes(tmp_path: Path) -> None:
    copy = shutil.copytree(EXAMPLES / "gentle-ruins", tmp_path / "gentle-ruins")
    before = check_pack(copy).pack
    path = copy / "cards" / "ruins" / "monsters.toml"
    path.write_text(path.read_text().replace("8/16/24", "8/15/24"))
    after = check_pack(copy).pack
    assert before is not None and after is not None and before.hash != after.hash
