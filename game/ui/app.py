"""The app: the window, the widget manager, the scene stack and the main loop.

    from game.ui.app import AppOptions, run
    run(AppOptions(heroes=["fighter", "wizard"], players=["Ann", "Ben"], seed=7))

With `heroes` the game starts at once on the map; without, the title screen opens.
"""

from __future__ import annotations

import html
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.i18n import _, language_problem, set_language
from game.online import is_hosted
from game.rules import Content, load_content

from . import audio, hint_view, keyboard, look, popups, sound_cues
from .access import Access
from .closeup import CloseUp
from .layout import Layout, window_factor
from .probe import ProbeFile
from .redraw import RedrawTracker
from .save_folder import SaveFolder, default_saves_dir
from .scene import Scene
from .session import Session
from .settings import Settings
from .tutorial import Guide
from .widget_manager import make_widget_manager, widget_locale
from .window import MIN_WINDOW, Window

if TYPE_CHECKING:
    from game.headless.replay import Replay
    from game.saves import SaveStore
    from game.saves.share_code import ShareSetup

    from .online_session import OnlineSession


__all__ = ["App", "AppOptions", "MIN_WINDOW", "default_saves_dir", "options_from_args", "run"]


@dataclass
class AppOptions:
    heroes: list[str] | None = None  # start a game at once with these heroes; None: title screen
    players: list[str] | None = None  # the player of each hero (a name may repeat: one plays several)
    seed: int | None = None  # None: a fresh random seed
    ecology: str = "ruins"
    variants: list[str] = field(default_factory=list)
    tier: str = "standard"  # challenge tier (issue 17)
    house_rules: list[str] = field(default_factory=list)
    saves_dir: Path | None = None  # settings (and later saves) live here; None: the user data folder
    size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    content_root: Path | None = None  # another content folder (tests)
    packs_dir: Path | None = None  # main.py --packs DIR: content packs offered beside the saves folder's packs/
    event_log: Path | None = None  # write every event as a JSON line (scripts, end-to-end tests)
    probe: Path | None = None  # write clickable screen positions as JSON (end-to-end tests)
    max_seconds: float | None = None  # close by itself after this long (scripts)
    stacked: dict[str, list[str]] | None = None  # fix the top of decks (tests, scenarios)
    replay: Replay | None = None  # the window opens on this replay in the viewer (main.py --replay)
    share: ShareSetup | None = None  # the game a share code sets up (main.py --code)
    online_join: str | None = None  # an invite code: the window joins that game (main.py --join)
    online_host: bool = False  # the window opens on setup for a game it hosts (main.py --host)
    online_bind: str = "127.0.0.1"  # where a hosted game listens (main.py --lan: every network)
    online_port: int = 47100  # 0: any free port
    language: str | None = None  # the game's language for this window (main.py --lang); None: the settings'


