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


def _setup_house_rules(app: App) -> None:
    """The setup's second tab: the challenge tier and the house rules, some of them on."""
    from game.ui.scenes.setup import SetupScene
    scene = SetupScene(app)
    scene.tab, scene.tier, scene.house_rules = "house", "fearless", {"knocked_out", "open_monster_deck"}
    app.switch(scene)


def _load(app: App) -> None:
    from game.ui.scenes.load import LoadScene
    app.switch(LoadScene(app))


def _campaign_sheet(app: App) -> None:
    from tests.kits.campaign_kit import sample_book
    sample_book(app.saves_dir)
    app.show("campaign", "Lantern Bearers")


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


def _items(app: App) -> None:
    from game.ui.scenes.spending import ItemsDialog
    app.push(ItemsDialog(app, app.scene.session, app.scene))


def _story_choice(refused: bool, place: str = "legendary:ruins") -> Callable[[App], None]:
    """Story mode's choice at `place` (leaving a Legendary Location; "final": an option paid in XP,
    the XP cards to pick under it); `refused`: with no Key, so a Key option is a disabled button
    saying why."""
    def show(app: App) -> None:
        from tests.kits.story_kit import at_choice, with_events
        game = at_choice(place, heroes=("fighter", "wizard", "rogue"))
        if refused:
            game = with_events(game, {"kind": "keys_changed", "amount": -game.state.keys, "cause": "a test"})
        app.play(session_for(app, list(game.events)))
    return show


SCENES: dict[str, Callable[[App], None]] = {
    "title": _title, "setup": _setup, "setup-house-rules": _setup_house_rules, "load": _load,
    "campaign-sheet": _campaign_sheet,
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
    "game-over": _at("game_over"),
    "combat": _at("combat"), "combat-final-entity": _at("combat:final"),
    "story-choice": _story_choice(refused=False), "story-choice-refused": _story_choice(refused=True),
    "story-choice-xp": _story_choice(refused=False, place="final"),
}
