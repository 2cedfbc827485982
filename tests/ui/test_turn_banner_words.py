"""The turn banner says in words what the deciding hero is to do, for every phase and every step
that can wait on the heroes (never a raw phase or step id)."""

from __future__ import annotations

import typing

from game.rules.state.progress_state import Pending
from game.ui.explore.view import PENDING_WORDS
from tests.kits.fit_kit import open_app
from tests.kits.fit_scenes import SCENES


def test_every_pending_step_has_banner_words() -> None:
    union = typing.get_args(Pending)[0]
    steps = {cls.__dataclass_fields__["step"].default for cls in typing.get_args(union)}
    assert steps == set(PENDING_WORDS)
    assert all("_" not in words for words in PENDING_WORDS.values())


def test_the_banner_over_a_story_choice_names_the_choice(content, tmp_path) -> None:
    app = open_app(tmp_path, (1280, 720), 1.0)
    SCENES["story-choice"](app)
    app.step(1 / 60)
    explore = next(s for s in app.scenes if s.name == "explore")
    hero, words = explore._banner_words()
    assert words.endswith(": make the story choice") and "resolving" not in words