class App:
    """One window. `step()` runs one frame, so tests can drive the app event by event.

    It composes the parts with a job each: the window (window.py), the widget manager and its fonts
    (widget_manager.py), the saves folder with the settings, the saved games and their players
    (save_folder.py, players_file.py), the sound, the overlays, the tutorial; it keeps the stack of
    scenes and runs the loop."""

    def __init__(self, options: AppOptions) -> None:
        started = time.perf_counter()
        self.options = options
        self.content: Content | None = None
        self.saves = SaveFolder(options.saves_dir or default_saves_dir(), self.load_content, options.packs_dir)
        self.settings = Settings.load(self.saves.settings_file)
        if options.fullscreen:
            self.settings.fullscreen = True
        hint_view.ODDS.set_enabled(self.settings.hint_odds)  # the Hint's odds: the player's setting
        Session.hint_level = self.settings.machine_level  # and its machine player
        if options.language is not None:
            self.settings.language = options.language
        # a settings file from another version (or edited by hand): English
        if not isinstance(self.settings.language, str) or language_problem(self.settings.language):
            self.settings.language = "en"
        set_language(self.settings.language)
        audio.init_pygame()  # pygame.init() without the mixer: Audio opens the sound device quietly
        self.window = Window(options.size, self.settings.fullscreen)
        self.audio = audio.Audio(self.settings)
        audio.install(self.audio)
        self.access = Access(self)  # captions, the voice, high contrast (issue 36)
        self._font_scale = 0.0
        self.manager = self._make_manager()
        self.clock = pygame.time.Clock()
        self.scenes: list[Scene] = []
        self.running = True
        self.frame = 0
        self.last_input = time.perf_counter()  # when the player last did anything (idle: see resting)
        self._drawn_at = 0.0
        self.redraw = RedrawTracker()  # what changed on screen since the last frame shown (draw())
        self.probe_file = ProbeFile(options.probe) if options.probe else None
        self.overlays = Overlays(self)
        self.closeup = CloseUp(self)
        self.guide = Guide(self)  # the tutorial's callouts, else first-time tips, over every scene
        from .inputs import Input
        self.input = Input(self)  # the action map, the focus ring, controllers (game/ui/inputs.py)
        self.online: OnlineSession | None = None  # the online game this window takes part in
        if options.online_join:
            from .online_session import join_session  # online play's modules load only when it is played
            self.go_online(join_session(self, options.online_join, (options.players or ["Player"])[0]))
        elif options.online_host:
            self.show("setup", online=True)
        elif options.replay is not None:
            self.show("replay", options.replay)
        elif options.share is not None:
            from .share import session_from_setup
            self.show("explore", session_from_setup(self, options.share))
        elif options.heroes:
            self.show("explore", self.new_session(options.heroes, options.players, options.seed, options.ecology,
                                                  options.variants, tier=options.tier,
                                                  house_rules=options.house_rules))
        # else the title, built when it is first shown or asked for (`scene`): a window its caller
        # opens on a game (a test, a benchmark) builds no title to throw away
        self.startup_seconds = time.perf_counter() - started

    # --- sizes: the window and the UI scale (game.ui.layout) -------------------------------------

    @property
    def layout(self) -> Layout:
        """Sizes for the scene on top: scaled by the window when it is `window_scaled`, else by the
        UI scale alone (as every scene was before; the combat table until it adopts the layout)."""
        return Layout(self.size if self._scene_scales_with_window() else (1280, 720), self.settings.ui_scale)

    def _scene_scales_with_window(self, scene: Scene | None = None) -> bool:
        scene = scene if scene is not None else (self.scenes[-1] if getattr(self, "scenes", None) else None)
        return bool(getattr(scene, "window_scaled", False)) if scene is not None else True

    def font_scale(self, scene: Scene | None = None) -> float:
        """What the widget theme's and our own text sizes are multiplied by for `scene`."""
        window = window_factor(self.size) if self._scene_scales_with_window(scene) else 1.0
        return round(self.settings.ui_scale * window, 3)

    def _make_manager(self, scene: Scene | None = None) -> pygame_gui.UIManager:
        """The widget manager, its theme's fonts scaled by the UI scale (and the window, for scenes
        that scale with it)."""
        k = self.font_scale(scene)
        self.manager = make_widget_manager(self.size, k, widget_locale(self.settings.language))
        self._font_scale = k
        return self.manager

    def _fonts_for(self, scene: Scene) -> None:
        """Before `scene` builds its widgets: a manager whose fonts match its scale (rebuilt only when
        the scale differs: one scene scales with the window, another not, or the window changed)."""
        if abs(self.font_scale(scene) - self._font_scale) > 1e-6:
            self.overlays.close_all()
            self._make_manager(scene)

    def set_ui_scale(self, scale: float) -> None:
        """A new UI scale: new widget fonts, every scene rebuilt at once."""
        self.settings.ui_scale = scale
        self.relayout()
        self.save_settings()

    def set_language(self, code: str) -> None:
        """Speak `code` from now on: every scene's words at once (the scene on top is rebuilt, the
        others when they come back), remembered with the settings."""
        sessions: dict[int, Any] = {id(s): s for scene in self.scenes
                                    if hasattr(s := getattr(scene, "session", None), "retell")}
        told = {key: session.told_lines() for key, session in sessions.items()}  # in the old language
        set_language(code)
        for key, session in sessions.items():  # the log on screen follows the new language too
            session.retell(told[key])
        self.settings.language = code
        self.relayout()
        self.settings.save(self.saves_dir / "settings.json")

    def relayout(self) -> None:
        """The window's size or the UI scale changed: new fonts if needed, the scene on top rebuilt at
        once (scenes below rebuild when they come back on top). A scene keeps its own state (the map's
        pan and zoom) across a rebuild."""
        self.redraw.everything()
        self.window.laid_out_for = self.size
        for scene in self.scenes:
            scene.leave()
        self.overlays.close_all()
        self._make_manager(self.scenes[-1] if self.scenes else None)
        if self.scenes:
            self.scenes[-1].enter()

    # --- window -------------------------------------------------------------------------------

    @property
    def screen(self) -> pygame.Surface:
        return self.window.screen

    @property
    def size(self) -> tuple[int, int]:
        return self.window.size

    def apply_settings(self) -> None:
        """Re-open the window if fullscreen changed, and relayout at the new size at once."""
        if self.settings.fullscreen != self.window.fullscreen:
            self.window.reopen(self.options.size, self.settings.fullscreen)
            self.manager.set_window_resolution(self.size)
            self.relayout()
        hint_view.ODDS.set_enabled(self.settings.hint_odds)
        Session.hint_level = self.settings.machine_level
        self.save_settings()

    def resize(self, size: tuple[int, int]) -> None:
        """The player resized the window (or a test did): every size follows at once (Window.resize)."""
        if self.window.resize(size, self.settings.fullscreen):
            self.manager.set_window_resolution(self.size)
            self.relayout()

    def _follow_window(self) -> None:
        """Before a frame: a window whose size changed by any road (a resize event, a maximise, a
        display's change) is laid out again for its size."""
        size = self.window.new_size()
        if size is not None:
            self.resize(size)

    # --- scenes -------------------------------------------------------------------------------

    @property
    def scene(self) -> Scene:
        self._title_unless_shown()
        return self.scenes[-1]

    def _title_unless_shown(self) -> None:
        """The title, where no scene was shown yet (built at the first frame or the first ask, not at
        start-up: a window its caller opens on a game builds no title to throw away)."""
        if not self.scenes:
            self.show("title")

    def push(self, scene: Scene) -> None:
        self.redraw.everything()
        if self.scenes:
            self.scenes[-1].leave()
        self.scenes.append(scene)
        self._fonts_for(scene)
        scene.enter()

    def pop(self) -> None:
        self.redraw.everything()
        self.scenes.pop().leave()
        if self.scenes:
            self._fonts_for(self.scenes[-1])
            self.scenes[-1].enter()

    def switch(self, scene: Scene) -> None:
        """Replace the whole stack with `scene`."""
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    # scenes by name (game.ui.scenes.SCENES): no scene module imports another

    def make(self, name: str, *args: Any, **kwargs: Any) -> Scene | None:
        """The scene registered as `name`, built for this app with `args` (None: nothing to show now)."""
        from .scenes import scene_factory
        return scene_factory(name)(self, *args, **kwargs)

    def show(self, name: str, *args: Any, **kwargs: Any) -> bool:
        """Replace every scene with the one registered as `name`; False when it has nothing to show."""
        scene = self.make(name, *args, **kwargs)
        if scene is not None:
            self.switch(scene)
        return scene is not None

    def open(self, name: str, *args: Any, **kwargs: Any) -> bool:
        """Open the scene registered as `name` on top (a dialog, the fight); False when it has nothing to show."""
        scene = self.make(name, *args, **kwargs)
        if scene is not None:
            self.push(scene)
        return scene is not None

    def load_content(self) -> Content:
        if self.content is None:
            root = self.options.content_root
            self.content = load_content(root) if root else load_content()
        return self.content

    def new_session(self, heroes: list[str], players: list[str] | None, seed: int | None,
                    ecology: str, variants: list[str], single_class: list[str] | None = None,
                    tier: str = "standard", house_rules: list[str] | None = None,
                    story_mode: bool = False, stacked: dict[str, list[str]] | None = None,
                    save_name: str | None = None, content: Content | None = None) -> Session:
        """A new game (`content`: the game's own with content packs on, from the setup screen)."""
        if seed is None:
            seed = int.from_bytes(os.urandom(4), "little")
        session = Session.start(heroes, players, seed=seed, ecology=ecology, variants=variants,
                                content=content or self.load_content(), event_log_path=self.options.event_log,
                                stacked=stacked or self.options.stacked, single_class=single_class, tier=tier,
                                house_rules=house_rules, story_mode=story_mode)
        self.saves.save_new(session, save_name)
        return session

    # --- saves (save_folder.py: the settings, one folder per game, who plays them) ----------------

    @property
    def saves_dir(self) -> Path:
        return self.saves.path

    def save_settings(self) -> None:
        self.settings.save(self.saves.settings_file)

    def store(self) -> SaveStore:
        return self.saves.store()

    def remember_players(self, save: str, players: list[str]) -> None:
        """Who plays which hero is the UI's business: kept beside the saves, by save name."""
        self.saves.players.remember(save, players)

    def players_of(self, save: str) -> list[str] | None:
        return self.saves.players.of(save)

    def open_saved_game(self, name: str, backup: bool = False) -> Session:
        """Continue a saved game (or its backup, as a new save). Raises SaveError."""
        return self.saves.open(name, backup, event_log=self.options.event_log)

    def go_online(self, session: OnlineSession) -> None:
        """Take part in an online game: the lobby until the game is entered; polled every frame."""
        if self.online is not None and self.online is not session:
            self.online.leave()
        self.online = session
        self.show("lobby", session)

    def leave_online(self) -> None:
        if self.online is not None:
            self.online.leave()
            self.online = None

    def play(self, session: Session) -> None:
        """Show a session: the map (which opens whatever the game is waiting for on top). A game this
        window hosted online is hosted again (its lobby: the same invite code, the same seats)."""
        hosted = session.saved_game is not None and is_hosted(session.saved_game.folder)
        if session is not self.online and session.game.outcome is None and hosted:
            from .online_session import host_again
            try:
                online = host_again(self, session)
            except OSError as exc:
                session.log.append("<i>" + html.escape(_(
                    "This game was hosted online; it cannot be opened to the other players now ({problem}), so it "
                    "plays here alone.").format(problem=exc.strerror or exc)) + "</i>")
                online = None
            if online is not None:
                self.go_online(online)
                return
        self.show("game over" if session.game.outcome is not None else "explore", session)

    # --- loop ---------------------------------------------------------------------------------

    def step(self, dt: float = 1 / 60, draw: bool = True) -> None:
        """One frame: events, update, draw (a resting App skips most draws: nothing on screen moves)."""
        self._title_unless_shown()
        for event in pygame.event.get():
            self.last_input = time.perf_counter()
            self.redraw.after_event(event)
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type == pygame.VIDEORESIZE:
                self.resize(event.size)
                continue
            if event.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
                continue  # (the same resize: followed below, by the window's surface)
            if self.input.early(event):  # a key being captured for a rebind; controllers
                continue
            if self.guide.handle(event):  # its own buttons, drawn over every widget
                continue
            if keyboard.typed(event, self.manager):  # a text field has the keyboard: no shortcut acts
                self._type(event)
                continue
            consumed = self.manager.process_events(event)
            if audio.is_mute_key(event, consumed, self.manager):
                self.toggle_mute()
                continue
            if self.overlays.handle(event, consumed):
                continue
            if self.input.handle(event):  # the focus ring: Tab, arrows, Enter (and the Controls window)
                continue
            if not consumed and self.closeup.handle(event):
                continue
            self.scene.handle(event, consumed)
        self._follow_window()
        if self.online is not None and self.online.poll():
            self.redraw.everything()  # the host's news: a move, a refusal, a pointer, a seat
        self.scene.update(dt)  # may push or pop scenes: the widgets then update once before drawing
        self.guide.update(dt)
        self.manager.update(dt)
        self.closeup.update(dt)
        popups.arrange(self)  # every tooltip clear of its target and of the other pop-ups (issue 39)
        self.audio.update(sound_cues.music_for(self.scene))
        self.access.update()
        if draw:
            self.draw()
            self._drawn_at = time.perf_counter()
        self.frame += 1
        if self.probe_file is not None:
            self.probe_file.write({"scene": self.scene.name, "frame": self.frame, **self.scene.probe(),
                                   "guide": self.guide.probe()}, self.frame)

    def _type(self, event: pygame.event.Event) -> None:
        """A key while a text field has the keyboard: the widgets' alone. Esc closes the windows over
        the game (the rules window with its search box), else the field lets go of the keyboard."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.overlays.handle(event, True):
                self.manager.set_focus_set(None)
            return
        self.manager.process_events(event)

    def draw(self) -> None:
        """Compose the frame (in memory: ~2 ms at 2560x1440) and show it: the whole window after a
        relayout, a scene change, a click or a key (or for a scene that does not say what changes),
        else only the regions that changed (what moves, the widgets that changed, the hovered
        element), and nothing when nothing did (game/ui/redraw.py)."""
        scene = self.scene
        # the tutorial's callouts (their arrows move) and an open overlay: the whole window each frame
        changed = self.redraw.before_drawing(scene, self.manager, self.overlays.any_open or self.guide.teaching)
        self.screen.fill(look.paint("board"))
        look.WINDOW_TEXT.clear()  # (the lines of text drawn this frame)
        scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        scene.draw_over(self.screen)
        self.overlays.draw_over(self.screen)  # the settings window's check boxes
        self.guide.draw(self.screen)
        online: list[pygame.Rect] = []
        if self.online is not None:
            from .online_session import draw_online_over
            online = draw_online_over(self)  # the status strip; why a control is disabled (issue 35)
        self.closeup.draw(self.screen)
        self.input.draw(self.screen)
        caption = self.access.draw(self.screen)
        popups.draw_on_top(self.screen, self.manager)  # a tooltip is on top of everything
        tip = self.guide.tips.rect if self.guide.tips.key is not None else None
        regions = self.redraw.after_drawing(scene, changed, [self.closeup.drawn, tip, caption, *online],
                                            self.screen.get_rect())
        if regions is None:
            pygame.display.flip()
        elif regions:
            pygame.display.update(regions)

    # idle is idle: after this long with no input and nothing moving, the loop sleeps in the event
    # queue (an event wakes it at once), updates 4 times a second and redraws the screen once a second
    REST_AFTER = 3.0
    REST_FRAME_MS = 250
    REST_DRAW_EVERY = 1.0

    def resting(self) -> bool:
        """Nothing to show moving: no input for REST_AFTER seconds and the scene not animating (a scene
        with something moving says so with `animating()`; the title's Lantern flickers slower)."""
        animating = getattr(self.scene, "animating", None)
        return (time.perf_counter() - self.last_input > self.REST_AFTER
                and not (animating() if callable(animating) else False))

    def run(self) -> int:
        start = time.perf_counter()
        while self.running:
            if self.resting():
                # online, the host's news arrives outside pygame's queue: look for it more often
                woke = pygame.event.wait(self.REST_FRAME_MS if self.online is None else 50)
                if woke.type != pygame.NOEVENT:
                    pygame.event.post(woke)  # handled by the next frame, in order
                dt = self.clock.tick() / 1000
                self.step(min(dt, 0.1), draw=time.perf_counter() - self._drawn_at >= self.REST_DRAW_EVERY)
            else:
                dt = self.clock.tick(60) / 1000
                self.step(min(dt, 0.1))
            if self.options.max_seconds and time.perf_counter() - start > self.options.max_seconds:
                self.running = False
        self.leave_online()
        self.audio.close()
        pygame.quit()
        return 0

    def quit(self) -> None:
        self.running = False

    def toggle_mute(self) -> None:
        """M: all sound off or back on, remembered with the settings."""
        self.audio.toggle_mute()
        self.save_settings()

    def screenshot(self, path: Path | str) -> None:
        self.window.screenshot(path)


def options_from_args(args: Any) -> AppOptions:
    """AppOptions from main.py's argparse namespace (heroes "a,b", size "WxH", variant list ...)."""
    heroes = getattr(args, "heroes", None)
    if isinstance(heroes, str):
        heroes = [h.strip() for h in heroes.split(",") if h.strip()]
    players = getattr(args, "players", None)
    if isinstance(players, str):
        players = [p.strip() for p in players.split(",")]
    size = getattr(args, "size", None) or "1280x720"
    if isinstance(size, str):
        w, _sep, h = size.lower().partition("x")
        size = (int(w), int(h))
    saves = getattr(args, "saves", None)
    return AppOptions(heroes=heroes or None, players=players or None, seed=getattr(args, "seed", None),
                      ecology=getattr(args, "ecology", None) or "ruins",
                      variants=list(getattr(args, "variant", None) or getattr(args, "variants", None) or []),
                      saves_dir=Path(saves) if saves else None, size=tuple(size),
                      fullscreen=bool(getattr(args, "fullscreen", False)), language=getattr(args, "lang", None),
                      packs_dir=Path(args.packs).expanduser() if getattr(args, "packs", None) else None)


def run(options: AppOptions | Any = None) -> int:
    """Open the game window and play until it is closed. Returns the exit code.

    `options` is an AppOptions, or main.py's argparse namespace (converted by options_from_args).
    """
    if options is None:
        options = AppOptions()
    elif not isinstance(options, AppOptions):
        options = options_from_args(options)
    app = App(options)
    return app.run()


from .overlays import Overlays  # noqa: E402  (overlays import App's helpers)
