"""ITEMS: receiving, drawing (single- and multi-classed heroes), ADD / Replace, equipping, and
limited-use items.

"When a Hero receives an Item they place it along the bottom of their Hero Mat." "Heroes are
limited to equipping up to two hand icons worth of Items at a time. Unequipped Items are not
discarded" "Items may be Equipped or Unequipped anytime while Exploring, but cannot be Equipped or
Unequipped while Encountering."

ADD / Replace, exactly as the steps: combine the discard and draw piles; add the Item Action Cards
of the specified Values; remove as many cards as were added (any card, even one just added);
shuffle the result into a new draw pile. Removed cards leave the deck (back to the hero's set-aside
cards, where a later item may Add them again).

Multi-classed heroes: "draw one from each of their Primary and Secondary Classes and select one to
keep. Items from their Secondary class that require adding Action Cards ... cannot be selected,
but the Hero can forfeit their draw to give an Ally with that Primary Class the Item instead.
Items that are not selected are put on the bottom of their Item pile."

Other areas give an item with `grant_item(game, hero, item_id)` (the Fabled Blades) or
`draw_item_for(game, hero)`.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, ClassVar, Literal

from game.i18n import _, content_text, ngettext
from game.rules.areas.heroes import hero_label
from game.rules.areas.resolving import active, finish, heal_heroes, push
from game.rules.content.hero_cards import card_value, is_power
from game.rules.content.item_cards import CLASSES, ItemDef
from game.rules.core.errors import RuleViolation, quoted
from game.rules.core.messages import Command, Event, Names
from game.rules.describe import describes
from game.rules.fast.positions import remembered
from game.rules.registry import applies, decides, lists_legal, on_game_setup
from game.rules.state.progress_state import CardPiles, ChooseItemStep, ReplaceStep

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame

EQUIP_PHASES = ("exploring", "placing", "dead_end")
MAX_HANDS = 2


def hero_classes(game: RulesGame, hero: int) -> list[str]:
    """Primary class first. "The alternate Heroes can also be played as only having their Primary
    Class. When played this way, Item and Ability draws occur as normal." """
    hero_id = game.state.hero_states[hero].hero
    classes = list(game.content.heroes[hero_id].classes)
    return classes[:1] if hero_id in game.state.single_class else classes


def hands_used(game: RulesGame, hero: int) -> int:
    return sum(game.content.items[i].hands for i in game.state.hero_states[hero].equipped)


def equip_problem(game: RulesGame, hero: int, item: str) -> str | None:
    idef = game.content.items[item]
    if idef.classes and not set(idef.classes) & set(hero_classes(game, hero)):
        return _("Only a {classes} can equip {item}.").format(
            classes=_(" or ").join(c.capitalize() for c in idef.classes), item=idef.name)
    if hands_used(game, hero) + idef.hands > MAX_HANDS:
        return ngettext("{hero} has only two hands: unequip something before equipping {item} ({n} hand).",
                        "{hero} has only two hands: unequip something before equipping {item} ({n} hands).",
                        idef.hands).format(hero=hero_label(game, hero), item=idef.name, n=idef.hands)
    return None


# --- events -----------------------------------------------------------------------------------

class ItemPilesReady(Event):
    """"shuffle them into separate draw piles": each class's Item and Ability Cards (top first)."""

    kind: Literal["item_piles_ready"] = "item_piles_ready"
    hidden: ClassVar[tuple[str, ...]] = ("items.*", "abilities.*")
    items: dict[str, tuple[str, ...]]
    abilities: dict[str, tuple[str, ...]]


class ItemsDrawn(Event):
    """Items drawn from class Item piles (to be kept, or chosen among)."""

    kind: Literal["items_drawn"] = "items_drawn"
    reveals: ClassVar[bool] = True
    hero: int
    items: tuple[str, ...]


class ItemsReturned(Event):
    """Items not selected go "on the bottom of their Item pile"."""

    kind: Literal["items_returned"] = "items_returned"
    items: tuple[str, ...]


