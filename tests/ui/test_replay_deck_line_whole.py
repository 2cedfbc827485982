"""The Final Entity's fight in the replay at 200 % text: the Monster deck's line takes its fewest words
("Deck III: 16") where the stage leaves it one short line (1920x1080 and larger windows: the Entity's
art is beside it); it read "Deck III: 16 to…"."""

from __future__ import annotations

import pytest

from tests.kits.fit_kit import open_app, words_drawn
from tests.kits.fit_scenes import SCENES


@pytest.mark.parametrize("size", [(1920, 1080), pytest.param((3840, 2160), marks=pytest.mark.slow)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_replays_final_entity_fight_says_its_deck_line_whole(content, tmp_path, lang, size):
    words = words_drawn(open_app(tmp_path, size, 2.0, lang), SCENES["replay-combat"])
    assert any(w.startswith(("Deck III", "Stapel III")) for w in words)
    assert not [w for w in words if w.rstrip().endswith("…")]
