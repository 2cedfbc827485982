"""One module per scene, and the registry that names them: scenes change screen by name
(`app.show("title")` replaces every scene, `app.open("menu", session, backdrop)` opens one on top),
so no scene module imports another (tests/ui/test_ui_scene_registry.py checks).

SCENES maps a name to "module:factory" in this package. A factory is called with the App first, then
the arguments given to show/open/make, and returns the scene, or None when there is nothing to show
now (the story panel with stories off, a door with nothing to choose). A new scene is one line here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..scene import Scene

SceneFactory = Callable[..., "Scene | None"]

SCENES: dict[str, str] = {
    "title": "title:TitleScene",
    "setup": "setup:SetupScene",
    "load": "load:LoadScene",  # (app, message=None)
    "campaign": "campaign_sheet:CampaignSheetScene",  # (app, chosen campaign name=None): Campaign mode's sheet
    "explore": "explore:ExploreScene",  # (app, session)
    "combat": "combat:CombatScene",  # (app, session)
    "game over": "game_over:GameOverScene",  # (app, session)
    "story": "story:story_if_wanted",  # (app, session, backdrop): None when no passage waits or stories are off
    "story choice": "story:StoryChoiceDialog",  # (app, session, backdrop): story mode's choice (a pending step)
    "step": "encounters:dialog_for",  # (app, session, backdrop): the pending step's dialog, None if none
    "level up": "level_up:LevelUpDialog",  # (app, session, backdrop)
    "record": "level_up:RecordDialog",  # (app, session, backdrop, record event)
    "found": "found:FoundItemDialog",  # (app, session, backdrop, [(hero, item)]): what a Chest held
    "door": "door:door_dialog_if_wanted",  # (app, session, backdrop, element): None when a click just encounters
    "payment": "spending:PaymentDialog",  # (app, session, backdrop, "key" | "healing")
    "items": "spending:ItemsDialog",  # (app, session, backdrop)
    "menu": "menu:MenuDialog",  # (app, session, backdrop)
    "replay": "replay:ReplayScene",  # (app, game.replay.Replay, back="title" | "load")
    "daily": "daily:DailyScene",  # (app, today=None): the daily descent and the player's calendar
    "online": "online:OnlineScene",  # (app): host a game or join one with its invite code
    "lobby": "online:LobbyScene",  # (app, online session): the invite code and the seats
}


def scene_factory(name: str) -> SceneFactory:
    """The factory registered as `name` (its module is imported now, on first use)."""
    where = SCENES.get(name)
    if where is None:
        raise KeyError(f"no scene is registered as {name!r}: add it to SCENES in {__name__}")
    module, _, attr = where.partition(":")
    factory: Any = getattr(importlib.import_module(f"{__name__}.{module}"), attr)
    return factory


__all__ = ["SCENES", "SceneFactory", "scene_factory"]