class ItemGained(Event):
    kind: Literal["item_gained"] = "item_gained"
    hero: int
    item: str
    equipped: bool
    uses: int | None = None


class ItemEquipped(Event):
    kind: Literal["item_equipped"] = "item_equipped"
    hero: int
    item: str


class ItemUnequipped(Event):
    kind: Literal["item_unequipped"] = "item_unequipped"
    hero: int
    item: str


class ItemCardsAdded(Event):
    """ADD: discard and draw piles combined, the Item Action Cards added."""

    kind: Literal["item_cards_added"] = "item_cards_added"
    hero: int
    cards: tuple[str, ...]


class CardsReplaced(Event):
    """Replace: `removed` leave the deck; the rest, shuffled, is the new draw pile (`order`)."""

    kind: Literal["cards_replaced"] = "cards_replaced"
    hidden: ClassVar[tuple[str, ...]] = ("order",)
    hero: int
    removed: tuple[str, ...]
    order: tuple[str, ...]


class ItemUsed(Event):
    """One use token removed; an item with none left is spent."""

    kind: Literal["item_used"] = "item_used"
    hero: int
    item: str


# --- commands ---------------------------------------------------------------------------------

class EquipItem(Command):
    kind: Literal["equip_item"] = "equip_item"
    hero: int
    item: str


class UnequipItem(Command):
    kind: Literal["unequip_item"] = "unequip_item"
    hero: int
    item: str


class KeepItem(Command):
    """A multi-classed hero keeps one of the two items drawn."""

    kind: Literal["keep_item"] = "keep_item"
    hero: int
    item: str


class ForfeitItem(Command):
    """A multi-classed hero forfeits the draw to give an ally with that Primary Class the item."""

    kind: Literal["forfeit_item"] = "forfeit_item"
    hero: int
    item: str
    ally: int


class ReplaceCards(Command):
    """Replace: the cards to remove from the combined Action Card Deck."""

    kind: Literal["replace_cards"] = "replace_cards"
    listing: ClassVar[Literal["every", "canonical"]] = "canonical"  # one removal per set of faces
    hero: int
    remove: Names


class UseItem(Command):
    """Use a limited-use item while exploring (e.g. heal); unlocking is done at the Door."""

    kind: Literal["use_item"] = "use_item"
    hero: int
    item: str


# --- setup ------------------------------------------------------------------------------------

def _stacked_pile(game: RulesGame, key: str, ids: list[str]) -> tuple[str, ...]:
    top = [c for c in game.state.stacked.get(key, []) if c in ids]
    rest = [c for c in ids if c not in top]
    game.rng.shuffle(rest)
    return tuple(top + rest)


@on_game_setup
def set_up_item_piles(game: RulesGame) -> None:
    """Item and Ability piles for every class the party holds (stack with "items:<class>" /
    "abilities:<class>")."""
    held = {c for h in range(len(game.state.hero_states)) for c in hero_classes(game, h)}
    classes = [c for c in CLASSES if c in held]
    items = {c: _stacked_pile(game, f"items:{c}", game.content.class_items[c]) for c in classes}
    abilities = {c: _stacked_pile(game, f"abilities:{c}", game.content.class_abilities[c]) for c in classes}
    game.emit(ItemPilesReady(items=items, abilities=abilities))


# --- giving items -----------------------------------------------------------------------------

def grant_item(game: RulesGame, hero: int, item: str) -> None:
    """The hero receives `item`: equipped when it fits, then its ADD / Replace if it Adds cards."""
    idef = game.content.items[item]
    equip = equip_problem(game, hero, item) is None
    game.emit(ItemGained(hero=hero, item=item, equipped=equip, uses=idef.uses))
    add_item_cards(game, hero, idef)


def add_item_cards(game: RulesGame, hero: int, idef: ItemDef) -> None:
    if not idef.add:
        return
    reserve = list(game.state.hero_states[hero].reserve)
    cards = []
    for v in idef.add:
        card = next((c for c in reserve if ":item-" in c and card_value(c) == v), None)
        if card is not None:
            reserve.remove(card)
            cards.append(card)
    if not cards:
        return
    game.emit(ItemCardsAdded(hero=hero, cards=tuple(cards)))
    push(game, ReplaceStep(hero=hero, count=len(cards), item=idef.id))


