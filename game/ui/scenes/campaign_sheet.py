"""The Campaign sheet: a party kept across games (game.campaigns). Shows each hero's marks, the talents
earned and those still locked, lets the players unlock talents between games, chooses the next game's
challenge tier, start Ecology and house rules (the "Next game" button shows those two instead of a
hero's sheet) and starts it. A campaign's finished game is counted (its marks) when the sheet opens.

Not the load menu's "campaign" (one game's save folder, game.saves): a Campaign here spans many games.
"""

from __future__ import annotations

import html
import random
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UILabel,
    UIScrollingContainer,
    UISelectionList,
    UITextBox,
    UITextEntryLine,
)

from game.campaigns import (
    Campaign,
    CampaignBook,
    CampaignFile,
    CampaignFileError,
    CampaignRuleError,
    abandon,
    earned,
    entity_configurations,
    fewest_games_to_first_win,
    game_options,
    locked,
    new_campaign,
    records,
    set_up_next_game,
    settle,
    setup_words,
    start_game,
    unlock,
    unlock_problem,
)
from game.i18n import N_, _, ngettext
from game.rules import ECOLOGIES, HERO_IDS, HOUSE_RULES, TIERS, Game, RuleViolation, ecology_label
from game.saves import SaveError

from ..backdrop import draw_depths_backdrop
from ..check_box import check_box, draw_check_boxes
from ..focus import scrolling_column
from ..look import HERO_TITLES, fit_button_choices, font
from ..scene import Scene
from ..session import Session

if TYPE_CHECKING:
    from ..app import App

NO_HERO = "—"
# what starting in each Ecology means (the rulebook's "Starting the Game at a Lower Ecology")
START_WORDS = {"ruins": N_("the rulebook's start, at level 1 with three Keys."),
               "caverns": N_("the heroes begin at level 2 with one Ability, one Item each and three Keys."),
               "subterranean": N_("the heroes begin at level 3 with two Abilities, two Items each and three "
                                  "Keys.")}  # shown with _()
OUTCOME_WORDS = {"won": N_("won"), "lost": N_("lost")}  # a finished game's outcome (shown with _())


def next_game_label(campaign: Campaign) -> str:
    """The Next game button: where the next game begins and how many house rules it plays."""
    n = len(campaign.house_rules)
    rules = ngettext("{n} house rule", "{n} house rules", n).format(n=n) if n else _("no house rule")
    return _("Next game: {ecology} · {rules}").format(ecology=ecology_label(campaign.ecology), rules=rules)


def next_game_labels(campaign: Campaign) -> list[str]:
    """The Next game button's words, fullest first, for the button to take the first that fits whole
    (issue 36: at 200 % it read "Next game: Subterranean Architecture..."): without the house rules'
    count, then the Ecology alone (the tooltip says the rest)."""
    ecology = ecology_label(campaign.ecology)
    return [next_game_label(campaign), _("Next game: {ecology}").format(ecology=ecology), ecology]


def summary_line(campaign: Campaign) -> str:
    """The campaign's records in words: games played and won, the first win, Final Entities defeated."""
    rec = records(campaign)
    fields = {"games": rec.games, "wins": rec.wins, "first": rec.first_win, "beaten": len(rec.configurations),
              "all": entity_configurations()}
    if rec.first_win:
        return _("Played {games}, won {wins} · first win: game {first} · Final Entities beaten: {beaten}/{all}"
                 ).format(**fields)
    return _("Played {games}, won {wins} · Final Entities beaten: {beaten}/{all}").format(**fields)


