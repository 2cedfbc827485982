"""The bot's moves made through the UI's own click paths (no tests here): what each scene lets a person
click for a command (`offers`), making one (`make`, with mouse events posted through the App), a game
opened on the map and played with the mouse, and the engine-alone search for a seed that reaches a
position. Used by the whole-game tests (tests/ui/test_ui_whole_game.py), the tutorial's and the tips'."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.bot import heuristic as bot
from game.rules import Command, Encounter, Game
from game.ui.app import App
from game.ui.dialog import DialogScene
from game.ui.scenes.combat import say_done_where_nothing_is_left
from game.ui.scenes.door import wants_door_dialog
from tests.kits.ui_kit import open_explore, steps

Offer = tuple[str, Any, Command]  # how ("button", "click", "drag", "play"), where, the command


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
        if sc.name == "level_up":  # pick the paying XP cards and items, then the hero's Pay button
            out += [("levelpay", None, c) for c in game.legal() if c.kind == "buy_ability" and c.pay]
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
                # scrolled away: make() pans there first, as a player would
                if not sc.camera.view.collidepoint(centre) or sc.board.element_at(centre) == el.id:
                    out.append(("door" if wants_door_dialog(game, el.id) else "click", centre,
                                Encounter(element=el.id)))
        for c in game.legal():
            if c.kind == "place_tile":
                out.append(("drag", (c.x, c.y, c.rotation), c))
            elif c.kind in ("buy_key", "buy_healing"):
                out.append(("payment", None, c))
            elif c.kind in ("equip_item", "unequip_item", "use_item"):
                out.append(("items", None, c))
            elif c.kind == "unlock_with":  # click the Door: its dialog offers the Key, Items and Abilities
                el = game.state.elements[c.element]
                out.append(("door", sc.camera.cell_rect(el.spot.x, el.spot.y, el.spot.cx, el.spot.cy).center, c))
        return out
    if sc.name == "combat":
        out += [("button", b.rect.center, c) for b, c in sc.action_buttons if b.is_enabled]
        for rect, hero, front, pair in sc.pair_rects:
            options = [c for c in game.legal() if c.kind == "resolve_pair" and c.hero == hero and c.front == front
                       and c.pair == pair]
            if len(options) == 1:
                out.append(("click", rect.center, options[0]))
            elif options:  # click the pair, then the individual in the list it opens
                out += [("pair-target", rect.center, c) for c in options]
        for b, ability, _ in sc.ability_buttons:
            if b.is_enabled:
                out += [("ability", b.rect.center, c) for c in game.legal()
                        if c.kind == "activate_ability" and c.ability == ability]
        hero = sc.deciding_hero()
        for c in game.legal():
            if c.kind == "play_cards" and c.hero == hero:
                out.append(("play", None, c))
            elif isinstance(getattr(c, "hero", None), int) and c.hero != hero:  # click the hero's row first
                out.append(("focus", sc.hero_row(c.hero).center, c))
    return out


def _button_of(app: App, cmd: Command) -> tuple[int, int]:
    sc: Any = app.scene
    pairs = sc.commands.items() if isinstance(sc, DialogScene) else sc.action_buttons
    return next(b.rect.center for b, c in pairs if c == cmd and b.is_enabled)


def make(app: App, offer: Offer, tap: Callable[[App, tuple[int, int]], None] | None = None,
         carry: Callable[[App, Any], None] | None = None) -> None:
    """Make one offered move with the mouse (or, given `tap` and `carry`, another way of pressing a
    spot and of carrying the drawn tile to a square: tests/kits/key_kit.py presses keys)."""
    tap = tap or click
    how, where, cmd = offer
    sc: Any = app.scene
    if how in ("click", "door") and sc.name == "explore" and not sc.camera.view.collidepoint(where):
        el = sc.game.state.elements[cmd.element]  # an Encounter or a Door off the map's view: pan to it
        sc.bring_into_view(sc.camera.cell_rect(el.spot.x, el.spot.y, el.spot.cx, el.spot.cy))
        steps(app)
        where = sc.camera.cell_rect(el.spot.x, el.spot.y, el.spot.cx, el.spot.cy).center
    if how in ("button", "click"):
        tap(app, where)
    elif how == "focus":  # another hero may act too: pick them in the sidebar, then make the move
        tap(app, where)
        assert app.scene.deciding_hero() == cmd.hero
        make(app, next(o for o in offers(app) if o[2] == cmd), tap, carry)
    elif how in ("pair-target", "ability"):  # the table lists the choices: click the one wanted
        tap(app, where)
        for _ in range(3):  # the individual hit, then (a Horde kill) where the excess damage goes
            listed = [c for _, c in sc.action_buttons] if app.scene is sc else []
            aim = (getattr(cmd, "front", None), getattr(cmd, "pair", None), getattr(cmd, "target", None))
            step = cmd if cmd in listed else next(
                (c for c in listed if how == "pair-target" and c.kind == "resolve_pair" and c.excess is None
                 and (c.front, c.pair, c.target) == aim), None)
            if step is None:
                break
            tap(app, _button_of(app, step))
    elif how == "drag" and carry is not None:
        carry(app, where)
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
    elif how == "payment":  # Buy Key / Healing: click the paying XP cards (and share the Health), then buy
        tap(app, sc.buttons["key" if cmd.kind == "buy_key" else "heal"].rect.center)
        dialog: Any = app.scene
        assert dialog.name == "payment"
        dialog.picker.selected = []
        dialog.changed()
        steps(app)
        for card in cmd.pay:
            cards = app.scene.picker.cards()
            rect = next(r for r, v in app.scene.clicks if isinstance(v, tuple) and v[0] == "pay"
                        and cards[v[1]] == card and v[1] not in app.scene.picker.selected)
            tap(app, rect.center)
        if cmd.kind == "buy_healing":
            # the rules list a share past a hero's full Health (lost: the heroes heal the same); the
            # dialog stops each hero at full, so a player shares out what heals
            lacking = [hs.max_health - hs.health for hs in sc.game.state.hero_states]
            cmd = type(cmd)(pay=cmd.pay, heal=tuple(min(n, m) for n, m in zip(cmd.heal, lacking, strict=True)))
            for _ in range(40):
                d: Any = app.scene
                if d.heal == list(cmd.heal):
                    break
                h = next(i for i, n in enumerate(cmd.heal) if d.heal[i] != n)
                want = ("heal", h, 1 if d.heal[h] < cmd.heal[h] else -1)
                tap(app, next(b.rect.center for b, v in d.controls.items() if v == want))
        tap(app, _button_of(app, cmd))
    elif how == "levelpay":  # Level Up: click exactly the cards and items that pay, then Pay
        sc.picker.selected = []
        sc.changed()
        steps(app)
        for card in cmd.pay:
            cards = sc.picker.cards()
            rect = next(r for r, v in sc.clicks if isinstance(v, tuple) and v[0] == "pay"
                        and cards[v[1]] == card and v[1] not in sc.picker.selected)
            tap(app, rect.center)
        tap(app, _button_of(app, cmd))
    elif how == "door":
        tap(app, where)
        assert app.scene.name == "door", "a click on the Door opens its dialog"
        tap(app, _button_of(app, cmd))
    elif how == "items":
        tap(app, sc.buttons["items"].rect.center)
        assert app.scene.name == "items"
        tap(app, _button_of(app, cmd))
        if app.scene.name == "items":
            tap(app, next(b.rect.center for b, v in app.scene.controls.items() if v == "close"))
    elif how == "replace":
        sc.selected = []
        for card in cmd.remove:
            steps(app)
            rect = next(r for r, v in app.scene.clicks if v == card and v not in app.scene.selected)
            tap(app, rect.center)
        steps(app)
        tap(app, next(b for b, c in app.scene.commands.items() if c.kind == "replace_cards").rect.center)
    elif how == "play":
        for card in cmd.cards:
            rect = next(r for r, c in sc.hand_rects if c == card and c not in sc.selected)
            tap(app, rect.center)
        tap(app, sc.play_button.rect.center)


def open_game(tmp_path: Any, game: Game, players: list[str]) -> App:
    return open_explore(tmp_path, game, players)


def play_with_the_mouse(app: App, game: Game, rng: random.Random, stop: Callable[[App], bool],
                        limit: int = 3000) -> set[str]:
    """Make the bot's moves by clicks until `stop(app)`; every move must be on screen and change the game."""
    seen: set[str] = set()
    for _ in range(limit):
        steps(app)
        seen.add(app.scene.name)
        if stop(app):
            break
        if getattr(app.scene, "summary", None) is not None:  # the end-of-fight panel: one click dismisses it
            click(app, app.scene.L.table.center)
            continue
        if app.scene.name == "found":  # what a Chest held, shown as its card: Take it puts it away
            click(app, app.scene.take.rect.center)
            continue
        offered = offers(app)
        assert offered, f"nothing to click in {app.scene.name} (phase {game.state.phase})"
        wanted = bot.choose(game, rng)
        offer = next((o for o in offered if o[2] == wanted), None)
        assert offer is not None, f"the bot's move {wanted!r} cannot be clicked in {app.scene.name}"
        before = len(game.events)
        make(app, offer)
        assert len(game.events) > before, f"clicking {offer[0]} for {offer[2].kind} in {app.scene.name} did " \
                                          f"nothing ({app.scenes[0].session.refusal})"
    steps(app, 2)
    seen.add(app.scene.name)
    return seen