def draw_item_for(game: RulesGame, hero: int) -> None:
    """The hero draws from their Hero-specific Item Cards (one of each class if multi-classed)."""
    piles = game.state.piles.items
    drawn = [piles[c][0] for c in hero_classes(game, hero) if piles.get(c)]
    if not drawn:
        return
    game.emit(ItemsDrawn(hero=hero, items=tuple(drawn)))
    if len(drawn) == 1 and keep_problem(game, hero, drawn[0]) is None:
        grant_item(game, hero, drawn[0])
    elif len(drawn) == 1:
        # only the Secondary class's pile had a card, and it Adds cards: it "cannot be selected";
        # an ally with that Primary Class may be given it, else it goes back under its pile
        deck = game.content.items[drawn[0]].deck
        if any(a != hero and hero_classes(game, a)[0] == deck for a in range(len(game.state.heroes))):
            push(game, ChooseItemStep(hero=hero, options=drawn))
        else:
            game.emit(ItemsReturned(items=tuple(drawn)))
    else:
        push(game, ChooseItemStep(hero=hero, options=drawn))


def keep_problem(game: RulesGame, hero: int, item: str) -> str | None:
    """"Items from their Secondary class that require adding Action Cards ... cannot be selected"."""
    idef = game.content.items[item]
    if idef.add and idef.deck != hero_classes(game, hero)[0]:
        return _("{item} Adds Action Cards of the {hero_class}, {hero}'s secondary class: it cannot be kept "
                 "(forfeit it to an ally with that primary class instead).").format(
            item=idef.name, hero_class=idef.deck, hero=hero_label(game, hero))
    return None


def _choice(game: RulesGame, hero: int) -> ChooseItemStep:
    step = active(game)
    if not isinstance(step, ChooseItemStep) or step.hero != hero:
        raise RuleViolation(_("There is no item for that hero to choose now."))
    return step


@decides(KeepItem)
def decide_keep(game: RulesGame, cmd: KeepItem) -> None:
    step = _choice(game, cmd.hero)
    if cmd.item not in step.options:
        raise RuleViolation(_("That item was not drawn."))
    problem = keep_problem(game, cmd.hero, cmd.item)
    if problem:
        raise RuleViolation(problem)
    game.emit(ItemsReturned(items=tuple([i for i in step.options if i != cmd.item])))
    finish(game)
    grant_item(game, cmd.hero, cmd.item)


@decides(ForfeitItem)
def decide_forfeit(game: RulesGame, cmd: ForfeitItem) -> None:
    step = _choice(game, cmd.hero)
    if cmd.item not in step.options:
        raise RuleViolation(_("That item was not drawn."))
    if not 0 <= cmd.ally < len(game.state.heroes) or cmd.ally == cmd.hero:
        raise RuleViolation(_("Forfeit the item to an ally."))
    deck = game.content.items[cmd.item].deck
    if hero_classes(game, cmd.ally)[0] != deck:
        raise RuleViolation(_("Only an ally whose primary class is {hero_class} can be given that item.").format(
            hero_class=deck))
    game.emit(ItemsReturned(items=tuple([i for i in step.options if i != cmd.item])))
    finish(game)
    grant_item(game, cmd.ally, cmd.item)


