"""The combat table's widgets: the sidebar's choices (every legal command the table does not draw
itself, the default first), the ability buttons under the hand, the Play button, the controls row
(Undo, Items, Rules, Menu, Hint) and the log, all placed by `CombatLayout`. A mixin of CombatScene: the
scene turns their presses into commands."""

from __future__ import annotations

import html
import math
from functools import partial
from typing import Any

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UITextBox

from game.i18n import _, card_text, content_text, ngettext, pgettext
from game.rules import Command, ability_name, card_value, individual_words, power_cards_to_spend

from .. import actions
from ..combat_preview import pair_forecast, preview_words
from ..hint_view import hint_tip
from ..labels import PLAY_CARDS, command_label, command_tooltip
from ..log_view import LogView
from ..look import ellipsized, fit_button_choices, fit_button_words
from ..undo_control import mark_undo
from .layout import CombatLayout
from .table_state import TableState


class CombatSidebar(TableState):
    """Widgets of the combat table (see the module's note)."""

    manager: Any
    root: Any
    filter: str | None
    _seen: int
    _bfont: tuple[Any, dict[str, Any]]  # (manager, its button fonts by object id), set on first use (_button_font)

    def build(self) -> None:
        heroes = len(self.game.state.heroes)
        self.L = L = CombatLayout.make(self.app.size, self.app.settings.ui_scale, heroes)
        m, root = self.manager, self.root
        self.play_button = UIButton(L.play_button(), _(PLAY_CARDS), m, container=root, object_id="#primary",
                                    tool_tip_text=_("Play the selected cards ({key}): this hero is ready").format(
                                        key=actions.key_for("confirm")))
        self.action_buttons: list[tuple[UIButton, Command]] = []
        self.ability_buttons: list[tuple[UIButton, str, int]] = []
        self.more_abilities: UIButton | None = None  # "+n": the abilities the row has no room for
        self.controls: dict[UIButton, str] = {}
        x0, pad = L.side.x + L.pad, L.pad
        bw = L.side.width - 2 * pad
        row_y = L.controls_y(heroes)
        # i18n: the combat table's small control buttons (a short word each: the tooltip says the rest)
        controls = (("undo", pgettext("control", "Undo"),
                     _("Take back the last move, never past a card turned up ({key})")
                     .format(key=actions.key_for("undo"))),
                    ("items", pgettext("control", "Items"),
                     _("The party's Items (equipping waits until after the fight)")),
                    ("rules", pgettext("control", "Rules"),
                     _("The rulebook, searchable ({key})").format(key=actions.key_for("rules"))),
                    ("menu", pgettext("control", "Menu"),
                     _("Save and quit, settings, help ({key})").format(key=actions.key_for("back"))),
                    ("hint", pgettext("control", "Hint"), hint_tip()))
        rows = self._control_rows(bw, [label for _key, label, _tip in controls])
        per_row, step = math.ceil(len(controls) / rows), L.button_h + 4
        # large text: the words whole on more rows, the rows above the first into the choices' room
        # when it keeps three choices, else below it (the log gives up the lines)
        above = row_y - (rows - 1) * step - 6 >= self.choices_top + 3 * step
        top = row_y - (rows - 1) * step if above else row_y
        for i, (key, label, tip) in enumerate(controls):
            row, at = divmod(i, per_row)
            n = min(per_row, len(controls) - row * per_row)
            small = (bw - 4 * (n - 1)) // n
            b = UIButton(pygame.Rect(x0 + at * (small + 4), top + row * step, small, L.button_h), label, m,
                         container=root, tool_tip_text=tip, object_id="#control")
            fit_button_words(b, label, tip)  # (words too long even on three rows: cut, whole in the tooltip)
            self.controls[b] = key
            if key == "undo":
                mark_undo(b)
        self.buttons_bottom = top - 6
        log_top = top + (rows - 1) * step + L.button_h + 6
        # at a large UI scale in a short window the log's lines are set closer, as on the map (issue 39)
        close = L.close_log
        self.log_box = UITextBox("", pygame.Rect(x0, log_top, bw, L.size[1] - log_top - pad), m, container=root,
                                 object_id="#log_compact" if close else "#small")
        self.log = LogView(self.log_box, m, root, L.button_h)
        self._seen = -1

    @property
    def choices_top(self) -> int:
        return self.L.choices_top(len(self.game.state.heroes))

    def online_strip_slot(self) -> pygame.Rect:
        """Online: the status strip goes where this window's choices would be (it has none while it
        waits for another player), clear of the table's title and step line."""
        L = self.L
        return pygame.Rect(L.side.x + L.pad, self.choices_top, L.side.width - 2 * L.pad, 0)

    def hero_row(self, hero: int) -> pygame.Rect:
        return self.L.hero_row(hero)

    def _refresh_log(self) -> None:
        self.log.show_lines(self.session.log)  # its newest line, unless the player scrolled up to read

    def _clear_choices(self) -> None:
        for b, _cmd in self.action_buttons:
            b.kill()
        self.action_buttons = []
        for b, _ability, _hero in self.ability_buttons:
            b.kill()
        self.ability_buttons = []
        self._kill_more_abilities()

    def _control_rows(self, width: int, labels: list[str]) -> int:
        """On how many rows (one to three) the small controls' words fit whole in `width`."""
        measure = self.manager.get_theme().get_font(["#control"]).size
        for rows in (1, 2):
            n = math.ceil(len(labels) / rows)
            if all(measure(label)[0] <= (width - 4 * (n - 1)) // n - 8 for label in labels):  # (the fit test's 8)
                return rows
        return 3

    def _make_choices(self, commands: list[Command] | None = None) -> None:
        """The sidebar's buttons: every legal command the table does not draw itself (the default, the
        first, highlighted: Enter or Space takes it)."""
        for b, _cmd in self.action_buttons:
            b.kill()
        self.action_buttons = []
        if commands is None:
            hero = self.deciding_hero()
            with_buttons = {a for _, a, _ in self.ability_buttons}
            # what the table draws itself stays off the list: hands (play_cards), the pairs' pills
            # (resolve_pair) and the ability buttons; other heroes' moves wait for their turn
            commands = [c for c in self.legal()
                        if getattr(c, "hero", hero) == hero and c.kind not in ("play_cards", "resolve_pair")
                        and not (c.kind == "activate_ability" and self.filter is None
                                 and getattr(c, "ability", None) in with_buttons)
                        and (self.filter is None or getattr(c, "ability", None) == self.filter)]
        L = self.L
        x0, y = L.side.x + L.pad, self.choices_top
        step = L.button_h + 4
        room = max(3, (self.buttons_bottom - y) // step)
        # the first choice is the default (Enter) unless Enter takes the highlighted pair on the table
        first_is_default = self.default_pair() is None or any(c.kind == "resolve_pair" for c in commands)
        width = L.side.width - 2 * L.pad
        for i, cmd in enumerate(commands[:room]):
            full = self._label(cmd)
            # the default's words are larger and bold; too wide so ("Seine 7 gegen deine 4 (Karte" at 150 %),
            # they take the other choices' face in the default's colours rather than be cut
            default = i == 0 and first_is_default
            big = default and self._button_font("#primary").size(full)[0] <= width - 12
            f = self._button_font("#primary" if big else "#control")
            # cut between words, never in one (issue 39); the tooltip keeps it all
            label = ellipsized(full, width - 12, partial(_width_in, f), keep=3, strip=" ", whole_words=True)
            tip = command_tooltip(self.game, cmd)
            b = UIButton(pygame.Rect(x0, y, width, L.button_h), label, self.manager,
                         container=self.root, tool_tip_text=tip if label == full else f"{full}<br>{tip}",
                         object_id="#primary" if big else ObjectID(object_id="#control", class_id="#primary")
                         if default else "#control")
            self.action_buttons.append((b, cmd))
            y += step

    def _label(self, cmd: Command) -> str:
        """A sidebar button's words; the lone monster card's places say which cards would face."""
        if cmd.kind == "place_monster_card":
            front = self.combat.fronts[cmd.front]  # type: ignore[attr-defined]
            lone = next((s.monster for s in front.slots if s.monster), None)
            hero_card = front.slots[cmd.slot].hero  # type: ignore[attr-defined]
            return _("Its {its} against your {yours} (card {n})").format(
                its=card_value(lone) if lone else "?", yours=card_value(hero_card) or 0,
                n=cmd.slot + 1)  # type: ignore[attr-defined]
        if cmd.kind == "activate_ability" and self.combat is not None:
            c = self.combat
            bits = [ability_name(self.game, cmd.ability)]  # type: ignore[attr-defined]
            if len([f for f in c.fronts if f.hero == cmd.hero]) > 1:  # type: ignore[attr-defined]
                bits.append(_("vs Card {n}").format(n=c.fronts[cmd.front].foe + 1))  # type: ignore[attr-defined]
            if cmd.pair is not None:  # type: ignore[attr-defined]
                bits.append(_("on pair {n}").format(n=cmd.pair + 1))  # type: ignore[attr-defined]
            if cmd.target is not None:  # type: ignore[attr-defined]
                foe = c.foes[c.fronts[cmd.front].foe]  # type: ignore[attr-defined]
                part = foe.parts[cmd.target] if foe.parts else None  # type: ignore[attr-defined]
                bits.append(_("at {part}").format(part=content_text(self.game.content.monsters.entity_parts[part].name))
                            if part
                            else _("at #{n}").format(n=cmd.target + 1))  # type: ignore[attr-defined]
            if cmd.card is not None:  # type: ignore[attr-defined]
                bits.append(_("taking back a {value}").format(value=card_value(cmd.card)))  # type: ignore[attr-defined]
            return " ".join(bits)
        if cmd.kind == "resolve_pair" and self.combat is not None:
            c = self.combat
            foe = c.foes[c.fronts[cmd.front].foe]  # type: ignore[attr-defined]
            f = pair_forecast(self.game, cmd.front, cmd.pair, cmd.target)  # type: ignore[attr-defined]
            if f is not None and cmd.excess is None and cmd.target is not None:  # type: ignore[attr-defined]
                who = individual_words(self.game, None, c.fronts[cmd.front].foe, None)  # type: ignore[attr-defined]
                n = cmd.target + 1  # type: ignore[attr-defined]
                part = foe.parts[cmd.target] if foe.parts else None  # type: ignore[attr-defined]
                if part:
                    who = content_text(self.game.content.monsters.entity_parts[part].name)
                else:
                    who = f"{who[:1].upper()}{who[1:]} #{n}"
                return _("Hit {who} ({health} health): {outcome}").format(
                    who=who, health=foe.health[cmd.target], outcome=preview_words(f))  # type: ignore[attr-defined]
        return command_label(self.game, cmd)

    def _make_ability_buttons(self) -> None:
        """One button per activated ability of the deciding hero, sized to its name; enabled only when
        an ActivateAbility command uses it; the tooltip says what it does, its cost, and why not now."""
        for b, _ability, _hero in self.ability_buttons:
            b.kill()
        self.ability_buttons = []
        self._kill_more_abilities()
        hero = self.deciding_hero()
        if hero is None or hero >= len(self.game.state.hero_states):
            return
        from game.rules import hero_abilities
        usable = {getattr(c, "ability", None) for c in self.legal() if c.kind == "activate_ability"
                  and c.hero == hero}  # type: ignore[attr-defined]
        L = self.L
        h = L.ability_h
        x, y = 12, L.size[1] - h - L.px(10)
        limit = self.play_button.relative_rect.x - 12
        f = self._button_font()
        shown = [ab for ab in hero_abilities(self.game, hero) if ab.trigger != "passive"]
        for i, ab in enumerate(shown):
            label = content_text(ab.name) + (_(" · {n} Power").format(n=ab.cost) if ab.trigger == "power"
                                             else _(" · Block") if ab.trigger == "block" else "")
            width = f.size(label)[0] + L.px(24)
            # room kept for the "+n" button of those after this one, if any
            more_w = f.size(_("+{n}").format(n=len(shown) - i - 1))[0] + L.px(24) + 6 if i < len(shown) - 1 else 0
            if x + width + more_w > limit:  # too long here: the name alone (the tooltip says the rest)
                label = content_text(ab.name)
                width = f.size(label)[0] + L.px(24)
            if x + width + more_w > limit:
                self._more_abilities(hero, shown[i:], usable, pygame.Rect(x, y, 0, h))
                break
            b = UIButton(pygame.Rect(x, y, width, h), label, self.manager, container=self.root,
                         tool_tip_text=self._ability_tip(hero, ab, ab.id in usable), object_id="#control")
            if ab.id not in usable:
                b.disable()
            self.ability_buttons.append((b, ab.id, hero))
            x += width + 6

    def _more_abilities(self, hero: int, rest: list[Any], usable: set[Any], at: pygame.Rect) -> None:
        """The abilities the row has no room for (a large text size): one "+n" button whose tooltip tells
        each (what it does, its cost, why not now); those usable now are also among the choices above."""
        label = _("+{n}").format(n=len(rest))
        tip = "<br><br>".join(self._ability_tip(hero, ab, ab.id in usable) for ab in rest)
        width = self._button_font().size(label)[0] + self.L.px(24)
        self.more_abilities = UIButton(pygame.Rect(at.x, at.y, width, at.height), label, self.manager,
                                       container=self.root, tool_tip_text=tip, object_id="#control")

    def _kill_more_abilities(self) -> None:
        if self.more_abilities is not None:
            self.more_abilities.kill()
        self.more_abilities = None

    def _button_font(self, object_id: str = "#control") -> Any:
        """The widget theme's font of a button with this object id (what its words are measured with)."""
        if getattr(self, "_bfont", None) is None or self._bfont[0] is not self.manager:
            self._bfont = (self.manager, {})
        fonts = self._bfont[1]
        if object_id not in fonts:
            probe = UIButton(pygame.Rect(-300, -300, 80, 40), "", self.manager, container=self.root,
                             object_id=object_id)
            fonts[object_id] = probe.font
            probe.kill()
        return fonts[object_id]

    def _ability_tip(self, hero: int, ab: Any, usable: bool) -> str:
        trigger = {"power": ngettext("Power-activated: costs {n} Stored Power Card",
                                     "Power-activated: costs {n} Stored Power Cards", ab.cost).format(n=ab.cost),
                   "block": _("Block-activated: only with a Block chosen, one a round")}.get(ab.trigger, ab.trigger)
        hs = self.game.state.hero_states[hero]
        bits = [f"<b>{html.escape(card_text(ab, 'name'))}</b>",
                html.escape(trigger) + (_(" · Spell (Exhausted once used)") if ab.spell else ""),
                html.escape(card_text(ab, "text")), _("Stored Power: {n}").format(n=len(hs.stored))]
        shared = len(power_cards_to_spend(self.game, hero))
        if shared != len(hs.stored):  # house rule: the others' Stored Power Cards pay too
            bits[-1] += _(" (with the party's, shared: {n})").format(n=shared)
        if usable:
            bits.append("<font color='#9ee08a'>" + _("Usable now: click to choose how.") + "</font>")
        else:
            bits.append(f"<font color='#ff9080'>{html.escape(self._ability_reason(hero, ab.id))}</font>")
        return "<br>".join(bits)

    def _ability_reason(self, hero: int, ability: str) -> str:
        """The engine's sentence for why the ability cannot be activated now."""
        from game.rules import ActivateAbility, RuleViolation, ability_problem, hero_fronts
        c = self.combat
        fronts = hero_fronts(c, hero) if c is not None else []
        try:
            problem = ability_problem(self.game, ActivateAbility(hero=hero, ability=ability,
                                                                 front=fronts[0] if fronts else 0))
        except RuleViolation as exc:
            problem = str(exc)
        return problem or _("Nothing it could act on now.")

    def _refresh_play_button(self) -> None:
        hero = self.deciding_hero()
        options = self.play_options(hero)
        if not options:
            self.play_button.hide()
            return
        self.play_button.show()
        need = len(options[0])
        match = self._matching_play(hero)
        if match is None:
            # (the shorter forms where a long language outgrows the button: the fullest heads the tooltip)
            words = [_("{play} ({chosen}/{n} chosen)").format(play=_(PLAY_CARDS), chosen=len(self.selected), n=need),
                     _("{play} ({chosen}/{n})").format(play=_(PLAY_CARDS), chosen=len(self.selected), n=need)]
            self.play_button.set_text(words[0])
            self.play_button.set_tooltip(ngettext("Choose {n} card first: click it in the hand ({chosen} chosen).",
                                                  "Choose {n} cards first: click them in the hand ({chosen} chosen).",
                                                  need).format(n=need, chosen=len(self.selected))
                                         if len(self.selected) < need else
                                         _("These cards cannot be played together now."))
            self.play_button.disable()
        else:
            cards = ", ".join(self._value(c) for c in self.selected)
            words = [_("{play}: {cards}").format(play=_(PLAY_CARDS), cards=cards), _(PLAY_CARDS)]
            self.play_button.set_text(words[0])
            self.play_button.set_tooltip(_("Play the selected cards ({confirm} or {quick}): this hero is ready.")
                                         .format(confirm=actions.key_for("confirm"), quick=actions.key_for("quick")))
            self.play_button.enable()
        fit_button_choices(self.play_button, words, self.play_button.tool_tip_text)  # a long language

    def _refresh_controls(self) -> None:
        for b, key in self.controls.items():
            if key == "undo":
                if self.session.can_undo():
                    b.enable()
                    b.set_tooltip(_("Take back the last move, never past a card turned up ({key})")
                                  .format(key=actions.key_for("undo")))
                elif self.session.undo_reason():
                    b.disable()
                    b.set_tooltip(self.session.undo_reason())
                else:
                    b.disable()
                    b.set_tooltip(_("Nothing to take back: a card was turned up since the last move, and undo "
                                    "never goes past it."))


def _width_in(font: Any, words: str) -> int:
    """How wide `words` are in a button's `font`."""
    return int(font.size(words)[0])
