"""The door dialog: how the heroes get through a Door (or a locked Chest) — a Key, or an Item,
Ability or Spell that unlocks — each choice a card with its button, and the reason beside any that
cannot be used now.

Which choices are enabled comes from `Game.legal()` (an Encounter with a Key, the UnlockWith
commands); the Key's refusal is the engine's `encounter_problem` sentence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, card_text, ngettext
from game.rules import Command, Encounter, encounter_problem

from .. import icons
from ..dialog import DialogScene
from ..labels import proper_name
from ..look import DIM_INK, GOLD, INK, UI_SCALE, font, paint, text

if TYPE_CHECKING:
    from game.rules import Game

    from ..app import App
    from ..scene import Scene
    from ..session import Session

CARD_W = 150


def unlockers(game: Game, hero: int) -> list[tuple[str, str]]:
    """(kind, id) of everything this hero holds that can unlock: items, abilities and spells."""
    from game.rules import hero_abilities
    hs = game.state.hero_states[hero]
    out = [("item", i) for i in hs.equipped + hs.unequipped if game.content.items[i].unlocks]
    out += [("ability", a.id) for a in hero_abilities(game, hero) if any(e.op == "unlock" for e in a.effects)]
    return out


def door_choices(game: Game, element: str) -> list[Command]:
    """The legal ways through this element now: the Key (Encounter) and each UnlockWith."""
    return [c for c in game.legal() if getattr(c, "element", None) == element
            and c.kind in ("encounter", "unlock_with")]


class DoorDialog(DialogScene):
    name = "door"
    closable = True
    fallback = False
    handled = frozenset({"encounter", "unlock_with"})
    rules_topic = "door"
    window_scaled = True

    def __init__(self, app: App, session: Session, backdrop: Scene | None, element: str) -> None:
        super().__init__(app, session, backdrop)
        self.element = element
        el = self.game.state.elements[element]
        self.title = N_("A locked Door") if el.kind == "door" else N_("A locked Chest")  # shown with _()

    def still_current(self) -> bool:
        el = self.game.state.elements.get(self.element)
        return self.game.state.phase == "exploring" and el is not None and el.status == "discovered"

    def deciding_hero(self) -> int | None:
        return None  # the party decides together

    def _reason(self, hero: int, kind: str, source: str) -> str:
        """Why a hero's unlocker cannot be used now (the item's own sentence, an ability's cost)."""
        hs = self.game.state.hero_states[hero]
        if kind == "item":
            from game.rules import use_problem
            return use_problem(self.game, hero, source, "unlock") or _("Not usable here now.")
        from game.rules import hero_abilities
        ab = next((a for a in hero_abilities(self.game, hero) if a.id == source), None)
        if ab is None:
            return _("Not usable here now.")
        if ab.spell and ab.id in hs.exhausted:
            return _("{ability} is Exhausted until it is Refreshed.").format(ability=card_text(ab, "name"))
        from game.rules import power_cards_to_spend
        held = len(power_cards_to_spend(self.game, hero))  # the party's too under the shared house rule
        if held < ab.cost:
            return ngettext("Costs {n} Stored Power Card; {held} stored.",
                            "Costs {n} Stored Power Cards; {held} stored.",
                            ab.cost).format(n=ab.cost, held=held)
        return _("Not usable here now.")

    def rows(self) -> list[tuple[int | None, tuple[str, str] | None, Command | None, str]]:
        """(hero, card, command, words) for the Key and every unlocker of every hero."""
        legal = door_choices(self.game, self.element)
        key_cmd = next((c for c in legal if c.kind == "encounter"), None)
        out: list[tuple[int | None, tuple[str, str] | None, Command | None, str]] = [
            (None, None, key_cmd, _("Spend a Key ({n} left)").format(n=self.game.state.keys) if key_cmd is not None
             else encounter_problem(self.game, self.element) or _("No Key can be spent now."))]
        for h in range(len(self.game.state.heroes)):
            for kind, source in unlockers(self.game, h):
                cmd = next((c for c in legal if c.kind == "unlock_with" and c.hero == h  # type: ignore[attr-defined]
                            and c.source == source), None)  # type: ignore[attr-defined]
                out.append((h, (kind, source), cmd, "" if cmd is not None else self._reason(h, kind, source)))
        return out

    INTRO = N_("Unlock it with a Key, or with an Item, Ability or Spell that unlocks (it is then "
               "Encountered: the Lantern moves there).")  # shown with _()

    def _geometry(self) -> tuple[int, int, int]:
        """(the names' top, a card's width, a column's width)."""
        p, lay = self.panel, self.lay
        top = self.write(None, _(self.INTRO), (p.x + lay.u(20), self.body_top()), 15, INK,
                         p.width - 2 * lay.u(20)) + lay.u(12)
        below = lay.line(14) + lay.u(8) + self.row_h() + lay.u(8) + 4 * lay.line(13)
        card_w = max(lay.u(50), min(lay.u(CARD_W), int((self.refusal_y() - lay.u(6) - top - below) / 1.4)))
        n = max(1, len(self.rows()))
        # as wide as "Spend a Key" needs where the dialog has room (at 200 % it read "Schlüssel…")
        col = max(card_w + lay.u(24), lay.t(CARD_W + 32), self.label_w(_("Spend a Key"), primary=True))
        return top, card_w, min(col, (p.width - 2 * lay.u(20)) // n - lay.u(16))

    def body(self) -> None:
        p, lay = self.panel, self.lay
        top, card_w, col = self._geometry()
        x = p.x + lay.u(20)
        y = top + lay.line(14) + lay.u(8) + int(card_w * 1.4) + lay.u(8)
        for _hero, card, cmd, _words in self.rows():
            labels = ([_("Spend a Key")] if card is None
                      else [_("Use {card}").format(card=self._card_name(card)), _("Use it")])
            self.command_button(pygame.Rect(x, y, col, self.row_h()), self.fitting(labels, col, card is None), cmd,
                                primary=card is None,
                                tip=(_("Unlock it this way") if cmd is not None
                                     else _("Not possible now (see the reason)"))
                                + ("" if card is None else f": {self._card_name(card)}"))
            x += col + lay.u(16)

    def _card_name(self, card: tuple[str, str]) -> str:
        kind, cid = card
        if kind == "item":
            return self.game.content.items[cid].name
        from ..labels import ability_name
        return ability_name(self.game, cid)

    def draw_body(self, surface: pygame.Surface) -> None:
        p, lay = self.panel, self.lay
        self.write(surface, _(self.INTRO), (p.x + lay.u(20), self.body_top()), 15, INK, p.width - 2 * lay.u(20))
        top, card_w, col = self._geometry()
        x = p.x + lay.u(20)
        name = font(round(14 * UI_SCALE[0]), True)
        for hero, card, cmd, words in self.rows():
            card_top = top + lay.line(14) + lay.u(8)
            if card is None:
                box = pygame.Rect(x, card_top, card_w, int(card_w * 1.4))
                pygame.draw.rect(surface, paint("card_well"), box, border_radius=10)
                pygame.draw.rect(surface, GOLD, box, 2, border_radius=10)
                self._draw_keys(surface, box, col)
                who = _("The party")
            else:
                self.card(surface, card, (x, card_top), card_w, veiled=cmd is None)
                who = proper_name(self.game, hero or 0)
                if name.size(who)[0] > col:
                    who = who.split()[0]
            text(surface, who, (x, top), 14, GOLD if cmd is not None else DIM_INK, bold=True)
            if cmd is None:
                y = card_top + int(card_w * 1.4) + lay.u(8) + self.row_h() + lay.u(8)
                self._wrapped(surface, words, pygame.Rect(x, y, col, 4 * lay.line(13)))
            x += col + lay.u(16)

    def _draw_keys(self, surface: pygame.Surface, box: pygame.Rect, col: int) -> pygame.Rect:
        """The party's Keys: a key on a card-sized box and "Keys: 3" under it where the words fit the
        box, else beside it in the column's room (large text: the box shrinks to leave room for the
        buttons while the words grow; they ran out of the dialog's left edge)."""
        lay = self.lay
        words = _("Keys: {n}").format(n=self.game.state.keys)
        if font(round(18 * UI_SCALE[0]), True).size(words)[0] <= box.width - lay.u(8):
            icons.draw_key(surface, (box.centerx, box.centery - lay.u(10)), lay.u(26))
            return text(surface, words, (box.centerx, box.bottom - lay.line(18) - lay.u(8)), 18, GOLD, bold=True,
                        anchor="midtop")
        icons.draw_key(surface, box.center, min(lay.u(26), box.width * 0.45))
        room, size = col - box.width - lay.u(12), 18
        while size > 10 and font(round(size * UI_SCALE[0]), True).size(words)[0] > room:
            size -= 1
        return text(surface, words, (box.right + lay.u(12), box.centery), size, GOLD, bold=True, anchor="midleft")

    def _wrapped(self, surface: pygame.Surface, words: str, area: pygame.Rect) -> None:
        from ..card_art import wrap
        for i, line in enumerate(wrap(words, font(round(13 * UI_SCALE[0])), area.width)[:4]):
            text(surface, line, (area.x, area.y + self.lay.line(13) * i), 13, (255, 150, 130))


def wants_door_dialog(game: Game, element: str) -> bool:
    """A click on this element opens the door dialog: it is a Door (or a Chest locked by Chests Are
    Locked) that a Key opens, so the Key is spent only by a second, deliberate click on "Spend a
    Key" (issue 39: one stray click on the map must not spend one); or one with an unlocking Item,
    Ability or Spell among the heroes."""
    el = game.state.elements.get(element)
    if el is None or el.status != "discovered" or el.kind not in ("door", "chest"):
        return False
    if any(c.kind == "unlock_with" for c in door_choices(game, element)):
        return True
    locked = el.kind == "door" or game.state.plays("chests_locked")
    return locked and (any(c.kind == "encounter" for c in door_choices(game, element))
                       or el.kind == "door" and any(unlockers(game, h) for h in range(len(game.state.heroes))))


def door_dialog_if_wanted(app: App, session: Session, backdrop: Scene | None, element: str) -> DoorDialog | None:
    """The door dialog for a click on `element` when wants_door_dialog; else None (the registry's "door")."""
    return DoorDialog(app, session, backdrop, element) if wants_door_dialog(session.game, element) else None


__all__ = ["DoorDialog", "Encounter", "door_dialog_if_wanted", "wants_door_dialog"]
