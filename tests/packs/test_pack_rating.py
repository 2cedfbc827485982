"""`python3 -m game.packs rate DIR` (issue 37): the standard sweep on the pack and on the base game,
and the win rates per party written into the pack's rating file, which the setup screen reads."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.headless.pack_rating import PARTIES, main, rate
from game.packs import base_hash, read_pack
from game.packs.rating import rating_words, read_rating
from game.rules import PROJECT_ROOT

EXAMPLES = PROJECT_ROOT / "examples" / "packs"


@pytest.mark.slow  # 20 whole bot games
def test_rate_writes_each_partys_win_rate_beside_the_base_games(tmp_path: Path) -> None:
    folder = tmp_path / "gentle-ruins"
    shutil.copytree(EXAMPLES / "gentle-ruins", folder)
    (folder / "rating.toml").unlink(missing_ok=True)
    rating, path = rate(folder, games=1, workers=1, out=tmp_path / "sweep")
    assert path == folder / "rating.toml"
    pack, _ = read_pack(folder)
    assert pack is not None
    kept = read_rating(pack)
    assert kept == rating and [p.party for p in kept.parties] == PARTIES
    assert all(p.games == 1 and p.won in (0, 1) and p.base_won in (0, 1) and p.low <= p.high for p in kept.parties)
    assert kept.pack_hash == pack.hash  # the rating file is no part of the pack's content
    assert rating_words(pack, kept, base_hash()).startswith("the bot wins ")


def test_the_example_packs_are_rated_for_the_games_current_cards() -> None:
    for name in ("gentle-ruins", "fungal-court"):
        pack, _ = read_pack(EXAMPLES / name)
        assert pack is not None
        rating = read_rating(pack)
        assert rating is not None, f"{name} has no rating: python3 -m game.packs rate examples/packs/{name}"
        assert rating.pack_hash == pack.hash, f"{name} has changed since it was rated"
        assert [p.party for p in rating.parties] == PARTIES and all(p.games >= 100 for p in rating.parties)


def test_rating_a_folder_that_is_no_pack_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str],
                                                                 tmp_path: Path) -> None:
    assert main([str(tmp_path / "nowhere")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "is not a folder" in err[0]
    assert main([str(EXAMPLES / "gentle-ruins"), "--games", "0"]) == 2
    assert "--games" in capsys.readouterr().err


@pytest.mark.slow  # a process of its own: with the end-to-end tests (-m slow), which CI runs
def test_the_packs_command_runs_rate(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-m", "game.packs", "rate", str(tmp_path / "nowhere")], cwd=PROJECT_ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "is not a folder" in out.stderr
