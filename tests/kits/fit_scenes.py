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


def _setup_from_code(app: App) -> None:
    """The setup filled in from a share code, and a mistyped code's refusal under it (issue 38)."""
    from game.saves.share_code import ShareSetup, share_code
    from game.ui.scenes.setup import SetupScene
    scene = SetupScene(app)
    app.switch(scene)
    setup = ShareSetup.make(["rogue-fighter", "wizard", "fighter"], 987654321, single_class=["rogue-fighter"],
                            variants=["chests_locked", "one_dead_end"], tier="veteran",
                            house_rules=["knocked_out", "open_monster_deck"], story_mode=True,
                            talents=[["tough"], [], ["extra_key"]])
    scene.code_entry.set_text(share_code(setup, app.load_content()))
    scene.use_code()
    scene.code_entry.set_text(scene.code_entry.get_text()[:-1] + "0")
    scene.use_code()


def _daily(app: App) -> None:
    """The daily descent with a month of results on its calendar (issue 38)."""
    from datetime import date

    from game.saves.daily import Attempt, DailyDoc, daily_path
    from game.ui.scenes.daily import DailyScene
    days = {f"2026-11-{d:02d}": [Attempt(saved_game=f"gone {d}", started="x", outcome=outcome, deepest=deepest,
                                         moves=moves, hints=d % 3)]
            for d, outcome, deepest, moves in [(2, "won", "subterranean", 1234), (3, "lost", "caverns", 402),
                                               (9, None, None, None), (17, "lost", "ruins", 88),
                                               (26, "won", "subterranean", 999), (28, "lost", "caverns", 512)]}
    daily_path(app.saves_dir).write_text(DailyDoc(days=days).model_dump_json())
    scene = DailyScene(app, today=date(2026, 11, 28))
    app.switch(scene)
    scene.choose(date(2026, 11, 2))


def _load(app: App) -> None:
    from game.ui.scenes.load import LoadScene
    app.switch(LoadScene(app))


def _campaign_sheet(app: App) -> None:
    from tests.kits.campaign_kit import sample_book
    sample_book(app.saves_dir)
    app.show("campaign", "Lantern Bearers")


def _campaign_setup(app: App) -> None:
    """The sheet's Next game view: a deeper start and every house rule on (the longest words)."""
    from game.campaigns import CampaignFile, set_up_next_game
    from game.rules import HOUSE_RULES
    from tests.kits.campaign_kit import sample_book
    book = sample_book(app.saves_dir)
    set_up_next_game(book.campaigns[0], ecology="subterranean", house_rules=list(HOUSE_RULES))
    CampaignFile(app.saves_dir).save(book)
    app.show("campaign", "Lantern Bearers")
    app.scene.showing_setup = True
    app.scene.rebuild()


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


def _replay(key: str) -> Callable[[App], None]:
    """The replay viewer on a bot game's events up to a moment, shown at its last move."""
    def show(app: App) -> None:
        from game.headless.replay import Replay
        from game.ui.scenes.replay import ReplayScene
        replay = Replay(moments()[key], app.load_content(), name="2026-11-26 0412 fighter wizard rogue")
        app.switch(ReplayScene(app, replay))
        app.scene.go(replay.steps)
    return show


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


def _pending(step: str) -> Callable[[Any], bool]:
    return lambda g: g.state.phase == "resolving" and bool(g.state.pending) and g.state.pending[0].step == step


def _fighting(step: str) -> Callable[[Any], bool]:
    return lambda g: g.state.combat is not None and g.state.combat.step == step


# where each checked lesson of the tutorial first shows, as a position of its game
TUTORIAL_MOMENTS: dict[str, Callable[[Any], bool]] = {
    "lantern": lambda g: True, "place": lambda g: g.state.phase == "placing",
    "rotate": lambda g: g.state.phase == "placing",
    "fight-play": _fighting("play"), "fight-damage": _fighting("abilities"),
    "feature-test": _pending("feature_test"), "fight-place": _fighting("place"), "level-up": _pending("level_up"),
    "end": lambda g: any(e.kind == "hero_record_written" for e in g.events),
}


def tutorial_at(lesson: str) -> Callable[[App], None]:
    """The tutorial's game played on the engine (Encounters first, else the bot) to where `lesson`
    first shows, then opened with the tutorial watching, the lessons before it read."""
    def show(app: App) -> None:
        import random

        from game.bot import heuristic as bot
        from game.rules import Game
        from game.ui.session import Session
        from game.ui.tutorial import LESSONS, Tutorial, tutorial_game_options
        opts = tutorial_game_options()
        game = Game.new(opts["heroes"], seed=opts["seed"], ecology=opts["ecology"], stacked=opts["stacked"],
                        content=app.load_content())
        rng = random.Random(opts["seed"])
        while not TUTORIAL_MOMENTS[lesson](game):
            found = [c for c in game.legal() if c.kind == "encounter"] if game.state.phase == "exploring" else []
            game.do(found[0] if found else bot.choose(game, rng))
        session = Session(game=game, players=["Ann"])
        session.catch_up()
        app.play(session)
        tutorial = Tutorial(app, session)
        tutorial.start = 0  # the whole game is the tutorial's
        tutorial.done = {x.key for x in LESSONS[:[x.key for x in LESSONS].index(lesson)]}
        app.guide.tutorial = tutorial
        app.step(1 / 60)
        if lesson == "rotate":  # the drawn tile carried over the map
            sc: Any = app.scene
            sc.pick_up()
            sc.mouse = sc.camera.square_rect(*sorted(sc.legal_squares())[0]).center
            sc._track()
    return show


