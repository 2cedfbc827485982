"""Damaged save files never crash, never reach outside the save folder and never load silently
short (issue 20): a quick run of the damaged-save sweep kept in tools/fuzz_saves.py (the full run,
1,200 variants, is `python tools/fuzz_saves.py`). One variant of every kind of damage, then random
ones, on a real autosaved campaign; the sweep counts crashes, hangs, outside reads and writes and
silent losses."""

from __future__ import annotations

import pytest

from tools.fuzz_saves import DAMAGES, sweep


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_a_quick_damaged_save_sweep_finds_no_crash_no_outside_access_and_no_silent_loss():
    report = sweep(len(DAMAGES) + 10, seed=20, whole=False)
    assert report.variants == len(DAMAGES) + 10 and len(report.by_kind) >= len(DAMAGES)
    assert report.crashes == []
    assert report.outside_writes == [] and report.outside_reads == []
    assert report.silent_losses == []
    assert report.refused > report.variants  # the damage was real: most of it was refused
    assert report.loaded and report.noted  # and some was recovered with a note for the player
