"""The app: the window, the widget manager, the scene stack and the main loop.

    from game.ui.app import AppOptions, run
    run(AppOptions(heroes=["fighter", "wizard"], players=["Ann", "Ben"], seed=7))

With `heroes` the game starts at once on the map; without, the title screen opens.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import i18n  # type: ignore[import-untyped]  # python-i18n, pygame_gui's translations
import pygame
import pygame_gui

from game.online import is_hosted
from game.rules import Content, load_content

from . import audio, hint_view, keyboard, popups, sound_cues
from .closeup import CloseUp
from .layout import Layout, window_factor
from .look import BOARD_BG, FONT_DIR_FILES, font_file, scaled_theme, set_text_scale
from .redraw import RedrawTracker
from .scene import Scene
from .session import Session
from .settings import Settings
from .tutorial import Guide

if TYPE_CHECKING:
    from .online_session import OnlineSession


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
    event_log: Path | None = None  # write every event as a JSON line (scripts, end-to-end tests)
    probe: Path | None = None  # write clickable screen positions as JSON (end-to-end tests)
    max_seconds: float | None = None  # close by itself after this long (scripts)
    stacked: dict[str, list[str]] | None = None  # fix the top of decks (tests, scenarios)
    replay: Any = None  # a game.replay.Replay: the window opens on the replay viewer (main.py --replay)
    share: Any = None  # a game.saves.share_code.ShareSetup: the game a share code sets up (main.py --code)
    online_join: str | None = None  # an invite code: the window joins that game (main.py --join)
    online_host: bool = False  # the window opens on setup for a game it hosts (main.py --host)
    online_bind: str = "127.0.0.1"  # where a hosted game listens (main.py --lan: every network)
    online_port: int = 47100  # 0: any free port


MIN_WINDOW = (1280, 720)  # every screen is laid out for this window and larger


def default_saves_dir() -> Path:
    from platformdirs import user_data_dir
    return Path(user_data_dir("forgotten-depths", appauthor=False))


class _Manager(pygame_gui.UIManager):
    """pygame_gui's manager, its Noto Sans read from the font files rather than from bytes in memory.

    pygame_gui loads its packaged fonts by reading the whole file into a BytesIO for every size and
    style (~0.6 MB each; the theme and our preloads make ~30 of them). Given file paths, SDL_ttf reads
    the file as it needs it: the same faces, about 15 MB less per window and a quicker start."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        one_translations_folder_each()

    def create_new_theme(self, theme_path: Any = None) -> Any:
        theme = super().create_new_theme(None)
        use_font_files(theme.get_font_dictionary())
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme


def one_translations_folder_each() -> None:
    """Keep each folder once in python-i18n's search path.

    Every pygame_gui manager appends its translations folder to the process-wide `i18n.load_path`,
    and every widget text passes through `i18n.t`, which for a text with a full stop in it (read as
    a namespace) lists each folder of the path. A new manager is made at every change of UI scale,
    window size or scene scale, so without this a long session's texts got slower by a folder each
    time (tests/ui/test_app_translations_path.py)."""
    path = i18n.load_path
    path[:] = list(dict.fromkeys(path))


def use_font_files(fonts: Any) -> None:
    """Point the font dictionary's "noto_sans" at pygame_gui's Noto Sans files on disk."""
    files = [FONT_DIR_FILES[style] for style in ("regular", "bold", "italic", "bold_italic")]
    paths = [str(font_file(name)) for name in files]
    known = getattr(fonts, "known_font_paths", None)
    if isinstance(known, dict) and all(Path(p).exists() for p in paths):
        known["noto_sans"] = [(p, False) for p in paths]