def engine_line(heroes: list[str], ecology: str, start: Callable[[Game], bool], good: Callable[[Game], bool],
                seeds: int = 40) -> tuple[list[Any], Any, int]:
    """On the engine alone: the first seed whose bot game reaches `start` and then `good`.
    Returns the events up to `start`, the bot's random state there, and the seed."""
    for seed in range(seeds):
        game = Game.new(heroes, seed=seed, ecology=ecology)
        rng = random.Random(seed)
        mark: tuple[list[Any], Any] | None = None
        for _ in range(20000):
            if mark is None and start(game):
                mark = (list(game.events), rng.getstate())
            if mark is not None and good(game):
                return mark[0], mark[1], seed
            if game.outcome is not None:
                break
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)
            finish_as_the_table_does(game, cmd)
    pytest.fail(f"no bot game in {seeds} seeds reached the position wanted")


def finish_as_the_table_does(game: Game, cmd: Any) -> None:
    """The combat table says "Done" for every hero whose only move left is to finish
    (combat.say_done_where_nothing_is_left): the engine line does the same, so a mouse game follows it."""
    say_done_where_nothing_is_left(game, getattr(cmd, "hero", None), game.do)


def fighting(kind: str) -> Callable[[Game], bool]:
    return lambda g: g.state.phase == "combat" and g.state.combat is not None and g.state.combat.kind == kind


def shot(app: App, name: str) -> None:
    """Keep a screenshot when FD_SCREENSHOTS names a folder (docs/screenshots is made this way)."""
    folder = os.environ.get("FD_SCREENSHOTS")
    if folder:
        app.screenshot(os.path.join(folder, name))
