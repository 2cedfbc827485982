"""SPENDING EXPERIENCE POINTS: Keys and Healing while exploring (Abilities at Level Up, see
progression.py), paid with cards the players choose from the communal XP pool or with items.

"Keys can be bought while Heroes are Exploring, but they cannot be bought in the time between
drawing a new Map Tile and placing it." "Healing can be bought anytime while Heroes are Exploring.
It cannot be bought while they are Encountering." "No change is given when Heroes cannot pay an
exact cost" "Players decide together which Cards from their communal pool to spend" "Equipped and
Unequipped Items may be spent for their Experience Point Value."

Healing: "For a certain amount of Experience Points, Heroes get a certain number of Health points
times the number of Heroes. The Players decide how those Health points are distributed."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal, NamedTuple

from game.i18n import N_, _, ngettext
from game.rules.areas.keys_told import keys_after
from game.rules.areas.resolving import heal_heroes
from game.rules.core.errors import RuleViolation, quoted
from game.rules.core.messages import Command, Event, Names, Numbers
from game.rules.describe import cause_words, describes
from game.rules.fast.positions import remembered
from game.rules.fast.tables import per_value
from game.rules.registry import XP_SOURCES, applies, decides, lists_legal

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame

HEALING_PHASES = ("exploring", "placing", "dead_end")


def xp_value(game: RulesGame, card: str) -> int:
    """The Experience Point value printed on a card (monster, feature, item, legendary location)."""
    c = game.content
    if card in c.monsters.monsters:
        return c.monsters.monsters[card].xp
    if card in c.features:
        return c.features[card].xp
    if card in c.items:
        return c.items[card].xp
    for source in XP_SOURCES:
        v = source(game, card)
        if v is not None:
            return v
    return 0


def pool_xp(game: RulesGame) -> int:
    return sum(xp_value(game, c) for c in game.state.xp_pool)


def reference(game: RulesGame):  # noqa: ANN201  (EcologyReference)
    return game.content.references[game.state.ecology]


# --- paying -----------------------------------------------------------------------------------

def item_holder(game: RulesGame, item: str) -> int | None:
    for i, hs in enumerate(game.state.hero_states):
        if item in hs.equipped or item in hs.unequipped:
            return i
    return None


def spendable_item(game: RulesGame, item: str) -> bool:
    """Items may be spent, except a bound Fabled Blade once equipped."""
    holder = item_holder(game, item)
    if holder is None:
        return False
    idef = game.content.items[item]
    return not (idef.drawback == "bound" and item in game.state.hero_states[holder].equipped)


def payment_problem(game: RulesGame, pay: list[str], cost: int) -> str | None:
    """Why `pay` cannot pay `cost`; None if it can (overpaying is allowed: no change is given)."""
    pool = list(game.state.xp_pool)
    for card in pay:
        if card in pool:
            pool.remove(card)
        elif card in game.content.items and spendable_item(game, card) and pay.count(card) == 1:
            continue
        else:
            return unpayable(game, card)
    total = sum(xp_value(game, c) for c in pay)
    if total < cost:
        return _("That pays {paid} XP; {cost} XP is needed (no change is given for overpaying).").format(
            paid=total, cost=cost)
    return None


def unpayable(game: RulesGame, card: str) -> str:
    """Why `card` cannot be part of a payment: named twice, a bound blade, or no such card at all."""
    held = card in game.content.items and item_holder(game, card) is not None
    if card in game.state.xp_pool or (held and spendable_item(game, card)):
        return _("{card} is named more times than there are of it: each card is spent once.").format(
            card=card_label(game, card))
    if held:
        return _("{card} is bound to its hero once equipped: it cannot be spent.").format(card=card_label(game, card))
    return _("No card called {name} is in the XP pool, and no hero holds an item called that.").format(
        name=quoted(card))


def card_label(game: RulesGame, card: str) -> str:
    """A card's printed name (a monster, feature, item or Legendary Location), else its id cut short."""
    c = game.content
    for cards in (c.monsters.monsters, c.features, c.items, c.legendary):
        if card in cards:
            return str(getattr(cards[card], "name", None) or quoted(card))
    return quoted(card)


class XpSpent(Event):
    """Cards spent for their XP value are "Discard[ed] to the box"; spent items leave their hero."""

    kind: Literal["xp_spent"] = "xp_spent"
    cards: tuple[str, ...]
    value: int
    cost: int
    purpose: str