@decides(ReplaceCards)
def decide_replace(game: RulesGame, cmd: ReplaceCards) -> None:
    step = active(game)
    if not isinstance(step, ReplaceStep) or step.hero != cmd.hero:
        raise RuleViolation(_("No cards are to be replaced now."))
    hs = game.state.hero_states[cmd.hero]
    deck = list(hs.draw + hs.discard)
    if len(cmd.remove) != step.count:
        raise RuleViolation(ngettext("Remove exactly {n} card: as many as were added.",
                                     "Remove exactly {n} cards: as many as were added.",
                                     step.count).format(n=step.count))
    for c in cmd.remove:
        if c not in deck:
            fields = {"name": quoted(c), "hero": hero_label(game, cmd.hero)}
            if c in hs.draw + hs.discard:
                raise RuleViolation(_("No card called {name} is in {hero}'s combined Action Card Deck that many "
                                      "times.").format(**fields))
            raise RuleViolation(_("No card called {name} is in {hero}'s combined Action Card Deck.").format(**fields))
        deck.remove(c)
    game.rng.shuffle(deck)
    game.emit(CardsReplaced(hero=cmd.hero, removed=cmd.remove, order=tuple(deck)))
    finish(game)


# --- equipping and using ----------------------------------------------------------------------

def _holds(game: RulesGame, hero: int, item: str) -> None:
    if not 0 <= hero < len(game.state.hero_states):
        raise RuleViolation(_("There is no such hero."))
    hs = game.state.hero_states[hero]
    if item not in hs.equipped and item not in hs.unequipped:
        raise RuleViolation(_("{hero} does not have that item.").format(hero=hero_label(game, hero)))


@decides(EquipItem)
def decide_equip(game: RulesGame, cmd: EquipItem) -> None:
    if game.state.phase not in EQUIP_PHASES:
        raise RuleViolation(_("Items cannot be equipped while Encountering, only while exploring."))
    _holds(game, cmd.hero, cmd.item)
    if cmd.item in game.state.hero_states[cmd.hero].equipped:
        raise RuleViolation(_("That item is already equipped."))
    problem = equip_problem(game, cmd.hero, cmd.item)
    if problem:
        raise RuleViolation(problem)
    game.emit(ItemEquipped(hero=cmd.hero, item=cmd.item))


@decides(UnequipItem)
def decide_unequip(game: RulesGame, cmd: UnequipItem) -> None:
    if game.state.phase not in EQUIP_PHASES:
        raise RuleViolation(_("Items cannot be unequipped while Encountering, only while exploring."))
    _holds(game, cmd.hero, cmd.item)
    if cmd.item not in game.state.hero_states[cmd.hero].equipped:
        raise RuleViolation(_("That item is not equipped."))
    idef = game.content.items[cmd.item]
    if idef.drawback == "bound":
        raise RuleViolation(_("{item} will not leave its wielder's hand. {drawback}").format(
            item=idef.name, drawback=idef.drawback_text))
    game.emit(ItemUnequipped(hero=cmd.hero, item=cmd.item))


def use_problem(game: RulesGame, hero: int, item: str, op: str | None = None) -> str | None:
    idef = game.content.items[item]
    if not idef.use or game.state.item_uses.get(item, 0) < 1:
        if idef.use:
            return _("{item} has no use left.").format(item=idef.name)
        return _("{item} is not used that way.").format(item=idef.name)
    if op is not None and not any(e.op == op for e in idef.use):
        return _("{item} cannot do that.").format(item=idef.name)
    return None


@decides(UseItem)
def decide_use(game: RulesGame, cmd: UseItem) -> None:
    if game.state.phase != "exploring":
        raise RuleViolation(_("Items are used this way only while exploring."))
    _holds(game, cmd.hero, cmd.item)
    problem = use_problem(game, cmd.hero, cmd.item)
    if problem:
        raise RuleViolation(problem)
    idef = game.content.items[cmd.item]
    if any(e.op == "unlock" for e in idef.use):
        raise RuleViolation(_("Use {item} at a Door or locked Chest (Encounter it).").format(item=idef.name))
    game.emit(ItemUsed(hero=cmd.hero, item=cmd.item))
    n = len(game.state.heroes)
    for e in idef.use:
        if e.op == "heal":
            amounts = [e.amount] * n if e.to in ("allies", "opponents") else \
                [e.amount if i == cmd.hero else 0 for i in range(n)]
            heal_heroes(game, amounts, idef.name)


# --- legal ------------------------------------------------------------------------------------

