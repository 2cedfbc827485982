"""The setup's right column: the chosen tab's options (the rulebook's variants; the challenge tier
and the house rules; the content packs installed), in a container that scrolls when they outgrow
it (large text). A mixin of SetupScene, which keeps what is chosen."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import pygame
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer, UITextBox

from game.i18n import N_, _, ngettext
from game.rules import EASIER, HARDER, HOUSE_RULES, TIERS, variant_name, variant_text

from .check_box import check_box
from .focus import scroll_to, scrolling_column
from .look import ellipsized, fit_button_words


class SetupOptions:
    """The options' widgets; the scene has what they read (its choices, the app, the manager)."""

    app: Any
    manager: Any
    root: Any
    tab: str
    variants: set[str]
    tier: str
    house_rules: set[str]
    packs: list[Path]
    options_scrolled: tuple[str, int]

    def _build_options(self, area: pygame.Rect) -> UIScrollingContainer:
        """The chosen tab's options in `area`'s top: a container as tall as they are, at most `area`'s
        height (then it scrolls, its options narrower by the scroll bar)."""
        lay = self.app.layout
        small_h, vh = lay.line(13) + lay.u(4), lay.line(16) + lay.u(8)
        build = {"house": self._build_house_rules, "packs": self._build_packs}.get(self.tab, self._build_variants)

        def fill(inner: Any, width: int) -> int:
            self.variant_buttons: dict[str, UIButton] = {}
            self.tier_buttons: dict[str, UIButton] = {}
            self.house_buttons: dict[str, UIButton] = {}
            self.pack_buttons: dict[UIButton, Path] = {}
            return build(inner, width, small_h, vh)
        box = scrolling_column(self.manager, self.root, area, fill)
        if self.options_scrolled[0] == self.tab:  # a toggle pressed far down keeps its place
            scroll_to(box, self.options_scrolled[1])
        return box

    def _build_variants(self, inner: Any, vw: int, small_h: int, vh: int) -> int:
        """The first tab: the rulebook's variants, harder and easier, each a toggle with its rule in
        its tooltip; returns their height."""
        lay, m = self.app.layout, self.manager
        vy = 0
        for group, variants in ((_("Harder"), HARDER), (_("Easier"), EASIER)):
            UILabel(pygame.Rect(0, vy, vw, small_h), group, m, container=inner, object_id="#small")
            vy += small_h
            for key in variants:
                on = key in self.variants
                name, line = variant_name(key), variant_text(key)  # the name on the button; the rule in the tooltip
                b = check_box(pygame.Rect(0, vy, vw, vh), name, on, m, inner, line)
                fit_check_words(b, name, line, SHORT_NAMES.get(key))
                self.variant_buttons[key] = b
                vy += vh + lay.u(4)
        return vy

    def _build_house_rules(self, inner: Any, vw: int, small_h: int, vh: int) -> int:
        """The second tab: the challenge tier (one of four, in two rows when one is too narrow for
        their names) and the house rules (toggles); returns their height."""
        lay, m = self.app.layout, self.manager
        vy = 0
        UILabel(pygame.Rect(0, vy, vw, small_h), _("Challenge tier"), m, container=inner, object_id="#small")
        vy += small_h
        gap = lay.u(4)
        words = self.manager.get_theme().get_font(["button"])
        per_row = len(TIERS)
        if any(words.size(_(t.name))[0] + lay.t(16) > (vw - gap * (per_row - 1)) // per_row for t in TIERS.values()):
            per_row = (per_row + 1) // 2
        tw = (vw - gap * (per_row - 1)) // per_row
        for i, (key, tier) in enumerate((k, t.translated()) for k, t in TIERS.items()):
            on = key == self.tier
            row, place = divmod(i, per_row)
            self.tier_buttons[key] = UIButton(pygame.Rect(place * (tw + gap), vy + row * (vh + gap), tw, vh),
                                              tier.name, m, container=inner, tool_tip_text=tier_words(key),
                                              object_id="#toggle_on" if on else None)
            fit_button_words(self.tier_buttons[key], tier.name, tier_words(key))
        vy += (len(TIERS) + per_row - 1) // per_row * (vh + gap) - gap + lay.u(8)
        UILabel(pygame.Rect(0, vy, vw, small_h), _("House rules"), m, container=inner, object_id="#small")
        vy += small_h
        for key, rule in ((k, r.translated()) for k, r in HOUSE_RULES.items()):
            on = key in self.house_rules
            self.house_buttons[key] = check_box(pygame.Rect(0, vy, vw, vh), rule.name, on, m, inner,
                                                house_rule_words(key))
            fit_check_words(self.house_buttons[key], rule.name, house_rule_words(key), SHORT_NAMES.get(key))
            vy += vh + lay.u(4)
        return vy

    def _build_packs(self, inner: Any, vw: int, small_h: int, vh: int) -> int:
        """The third tab: every content pack installed, a check box each with its rating under it
        (a pack with problems is listed, greyed, with why); returns their height."""
        from .pack_choice import describe, installed
        lay, m = self.app.layout, self.manager
        self.installed = installed(self.app)
        vy = 0
        UILabel(pygame.Rect(0, vy, vw, small_h), _("Content packs installed"), m, container=inner, object_id="#small")
        vy += small_h
        for item in self.installed:
            usable = item.pack is not None and not item.problem
            label = f"{item.name} {item.pack.manifest.version}" if item.pack is not None else item.name
            tip = html.escape(item.pack.manifest.description) if usable and item.pack else None
            b = check_box(pygame.Rect(0, vy, vw, vh), label, item.folder in self.packs, m, inner, tip or None)
            if usable:
                self.pack_buttons[b] = item.folder
            else:
                b.disable()
            vy += vh
            box = UITextBox(html.escape(describe(item)), pygame.Rect(0, vy, vw, -1), m, container=inner,
                            object_id="#small")
            vy += box.rect.height + lay.u(6)
        return vy


# Shorter names of the options whose whole name outgrows its row (200 % text, German): used only then,
# the whole name heading the tooltip, as the combat table's lanes choose their shorter forms by fit.
SHORT_NAMES = {
    "no_level_up_healing": N_("No Healing at Level Up"),
    "keys_each_ecology": N_("3 Keys Each Ecology"),
    "double_healing": N_("Double Healing for XP"),
    "full_heal_after_guardian": N_("Full Heal after a Guardian"),
}


def fit_check_words(button: UIButton, words: str, tip: str | None, short: str | None = None) -> None:
    """A check box whose label is too wide beside its box (200 %, a longer language): its short name
    (`short`, untranslated) if that fits, else cut with an ellipsis; whole at the head of its tooltip."""
    measure = getattr(getattr(button, "font", None), "size", None)
    room = button.rect.width - int(getattr(button, "text_horiz_alignment_padding", 0) or 0) - 12
    if measure is None or measure(words)[0] <= room:
        return
    if short is not None and measure(_(short))[0] <= room:
        button.set_text(_(short))
    else:
        button.set_text(ellipsized(words, room, lambda w: measure(w)[0], keep=2, whole_words=True))
    if not tip or words not in tip:  # (a rule's tooltip names it already)
        button.set_tooltip(f"<b>{html.escape(words)}</b><br>{tip}" if tip else html.escape(words))


def tier_words(key: str) -> str:
    """A tier's hover text: its rule, how hard it is and its extra campaign marks."""
    tier = TIERS[key].translated()
    marks = ngettext("{n} extra campaign mark a game", "{n} extra campaign marks a game", tier.marks).format(
        n=tier.marks)
    return f"<b>{tier.name}</b>: {tier.text}<br>{tier.difficulty} {marks}."


def house_rule_words(key: str) -> str:
    """A house rule's hover text: the rule and how it changes the difficulty."""
    rule = HOUSE_RULES[key].translated()
    return f"<b>{rule.name}</b>: {rule.text}<br>{rule.difficulty}"
