"""New game: heroes (1-3) and who plays each, start Ecology, seed, and the options beside the
rulebook game in the right column: its difficulty variants, or (the second tab) the challenge tier
and the house rules. A share code (issue 38) fills in the whole form: Descend then plays its game."""

from __future__ import annotations

import dataclasses
import html
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UILabel,
    UITextBox,
    UITextEntryLine,
    UITooltip,
)

from game.i18n import N_, _
from game.rules import (
    ECOLOGIES,
    HERO_IDS,
    HOUSE_RULES,
    START_LEVEL,
    ContentError,
    RuleViolation,
    ecology_label,
    ecology_name,
    variant_text,
)
from game.saves.share_code import ShareSetup

from .. import actions
from ..actions import key_for
from ..backdrop import draw_depths_backdrop
from ..check_box import check_box, draw_check_boxes
from ..focus import scrolled
from ..look import (
    HERO_COLOURS,
    HERO_SHAPES,
    HERO_TITLES,
    UI_SCALE,
    draw_shape,
    fit_button_words,
    font,
    text,
)
from ..scene import Scene
from ..setup_options import SetupOptions, fit_check_words, house_rule_words, tier_words
from ..share import session_from_setup, setup_html

if TYPE_CHECKING:
    from game.rules import Content

NO_HERO = N_("(no hero)")
CODE_TIP = N_("A share code (FD1-...) sets up the very game it came from. Use fills in the form; Descend! "
              "plays it.")
STORY_TIP = N_("Story mode: a passage and a choice with a cost and a reward at each Legendary Location, Stair "
               "Guardian and the Final Entity.")