def spend(game: RulesGame, pay: list[str], cost: int, purpose: str) -> None:
    problem = payment_problem(game, pay, cost)
    if problem:
        raise RuleViolation(problem)
    game.emit(XpSpent(cards=tuple(pay), value=sum(xp_value(game, c) for c in pay), cost=cost, purpose=purpose))


@applies(XpSpent)
def apply_xp_spent(game: RulesGame, e: XpSpent) -> None:
    s = game.state
    for card in e.cards:
        if card in s.xp_pool:
            s.xp_pool.remove(card)
            continue
        for hs in s.hero_states:
            for held in (hs.equipped, hs.unequipped):
                if card in held:
                    held.remove(card)
        s.item_uses.pop(card, None)


def spendable_items(game: RulesGame) -> list[str]:
    """Every held item that may be spent for its XP: unequipped ones first, then equipped ones
    ("Equipped and Unequipped Items may be spent for their Experience Point Value")."""
    states = game.state.hero_states
    held = [i for hs in states for i in hs.unequipped] + [i for hs in states for i in hs.equipped]
    return [i for i in held if spendable_item(game, i)]


def can_pay(game: RulesGame, cost: int) -> bool:
    """Whether any payment covers `cost`: the whole pool and every spendable item together."""
    return sum(xp_value(game, c) for c in game.state.xp_pool + spendable_items(game)) >= cost


class Purse(NamedTuple):
    """What the heroes can pay with, read once per listing: the XP pool's cards, then the spendable
    items (`spendable_items`' order), with their XP values."""

    cards: tuple[str, ...]
    pool: int  # the first `pool` cards are the XP pool's
    values: tuple[int, ...]  # xp_value of each card
    same: tuple[int, ...]  # for each card, the index of the first card with its name


def purse(game: RulesGame) -> Purse:
    pool = game.state.xp_pool
    cards = (*pool, *spendable_items(game))
    first: dict[str, int] = {}
    same = tuple([first.setdefault(card, i) for i, card in enumerate(cards)])
    return Purse(cards, len(pool), tuple([xp_value(game, c) for c in cards]), same)


def payments(game: RulesGame, cost: int, limit: int = 3) -> list[list[str]]:
    """The canonical form of paying `cost`: a few suggested payments, listed whenever any payment
    covers the cost (`can_pay`). The fewest pool cards with the least overpaying, payments that
    spend one held item (unequipped first, then equipped) and the pool's cheapest cover of the rest,
    and, when only several items together cover it, the cheapest cover of pool and items.

    Any other choice of pool cards and spendable items that covers the cost is the same command with
    another `pay`, and do() accepts it (`payment_problem`): the screens let the players pick exactly
    the cards and items they spend, as at the table."""
    return purse_payments(purse(game), cost, limit)


def purse_payments(p: Purse, cost: int, limit: int = 3) -> list[list[str]]:
    """`payments` from a purse read once (a listing pays several costs from the same purse)."""
    cards = p.cards
    return [[cards[i] for i in way] for way in _ways(p, cost, limit)]


def _ways(p: Purse, cost: int, limit: int) -> tuple[tuple[int, ...], ...]:
    """`payments` as indexes into the purse's cards: they depend only on the values, how many are
    the pool's, which cards share a name (payments of the same cards are one) and the cost."""
    return _payment_indexes(p.values, p.pool, p.same, cost, limit)


@per_value("xp.payment_indexes", 4_096)
def _payment_indexes(values: tuple[int, ...], pool: int, same: tuple[int, ...], cost: int,
                     limit: int) -> tuple[tuple[int, ...], ...]:
    """payments' rule over the purse's values (indexes into its cards): the first `limit` distinct
    ways (the same cards by name are the same way)."""
    ways: list[tuple[int, ...]] = []
    seen: list[list[int]] = []

    def offer(way: tuple[int, ...]) -> bool:
        """Add the way unless an equal one is there; whether `limit` ways are found."""
        names = sorted([same[i] for i in way])
        if names not in seen:
            seen.append(names)
            ways.append(way)
        return len(ways) >= limit

    pool_values = values[:pool]
    best = _cover(pool_values, cost)
    if best is not None and offer(best):
        return tuple(ways)
    for item in range(pool, len(values)):
        rest = max(0, cost - values[item])
        extra = _cover(pool_values, rest) if rest else ()
        if extra is not None and offer((item, *extra)):
            return tuple(ways)
    if not ways and len(values) > pool:
        both = _cover(values, cost)
        if both is not None:
            offer(both)
    return tuple(ways)