def replace_options(game: RulesGame, hero: int, count: int) -> list[list[str]]:
    """One removal per distinct set of card faces (values; Power Cards are left out of the list)."""
    hs = game.state.hero_states[hero]
    deck = [c for c in hs.draw + hs.discard if not is_power(c)]
    by_face: dict[str, list[str]] = {}
    for c in sorted(deck):
        face = c.split(":", 1)[1].rstrip("abcdefghijklmnopqrstuvwxyz") if not is_power(c) else "power"
        by_face.setdefault(face, []).append(c)
    out = []
    for combo in itertools.combinations_with_replacement(sorted(by_face), count):
        picked: list[str] = []
        ok = True
        for face in dict.fromkeys(combo):  # in order: a set would order by string hash
            n = combo.count(face)
            if len(by_face[face]) < n:
                ok = False
                break
            picked += by_face[face][:n]
        if ok:
            out.append(picked)
    return out


@lists_legal("resolving", *EQUIP_PHASES)
def legal_items(game: RulesGame) -> list[Command]:
    s = game.state
    out: list[Command] = []
    step = active(game)
    if s.phase == "resolving" and isinstance(step, ChooseItemStep):
        for item in step.options:
            if keep_problem(game, step.hero, item) is None:
                out.append(KeepItem(hero=step.hero, item=item))
            deck = game.content.items[item].deck
            for ally in range(len(s.heroes)):
                if ally != step.hero and hero_classes(game, ally)[0] == deck:
                    out.append(ForfeitItem(hero=step.hero, item=item, ally=ally))
        return out
    if s.phase == "resolving" and isinstance(step, ReplaceStep):
        return [ReplaceCards(hero=step.hero, remove=tuple(r)) for r in replace_options(game, step.hero, step.count)]
    if s.phase in EQUIP_PHASES:
        # the offers depend only on these
        key = ("legal_items", s.phase, tuple((tuple(hs.equipped), tuple(hs.unequipped)) for hs in s.hero_states),
               tuple(s.item_uses.items()))
        return list(remembered(game, key, lambda: _equip_offers(game)))
    return out


def _equip_offers(game: RulesGame) -> list[Command]:
    """Equip, Unequip and Use offers while exploring (or placing / at a dead end: no Use then)."""
    s = game.state
    out: list[Command] = []
    for h, hs in enumerate(s.hero_states):
        for item in hs.unequipped:
            if equip_problem(game, h, item) is None:
                out.append(EquipItem(hero=h, item=item))
        for item in hs.equipped:
            if game.content.items[item].drawback != "bound":
                out.append(UnequipItem(hero=h, item=item))
        if s.phase == "exploring":
            for item in hs.equipped + hs.unequipped:
                idef = game.content.items[item]
                if idef.use and not idef.unlocks and use_problem(game, h, item) is None:
                    out.append(UseItem(hero=h, item=item))
    return out


# --- applying ---------------------------------------------------------------------------------

@applies(ItemPilesReady)
def apply_piles(game: RulesGame, e: ItemPilesReady) -> None:
    piles = game.state.piles
    game.state.piles = CardPiles(features=piles.features, items={k: list(v) for k, v in e.items.items()},
                                 abilities={k: list(v) for k, v in e.abilities.items()})


@applies(ItemsDrawn)
def apply_items_drawn(game: RulesGame, e: ItemsDrawn) -> None:
    for item in e.items:
        pile = game.state.piles.items.get(game.content.items[item].deck or "", [])
        if item in pile:
            pile.remove(item)


@applies(ItemsReturned)
def apply_items_returned(game: RulesGame, e: ItemsReturned) -> None:
    for item in e.items:
        game.state.piles.items.setdefault(game.content.items[item].deck or "", []).append(item)


@applies(ItemGained)
def apply_item_gained(game: RulesGame, e: ItemGained) -> None:
    hs = game.state.hero_states[e.hero]
    (hs.equipped if e.equipped else hs.unequipped).append(e.item)
    if e.uses is not None:
        game.state.item_uses[e.item] = e.uses


