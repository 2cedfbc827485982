"""Share codes on screen (issue 38): a game started from a code's setup, and a code put on the
clipboard. The code itself is game.saves.share_code (pure, no pygame)."""

from __future__ import annotations

import contextlib
from typing import Any

import pygame

from game.saves.share_code import ShareSetup, code_of_game, no_code_reason

from .session import Session


def session_from_setup(app: Any, setup: ShareSetup, players: list[str] | None = None,
                       save_name: str | None = None) -> Session:
    """A new game exactly as `setup` sets it up (talents too), saved like any other (as
    `app.new_session` does). Raises RuleViolation for a party or option the rules refuse."""
    game = setup.new_game(app.load_content())
    names = list(players or [])[:len(setup.heroes)]
    names += [f"Player {i + 1}" for i in range(len(names), len(setup.heroes))]
    session = Session(game=game, players=names, event_log_path=app.options.event_log)
    if session.event_log_path:
        session.event_log_path.write_text("")
    session.catch_up()
    try:
        session.campaign = app.store().create(game, save_name)
        app.remember_players(session.campaign.name, session.players)
    except Exception as exc:  # noqa: BLE001  (a read-only disk: play on, say so)
        session.save_problem = f"This game cannot be saved: {exc}"
        session.log.append(f"<i>{session.save_problem}</i>")
    return session


def code_words(session: Session) -> str:
    """The game's share code, or why it has none, for the menu and the record."""
    return code_of_game(session.game) or no_code_reason(session.game) or ""


def copy_to_clipboard(text: str) -> bool:
    """Put `text` on the system clipboard; False where there is none (a headless test, no X server)."""
    with contextlib.suppress(pygame.error, ImportError):
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(text)
        return True
    return False