class CampaignSheetScene(Scene):
    name = "campaign_sheet"
    window_scaled = True

    def __init__(self, app: App, chosen: str | None = None) -> None:
        super().__init__(app)
        self.store = CampaignFile(app.saves_dir)
        self.problem: str | None = None  # a damaged campaigns file: shown, nothing is written
        self.message = ""
        self.hero = 0  # whose sheet is shown
        self.showing_setup = False  # the next game's start Ecology and house rules instead of a hero's sheet
        self.heroes_new: list[str | None] = ["fighter", None, None]
        self.name_text = ""
        self.t = 0.0
        try:
            self.book = self.store.load()
        except CampaignFileError as exc:
            self.book = CampaignBook()
            self.problem = _("{reason} It is left as it is; fix or move it to use campaigns.").format(reason=exc)
        self.chosen = chosen or (self.book.campaigns[-1].name if self.book.campaigns else None)
        self.settle_finished_games()

    # --- the campaigns file ------------------------------------------------------------------------

    def save(self) -> bool:
        try:
            self.store.save(self.book)
        except CampaignFileError as exc:
            self.message = str(exc)
            return False
        return True

    def settle_finished_games(self) -> None:
        """Count every campaign game whose save says it is over (won or lost): its marks."""
        if self.problem:
            return
        told, changed = [], False
        for c in self.book.campaigns:
            if c.playing is None:
                continue
            number = len(c.games) + 1
            try:
                game = self.app.store().load(c.playing.save).game
                if game.outcome not in ("won", "lost"):
                    continue
                played = settle(c, game)
            except (SaveError, OSError, CampaignRuleError) as exc:
                told.append(_("{campaign}, game {number}: its save cannot be counted ({reason}). Give the game up "
                              "to choose talents again.").format(campaign=c.name, number=number, reason=exc))
                continue
            changed = True
            marks = ", ".join(f"{HERO_TITLES[h]} +{m}" for h, m in zip(c.heroes, played.marks, strict=True))
            told.append(_("{campaign}, game {number}: {outcome}. Marks earned: {marks}.").format(
                campaign=c.name, number=played.number, outcome=_(OUTCOME_WORDS.get(played.outcome, played.outcome)),
                marks=marks))
        if changed and not self.save():
            told.append(self.message)
        self.message = " ".join(told)

    @property
    def campaign(self) -> Campaign | None:
        return self.book.find(self.chosen) if self.chosen else None

    # --- layout ------------------------------------------------------------------------------------

    def build(self) -> None:
        w, h = self.app.size
        lay = self.app.layout
        m, root = self.manager, self.root
        margin, gap = lay.u(24), lay.u(24)
        head_h = lay.line(19) + lay.u(8)
        rh = lay.line(16) + lay.u(10)  # a control's row
        bh = lay.line(18) + lay.u(12)
        left_w = (w - 2 * margin - gap) * 3 // 10
        UILabel(pygame.Rect(margin, lay.u(8), left_w, head_h), _("Campaign"), m, container=root, object_id="#heading")
        top = lay.u(8) + head_h + lay.u(4)
        # left, from the bottom up: Back, what just happened, the record of every campaign, a new campaign
        bottom = h - bh - lay.u(12)
        self.back_b = UIButton(pygame.Rect(margin, bottom, left_w, bh), _("Back"), m, container=root,
                               tool_tip_text=_("Back to the title screen"))
        y = bottom - lay.u(8)
        self.note_box: UITextBox | None = None
        note = self.problem or self.message
        if note:  # what just happened (or why the campaigns file cannot be used)
            self.note_box = self._stacked_box(html.escape(note), margin, y, left_w,
                                              "#refusal" if self.problem else "#small")
            y = self.note_box.rect.top - lay.u(6)
        fewest = fewest_games_to_first_win(self.book)
        record = (_("Fewest games to a first win, in any campaign: {games} ({campaign})").format(
                  games=fewest[0], campaign=fewest[1]) if fewest
                  else _("Fewest games to a first win, in any campaign: none has won yet"))
        y = self._stacked_box(html.escape(record), margin, y, left_w, "#small").rect.top - lay.u(6)
        half = (left_w - lay.u(6)) // 2
        y -= 3 * (rh + lay.u(4)) + lay.u(4)
        form_top = y
        # the new campaign's heroes: two on the first row, the third beside its name on the second
        self.hero_menus: list[UIDropDownMenu] = []
        options: list[str | tuple[str, str]] = [NO_HERO, *(HERO_TITLES[hid] for hid in HERO_IDS)]
        spots = [(margin, y), (margin + half + lay.u(6), y), (margin + half + lay.u(6), y + rh + lay.u(4))]
        for i, (mx, my) in enumerate(spots):
            hid = self.heroes_new[i]
            current = HERO_TITLES[hid] if hid else NO_HERO
            self.hero_menus.append(UIDropDownMenu(options, current, pygame.Rect(mx, my, half, rh), m, container=root))
        self.name_entry = UITextEntryLine(pygame.Rect(margin, y + rh + lay.u(4), half, rh), m, container=root,
                                          placeholder_text=_("Name"))
        self.name_entry.set_text(self.name_text)
        self.name_entry.set_text_length_limit(60)
        self.new_b = UIButton(pygame.Rect(margin, y + 2 * (rh + lay.u(4)), left_w, rh), _("Begin a new campaign"),
                              m, container=root, tool_tip_text=_("A new campaign for the heroes chosen above "
                                                                 "(one to three), named as written"))
        fit_button_choices(self.new_b, [_("Begin a new campaign"), _("New campaign")], self.new_b.tool_tip_text)
        names: list[str | tuple[str, str]] = [c.name for c in self.book.campaigns] or [_("(no campaign yet)")]
        self.list = UISelectionList(pygame.Rect(margin, top, left_w, max(rh, form_top - top - lay.u(10))), names, m,
                                    container=root, default_selection=self.chosen if self.chosen in names else None)
        # right: the chosen campaign's sheet
        rx = margin + left_w + gap
        self.build_sheet(rx, top, w - rx - margin, h - lay.u(12))

    def _stacked_box(self, words: str, x: int, bottom: int, width: int, object_id: str) -> UITextBox:
        """A text box as tall as its words, its bottom at `bottom`."""
        box = UITextBox(words, pygame.Rect(x, 0, width, -1), self.manager, container=self.root, object_id=object_id)
        box.set_relative_position((x, bottom - box.rect.height))
        return box

    def build_sheet(self, x: int, top: int, width: int, bottom: int) -> None:
        lay = self.app.layout
        m, root = self.manager, self.root
        rh = lay.line(16) + lay.u(10)
        self.talent_buttons: dict[UIButton, str] = {}
        self.hero_tabs: list[UIButton] = []
        self.start_b: UIButton | None = None
        self.giveup_b: UIButton | None = None
        self.tier_buttons: dict[UIButton, str] = {}
        self.setup_b: UIButton | None = None
        self.ecology_buttons: dict[UIButton, str] = {}
        self.house_buttons: dict[UIButton, str] = {}
        c = self.campaign
        if c is None:
            words = (html.escape(_("Choose a campaign on the left, or begin a new one: choose one to three heroes "
                                   "and give it a name.")) + "<br><br>"
                     + html.escape(_("After each game every hero earns marks: one per Ecology descended and per "
                                     "level gained, three for defeating the Final Entity, plus the challenge tier's "
                                     "bonus. Marks unlock talents, small lasting edges for every later game of the "
                                     "campaign.")))
            UITextBox(words, pygame.Rect(x, top, width, -1), m, container=root)
            self.sheet_box = None
            return
        head_h = lay.line(19) + lay.u(6)
        heading = f"{c.name}: {', '.join(HERO_TITLES[hid] for hid in c.heroes)}"
        if m.get_theme().get_font(["#heading"]).size(heading)[0] > width - 8:
            heading = c.name  # large text: the heroes are on their tabs below
        UILabel(pygame.Rect(x, top, width, head_h), heading, m, container=root, object_id="#heading")
        # the record: a line, or a box of lines where it is too wide for one (large text, a long language)
        line_h, words = lay.line(15) + lay.u(6), summary_line(c)
        if m.get_theme().get_font(["label"]).size(words)[0] <= width - 8:
            y = UILabel(pygame.Rect(x, top + head_h, width, line_h), words, m, container=root).rect.bottom
        else:
            y = UITextBox(html.escape(words), pygame.Rect(x, top + head_h, width, -1), m, container=root).rect.bottom
        y += lay.u(6)
        # the next game: its challenge tier (each explained on hover) and Start (or the game under way)
        number = len(c.games) + 1
        # Start (18 pt bold) as wide as its words at large text ("Spiel 3 beginnen" was clipped), half at most
        start_words = (_("Start game {number}") if c.playing is None else _("Give up game {number}")).format(
            number=number)
        start_w = min(max(width * 3 // 10, lay.text_w(start_words, 18, True) + lay.u(16)), width // 2)
        tier_w = (width - start_w - 4 * lay.u(6)) // len(TIERS)
        bfont = font(lay.font_size(16))
        # large text: the tiers take a row of their own and Start goes beside the next game's button
        tiers_alone = any(bfont.size(f"{_(t.name)} +{t.marks}")[0] > tier_w - lay.u(12) for t in TIERS.values())
        if tiers_alone:
            tier_w = (width - (len(TIERS) - 1) * lay.u(6)) // len(TIERS)
        self.tier_buttons = {}
        for i, (tid, tier) in enumerate((k, t.translated()) for k, t in TIERS.items()):
            marks = f"+{tier.marks}" if tier.marks else "+0"
            tip = (f"{tier.name}: {tier.text} {tier.difficulty} "
                   + ngettext("Each hero earns {n} extra mark a game.", "Each hero earns {n} extra marks a game.",
                              tier.marks).format(n=tier.marks))
            if c.playing is not None:
                tip = _("Game {number} is under way at {tier}: the tier is chosen between games.").format(
                    number=number, tier=_(TIERS[c.playing.tier].name))
            b = UIButton(pygame.Rect(x + i * (tier_w + lay.u(6)), y, tier_w, rh), f"{tier.name} {marks}", m,
                         container=root, tool_tip_text=tip, object_id="#toggle_on" if tid == c.tier else None)
            if c.playing is not None:
                b.disable()
            self.tier_buttons[b] = tid
        if tiers_alone:
            y += rh + lay.u(6)
        bx = x + width - start_w
        if c.playing is None:
            self.start_b = UIButton(pygame.Rect(bx, y, start_w, rh), start_words,
                                    m, container=root, object_id="#primary",
                                    tool_tip_text=_("Begin game {number} of the campaign at {tier}, {setup}, with "
                                                    "every talent unlocked").format(
                                        number=number, tier=_(TIERS[c.tier].name),
                                        setup=setup_words(c.ecology, c.house_rules)))
        else:
            self.giveup_b = UIButton(pygame.Rect(bx, y, start_w, rh), start_words, m, container=root,
                                     object_id="#danger",
                                     tool_tip_text=_("Game {number} is under way (save {save}): continue it from "
                                                     "Load on the title screen. Giving it up earns no marks and lets "
                                                     "the heroes choose talents again.").format(
                                         number=number, save=c.playing.save))
        setup_w = width - start_w - lay.u(6) if tiers_alone else width
        if not tiers_alone:
            y += rh + lay.u(6)
        # the next game's start Ecology and house rules: shown instead of a hero's sheet
        setup = setup_words(c.ecology, c.house_rules)
        tip = (_("Where the next game begins and its house rules: {setup} (game {number} began {began}). Click to "
                 "choose.").format(setup=setup, number=number,
                                   began=setup_words(c.playing.ecology, c.playing.house_rules)) if c.playing
               else _("Where the next game begins and its house rules: {setup}. Click to choose.").format(setup=setup))
        self.setup_b = UIButton(pygame.Rect(x, y, setup_w, rh), next_game_label(c), m, container=root,
                                object_id="#toggle_on" if self.showing_setup else None, tool_tip_text=tip)
        fit_button_choices(self.setup_b, next_game_labels(c), tip)
        y += rh + lay.u(8)
        # a tab per hero, then that hero's sheet
        n = len(c.heroes)
        self.hero = min(self.hero, n - 1)
        tab_w = (width - (n - 1) * lay.u(6)) // n
        for i, hid in enumerate(c.heroes):
            left = c.marks_left(i)
            label = ngettext("{hero} · {n} mark", "{hero} · {n} marks", left).format(hero=HERO_TITLES[hid], n=left)
            tab_tip = ngettext("{hero}: {n} mark to spend of {earned} earned. Show their campaign sheet.",
                               "{hero}: {n} marks to spend of {earned} earned. Show their campaign sheet.",
                               left).format(hero=HERO_TITLES[hid], n=left, earned=c.marks_earned(i))
            b = UIButton(pygame.Rect(x + i * (tab_w + lay.u(6)), y, tab_w, rh), label, m, container=root,
                         object_id="#toggle_on" if i == self.hero and not self.showing_setup else None,
                         tool_tip_text=tab_tip)
            # large text: the hero and the number, "marks" in the tip; a long class name (Zauberer-Schurke)
            # alone, its number in the tip, rather than cut
            fit_button_choices(b, [label, f"{HERO_TITLES[hid]} · {left}", HERO_TITLES[hid]], tab_tip)
            self.hero_tabs.append(b)
        y += rh + lay.u(6)
        self.sheet_area = pygame.Rect(x, y, width, max(1, bottom - y))
        self.sheet_box = self._build_body(c, self.sheet_area)

    def _build_body(self, c: Campaign, area: pygame.Rect) -> UIScrollingContainer:
        """The next game's setup or the hero's talents in `area`, in a container as tall as they are, at
        most `area`'s height (then it scrolls, its rows narrower by the scroll bar)."""
        build = self.build_setup if self.showing_setup else self.build_talents

        def fill(inner: Any, width: int) -> int:
            self.ecology_buttons, self.house_buttons, self.talent_buttons = {}, {}, {}
            return build(c, inner, width)
        return scrolling_column(self.manager, self.root, area, fill)

    def build_setup(self, c: Campaign, root: Any, width: int) -> int:
        """The next game's start Ecology (one of three) and house rules (toggles), each explained; fixed
        while a game is under way (they are chosen between games, as the tier and the talents)."""
        lay = self.app.layout
        m, x, y = self.manager, 0, 0
        small, gap = lay.line(13) + lay.u(4), lay.u(6)
        rh = lay.line(15) + lay.u(10)
        under_way = (_("Game {number} is under way: the next game is set up between games.").format(
                     number=len(c.games) + 1) if c.playing is not None else None)
        UILabel(pygame.Rect(x, y, width, small), _("The next game begins in"), m, container=root, object_id="#small")
        y += small + lay.u(2)
        # each button as wide as its name needs, the room left shared out evenly
        f = font(lay.font_size(15))
        needs = [f.size(ecology_label(eco))[0] + lay.t(22) for eco in ECOLOGIES]
        spare = max(0, width - (len(ECOLOGIES) - 1) * gap - sum(needs)) // len(ECOLOGIES)
        bx = x
        for eco, need in zip(ECOLOGIES, needs, strict=True):
            b = UIButton(pygame.Rect(bx, y, need + spare, rh), ecology_label(eco), m, container=root,
                         object_id="#toggle_on" if eco == c.ecology else None,
                         tool_tip_text=under_way or _("{ecology}: {start} Each Ecology below the start is one "
                                                      "more to descend for marks.").format(
                                                          ecology=ecology_label(eco), start=_(START_WORDS[eco])))
            if under_way:
                b.disable()
            self.ecology_buttons[b] = eco
            bx += need + spare + gap
        y += rh + lay.u(10)
        rules_words = _("House rules, beside the rulebook game (hover one for its rule)")
        if m.get_theme().get_font(["#small", "label"]).size(rules_words)[0] > width - 8:
            rules_words = _("House rules (hover one for its rule)")  # large text: the short form
        UILabel(pygame.Rect(x, y, width, small), rules_words, m, container=root, object_id="#small")
        y += small + lay.u(2)
        for key, rule in ((k, r.translated()) for k, r in HOUSE_RULES.items()):  # a toggle each, as on New game
            on = key in c.house_rules
            b = check_box(pygame.Rect(x, y, width, rh), rule.name, on, m, root,
                          under_way or f"<b>{html.escape(rule.name)}</b>: {html.escape(rule.text)}"
                                       f"<br>{html.escape(rule.difficulty)}<br>"
                                       + html.escape(_("Click to turn it off.") if on else _("Click to turn it on.")))
            if under_way:
                b.disable()
            self.house_buttons[b] = key
            y += rh + lay.u(4)
        return y

    def build_talents(self, c: Campaign, root: Any, width: int) -> int:
        """The hero's talents, earned and still locked, each with its Unlock button; returns their height."""
        lay = self.app.layout
        m, x, y = self.manager, 0, 0
        h = self.hero
        button_w, small = lay.t(140), lay.line(13) + lay.u(4)
        for mine, talents in ((True, earned(c, h)), (False, locked(c, h))):
            if mine:
                heading = _("Talents earned") if talents else _("Talents earned: none yet")
            else:
                heading = _("Talents still locked") if talents else _("Talents still locked: none, every talent is "
                                                                      "unlocked")
            UILabel(pygame.Rect(x, y, width, small), heading, m, container=root, object_id="#small")
            y += small + lay.u(2)
            for t in (t.translated() for t in talents):  # its name and words in the player's language
                owned = t.id in c.owned(h)
                why = None if owned else unlock_problem(c, h, t.id)
                if owned:
                    label = _("Unlocked")
                    tip = _("{talent} is unlocked: it comes into every game of the campaign.").format(talent=t.name)
                else:
                    label = _("Unlock ({n})").format(n=t.cost)  # its cost in marks: the tooltip says so
                    tip = why or ngettext("Spend {n} mark of {left} on {talent}.", "Spend {n} marks of {left} on "
                                          "{talent}.", t.cost).format(n=t.cost, left=c.marks_left(h), talent=t.name)
                box = UITextBox(f"<b>{html.escape(t.name)}</b>: {html.escape(t.text)}",
                                pygame.Rect(x + button_w + lay.u(8), y, width - button_w - lay.u(8), -1), m,
                                container=root, object_id="#small")
                row_h = max(lay.line(15) + lay.u(10), box.rect.height)
                b = UIButton(pygame.Rect(x, y, button_w, row_h), label, m, container=root, tool_tip_text=tip)
                if owned or why:
                    b.disable()
                self.talent_buttons[b] = t.id
                y += row_h + lay.u(4)
            y += lay.u(4)
        return y

    # --- input ---------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            if self.book.find(event.text):
                self.choose(event.text)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element in self.hero_menus:
                i = self.hero_menus.index(event.ui_element)
                self.heroes_new[i] = next((hid for hid in HERO_IDS if HERO_TITLES[hid] == event.text), None)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el is self.back_b:
                self.app.show("title")
            elif el is self.new_b:
                self.begin_campaign()
            elif el in self.tier_buttons and self.campaign is not None and self.campaign.playing is None:
                self.campaign.tier = self.tier_buttons[el]
                self.save()
                self.refresh()
            elif el in self.hero_tabs:
                self.hero, self.showing_setup = self.hero_tabs.index(el), False
                self.refresh()
            elif el is self.setup_b:
                self.showing_setup = not self.showing_setup
                self.refresh()
            elif el in self.ecology_buttons:
                self.set_up(ecology=self.ecology_buttons[el])
            elif el in self.house_buttons:
                key = self.house_buttons[el]
                c = self.campaign
                if c is not None:
                    rules = [r for r in c.house_rules if r != key] if key in c.house_rules else [*c.house_rules, key]
                    self.set_up(house_rules=rules)
            elif el in self.talent_buttons:
                self.unlock(self.talent_buttons[el])
            elif el is self.start_b:
                self.start_next_game()
            elif el is self.giveup_b and self.campaign is not None:
                abandon(self.campaign)
                if self.save():
                    self.message = _("The game under way was given up: it earns no marks.")
                self.refresh()

    def set_up(self, ecology: str | None = None, house_rules: list[str] | None = None) -> None:
        """Choose the next game's start Ecology or house rules, and keep the choice in the campaigns file."""
        c = self.campaign
        if c is None:
            return
        before = (c.ecology, list(c.house_rules))
        try:
            set_up_next_game(c, ecology=ecology, house_rules=house_rules)
        except CampaignRuleError as exc:
            self.message = str(exc)
        else:
            if not self.save():
                c.ecology, c.house_rules = before
        self.refresh()

    def refresh(self) -> None:
        self.name_text = self.name_entry.get_text()
        self.rebuild()

    def choose(self, name: str) -> None:
        self.chosen, self.hero, self.message, self.showing_setup = name, 0, "", False
        self.refresh()

    def begin_campaign(self) -> None:
        if self.problem:
            self.message = self.problem
            self.refresh()
            return
        heroes = [hid for hid in self.heroes_new if hid]
        if not heroes:
            self.message = _("Choose at least one hero for the new campaign.")
            self.refresh()
            return
        titles = [HERO_TITLES[hid] for hid in heroes]
        name = self.name_entry.get_text().strip() or (
            titles[0] if len(titles) == 1 else _("{some} and {last}").format(some=", ".join(titles[:-1]),
                                                                             last=titles[-1]))
        try:
            Game.new(heroes=heroes, seed=0, ecology="ruins", variants=[], content=self.app.load_content())
            c = new_campaign(self.book, name, heroes)
        except (RuleViolation, CampaignRuleError) as exc:  # e.g. a hero and its own alternate
            self.message = str(exc)
            self.refresh()
            return
        if self.save():
            self.message = _("{campaign} begins. Start its first game when the party is ready.").format(
                campaign=c.name)
        self.name_entry.set_text("")
        self.choose(c.name)

    def unlock(self, talent_id: str) -> None:
        c = self.campaign
        if c is None:
            return
        try:
            t = unlock(c, self.hero, talent_id)
        except CampaignRuleError as exc:
            self.message = str(exc)
        else:
            if self.save():
                self.message = _("{hero} unlocks {talent}.").format(hero=HERO_TITLES[c.heroes[self.hero]],
                                                                    talent=t.translated().name)
            else:
                c.talents[self.hero].remove(talent_id)
        self.refresh()

    def start_next_game(self) -> None:
        """The campaign's next game, saved like any other; its marks are counted when it is over."""
        c = self.campaign
        if c is None or c.playing is not None:
            return
        seed = random.randrange(1, 10**9)
        game = Game.new(seed=seed, content=self.app.load_content(), **game_options(c))
        session = Session(game=game, players=[_("Player {n}").format(n=i + 1)
                                                      for i in range(len(c.heroes))])
        session.catch_up()
        try:
            session.saved_game = self.app.store().create(game)
        except Exception as exc:  # noqa: BLE001  (a read-only disk: the game could not count)
            self.message = _("The game cannot be saved, so it could not count for the campaign: {reason}").format(
                reason=exc)
            self.refresh()
            return
        start_game(c, save=session.saved_game.name, seed=seed)
        if not self.save():
            abandon(c)
            self.refresh()
            return
        self.app.show("explore", session)

    # --- drawing -------------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        draw_depths_backdrop(surface, self.t)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 8, 6, 170))
        surface.blit(veil, (0, 0))

    def draw_over(self, surface: pygame.Surface) -> None:
        """The house rules' check boxes (check_box.py), over their buttons, scrolling with them."""
        if self.sheet_box is not None:
            clip = surface.get_clip()
            surface.set_clip(self.sheet_box.rect.clip(clip))
            draw_check_boxes(surface, self.sheet_box.get_container())
            surface.set_clip(clip)

    def probe(self) -> dict[str, Any]:
        return {"talents": {tid: list(b.rect.center) for b, tid in self.talent_buttons.items()},
                "tabs": [list(b.rect.center) for b in self.hero_tabs],
                "next_game": list(self.setup_b.rect.center) if self.setup_b else None,
                "ecologies": {eco: list(b.rect.center) for b, eco in self.ecology_buttons.items()},
                "house_rules": {key: list(b.rect.center) for b, key in self.house_buttons.items()},
                "start": list(self.start_b.rect.center) if self.start_b else None}