def cheapest_cover(game: RulesGame, cards: list[str], cost: int) -> list[str] | None:
    """The subset of `cards` reaching `cost` with the smallest total, then the fewest cards."""
    idx = _cover(tuple(xp_value(game, c) for c in cards), cost)
    return None if idx is None else [cards[i] for i in idx]


def _cover(values: tuple[int, ...], cost: int) -> tuple[int, ...] | None:
    """cheapest_cover by the cards' values: their indexes, or None."""
    if cost <= 0:
        return ()
    return _cover_indexes(values, cost)


@per_value("xp.cover_indexes", 4_096)
def _cover_indexes(values: tuple[int, ...], cost: int) -> tuple[int, ...] | None:
    """0/1 knapsack over the reachable totals: for each total, the first-found way with the fewest
    cards; then the smallest total that covers the cost.

    Totals index a list; each card extends the totals short of the cost reached before it.
    Once the cost itself is reached with as few cards as any way can have (the cost over the
    largest value, rounded up), no later card can do better: the search stops there."""
    if sum(values) < cost:
        return None
    cap = cost + max(values)
    fewest = -(-cost // max(values))
    best: list[tuple[int, ...] | None] = [None] * (cap + 1)
    best[0] = ()
    for i, v in enumerate(values):
        if v <= 0:
            continue
        before = best[:cost]  # only totals short of the cost extend (each below cost + v <= cap)
        for total in range(cost - 1, -1, -1):
            idx = before[total]
            if idx is None:
                continue
            t = total + v
            got = best[t]
            if got is None or len(got) > len(idx) + 1:
                best[t] = (*idx, i)
        exact = best[cost]
        if exact is not None and len(exact) <= fewest:
            return exact
    for t in range(cost, cap + 1):
        got = best[t]
        if got is not None:
            return got
    return None


# --- keys -------------------------------------------------------------------------------------

class BuyKey(Command):
    """Buy one Key with the chosen cards (while exploring, never with a drawn tile in hand)."""

    kind: Literal["buy_key"] = "buy_key"
    listing: ClassVar[Literal["every", "canonical"]] = "canonical"  # a few payments (payments)
    pay: Names


class KeyBought(Event):
    kind: Literal["key_bought"] = "key_bought"


@decides(BuyKey)
def decide_buy_key(game: RulesGame, cmd: BuyKey) -> None:
    if game.state.phase != "exploring":
        if game.state.phase in ("placing", "dead_end"):
            raise RuleViolation(_("Keys cannot be bought between drawing a map tile and placing it."))
        raise RuleViolation(_("Keys can only be bought while exploring."))
    spend(game, list(cmd.pay), reference(game).key_cost, N_("a Key"))
    game.emit(KeyBought())


@applies(KeyBought)
def apply_key_bought(game: RulesGame, e: KeyBought) -> None:
    game.state.keys += 1


# --- healing ----------------------------------------------------------------------------------

class BuyHealing(Command):
    """Pay for Healing; `heal[h]` Health goes to hero h (at most what was paid for)."""

    kind: Literal["buy_healing"] = "buy_healing"
    listing: ClassVar[Literal["every", "canonical"]] = "canonical"  # a few payments and splits (_xp_offers)
    pay: Names
    heal: Numbers


def healing_bought(game: RulesGame, paid: int) -> int:
    """Health points the heroes share for `paid` XP: units x health x heroes (x2 if the variant)."""
    ref = reference(game).healing
    units = paid // ref.xp
    total = units * ref.health * len(game.state.heroes)
    return total * 2 if game.state.plays("double_healing") else total


@decides(BuyHealing)
def decide_buy_healing(game: RulesGame, cmd: BuyHealing) -> None:
    s = game.state
    if s.phase not in HEALING_PHASES:
        raise RuleViolation(_("Healing can only be bought while exploring, not while Encountering."))
    if len(cmd.heal) != len(s.heroes) or any(h < 0 for h in cmd.heal):
        raise RuleViolation(_("Say how much Health each hero receives (one number per hero, none negative)."))
    if sum(cmd.heal) == 0:
        raise RuleViolation(_("Buying Healing must heal someone."))
    problem = payment_problem(game, list(cmd.pay), reference(game).healing.xp)
    if problem:
        raise RuleViolation(problem)
    paid = sum(xp_value(game, c) for c in cmd.pay)
    total = healing_bought(game, paid)
    if sum(cmd.heal) > total:
        raise RuleViolation(_("{paid} XP buys {total} Health for the party, not {asked}.").format(
            paid=paid, total=total, asked=sum(cmd.heal)))
    spend(game, list(cmd.pay), reference(game).healing.xp, N_("Healing"))
    heal_heroes(game, list(cmd.heal), N_("bought with XP"))


# --- legal ------------------------------------------------------------------------------------

@lists_legal(*HEALING_PHASES)
def legal_xp(game: RulesGame) -> list[Command]:
    s = game.state
    if s.phase not in HEALING_PHASES or not s.hero_states:
        return []
    # the offers read what the heroes can pay with (the pool's cards, the items held), the costs
    # (the Ecology, the variants, the tier), whether Keys are on offer and who is hurt; Keys and
    # Healing are remembered apart, so a drawn tile (no Keys while placing) or a wound (Healing
    # only) leaves the other offers worked out
    held = (s.ecology, tuple(s.variants), s.tier, tuple(s.xp_pool),
            tuple([(tuple(hs.equipped), tuple(hs.unequipped)) for hs in s.hero_states]))
    keys = s.phase == "exploring"
    hurt = tuple([i for i, hs in enumerate(s.hero_states) if hs.health < hs.max_health])
    return list(remembered(game, ("legal_xp", held, keys, hurt), lambda: _remembered_offers(game, held, keys, hurt)))


def _remembered_offers(game: RulesGame, held: tuple[object, ...], keys: bool, hurt: tuple[int, ...]) -> list[Command]:
    out: list[Command] = []
    if keys:
        out += remembered(game, ("xp_keys", held), lambda: _key_offers(game, _held_purse(game, held)))
    if hurt:
        out += remembered(game, ("xp_healing", held, hurt),
                          lambda: _healing_offers(game, _held_purse(game, held), hurt))
    return out


def _held_purse(game: RulesGame, held: tuple[object, ...]) -> Purse:
    """The purse, read once while the pool and the items held stay the same."""
    return remembered(game, ("xp_purse", held), lambda: purse(game))


def _xp_offers(game: RulesGame) -> list[Command]:
    """The Keys and Healing on offer, worked out afresh (legal_xp remembers them)."""
    s = game.state
    p = purse(game)
    out = _key_offers(game, p) if s.phase == "exploring" else []
    hurt = tuple(i for i, hs in enumerate(s.hero_states) if hs.health < hs.max_health)
    return out + _healing_offers(game, p, hurt) if hurt else out


def _key_offers(game: RulesGame, p: Purse) -> list[Command]:
    return [BuyKey(pay=tuple(pay)) for pay in purse_payments(p, reference(game).key_cost)]


def _healing_offers(game: RulesGame, p: Purse, hurt: tuple[int, ...]) -> list[Command]:
    """The cheapest payment for Healing, its Health all to one hurt hero or (several hurt) shared
    out in turn."""
    n = len(game.state.heroes)
    out: list[Command] = []
    for way in _ways(p, reference(game).healing.xp, 1):
        pay = tuple([p.cards[i] for i in way])
        total = healing_bought(game, sum(p.values[i] for i in way))
        options = [[total if j == i else 0 for j in range(n)] for i in hurt]
        if len(hurt) > 1:
            split = [0] * n
            for k in range(total):
                split[hurt[k % len(hurt)]] += 1
            options.append(split)
        out += [BuyHealing(pay=pay, heal=tuple(h)) for h in options]
    return out


@describes("xp_spent")
def _d_spent(game: RulesGame, e: XpSpent) -> str:
    if e.value > e.cost:
        return _("The heroes spend {n} XP on {purpose} ({lost} XP lost: no change is given).").format(
            n=e.value, purpose=cause_words(e.purpose), lost=e.value - e.cost)
    return _("The heroes spend {n} XP on {purpose}.").format(n=e.value, purpose=cause_words(e.purpose))


@describes("key_bought")
def _d_key(game: RulesGame, e: KeyBought) -> str:
    n = keys_after(game, e)
    # i18n: {n} the Keys the party now holds
    return ngettext("A Key is bought ({n} Key now).", "A Key is bought ({n} Keys now).", n).format(n=n)