@applies(ItemEquipped)
def apply_equipped(game: RulesGame, e: ItemEquipped) -> None:
    hs = game.state.hero_states[e.hero]
    hs.unequipped.remove(e.item)
    hs.equipped.append(e.item)


@applies(ItemUnequipped)
def apply_unequipped(game: RulesGame, e: ItemUnequipped) -> None:
    hs = game.state.hero_states[e.hero]
    hs.equipped.remove(e.item)
    hs.unequipped.insert(0, e.item)


@applies(ItemCardsAdded)
def apply_cards_added(game: RulesGame, e: ItemCardsAdded) -> None:
    hs = game.state.hero_states[e.hero]
    for c in e.cards:
        hs.reserve.remove(c)
    hs.draw = hs.draw + hs.discard + list(e.cards)
    hs.discard = []


@applies(CardsReplaced)
def apply_replaced(game: RulesGame, e: CardsReplaced) -> None:
    hs = game.state.hero_states[e.hero]
    hs.draw = list(e.order)
    hs.discard = []
    hs.reserve.extend(e.removed)


@applies(ItemUsed)
def apply_item_used(game: RulesGame, e: ItemUsed) -> None:
    s = game.state
    left = s.item_uses.get(e.item, 0) - 1
    if left > 0:
        s.item_uses[e.item] = left
        return
    s.item_uses.pop(e.item, None)
    hs = s.hero_states[e.hero]
    for held in (hs.equipped, hs.unequipped):
        if e.item in held:
            held.remove(e.item)


# --- the log ----------------------------------------------------------------------------------

def _item(game: RulesGame, item: str) -> str:
    """An Item's name in the current language (the `cards` catalogue by its id, else as written)."""
    return content_text(game.content.items[item].name, item)


@describes("items_drawn")
def _d_drawn(game: RulesGame, e: ItemsDrawn) -> str:
    items = [_item(game, i) for i in e.items]
    if len(items) > 1:
        return _("{hero} draws {first} and {last}.").format(
            hero=hero_label(game, e.hero), first=" and ".join(items[:-1]), last=items[-1])
    return _("{hero} draws {item}.").format(hero=hero_label(game, e.hero), item="".join(items))


@describes("item_gained")
def _d_gained(game: RulesGame, e: ItemGained) -> str:
    if e.equipped:
        return _("{hero} receives {item} and equips it.").format(hero=hero_label(game, e.hero),
                                                                 item=_item(game, e.item))
    return _("{hero} receives {item} (unequipped).").format(hero=hero_label(game, e.hero), item=_item(game, e.item))


@describes("item_equipped")
def _d_equipped(game: RulesGame, e: ItemEquipped) -> str:
    return _("{hero} equips {item}.").format(hero=hero_label(game, e.hero), item=_item(game, e.item))


@describes("item_unequipped")
def _d_unequipped(game: RulesGame, e: ItemUnequipped) -> str:
    return _("{hero} unequips {item}.").format(hero=hero_label(game, e.hero), item=_item(game, e.item))


@describes("item_cards_added")
def _d_added(game: RulesGame, e: ItemCardsAdded) -> str:
    values = ", ".join(str(card_value(c)) for c in e.cards)
    return _("{hero} Adds Item Action Cards {cards} and must Replace {n}.").format(
        hero=hero_label(game, e.hero), cards=values, n=len(e.cards))


@describes("cards_replaced")
def _d_replaced(game: RulesGame, e: CardsReplaced) -> str:
    values = ", ".join(str(card_value(c)) if not is_power(c) else _("a Power Card") for c in e.removed)
    return _("{hero} removes {cards} and shuffles a new draw pile.").format(hero=hero_label(game, e.hero),
                                                                            cards=values)


@describes("item_used")
def _d_used(game: RulesGame, e: ItemUsed) -> str:
    left = game.state.item_uses.get(e.item, 0)
    return ngettext("{hero} uses {item} ({n} use left).", "{hero} uses {item} ({n} uses left).", left).format(
        hero=hero_label(game, e.hero), item=_item(game, e.item), n=left)
