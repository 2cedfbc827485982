"""Every screen the fit test renders: a name and how to open it on an App (see fit_kit.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui.app import App
from tests.kits.fit_kit import collect_moments, session_for

# seeded bot games that reach every screen below (the deepest Ecology reaches the Final Entity)
RUNS = [(["fighter", "wizard", "rogue"], "subterranean", 0), (["fighter", "wizard", "rogue"], "subterranean", 1),
        (["fighter", "wizard", "rogue"], "ruins", 2), (["rogue-fighter", "wizard"], "ruins", 3)]

_MOMENTS: dict[str, list[Any]] = {}


def moments() -> dict[str, list[Any]]:
    if not _MOMENTS:
        _MOMENTS.update(collect_moments(RUNS))
    return _MOMENTS


def _at(key: str) -> Callable[[App], None]:
    def show(app: App) -> None:
        app.play(session_for(app, moments()[key]))
    return show


def _explore_then(then: Callable[[App], None]) -> Callable[[App], None]:
    def show(app: App) -> None:
        app.play(session_for(app, moments()["exploring"]))
        app.step(1 / 60)
        then(app)
    return show


def _title(app: App) -> None:
    from game.ui.scenes.title import TitleScene
    app.switch(TitleScene(app))


def _setup(app: App) -> None:
    from game.ui.scenes.setup import SetupScene
    app.switch(SetupScene(app))


def _load(app: App) -> None:
    from game.ui.scenes.load import LoadScene
    app.switch(LoadScene(app))


def _menu(app: App) -> None:
    app.scene.open_menu()


def _payment(app: App) -> None:
    from game.ui.scenes.spending import PaymentDialog
    app.push(PaymentDialog(app, app.scene.session, app.scene, "key"))


def _healing(app: App) -> None:
    from game.ui.scenes.spending import PaymentDialog
    app.push(PaymentDialog(app, app.scene.session, app.scene, "healing"))


def _door(app: App) -> None:
    """The door dialog on a Discovered Door or Chest."""
    from game.ui.scenes.door import DoorDialog
    app.play(session_for(app, moments()["exploring:door"]))
    app.step(1 / 60)
    game = app.scene.session.game
    element = next(k for k, e in game.state.elements.items()
                   if e.kind in ("door", "chest") and e.status == "discovered")
    app.push(DoorDialog(app, app.scene.session, app.scene, element))


def _record(app: App) -> None:
    """The Hero Record written after a Level Up, over the map of the next Ecology."""
    from game.ui.scenes.level_up import RecordDialog
    app.play(session_for(app, moments()["record"]))
    app.step(1 / 60)
    session = app.scene.session
    record = next(e for e in reversed(session.game.events) if e.kind == "hero_record_written")
    app.push(RecordDialog(app, session, app.scene, record))


def _generic_step(app: App) -> None:
    """The plain dialog any pending step without a dialog of its own would get (every legal command
    as a button), shown here on a Chest's choice of hero."""
    from game.ui.scenes.encounters import GenericStepDialog
    app.play(session_for(app, moments()["step:choose_hero"]))
    app.step(1 / 60)
    while app.scene.name != "explore":  # under the Chest's own dialog, which opens on its own
        app.pop()
    app.push(GenericStepDialog(app, app.scene.session, app.scene))


def _items(app: App) -> None:
    from game.ui.scenes.spending import ItemsDialog
    app.push(ItemsDialog(app, app.scene.session, app.scene))


SCENES: dict[str, Callable[[App], None]] = {
    "title": _title, "setup": _setup, "load": _load,
    "explore": _at("exploring:fullest"), "explore-placing": _at("placing"),
    "feature": _at("step:feature_test"), "choose-hero": _at("step:choose_hero"),
    "legendary": _at("step:legendary"), "replace": _at("step:replace"), "start-items": _at("step:start_items"),
    "keep-item": _at("step:choose_item"),
    "level-up": _at("step:level_up"), "level-up-paid": _at("step:level_up:paid"),
    "choose-ability": _at("step:choose_ability"),
    "buy-key": _explore_then(_payment), "buy-healing": _explore_then(_healing),
    "items": _explore_then(_items), "door": _door, "menu": _explore_then(_menu),
    "rules": _explore_then(lambda app: app.overlays.toggle_rules()),
    "help": _explore_then(lambda app: app.overlays.toggle_help()),
    "settings": _explore_then(lambda app: app.overlays.toggle_settings()),
    "game-over": _at("game_over"), "hero-record": _record, "pending-step": _generic_step,
    "combat": _at("combat"), "combat-final-entity": _at("combat:final"),
}