class SetupScene(SetupOptions, Scene):
    name = "setup"
    window_scaled = True

    def __init__(self, app: object, online: bool = False) -> None:
        super().__init__(app)  # type: ignore[arg-type]
        self.online = online  # Descend! hosts the game for friends to join (issue 35)
        self.heroes: list[str | None] = ["fighter", None, None]
        self.single: list[bool] = [False, False, False]  # an alternate played with its Primary Class only
        self.players: list[str] = [_("Player {n}").format(n=n) for n in (1, 2, 3)]
        self.ecology = "ruins"
        self.variants: set[str] = set()
        self.tier = "standard"
        self.house_rules: set[str] = set()
        self.tab = "variants"  # the right column: "variants" or "house" (tier and house rules)
        self.story_mode = False  # story choices beside the rulebook (issue 17)
        self.seed_text = ""
        self.packs: list[Path] = []  # the content packs chosen for this game (their folders), in order
        self.code_text = ""
        self.code_setup: ShareSetup | None = None  # the setup of the share code last used
        self.t = 0.0
        self.described: list[tuple[pygame.Rect, str]] = []  # each seat's drawn description and its hero
        self.tooltip: UITooltip | None = None  # where a hero's Health comes from (hovering its description)
        self.health_hovered: str | None = None
        self.options_scrolled = ("", 0)  # the tab whose options were scrolled, and how far (kept over a rebuild)
        options = getattr(app, "options", None)
        if online and getattr(options, "heroes", None):  # main.py --host --heroes ... [--seed N]: the form filled in
            self.heroes = [*options.heroes[:3], *[None] * (3 - len(options.heroes[:3]))]  # type: ignore[union-attr]
            seed = getattr(options, "seed", None)
            self.seed_text = "" if seed is None else str(seed)

    def build(self) -> None:
        w, h = self.app.size
        lay = self.app.layout
        m, root = self.manager, self.root
        theme = self.manager.get_theme()
        margin, gap = lay.u(20), lay.u(30)
        full = min(w - 2 * margin, lay.t(1160))
        left = (w - full) // 2
        col = (full - gap) * 9 // 20  # the seats' column; the variants take the rest
        self.left, self.col = left, col
        rh, lh = lay.line(16) + lay.u(10), lay.line(16) + lay.u(4)  # a control's row, a label's line
        head_h = lay.line(19) + lay.u(8)
        heading = _("A new descent, hosted online") if self.online else _("A new descent")
        # a heading too long for the column (200 %, a longer language) takes the row's whole width
        head_w = col if theme.get_font(["#heading"]).size(heading)[0] <= col - 8 else full
        UILabel(pygame.Rect(left, lay.u(8), head_w, head_h), heading, m, container=root, object_id="#heading")
        self.hero_menus: list[UIDropDownMenu] = []
        self.single_buttons: dict[UIButton, int] = {}
        self.player_entries: list[UITextEntryLine] = []
        options: list[str | tuple[str, str]] = [_(NO_HERO), *(HERO_TITLES[h] for h in HERO_IDS)]
        shape_w = lay.t(36)
        # the hero menu holds its longest hero with its arrow, the name field its heading (at 200 %
        # the column's shares are too narrow for them)
        menu_font, label_font = theme.get_font(["drop_down_menu", "button"]), theme.get_font(["label"])
        arrow = int(str(theme.get_misc_data("open_button_width", ["drop_down_menu"]) or 20))
        button_font = theme.get_font(["button"])
        hero_need = max(menu_font.size(str(o))[0] for o in options) + arrow + lay.t(16)
        player_need = max(label_font.size(_("Played by"))[0], button_font.size(self.players[0])[0]) + lay.t(12)
        hero_w = max((col - shape_w) * 9 // 20, min(hero_need, col - shape_w - lay.u(4) - min(
            player_need, (col - shape_w) * 6 // 20)))
        player_w = max((col - shape_w) * 6 // 20, min(player_need, col - shape_w - hero_w - lay.u(4)))
        toggle_x = left + shape_w + hero_w + player_w + lay.u(8)
        pad = int(str(theme.get_misc_data("text_horiz_alignment_padding", ["#check"]) or 34))
        y = lay.u(8) + head_h + lay.u(4)
        # the heading over the names takes room from the one over the heroes when its field is narrower
        player_x = left + shape_w + hero_w + lay.u(4)
        heading_w = max(player_w, min(label_font.size(_("Played by"))[0] + lay.t(12), col - shape_w - lay.t(60)))
        heading_x = min(player_x, left + col - heading_w)
        UILabel(pygame.Rect(left + shape_w, y, heading_x - lay.u(4) - left - shape_w, lh), _("Hero"), m, container=root)
        UILabel(pygame.Rect(heading_x, y, heading_w, lh), _("Played by"), m, container=root)
        y += lh + lay.u(2)
        self.seat_rows: list[int] = []
        self.describe_at: list[tuple[int, int]] = []  # each seat's description: its top and its width
        self.describe_h = lay.line(13) + lay.u(2)
        for i in range(3):
            self.seat_rows.append(y)
            hid = self.heroes[i]
            current = HERO_TITLES[hid] if hid else _(NO_HERO)
            self.hero_menus.append(UIDropDownMenu(options, current, pygame.Rect(left + shape_w, y, hero_w, rh), m,
                                                  container=root))
            e = UITextEntryLine(pygame.Rect(left + shape_w + hero_w + lay.u(4), y, player_w, rh), m, container=root)
            e.set_text(self.players[i])
            self.player_entries.append(e)
            hero = self.heroes[i]
            under = y + rh + lay.u(2)  # the description's line under the row
            self.describe_at.append((under, col - shape_w))
            if hero and "-" in hero:  # only an alternate (two classes) can drop to its Primary Class
                on = self.single[i]
                primary = HERO_TITLES[hero].split("-")[0]
                tip = _("Play the {hero} single-classed: {primary} only (Playing Alternate Heroes as "
                        "Single-Classed)").format(hero=HERO_TITLES[hero], primary=primary)
                need = pad + button_font.size(primary)[0] + lay.t(12)
                if left + col - toggle_x >= need:
                    b = check_box(pygame.Rect(toggle_x, y, left + col - toggle_x, rh), primary, on, m, root, tip)
                else:  # no room in the row (large text): the toggle goes right of the description, under it
                    tw = min(need, (col - shape_w) // 2)
                    b = check_box(pygame.Rect(left + col - tw, under, tw, rh), primary, on, m, root, tip)
                    fit_check_words(b, primary, tip)
                    self.describe_at[i] = (under + (rh - self.describe_h) // 2, col - shape_w - tw - lay.u(8))
                    y += rh - self.describe_h
                self.single_buttons[b] = i
            y += rh + self.describe_h + lay.u(6)  # the hero's description is drawn under its row
        note = _("One person may play two or three heroes: give them the same name. "
                 "Each seat chooses a hero or its multi-class alternate (the back of the same mat).")
        bh = lay.line(18) + lay.u(12)
        bottom = h - bh - lay.u(12)
        rows_h = 4 * (rh + lay.u(6))  # the four rows under the note
        # the rows under the note and the buttons at the foot keep their room: a longer language's note
        # scrolls in what is left rather than push the rows under the buttons. With large text (200 %)
        # there is no room for the buttons too: they go to the foot of the right column (`tight`), and
        # the note, when it has no room left, is said in the right column's text.
        room = bottom - lay.u(6) - rows_h - lay.u(6) - y
        self.tight = room < lay.line(13) * 2
        if self.tight:
            room = h - lay.u(6) - rows_h - lay.u(6) - y
        self.note_aside = room < lay.line(13) * 2
        if not self.note_aside:
            # height -1: as tall as its text
            box = UITextBox(note, pygame.Rect(left, y, col, -1), m, container=root, object_id="#small")
            if box.rect.height > room:  # made again at the height it has (resized, it draws past its edge)
                box.kill()
                box = UITextBox(note, pygame.Rect(left, y, col, room), m, container=root, object_id="#small")
            y += box.rect.height + lay.u(6)

        def label_need(*labels: str) -> int:
            return max([col * 2 // 5] + [label_font.size(_(words))[0] + lay.t(16) for words in labels])
        label_w = min(col * 3 // 5, label_need("Start Ecology", "Seed (optional)", "Share code"))
        code_label_w = min(label_w, label_need("Share code"))  # (its field shares the row with Use)
        UILabel(pygame.Rect(left, y, label_w, rh), _("Start Ecology"), m, container=root)
        self.ecology_menu = UIDropDownMenu([ecology_label(e) for e in ECOLOGIES],
                                           ecology_label(self.ecology),
                                           pygame.Rect(left + label_w, y, col - label_w, rh), m, container=root)
        y += rh + lay.u(6)
        UILabel(pygame.Rect(left, y, label_w, rh), _("Seed (optional)"), m, container=root)
        self.seed_entry = UITextEntryLine(pygame.Rect(left + label_w, y, col - label_w, rh), m, container=root,
                                          placeholder_text=_("random"))
        self.seed_entry.set_text(self.seed_text)
        y += rh + lay.u(6)
        UILabel(pygame.Rect(left, y, code_label_w, rh), _("Share code"), m, container=root)
        use_w = max(lay.t(64), button_font.size(_("Use"))[0] + lay.t(20))
        self.code_entry = UITextEntryLine(pygame.Rect(left + code_label_w, y, col - code_label_w - use_w - lay.u(4),
                                                      rh), m, container=root, placeholder_text="FD1-...")
        self.code_entry.set_text(self.code_text)
        self.code_button = UIButton(pygame.Rect(left + col - use_w, y, use_w, rh), _("Use"), m, container=root,
                                    tool_tip_text=_(CODE_TIP))
        y += rh + lay.u(6)
        on = self.story_mode
        self.story_button = check_box(pygame.Rect(left, y, col, rh), _("Story mode"), on, m, root, _(STORY_TIP))
        y += rh + lay.u(6)
        # the right column: three tabs, the chosen tab's options (they scroll when they outgrow the
        # column: large text), and the text saying more of them
        vx = left + col + gap
        vw = left + full - vx
        vy = lay.u(8) + head_h + lay.u(4)
        # short tab words (three share the column, at 150 % and in longer languages); the tip says more
        tabs = (("variants", _("Variants"), _("The rulebook's own difficulty variants")),
                ("house", _("House rules"), _("A challenge tier and house rules beside the rulebook game")),
                ("packs", _("Packs"), _("Cards and map tiles of content packs, played with the game's own")))
        tab_w = (vw - lay.u(6) * (len(tabs) - 1)) // len(tabs)
        self.tab_buttons: dict[str, UIButton] = {}
        for i, (tab, label, tip) in enumerate(tabs):
            on = tab == self.tab
            self.tab_buttons[tab] = UIButton(pygame.Rect(vx + i * (tab_w + lay.u(6)), vy, tab_w, lh + lay.u(4)),
                                             label, m, container=root, tool_tip_text=tip,
                                             object_id="#toggle_on" if on else None)
            fit_button_words(self.tab_buttons[tab], label, tip)
        vy += lh + lay.u(8)
        foot = bottom - lay.u(6) if self.tight else bottom  # the right column's text ends above the buttons
        most = foot - lay.line(13) * 4 - lay.u(12) - vy  # the options' most height: the text keeps 3 lines and margins
        self.options = self._build_options(pygame.Rect(vx, vy, vw, most))
        vy = self.options.rect.bottom
        hint = {"variants": _("Hover a variant for its rule."), "packs": self.chosen_packs_words()}.get(
            self.tab) or self.chosen_options_words()
        if self.note_aside:
            hint = f"<i>{html.escape(note)}</i><br><br>{hint}"
        explain_rect = pygame.Rect(vx, vy + lay.u(4), vw, max(lay.line(13) * 2, foot - vy - lay.u(8)))
        self.explain = UITextBox(hint, explain_rect, m, container=root, object_id="#small")
        err_h = 2 * lay.line(15) + lay.u(8)
        # a refusal: beside the buttons, over the right column's text when they are there (`_explain`
        # brings that text back)
        err_rect = explain_rect if self.tight else pygame.Rect(left, max(y, bottom - err_h - lay.u(6)), col, err_h)
        self.error = UITextBox("", err_rect, m, container=root, object_id="#refusal", visible=0)
        bx, bw = (vx, vw) if self.tight else (left, col)
        back_w = bw // 3
        self.back = UIButton(pygame.Rect(bx, bottom, back_w, bh), _("Back"), m, container=root)
        self.start = UIButton(pygame.Rect(bx + back_w + lay.u(12), bottom, bw - back_w - lay.u(12), bh),
                              _("Descend!"), m, container=root, object_id="#primary",
                              tool_tip_text=_("Start the game ({key})").format(key=key_for("confirm")))

    def chosen_packs_words(self) -> str:
        """The tab's text: which packs the game is played with, and where packs come from."""
        names = [i.name for i in getattr(self, "installed", []) if i.folder in self.packs]
        chosen = (_("Played with {packs}.").format(packs=", ".join(html.escape(n) for n in names)) if names
                  else html.escape(_("Played with the game's own cards only."), quote=False))
        where = html.escape(str(self.app.saves_dir / "packs"))
        about = html.escape(_("A content pack is a folder of cards and map tiles ({doc}). Put one in {folder}, or "
                              "start the game with {flag}. The rating is the bot's win rate with the pack beside "
                              "the game's own ({command})."), quote=False).format(
            doc="docs/packs.md", folder=where, flag="--packs DIR", command="python3 -m game.packs rate")
        return f"{chosen}<br><br><i>{about}</i>"

    def chosen_options_words(self) -> str:
        """The tier and house rules chosen, each with its rule (the tab's text until one is hovered)."""
        parts = [tier_words(self.tier)] + [house_rule_words(k) for k in HOUSE_RULES if k in self.house_rules]
        return "<br><br>".join(parts) + "<br><br><i>" + _("Hover a tier or house rule for its rule.") + "</i>"

    def probe(self) -> dict[str, Any]:
        """Where a script clicks: the tabs, tiers, house rules and Descend (screen centres)."""
        def centres(buttons: dict[str, UIButton]) -> dict[str, tuple[int, int]]:
            return {k: b.rect.center for k, b in buttons.items()}
        return {"tabs": centres(self.tab_buttons), "tiers": centres(self.tier_buttons),
                "house_rules": centres(self.house_buttons), "variants": centres(self.variant_buttons),
                "start": self.start.rect.center, "code_entry": self.code_entry.rect.center,
                "use_code": self.code_button.rect.center}

    def chosen(self) -> tuple[list[str], list[str]]:
        heroes, players = [], []
        for i, h in enumerate(self.heroes):
            if h:
                heroes.append(h)
                players.append(self.player_entries[i].get_text().strip() or _("Player {n}").format(n=i + 1))
        return heroes, players

    def single_classed(self) -> list[str]:
        return [h for h, on in zip(self.heroes, self.single, strict=True) if h and on and "-" in h]

    def problem(self) -> str | None:
        """What the form itself lacks; the party's rules (one mat per hero ...) are the engine's."""
        heroes, _players = self.chosen()
        if not heroes:
            return _("Choose at least one hero.")
        if self.seed_entry.get_text().strip() and not self.seed_entry.get_text().strip().lstrip("-").isdigit():
            return _("The seed must be a whole number (or empty for a random one).")
        return None

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element in self.hero_menus:
                i = self.hero_menus.index(event.ui_element)
                self.heroes[i] = next((h for h in HERO_IDS if HERO_TITLES[h] == event.text), None)
                self.single[i] = False
                self._keep_entries()
                self.rebuild()  # the seat's "primary class only" toggle comes and goes
            elif event.ui_element is self.ecology_menu:
                self.ecology = next(e for e in ECOLOGIES
                                    if ecology_label(e) == event.text)
        elif event.type == pygame_gui.UI_BUTTON_ON_HOVERED and event.ui_element is self.story_button:
            self._explain(_(STORY_TIP))
        elif event.type == pygame_gui.UI_BUTTON_ON_HOVERED and event.ui_element in self.variant_buttons.values():
            key = next(k for k, b in self.variant_buttons.items() if b is event.ui_element)
            self._explain(variant_text(key))
        elif event.type == pygame_gui.UI_BUTTON_ON_HOVERED and event.ui_element in self.tier_buttons.values():
            key = next(k for k, b in self.tier_buttons.items() if b is event.ui_element)
            self._explain(tier_words(key))
        elif event.type == pygame_gui.UI_BUTTON_ON_HOVERED and event.ui_element in self.house_buttons.values():
            key = next(k for k, b in self.house_buttons.items() if b is event.ui_element)
            self._explain(house_rule_words(key))
        elif event.type == pygame_gui.UI_BUTTON_ON_UNHOVERED and (
                event.ui_element in self.tier_buttons.values() or event.ui_element in self.house_buttons.values()):
            self._explain(self.chosen_options_words())  # back to what is chosen
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self.single_buttons:
                i = self.single_buttons[event.ui_element]
                self.single[i] = not self.single[i]
                self._keep_entries()
                self.rebuild()
            elif event.ui_element in self.tab_buttons.values():
                self.tab = next(k for k, b in self.tab_buttons.items() if b is event.ui_element)
                self._keep_entries()
                self.rebuild()
            elif event.ui_element in self.tier_buttons.values():
                self.tier = next(k for k, b in self.tier_buttons.items() if b is event.ui_element)
                self._keep_entries()
                self.rebuild()
            elif event.ui_element in self.house_buttons.values():
                self.house_rules ^= {next(k for k, b in self.house_buttons.items() if b is event.ui_element)}
                self._keep_entries()
                self.rebuild()
            elif event.ui_element in self.pack_buttons:
                folder = self.pack_buttons[event.ui_element]
                self.packs = [p for p in self.packs if p != folder] if folder in self.packs else [*self.packs, folder]
                self._keep_entries()
                self.rebuild()
            elif event.ui_element in self.variant_buttons.values():
                key = next(k for k, b in self.variant_buttons.items() if b is event.ui_element)
                self.variants ^= {key}
                self._keep_entries()
                self.rebuild()
            elif event.ui_element is self.story_button:
                self.story_mode = not self.story_mode
                self._keep_entries()
                self.rebuild()
            elif event.ui_element is self.code_button:
                self.use_code()
            elif event.ui_element is self.start:
                self.begin()
            elif event.ui_element is self.back:
                self.app.show("title")
        elif event.type == pygame.KEYDOWN and actions.pressed(event, "confirm") and not consumed:
            self.begin()
        if event.type == pygame.MOUSEMOTION:
            self._hover_health(next((h for r, h in self.described if r.collidepoint(event.pos)), None))

    def _keep_entries(self) -> None:
        self.players = [e.get_text() for e in self.player_entries]
        self.seed_text = self.seed_entry.get_text()
        self.code_text = self.code_entry.get_text()

    def use_code(self) -> None:
        """Fill in the form from the share code typed: its heroes, seed and every option (a code
        that sets up no game here says why, and the form stays as it was)."""
        from game.saves.share_code import CodeError, read_code
        self._keep_entries()
        try:
            setup = read_code(self.code_text, self.app.load_content())
        except CodeError as exc:  # said beside the form, where a long sentence has room
            self._explain(f"<font color=#ff9a80>{html.escape(str(exc))}</font>")
            return
        self.heroes = [*setup.heroes, *[None] * (3 - len(setup.heroes))]
        self.single = [h is not None and h in setup.single_class for h in self.heroes]
        self.ecology, self.tier, self.story_mode = setup.ecology, setup.tier, setup.story_mode
        self.variants, self.house_rules = set(setup.variants), set(setup.house_rules)
        self.seed_text = str(setup.seed)
        self.code_setup = setup
        self.rebuild()
        self._explain(_("<b>The share code is filled in</b>: Descend! plays its game.") + "<br><br>"
                              + setup_html(setup))

    def _explain(self, words: str) -> None:
        """The right column's text (over a refusal shown in its place: large text)."""
        self.explain.set_text(words)
        if self.tight and self.error.visible:
            self.error.hide()
            self.explain.show()

    def _refuse(self, sentence: str) -> None:
        """Why the game cannot start: beside the buttons (over the right column's text when they are there)."""
        self.error.set_text(sentence)
        self.error.show()
        if self.tight:
            self.explain.hide()

    def form_setup(self) -> ShareSetup:
        """The form as a setup (seed and all; call after `problem()` found nothing)."""
        heroes, _players = self.chosen()
        seed_text = self.seed_entry.get_text().strip()
        seed = int(seed_text) if seed_text else random.randrange(1, 10**9)
        return ShareSetup.make(heroes, seed, self.ecology, self.variants, self.single_classed(), self.tier,
                               self.house_rules, self.story_mode)

    def begin(self) -> None:
        problem = self.problem()
        if problem:
            self._refuse(problem)
            return
        heroes, players = self.chosen()
        setup = self.form_setup()
        code = self.code_setup
        try:
            content = self.chosen_content()
            if code is not None and setup == dataclasses.replace(code, talents=()) and not self.packs:
                session = session_from_setup(self.app, code, players)  # the code's game, talents and all
            else:
                session = self.app.new_session(heroes, players, setup.seed, self.ecology, sorted(self.variants),
                                               single_class=self.single_classed(), tier=self.tier,
                                               house_rules=sorted(self.house_rules), story_mode=self.story_mode,
                                               content=content)
        except (RuleViolation, ContentError) as exc:  # the engine's sentence (e.g. a hero and its own alternate)
            self._refuse(str(exc))
            return
        if self.online:
            from ..online_session import host_session
            try:
                online = host_session(self.app, session, players[0] if players else _("Host"))
            except OSError as exc:
                self._refuse(_("The game cannot be opened to other players: port {port} cannot be used "
                               "({problem}). It is saved: Continue plays it here.").format(
                    port=self.app.options.online_port, problem=exc.strerror or exc))
                return
            self.app.go_online(online)
            return
        self.app.show("explore", session)

    def chosen_content(self) -> Any:
        """The content the game is played with: the game's own, with the chosen packs on in order."""
        if not self.packs:
            return None
        from ..pack_choice import content_with, usable
        by_folder = {p.folder: p for p in usable(self.app)}
        missing = [f.name for f in self.packs if f not in by_folder]
        if missing:
            raise ContentError(_("The content pack in {folder} is no longer installed or has problems.").format(
                folder=missing[0]))
        return content_with(self.app, [by_folder[f] for f in self.packs])

    def update(self, dt: float) -> None:
        self.t += dt

    def leave(self) -> None:
        """The Health tooltip is not inside the scene's container: close it with the scene."""
        self._hover_health(None)
        options = getattr(self, "options", None)
        if options is not None and options.alive():
            self.options_scrolled = (self.tab, scrolled(options))
        super().leave()

    def _hover_health(self, hero: str | None) -> None:
        """Show (or close) the tooltip saying where `hero`'s Health comes from."""
        if hero == self.health_hovered and (hero is None or self.tooltip is not None):
            return
        self.health_hovered = hero
        if self.tooltip is not None:
            self.tooltip.kill()
            self.tooltip = None
        if hero is None:
            return
        self.tooltip = UITooltip(health_words(self.app.load_content(), hero, self.ecology), (0, 16), self.manager,
                                 wrap_width=self.app.layout.t(360))
        self.tooltip.find_valid_position(pygame.math.Vector2(pygame.mouse.get_pos()))

    def tooltip_target(self) -> pygame.Rect | None:
        """What the Health tooltip is about: the hovered seat's description."""
        return next((r for r, h in self.described if h == self.health_hovered), None)

    def draw_over(self, surface: pygame.Surface) -> None:
        """The check boxes' boxes, over their buttons."""
        if self.root is not None:
            draw_check_boxes(surface, self.root)
            clip = surface.get_clip()
            surface.set_clip(self.options.rect.clip(clip))  # the options' boxes scroll with them
            draw_check_boxes(surface, self.options.get_container())
            surface.set_clip(clip)

    def draw(self, surface: pygame.Surface) -> None:
        draw_depths_backdrop(surface, self.t)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 8, 6, 170))
        surface.blit(veil, (0, 0))
        lay = self.app.layout
        shape_c = self.left + lay.t(18)
        self.described = []
        for i, hero in enumerate(self.heroes):
            y = self.seat_rows[i]
            mid = y + (lay.line(16) + lay.u(10)) // 2
            if hero:
                draw_shape(surface, HERO_SHAPES[hero], HERO_COLOURS[hero], (shape_c, mid), lay.t(12))
                under, width = self.describe_at[i]
                words = describe_hero(self.app.load_content(), hero, width, self.ecology)
                drawn = text(surface, words, (self.left + lay.t(36), under), 13, HERO_COLOURS[hero])
                self.described.append((drawn, hero))  # hovered: where its Health comes from
            else:
                text(surface, "—", (shape_c, mid), 16, anchor="center")


def describe_hero(content: Content, hero: str, width: int, ecology: str = "ruins") -> str:
    """A hero's description for its seat: name, class or classes and the Health it starts with (its
    Hero Mat's Maximum Health Value at the level a game in `ecology` starts at), the longest of these
    that fits in `width` pixels; hovering it says more (`health_words`)."""
    mat = content.heroes[hero]
    level = START_LEVEL.get(ecology, 1)
    health = mat.max_health[level - 1]
    classes = _(" and ").join(HERO_TITLES.get(c, c.capitalize()) or c for c in mat.classes)
    fields = {"name": mat.name, "classes": classes, "health": health, "level": level}
    lines = [_("{name}, {classes}: Health {health} (Hero Mat, level {level})").format(**fields),
             _("{name}, {classes}: Health {health} (level {level})").format(**fields),
             _("{name}: Health {health} (level {level})").format(**fields),
             _("{name}: Health {health}").format(**fields), mat.name]
    f = font(round(13 * UI_SCALE[0]))
    return next((line for line in lines if f.size(line)[0] <= width), lines[-1])


def health_words(content: Content, hero: str, ecology: str = "ruins") -> str:
    """Where a hero's Health comes from, in the rulebook's words: the Maximum Health Value its Hero
    Mat gives for each level, the level a game in `ecology` starts at, and the Stair Guardians that
    raise it (the hovered description's tooltip)."""
    mat = content.heroes[hero]
    level = START_LEVEL.get(ecology, 1)
    by_level = ", ".join(_("level {level}: {health}").format(level=n, health=v)
                         for n, v in enumerate(mat.max_health, start=1))
    return _("<b>Health {health}</b>: the Maximum Health Value on {name}'s Hero Mat at level {level} (a game "
             "started in {ecology} begins at level {level}). Each Stair Guardian defeated raises every hero a "
             "level and heals them to full.<br>{by_level}").format(
        health=mat.max_health[level - 1], name=html.escape(mat.name), level=level,
        ecology=ecology_name(ecology), by_level=by_level)
