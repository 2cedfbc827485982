"""Whole-game playability: a scripted chooser plays through the UI's own click paths only.

Each move is made with real pygame mouse events on what the current scene shows (buttons, cards,
glowing elements, the drawn tile dragged to a square, hand cards then Ready). The chooser prefers the
bot's pick when the screen offers it, else the screen's best offer — so the game only advances
through what a person could click. The game must get through a whole Ecology to the Hero Record
(or end).
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import random  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import bot  # noqa: E402
from game.rules import Command  # noqa: E402
from game.rules.content import load_content  # noqa: E402
from game.rules.encounter import Encounter  # noqa: E402
from game.rules.errors import ContentError  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from game.ui.scenes.dialog import DialogScene  # noqa: E402

Offer = tuple[str, Any, Command]  # how ("button", "click", "drag", "play"), where, the command


@pytest.fixture(scope="module")
def content():
    try:
        return load_content()
    except ContentError as exc:
        pytest.skip(f"game content not available: {exc}")


def steps(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.step(1 / 60)


def post(app: App, kind: int, **attrs: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))
    steps(app)


def click(app: App, pos: tuple[int, int]) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)
    steps(app)


def offers(app: App) -> list[Offer]:
    """Every move the current scene lets a person make with the mouse, with its command."""
    sc: Any = app.scene
    game = sc.game
    out: list[Offer] = []
    if isinstance(sc, DialogScene):
        out += [("button", b.rect.center, c) for b, c in sc.commands.items() if b.is_enabled]
        if sc.name == "replace":  # click the cards to remove, then Remove
            out += [("replace", None, c) for c in game.legal() if c.kind == "replace_cards"]
        if sc.name == "feature":
            for rect, (hero, card) in sc.clicks:
                cmd = next((c for c in game.legal() if c.kind == "play_feature_card" and c.hero == hero
                            and c.card == card), None)
                if cmd is not None:
                    out.append(("click", rect.center, cmd))
        return out
    if sc.name == "explore":
        out += [("button", b.rect.center, c) for b, c in sc.action_buttons if b.is_enabled]
        targets = sc.encounter_targets()
        for el in game.state.elements.values():
            if el.id in targets:
                centre = sc.camera.cell_rect(el.spot.x, el.spot.y, el.spot.cx, el.spot.cy).center
                if sc.camera.view.collidepoint(centre) and sc.board.element_at(centre) == el.id:
                    out.append(("click", centre, Encounter(element=el.id)))
        for c in game.legal():
            if c.kind == "place_tile":
                out.append(("drag", (c.x, c.y, c.rotation), c))
        return out
    if sc.name == "combat":
        out += [("button", b.rect.center, c) for b, c in sc.action_buttons if b.is_enabled]
        for rect, hero, front, pair in sc.pair_rects:
            options = [c for c in game.legal() if c.kind == "resolve_pair" and c.hero == hero and c.front == front
                       and c.pair == pair]
            if len(options) == 1:
                out.append(("click", rect.center, options[0]))
        hero = sc.deciding_hero()
        for c in game.legal():
            if c.kind == "play_cards" and c.hero == hero:
                out.append(("play", None, c))
    return out


def make(app: App, offer: Offer) -> None:
    how, where, cmd = offer
    sc: Any = app.scene
    if how in ("button", "click"):
        click(app, where)
    elif how == "drag":
        x, y, rotation = where
        target = sc.camera.square_rect(x, y).center
        if not sc.camera.view.collidepoint(target):
            sc.fit()
            target = sc.camera.square_rect(x, y).center
        post(app, pygame.MOUSEMOTION, pos=sc.slot.center, rel=(0, 0), buttons=(0, 0, 0))
        post(app, pygame.MOUSEBUTTONDOWN, pos=sc.slot.center, button=1)
        for k in (0.3, 0.6, 1.0):
            pos = (int(sc.slot.centerx + (target[0] - sc.slot.centerx) * k),
                   int(sc.slot.centery + (target[1] - sc.slot.centery) * k))
            post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        for _ in range(4):  # turn with E until the wanted rotation shows
            if sc.rotation == rotation:
                break
            post(app, pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e", scancode=0)
        post(app, pygame.MOUSEBUTTONUP, pos=target, button=1)
        steps(app)
    elif how == "replace":
        sc.selected = []
        for card in cmd.remove:
            steps(app)
            rect = next(r for r, v in app.scene.clicks if v == card and v not in app.scene.selected)
            click(app, rect.center)
        steps(app)
        click(app, next(b for b, c in app.scene.commands.items() if c.kind == "replace_cards").rect.center)
    elif how == "play":
        for card in cmd.cards:
            rect = next(r for r, c in sc.hand_rects if c == card and c not in sc.selected)
            click(app, rect.center)
        click(app, sc.play_button.rect.center)


def play_with_the_mouse(tmp_path: Any, seed: int, heroes: list[str], limit: int = 2500) -> tuple[App, set[str]]:
    """Play until the Hero Record (an Ecology cleared) or the game's end, by clicks only."""
    app = App(AppOptions(heroes=heroes, players=["Ann", "Ben", "Cy"][:len(heroes)], seed=seed, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 3)
    game = app.scenes[0].session.game
    rng = random.Random(seed)
    seen_scenes: set[str] = set()
    for _ in range(limit):
        steps(app)
        seen_scenes.add(app.scene.name)
        if app.scene.name in ("hero_record", "game_over"):
            break
        offered = offers(app)
        assert offered, f"nothing to click in {app.scene.name} (phase {game.state.phase})"
        wanted = bot.choose(game, rng)
        offer = next((o for o in offered if o[2] == wanted), None)
        if offer is None:
            offer = next((o for o in offered if o[2].kind == wanted.kind), offered[0])
        before = len(game.events)
        make(app, offer)
        assert len(game.events) > before, f"clicking {offer[0]} for {offer[2].kind} in {app.scene.name} did " \
                                          f"nothing ({app.scenes[0].session.refusal})"
    steps(app, 2)
    return app, seen_scenes


def test_a_whole_ecology_is_played_with_the_mouse_alone(content, tmp_path):
    """Setup to the Hero Record through clicks: every game ends cleared, won or lost, never stuck."""
    endings = []
    for seed in range(10):  # the bot-like chooser loses some games: the first that gets through counts
        app, seen = play_with_the_mouse(tmp_path / str(seed), seed, ["fighter"] if seed % 2 == 0 else
                                        ["fighter", "wizard"])
        game = app.scenes[0].session.game if app.scene.name != "game_over" else app.scene.session.game
        assert app.scene.name in ("hero_record", "game_over"), f"seed {seed} stalled in {app.scene.name}"
        assert "explore" in seen
        endings.append(app.scene.name)
        if app.scene.name == "hero_record":
            assert {"combat", "level_up"} <= seen, "the Stair Guardian was fought and the heroes leveled up"
            assert any(e.kind == "hero_record_written" for e in game.events)
            app.screenshot(tmp_path / "hero-record.png")
            click(app, next(b for b, v in app.scene.controls.items() if v == "close").rect.center)
            assert app.scene.name == "explore" and game.state.ecology == "caverns"
            return
        assert game.outcome == "lost" and game.state.outcome_reason
    pytest.fail(f"no game got through the Ruins with the mouse: {endings}")