def _settings_section(app: App, section: str) -> None:
    """The settings window open at `section` (issue 36's readability and sound switches)."""
    app.overlays._tab = section
    app.overlays.toggle_settings()


SCENES: dict[str, Callable[[App], None]] = {
    "title": _title, "setup": _setup, "setup-house-rules": _setup_house_rules, "load": _load,
    "setup-from-code": _setup_from_code, "daily": _daily,
    "campaign-sheet": _campaign_sheet, "campaign-setup": _campaign_setup,
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
    "settings-readable": _explore_then(lambda app: _settings_section(app, "Readability & sound")),
    "controls": _explore_then(lambda app: app.input.controls.open()),  # keys and buttons (issue 36)
    "game-over": _at("game_over"), "hero-record": _record, "pending-step": _generic_step,
    "combat": _at("combat"), "combat-final-entity": _at("combat:final"),
    "story-choice": _story_choice(refused=False), "story-choice-refused": _story_choice(refused=True),
    "story-choice-xp": _story_choice(refused=False, place="final"),
    "tutorial-place": tutorial_at("place"), "tutorial-fight": tutorial_at("fight-damage"),
    "replay": _replay("exploring:fullest"), "replay-combat": _replay("combat:final"),
    "replay-fight": _replay("combat"),  # a Monster's fight (its cards in a column beside the lanes)
}


# --- the advisor and the player's record (issue 16) ----------------------------------------------

def _title_with_record(app: App) -> None:
    """The title screen with a record of finished games beside the buttons."""
    from game.saves.stats import GameResult, StatsDoc, stats_path
    games = [GameResult(saved_game=f"game {i}", ended="2026-01-01T00:00:00+00:00", heroes=heroes, variants=variants,
                        outcome="won" if i % 2 else "lost", deepest=deepest, moves=400 + 40 * i, hints=i % 3)
             for i, (heroes, variants, deepest) in enumerate([
                 (["fighter"], [], "subterranean"), (["fighter", "wizard"], ["more_keys"], "caverns"),
                 (["fighter", "wizard", "rogue"], [], "ruins"), (["rogue-fighter", "wizard"], ["double_healing"],
                                                                  "subterranean")])]
    stats_path(app.saves_dir).write_text(StatsDoc(games=games).model_dump_json())
    _title(app)


def _hinted(show: Callable[[App], None]) -> Callable[[App], None]:
    """A screen with the hint asked for (the H key): the bot's choice outlined and its note."""
    def hinted(app: App) -> None:
        show(app)
        app.step(1 / 60)
        app.scene.session.hint()
    return hinted


SCENES.update({"title-record": _title_with_record, "feature-hint": _hinted(_at("step:feature_test")),
               "keep-item-hint": _hinted(_at("step:choose_item")), "explore-hint": _hinted(_at("exploring:fullest")),
               "explore-placing-hint": _hinted(_at("placing")), "combat-hint": _hinted(_at("combat"))})


# --- the frames translated for issue 36: the story panel, playing online, a Chest's find ----------

def _story_panel(app: App) -> None:
    """A story passage's panel over the map (its words are the story's; the frame and hint are ours)."""
    from game.rules import passages_for
    from game.ui.scenes.story import StoryScene
    session = session_for(app, moments()["exploring"])
    app.play(session)
    app.step(1 / 60)
    passages = [p for e in session.game.events for p in passages_for(session.game, e)]
    session.story[:] = passages[:1]
    app.push(StoryScene(app, session, app.scene))


def _online(app: App) -> None:
    from game.ui.scenes.online import OnlineScene
    app.switch(OnlineScene(app))


def _found(app: App) -> None:
    """What a Chest held: one Item card for each of two heroes."""
    session = session_for(app, moments()["exploring"])
    app.play(session)
    app.step(1 / 60)
    items = list(session.game.content.items)[:2]
    app.open("found", session, app.scene, [(0, items[0]), (1 % len(session.game.state.heroes), items[1])])


SCENES.update({"story": _story_panel, "online": _online, "found": _found})


def _fight_at_its_pairs(app: App) -> None:
    """The first fight (three heroes) played on by the bot to its Abilities step: the pairs' pills with
    their forecasts on the table (the first moment of a fight has no cards played yet)."""
    import random

    from game.bot import heuristic as bot
    from game.rules import Game
    game = Game.replay(moments()["combat"], content=app.load_content())
    rng = random.Random(0)
    for _ in range(200):
        c = game.state.combat
        if c is None or game.outcome is not None:
            break
        if c.step == "abilities" and any(cmd.kind == "resolve_pair" for cmd in game.legal()):
            app.play(session_for(app, list(game.events)))
            return
        game.do(bot.choose(game, rng))
    SCENES["combat"](app)  # (no such step: the fight's first moment)


SCENES["combat-pairs"] = _fight_at_its_pairs
