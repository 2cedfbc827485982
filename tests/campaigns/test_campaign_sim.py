"""`python -m game.sim --campaign N`: a bot campaign played headless, talents bought between games."""

from __future__ import annotations

import pytest

from game.bot.campaign import play_campaign
from game.campaigns import locked
from game.headless import sim


def test_sim_campaign_plays_two_games_and_prints_the_sheet(capsys):
    assert sim.main(["--campaign", "2", "--heroes", "fighter"]) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("| 1 |") or line.startswith("| 2 |")]
    assert len(rows) == 2
    assert "marks earned" in out and "Final Entity configurations defeated" in out


def test_the_bot_campaign_buys_talents_with_the_marks_it_earns():
    book, _ = play_campaign(2, ["fighter", "wizard"], seed=0)
    c = book.campaigns[0]
    assert len(c.games) == 2 and c.playing is None
    for h in range(2):
        assert c.marks_earned(h) == sum(g.marks[h] for g in c.games)
        still_locked = locked(c, h)
        assert all(c.marks_left(h) < t.cost for t in still_locked)  # it bought while its marks could pay
        assert c.marks_left(h) >= 0
    assert c.games[1].talents == [c.talents[h][:len(c.games[1].talents[h])] for h in range(2)]


def test_a_campaign_of_no_games_is_a_command_line_error(capsys):
    with pytest.raises(SystemExit) as exit_:
        sim.main(["--campaign", "0"])
    assert exit_.value.code == 2
    assert "--campaign" in capsys.readouterr().err


def test_the_bot_campaign_tells_its_table_and_lines_in_german_with_lang_de(capsys):
    assert sim.main(["--lang", "de", "--campaign", "1", "--heroes", "fighter"]) == 0
    out = capsys.readouterr().out
    assert ("| Spiel | Startwert | Ausgang | Ökosysteme hinabgestiegen | Marken | danach freigeschaltete Talente |"
            in out)
    assert "Kämpfer: " in out and ("Marken verdient" in out or "Marke verdient" in out)
    assert "besiegte Aufstellungen der Letzten Wesenheit" in out and "1 Spiel in " in out
    assert "marks earned" not in out and "Fighter" not in out
