"""A short run of the online soak (benchmarks/soak_online.py): whole games by machine players in
another process, connections cut at random and rejoined, every copy ending with the host's hash."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow  # whole games in subprocesses: with the end-to-end tests (-m slow)
def test_whole_games_with_random_drops_and_rejoins_end_with_every_copy_holding_the_hosts_hash():
    out = subprocess.run([sys.executable, "benchmarks/soak_online.py", "--games", "2", "--at-once", "2",
                          "--workers", "1", "--drops", "4", "--seed", "5"],
                         cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    summary = next((line for line in out.stdout.splitlines() if line.startswith("2 games")), out.stdout[-3000:])
    assert "0 failed" in summary, summary
    assert " moves answered: p50 " in out.stdout, "the run tells how quickly the host answered"
    drops = int(summary.split(" drops")[0].rsplit(" ", 1)[1])
    rejoins = int(summary.split(" rejoins")[0].rsplit(" ", 1)[1])
    assert drops >= 1 and rejoins >= 1, summary  # connections were cut, and their players came back