class App:
    """One window. `step()` runs one frame, so tests can drive the app event by event."""

    def __init__(self, options: AppOptions) -> None:
        started = time.perf_counter()
        self.options = options
        self.saves_dir = options.saves_dir or default_saves_dir()
        self.settings = Settings.load(self.saves_dir / "settings.json")
        if options.fullscreen:
            self.settings.fullscreen = True
        hint_view.ODDS.set_enabled(self.settings.hint_odds)  # the Hint's odds: the player's setting
        audio.init_pygame()  # pygame.init() without the mixer: Audio opens the sound device quietly
        pygame.display.set_caption("Forgotten Depths")
        self.screen = self._open_window(options.size)
        self.laid_out_for = self.size  # the window size the widgets and the scene were laid out for
        self.audio = audio.Audio(self.settings)
        audio.install(self.audio)
        self._font_scale = 0.0
        self.manager = self._make_manager()
        self.clock = pygame.time.Clock()
        self.scenes: list[Scene] = []
        self.running = True
        self.frame = 0
        self.last_input = time.perf_counter()  # when the player last did anything (idle: see resting)
        self._drawn_at = 0.0
        self.redraw = RedrawTracker()  # what changed on screen since the last frame shown (draw())
        self.content: Content | None = None
        self._probe_written: str | None = None
        self.overlays = Overlays(self)
        self.closeup = CloseUp(self)
        self.guide = Guide(self)  # the tutorial's callouts, else first-time tips, over every scene
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
        else:
            self.show("title")
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
        set_text_scale(k)
        manager = _Manager(self.size, scaled_theme(k), enable_live_theme_updates=False)
        self.manager = manager
        self._font_scale = k
        self._preload_fonts()
        return manager

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
        self.settings.save(self.saves_dir / "settings.json")

    def relayout(self) -> None:
        """The window's size or the UI scale changed: new fonts if needed, the scene on top rebuilt at
        once (scenes below rebuild when they come back on top). A scene keeps its own state (the map's
        pan and zoom) across a rebuild."""
        self.redraw.everything()
        self.laid_out_for = self.size
        for scene in self.scenes:
            scene.leave()
        self.overlays.close_all()
        self._make_manager(self.scenes[-1] if self.scenes else None)
        if self.scenes:
            self.scenes[-1].enter()

    def _preload_fonts(self) -> None:
        """Load the sizes our HTML text boxes use, so pygame_gui does not load them mid-game (and warn)."""
        import warnings
        k = self._font_scale
        wanted: list[dict[str, str | int | float]] = [
            {"name": "noto_sans", "point_size": max(8, round(size * k)), "style": style}
            for size in (10, 12, 13, 14, 15, 16, 18, 20, 24) for style in ("regular", "bold", "italic")]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            self.manager.preload_fonts(wanted)

    # --- window -------------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        if pygame.display.get_driver() == "x11":
            # SDL shows an X11 window's frames through an OpenGL texture by default; with no GPU (Mesa's
            # software GL: Xvfb, many VMs) that costs ~20 ms a frame at 2560x1440 whatever changed.
            # X11's own shared-memory framebuffer shows a whole frame in under 1 ms, a region in less.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        import warnings
        with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # from_display_module: fine for one setting
            pygame.Window.from_display_module().minimum_size = MIN_WINDOW  # the smallest size every screen fits
        return screen

    def apply_settings(self) -> None:
        """Re-open the window if fullscreen changed, and relayout at the new size at once."""
        want_full = self.settings.fullscreen
        is_full = bool(self.screen.get_flags() & pygame.FULLSCREEN)
        if want_full != is_full:
            self.screen = self._open_window(self.options.size)
            self.manager.set_window_resolution(self.size)
            self.relayout()
        hint_view.ODDS.set_enabled(self.settings.hint_odds)
        self.settings.save(self.saves_dir / "settings.json")

    def resize(self, size: tuple[int, int]) -> None:
        """The player resized the window (or a test did): every size follows at once.

        pygame-ce has already resized the window's surface when the resize event arrives, so the size
        the window was last laid out for (not the surface's) says whether anything must follow: a
        check of the surface alone skipped every player's resize (issue 39: a grown window drawn in
        its old corner, the combat table cropped to its old layout)."""
        size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        if size == self.laid_out_for == self.size and not self.settings.fullscreen:
            return
        if not self.settings.fullscreen:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.manager.set_window_resolution(self.size)
        self.relayout()

    def _follow_window(self) -> None:
        """Before a frame: a window whose size changed by any road (a resize event, a maximise, a
        display's change) is laid out again for its size."""
        surface = pygame.display.get_surface()
        if surface is not None and surface.get_size() != self.laid_out_for:
            self.screen = surface
            self.resize(surface.get_size())

    # --- scenes -------------------------------------------------------------------------------

    @property
    def scene(self) -> Scene:
        return self.scenes[-1]

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
                    save_name: str | None = None) -> Session:
        if seed is None:
            seed = int.from_bytes(os.urandom(4), "little")
        session = Session.start(heroes, players, seed=seed, ecology=ecology, variants=variants,
                                content=self.load_content(), event_log_path=self.options.event_log,
                                stacked=stacked or self.options.stacked, single_class=single_class, tier=tier,
                                house_rules=house_rules, story_mode=story_mode)
        try:
            session.campaign = self.store().create(session.game, save_name)
            self.remember_players(session.campaign.name, session.players)
        except Exception as exc:  # noqa: BLE001  (a read-only disk: play on, say so)
            session.save_problem = f"This game cannot be saved: {exc}"
            session.log.append(f"<i>{session.save_problem}</i>")
        return session

    # --- saves (game.saves: one campaign folder per game under the saves folder) ------------------

    def store(self) -> Any:
        from game.saves import SaveStore
        return SaveStore(self.saves_dir, content=self.load_content())

    def _players_file(self) -> Path:
        return self.saves_dir / "ui-players.json"

    def remember_players(self, campaign: str, players: list[str]) -> None:
        """Who plays which hero is the UI's business: kept beside the campaigns, by campaign name."""
        from game.saves.files import SaveError, read_file, write_atomic  # never through a link (issue 18)
        try:
            known = json.loads(read_file(self._players_file())) if self._players_file().exists() else {}
        except (OSError, ValueError, SaveError):
            known = {}
        known[campaign] = players
        with contextlib.suppress(OSError, SaveError):
            write_atomic(self._players_file(), json.dumps(known, indent=1).encode(), keep_backup=False)

    def players_of(self, campaign: str) -> list[str] | None:
        from game.saves.files import SaveError, read_file
        try:
            found = json.loads(read_file(self._players_file())).get(campaign)
        except (OSError, ValueError, AttributeError, SaveError, RecursionError):
            return None
        return list(found) if isinstance(found, list) else None

    def open_campaign(self, name: str, backup: bool = False) -> Session:
        """Continue a saved campaign (or its backup, as a new campaign). Raises SaveError."""
        store = self.store()
        campaign = store.restore_backup(name) if backup else store.open(name)
        game = campaign.game if campaign.game is not None else store.load(campaign.name).game
        players = self.players_of(name)
        if backup and players:
            self.remember_players(campaign.name, players)
        session = Session.resume(game, players, campaign=campaign, event_log_path=self.options.event_log)
        for note in getattr(campaign, "notes", []) or []:
            session.log.append(f"<i>{note}</i>")
        return session

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
        hosted = session.campaign is not None and is_hosted(session.campaign.folder)
        if session is not self.online and session.game.outcome is None and hosted:
            from .online_session import host_again
            try:
                online = host_again(self, session)
            except OSError as exc:
                session.log.append(f"<i>This game was hosted online; it cannot be opened to the other players "
                                   f"now ({exc.strerror or exc}), so it plays here alone.</i>")
                online = None
            if online is not None:
                self.go_online(online)
                return
        self.show("game over" if session.game.outcome is not None else "explore", session)

    # --- loop ---------------------------------------------------------------------------------

    def step(self, dt: float = 1 / 60, draw: bool = True) -> None:
        """One frame: events, update, draw (a resting App skips most draws: nothing on screen moves)."""
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
        if draw:
            self.draw()
            self._drawn_at = time.perf_counter()
        self.frame += 1
        if self.options.probe:
            self._write_probe()

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
        self.screen.fill(BOARD_BG)
        scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        scene.draw_over(self.screen)
        self.guide.draw(self.screen)
        if self.online is not None:
            from .online_session import draw_online_status
            draw_online_status(self.screen, self.online, self.layout)
        self.closeup.draw(self.screen)
        tip = self.guide.tips.rect if self.guide.tips.key is not None else None
        regions = self.redraw.after_drawing(scene, changed, [self.closeup.drawn, tip], self.screen.get_rect())
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
        self.settings.save(self.saves_dir / "settings.json")

    def screenshot(self, path: Path | str) -> None:
        pygame.image.save(self.screen, str(path))

    def _write_probe(self) -> None:
        data: dict[str, Any] = {"scene": self.scene.name, "frame": self.frame, **self.scene.probe(),
                                "guide": self.guide.probe()}
        text = json.dumps(data, sort_keys=True, default=list)
        body = text.replace(f'"frame": {self.frame}', "")
        # on every change, and every tenth frame (scripts wait for frames to pass)
        if (body != self._probe_written or self.frame % 10 == 0) and self.options.probe:
            tmp = self.options.probe.with_suffix(".tmp")
            tmp.write_text(text)
            tmp.replace(self.options.probe)
            self._probe_written = body


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
        w, _, h = size.lower().partition("x")
        size = (int(w), int(h))
    saves = getattr(args, "saves", None)
    return AppOptions(heroes=heroes or None, players=players or None, seed=getattr(args, "seed", None),
                      ecology=getattr(args, "ecology", None) or "ruins",
                      variants=list(getattr(args, "variant", None) or getattr(args, "variants", None) or []),
                      saves_dir=Path(saves) if saves else None, size=tuple(size),
                      fullscreen=bool(getattr(args, "fullscreen", False)))


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
