"""The Hint button and the H key on a decision dialog, and the player's record on the title screen,
under SDL's dummy driver."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.rules import Game
from game.saves.stats import record_result, result_of, stats_path
from game.ui.app import App, AppOptions
from game.ui.dialog import DialogScene
from game.ui.scenes.explore import ExploreScene
from game.ui.scenes.title import TitleScene
from game.ui.session import Session
from tests.kits.bot_positions import first_position
from tests.kits.ui_kit import steps


def _app(tmp_path: Path) -> App:
    app = App(AppOptions(saves_dir=tmp_path))
    app.settings.anim_speed = 0
    return app


def _feature_test(game: Game) -> bool:
    s = game.state
    return s.phase == "resolving" and bool(s.pending) and s.pending[0].step == "feature_test"


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    steps(app, 2)


def test_h_on_a_dialog_shows_the_bots_legal_choice_and_counts_one_hint(tmp_path: Path) -> None:
    game = first_position(["fighter", "wizard"], _feature_test, range(4))
    assert game is not None
    app = _app(tmp_path)
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    steps(app, 3)
    assert isinstance(app.scene, DialogScene)
    _key(app, pygame.K_h)
    hint = session.current_hint
    assert hint is not None and game.is_legal(hint.command)
    assert session.hints == 1
    note_bottom = app.scene.panel.bottom + app.scene._note_h
    assert app.scene.panel.bottom < note_bottom <= app.size[1]  # the panel made room for the note
    _key(app, pygame.K_h)  # put away; asked again at the same decision: still one hint
    assert session.current_hint is None
    _key(app, pygame.K_h)
    assert session.current_hint is not None and session.hints == 1
    assert session.do(hint.command)
    assert session.current_hint is None  # a move was made: the hint was for the decision before it


def test_the_hint_button_sits_beside_rules_with_a_tooltip(tmp_path: Path) -> None:
    game = first_position(["fighter"], _feature_test, range(4))
    app = _app(tmp_path)
    session = Session(game=game, players=["Ann"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    steps(app, 3)
    hint = next(b for b, what in app.scene.controls.items() if what == "hint")
    rules = next(b for b, what in app.scene.controls.items() if what == "rules")
    assert hint.rect.left > rules.rect.right and hint.rect.centery == rules.rect.centery
    assert "counts once" in hint.tool_tip_text


def test_the_title_screen_shows_the_players_record(tmp_path: Path) -> None:
    from game.bot import heuristic as bot
    # the first seed the bot wins (which one follows the bot's play)
    games = (bot.play(Game.new(["fighter"], seed=seed), seed=seed) for seed in range(1, 20))
    won = next(g for g in games if g.outcome == "won")
    record_result(stats_path(tmp_path), result_of(won, "solo", hints=3))
    app = _app(tmp_path)
    app.switch(TitleScene(app))
    steps(app, 2)
    words = app.scene.stats_box.html_text
    assert "won 1 of 1 game<" in words and "Solo won 1 of 1" in words and "Fighter won 1 of 1" in words
    assert "Fastest win</b>: " in words and "moves" in words and "Hints asked</b>: 3" in words


def test_a_damaged_record_is_named_on_the_title_screen(tmp_path: Path) -> None:
    stats_path(tmp_path).write_text("[1, 2")
    app = _app(tmp_path)
    app.switch(TitleScene(app))
    steps(app, 2)
    assert "stats.json is damaged" in app.scene.stats_box.html_text


def _open_at(tmp_path: Path, heroes: list[str], want: object, seeds: range) -> tuple[App, Session]:
    game = first_position(heroes, want, seeds)  # type: ignore[arg-type]
    assert game is not None
    app = _app(tmp_path)
    session = Session(game=game, players=["Ann", "Ben", "Cy"][:len(heroes)])
    session.catch_up()
    app.play(session)
    steps(app, 3)
    return app, session


def test_h_on_the_map_while_placing_shows_a_legal_placement(tmp_path: Path) -> None:
    app, session = _open_at(tmp_path, ["fighter"], lambda g: g.state.phase == "placing" and len(g.state.placements) > 4,
                            range(3))
    assert app.scene.name == "explore"
    _key(app, pygame.K_h)
    hint = session.current_hint
    assert hint is not None and hint.command.kind == "place_tile" and session.game.is_legal(hint.command)
    assert app.scene.camera.view.contains(app.scene.hint_button.rect)  # on the map
    assert session.do(hint.command)


def test_h_at_the_combat_table_is_for_the_hero_deciding_and_takes_the_logs_place(tmp_path: Path) -> None:
    app, session = _open_at(tmp_path, ["fighter", "wizard"],
                            lambda g: g.state.phase == "combat" and any(c.kind == "resolve_pair" for c in g.legal()),
                            range(1, 4))
    scene = app.scene
    assert scene.name == "combat"
    _key(app, pygame.K_h)
    hint = session.current_hint
    assert hint is not None and session.game.is_legal(hint.command)
    assert getattr(hint.command, "hero", scene.deciding_hero()) == scene.deciding_hero()
    assert not scene.log_box.visible
    _key(app, pygame.K_h)
    assert session.current_hint is None and scene.log_box.visible
