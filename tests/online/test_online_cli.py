"""`python3 -m game.online`: a dedicated host whose first line is the invite code, machine players that
join its seats and play to the end, Continue hosting a saved game again; bad input: exit status 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.online.__main__ import main

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("argv", [
    ["serve", "--port", "http"], ["serve", "--port", "70000"], ["serve", "--heroes", "bard"],
    ["serve", "--heroes", ""], ["serve", "--heroes", "fighter,wizard,rogue,fighter"], ["serve", "--continue", "x"],
    ["bot", "--join", "not a code"], ["bot", "--join", "FD-7K3Q-9XWM@localhost:1", "--seat", "4"], ["bot"], [],
])
def test_bad_input_is_one_line_and_status_2(argv, capsys):
    try:
        status = main(argv)
    except SystemExit as exc:
        status = exc.code
    assert status == 2
    err = capsys.readouterr().err.strip()
    assert err and "Traceback" not in err and len(err.splitlines()) <= 3


def run(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "game.online", *args], cwd=REPO, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


@pytest.mark.slow
def test_a_dedicated_host_and_two_machine_players_play_a_whole_game_and_continue_hosts_it_again(tmp_path):
    saves = tmp_path / "saves"
    host = run("serve", "--port", "0", "--saves", str(saves), "--heroes", "fighter,wizard", "--seed", "5",
               "--until-over")
    assert host.stdout is not None
    code = host.stdout.readline().strip()
    assert code.startswith("FD-") and "@127.0.0.1:" in code
    bots = [run("bot", "--join", code, "--seat", str(seat), "--name", f"Bot {seat}", "--seed", str(seat))
            for seat in (1, 2)]
    outs = [b.communicate(timeout=300) for b in bots]
    rest, err = host.communicate(timeout=60)
    assert all(b.returncode == 0 for b in bots), [o[1] for o in outs]
    assert host.returncode == 0, err
    finals = {line.split("; copies")[0] for out, _ in outs for line in out.splitlines() if line.startswith("outcome")}
    assert len(finals) == 1  # both machine players hold the same public state at the end
    assert "copies that differed: 0" in outs[0][0]
    assert rest.strip().split("; public state")[1] == finals.pop().split("; public state")[1]
    (game_folder,) = [p for p in saves.iterdir() if p.is_dir()]
    again = run("serve", "--port", "0", "--saves", str(saves), "--continue", game_folder.name)
    assert again.stdout is not None
    code_again = again.stdout.readline().strip()
    again.terminate()
    again.communicate(timeout=30)
    assert code_again.split("@")[0] == code.split("@")[0]  # the same room: the same players can rejoin
