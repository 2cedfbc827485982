"""Share codes on screen (issue 38): a game started from a code's setup, and a code put on the
clipboard. The code itself is game.saves.share_code (pure, no pygame)."""

from __future__ import annotations

import contextlib
import html
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules import HOUSE_RULES, TALENTS, TIERS, ecology_name, variant_name
from game.saves.share_code import ShareSetup, code_of_game, no_code_reason

from .look import HERO_TITLES
from .session import Session

if TYPE_CHECKING:
    from .app import App


def session_from_setup(app: App, setup: ShareSetup, players: list[str] | None = None,
                       save_name: str | None = None) -> Session:
    """A new game exactly as `setup` sets it up (talents too), saved like any other (as
    `app.new_session` does). Raises RuleViolation for a party or option the rules refuse."""
    game = setup.new_game(app.load_content())
    names = list(players or [])[:len(setup.heroes)]
    names += [_("Player {n}").format(n=i + 1) for i in range(len(names), len(setup.heroes))]
    session = Session(game=game, players=names, event_log_path=app.options.event_log)
    if session.event_log_path:
        session.event_log_path.write_text("")
    session.catch_up()
    try:
        session.saved_game = app.store().create(game, save_name)
        app.remember_players(session.saved_game.name, session.players)
    except Exception as exc:  # noqa: BLE001  (a read-only disk: play on, say so)
        session.save_problem = _("This game cannot be saved: {problem}").format(problem=exc)
        session.log.append(f"<i>{session.save_problem}</i>")
    return session


def code_words(session: Session) -> str:
    """The game's share code, or why it has none, for the menu and the record."""
    return code_of_game(session.game) or no_code_reason(session.game) or ""


def copy_to_clipboard(text: str) -> bool:
    """Put `text` on the system clipboard; False where there is none (a headless test, no X server)."""
    with contextlib.suppress(pygame.error):
        pygame.scrap.put_text(text)  # pygame-ce 2.2+: SDL's clipboard, no scrap.init()
        return True
    return False


def setup_html(setup: ShareSetup) -> str:
    """A setup in words, one thing a line (the setup screen's note, the daily descent's game)."""
    def title(hero: str) -> str:
        words = HERO_TITLES.get(hero, hero)
        return _("{hero} ({first} only)").format(hero=words, first=words.split("-")[0]) if hero in setup.single_class \
            else words

    def row(label: str, value: str) -> str:
        return f"<b>{html.escape(label)}</b>: {html.escape(value)}"

    variants = ", ".join(variant_name(v) for v in setup.variants) or _("none")
    lines = [row(_("Heroes"), ", ".join(title(h) for h in setup.heroes)),
             row(_("Start"), ecology_name(setup.ecology)) + " · " + row(_("Seed"), str(setup.seed)),
             row(_("Tier"), _(TIERS[setup.tier].name) if setup.tier in TIERS else setup.tier),
             row(_("Variants"), variants),
             row(_("House rules"), ", ".join(_(HOUSE_RULES[r].name) for r in setup.house_rules) or _("none")),
             row(_("Story mode"), _("on") if setup.story_mode else _("off"))]
    if setup.talents:
        held = zip(setup.heroes, setup.talents, strict=False)
        names = {key: t.translated().name for key, t in TALENTS.items()}  # the code's ids, in the player's words
        lines.append(row(_("Campaign talents"), "; ".join(
            f"{HERO_TITLES.get(h, h)}: {', '.join(names.get(t, t) for t in ts)}" for h, ts in held if ts)))
    return "<br>".join(lines)


def note_daily_result(app: App, session: Session) -> str | None:
    """A finished daily descent's result on the player's calendar (game.saves.daily); anything else
    is left alone. Returns a sentence when the results file could not be written."""
    from game.saves.daily import daily_path, record_finished
    if session.saved_game is None or session.game.outcome is None:
        return None
    try:
        record_finished(daily_path(session.saved_game.store.root), session.saved_game.name, session.game, session.hints)
    except Exception as exc:  # noqa: BLE001  (SaveError or OSError: said, never fatal)
        return _("This daily descent's result could not be kept: {problem}").format(problem=exc)
    return None
