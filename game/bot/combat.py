"""The bot's combat judgement: what a Combat Pair, a play of cards or an ability is worth.

Read-only: it looks at `game.state` and the content, never changes them. Hidden information is
used only as a player could know it: a Monster Action Deck's draw pile is read as the multiset of
values still to come (the deck list less the open discard pile and the cards on the table), never
its order.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.rules import (
    ActivateAbility,
    AssignMonsters,
    AvoidReturnDamage,
    Cache,
    CombatState,
    FinishAbilities,
    Foe,
    Front,
    HeroKit,
    PlaceMonsterCard,
    PlayCards,
    ResolvePair,
    ability_shape,
    allowed_pairs,
    by_identity,
    cards_needed,
    current_front,
    foe_armor,
    foe_bonus,
    hero_kit,
    is_power,
    monster_def,
)

from .ability_worth import EFFECT_WORTH, AbilityUse
from .combat_facts import (
    CARDS,
    CHANGES,
    CHOICE,
    DECKS,
    EVERYTHING,
    FOE,
    FOES,
    HERO,
    HEROES,
    POWER_COST,
    SPELL_COST,
    TABLE,
    TO_HERO_OR_FOE,
    Facts,
    FoeFacts,
    HeroFacts,
    PlaySetup,
    Row,
    cval,
    rows_of,
    slot_values,
    unequal_pair,
)

if TYPE_CHECKING:
    from game.rules import AbilityDef, Command, Game

# speed: Judge.play_value's expectations by everything they depend on (see play_value): by the facts
# but the cards (PlaySetup.facts), then by the hand's values
_PLAY_VALUES: Cache[tuple[object, ...], dict[tuple[int, ...], float]] = Cache("bot_combat._PLAY_VALUES", 20_000)


# speed: Judge.hero's block-ability value, by the facts it depends on (see Judge.hero)
_BLOCKS: Cache[tuple[object, ...], tuple[object, float]] = Cache("bot_combat._BLOCKS", 50_000)
# speed: Judge.monster_values by the draw pile (when the discard does not count)
_DECK_VALUES: Cache[tuple[str, ...], Counter[int]] = Cache("bot_combat._DECK_VALUES", 50_000)
# speed: Judge.foe_facts' armor per individual and bonus damage (see Judge.foe_facts)
_FOES: Cache[tuple[object, ...], tuple[object, tuple[list[int], int]]] = Cache("bot_combat._FOES", 50_000)


class Judge:
    """What the bot needs to know about one hero facing one foe, worked out once per position.

    `Judge(game)` works everything out afresh; `judge_of(game)` keeps one Judge per game across the
    bot's decisions, forgetting only what the events since the last decision changed (CHANGES)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.c: CombatState = game.state.combat  # type: ignore[assignment]
        self._state = game.state
        self._events = game.events
        self._seen = len(game.events)
        self._revision = game.revision  # the position the facts are of
        self._hero: dict[int, HeroFacts] = {}
        self._pair_facts: dict[tuple[int, int, int | None], Facts] = {}
        self._foe: dict[int, FoeFacts] = {}
        self._decks: dict[str, Counter[int]] = {}
        self._fronts: dict[int, float] = {}
        self._targets: dict[tuple[int, int | None], int] = {}
        self._rows_of: dict[tuple[int, int, int], tuple[list[int], dict[int, float]]] = {}
        self._setups: dict[int, PlaySetup | None] = {}
        self._kits: dict[int, HeroKit] = {}
        # combat_score of pairs and abilities, by the hero whose front they are on (see combat_score)
        # (keys: ResolvePair's hero, front, pair, target, excess; ActivateAbility's hero, ability, front,
        # pair, target, card)
        self.pair_scores: dict[int, dict[tuple[int, int, int, int | None, int | None], float]] = {}
        self.ability_scores: dict[int, dict[tuple[int, str, int, int | None, int | None, str | None], float]] = {}

    def follow(self, game: Game) -> bool:
        """Bring the remembered facts up to the game's position: forget what the events since the
        last call changed. False when nothing can be kept: the game is no longer the one followed
        (another fight, an undo: the log was rebuilt), or every hero, foe or front changed (a round
        began or ended: a new Judge costs less than forgetting)."""
        if game.revision == self._revision:
            return True  # the very position
        events = game.events
        if game.state is not self._state or events is not self._events or game.state.combat is not self.c:
            return False
        seen = self._seen
        count = len(events)
        if count == seen:
            return True
        if count < seen:
            return False
        changed = 0
        heroes: set[int] = set()  # heroes whose health, discard or spells changed
        foes: set[int] = set()  # foes whose health changed
        cards: set[int] = set()  # heroes whose fronts' cards changed
        chosen: set[int] = set()  # heroes who chose a pair
        fronts = self.c.fronts
        changes = CHANGES
        for i in range(seen, count):
            e = events[i]
            kind = e.kind
            if kind in TO_HERO_OR_FOE:
                if e.to == "hero":  # type: ignore[attr-defined]
                    heroes.add(e.hero)  # type: ignore[attr-defined]
                else:
                    foes.add(e.foe)  # type: ignore[attr-defined]
                continue
            change = changes.get(kind, EVERYTHING)
            if change & (HEROES | FOES | TABLE):
                return False
            if change & HERO:
                heroes.add(e.hero)  # type: ignore[attr-defined]
                for card in getattr(e, "spent", ()):  # Power Cards to their owners' discard (shared ones too)
                    owner = next((h for h, hs in enumerate(game.state.hero_states) if card in hs.discard), None)
                    if owner is None:
                        return False
                    heroes.add(owner)
            elif change & FOE:
                foes.add(e.foe)  # type: ignore[attr-defined]
            elif change & (CARDS | CHOICE):
                h = getattr(e, "hero", None)
                if h is None:
                    fi = e.front  # type: ignore[attr-defined]
                    if not 0 <= fi < len(fronts):
                        return False
                    h = fronts[fi].hero
                (cards if change & CARDS else chosen).add(h)
            changed |= change
        self._seen, self._revision = count, game.revision
        if heroes or foes or changed:
            self._forget(changed, heroes, foes, cards, chosen)
        return True

    def _forget(self, changed: int, heroes: set[int], foes: set[int], cards: set[int], chosen: set[int]) -> None:
        """Forget the facts that read what changed: the heroes in `heroes`, the foes in `foes`, the
        decks (`changed` has DECKS), the fronts of the heroes in `cards` (their cards) and `chosen`
        (their chosen pairs)."""
        if changed & DECKS:
            self._decks.clear()
        if heroes or foes or changed & ~CHOICE:  # a play's setup reads everything but the chosen pairs
            self._setups.clear()
        fronts = self.c.fronts
        if heroes or foes:
            for h in heroes:
                self._hero.pop(h, None)
                self._kits.pop(h, None)
            for f in foes:
                self._foe.pop(f, None)
            for key in [k for k in self._targets if k[0] in foes]:
                del self._targets[key]
            for fkey in [k for k in self._pair_facts if k[0] in heroes or k[1] in foes]:
                del self._pair_facts[fkey]
            for rkey in [k for k in self._rows_of if k[0] in heroes or k[1] in foes]:
                del self._rows_of[rkey]
            # the heroes whose fronts' worth changed: their own facts, their foes', their cards
            worth = heroes | cards | {front.hero for front in fronts if front.foe in foes}
        else:
            worth = cards
        touched = worth | chosen
        if self._fronts:
            for fi in [fi for fi in self._fronts if fronts[fi].hero in touched]:
                del self._fronts[fi]
        for h in worth:
            self.pair_scores.pop(h, None)  # a pair's score reads its cards, not the choice
        for h in touched:
            self.ability_scores.pop(h, None)  # (it reads the chosen target too)

    def kit(self, h: int) -> HeroKit:
        """hero_kit, once per hero and decision."""
        got = self._kits.get(h)
        if got is None:
            got = self._kits[h] = hero_kit(self.game, h)
        return got

    def hero(self, h: int) -> HeroFacts:
        """What the bot weighs of hero h, once per decision."""
        got = self._hero.get(h)
        if got is None:
            hs = self.game.state.hero_states[h]
            frac = hs.health / max(1, hs.max_health)
            weight = 1.0 + 1.5 * (1.0 - frac)
            kit = self.kit(h)
            # without a command, ability_gain reads only these facts of the hero (and the abilities
            # themselves): its health, the best card in its discard pile (_retrieve_worth) and how
            # many Spells are Exhausted; remembered across decisions by the kit and these
            best = max((cval(x) for x in hs.discard), default=0)
            block = by_identity(_BLOCKS, kit, (hs.health, hs.max_health, best, len(hs.exhausted)), lambda: max(
                (self.ability_gain(h, a, None) for a in kit.abilities if a.trigger == "block"), default=0.0))
            got = HeroFacts(weight, hs.health, kit.armor, kit.bonus_damage, block)
            self._hero[h] = got
        return got

    def hurt(self, h: int, amount: int) -> float:
        """The cost of `amount` damage to hero h (death is the end of the game)."""
        weight, health, armor, _, _ = self.hero(h)
        taken = max(0, amount - armor)
        if taken >= health:
            return 1000.0
        return weight * taken

    def foe_target(self, foe: Foe, target: int | None) -> int:
        alive = foe.alive()
        if target is not None and target in alive:
            return target
        return min(alive, key=lambda i: foe.health[i]) if alive else 0

    def target_of(self, foe_i: int, target: int | None) -> int:
        """foe_target of foe foe_i, once per decision."""
        key = (foe_i, target)
        got = self._targets.get(key)
        if got is None:
            got = self._targets[key] = self.foe_target(self.c.foes[foe_i], target)
        return got

    def foe_facts(self, foe_i: int) -> FoeFacts:
        """Health and armor per individual, and bonus damage, of a foe, once per decision."""
        got = self._foe.get(foe_i)
        if got is None:
            foe = self.c.foes[foe_i]
            # armor and bonus follow from the content, the card and (the Final Entity's living parts)
            # the health: remembered across decisions by these
            armors, bonus = by_identity(_FOES, self.game.content, (foe.card, tuple(foe.parts), tuple(foe.health)),
                                        lambda: ([foe_armor(self.game, foe, i) for i in range(len(foe.health))],
                                                 foe_bonus(self.game, foe)))
            got = FoeFacts(foe.health, armors, bonus)
            self._foe[foe_i] = got
        return got

    def _facts(self, h: int, foe_i: int, target: int | None) -> Facts:
        """What a pair's worth depends on besides the values, once per hero, foe and target."""
        facts = self._pair_facts.get((h, foe_i, target))
        if facts is None:
            # speed: the per-decision caches read here first (a method call each only on a miss)
            weight, health_h, armor_h, bonus, block = self._hero.get(h) or self.hero(h)
            health, armors, foe_extra = self._foe.get(foe_i) or self.foe_facts(foe_i)
            t = self._targets.get((foe_i, target))
            if t is None:
                t = self.target_of(foe_i, target)
            facts = Facts(weight, health_h, armor_h, bonus, health[t] if health else 0,
                          armors[t] if armors else 0, foe_extra, block)
            self._pair_facts[(h, foe_i, target)] = facts
        return facts

    def pair_value(self, h: int, foe_i: int, hv: int, mv: int, target: int | None = None) -> float:
        """What resolving a pair of these values is worth to hero h (damage dealt less damage taken)."""
        # speed: what does not depend on the values, once per hero, foe and target
        facts = self._pair_facts.get((h, foe_i, target)) or self._facts(h, foe_i, target)
        return facts.block if hv == mv else unequal_pair(facts, hv, mv)

    def _pair_values(self, h: int, foe_i: int, hv: int, ms: list[int]) -> dict[int, float]:
        """pair_value(h, foe_i, hv, m) for each m (no target chosen)."""
        key = (h, foe_i, hv)
        got = self._rows_of.get(key)
        if got is None or got[0] != ms:
            facts = self._facts(h, foe_i, None)
            block = facts.block
            got = self._rows_of[key] = (ms, {m: block if hv == m else unequal_pair(facts, hv, m) for m in ms})
        return got[1]

    def front_value(self, fi: int, rows: list[Row] | None = None) -> float:
        """The best pair the hero may resolve on this front (Monster Hits must beat Hero Hits);
        with `rows`, on a what-if copy of its slots."""
        front = self.c.fronts[fi]
        if rows is None:
            got = self._fronts.get(fi)
            if got is None:
                got = self._fronts[fi] = self._best_pair(
                    front, allowed_pairs(front), [slot_values(s) for s in front.slots])
            return got
        # speed: row_values, kind_of, allowed_among and _best_pair in two passes over the rows
        pairs = [(max(0, cval(r[0]) + r[2]) if r[0] else 0, max(0, cval(r[1]) + r[3]) if r[1] else 0)
                 for r in rows if r[0] is not None and r[1] is not None]
        # Monster Hits "must always be chosen over any Hero Hits" (Blocks may always be chosen)
        monster_hit = any(m > h for h, m in pairs)
        facts = self._pair_facts.get((front.hero, front.foe, front.target)) or self._facts(
            front.hero, front.foe, front.target)
        block = facts.block
        best = None
        for hv, mv in pairs:
            if monster_hit and hv > mv:
                continue
            v = block if hv == mv else unequal_pair(facts, hv, mv)  # pair_value
            best = v if best is None or v > best else best
        return 0.0 if best is None else best

    def _best_pair(self, front: Front, allowed: list[int], values: list[tuple[int, int]]) -> float:
        best = None
        for i in allowed:
            hv, mv = values[i]
            v = self.pair_value(front.hero, front.foe, hv, mv, front.target)
            best = v if best is None or v > best else best
        return 0.0 if best is None else best

    # --- playing cards ------------------------------------------------------------------------

    def monster_values(self, foe: Foe) -> Counter[int]:
        """Values still in the foe's draw pile, as a multiset (what a player can count)."""
        got = self._decks.get(foe.deck)
        if got is None:
            pile = self.game.state.monster_decks[foe.deck]
            # speed: remembered across decisions by the draw pile (read-only for callers)
            draw = tuple(pile.draw)
            got = _DECK_VALUES.get(draw)
            if got is None:
                got = Counter(cval(x) for x in draw if not is_power(x))
                if sum(got.values()) < 2:  # the discard will be shuffled in
                    got += Counter(cval(x) for x in pile.discard if not is_power(x))
                else:
                    _DECK_VALUES.put(draw, got)
            self._decks[foe.deck] = got
        return got

    def _play_setup(self, h: int) -> PlaySetup | None:
        """What play_value reads for every play of hero h; None when no play is worth anything."""
        if h in self._setups:
            return self._setups[h]
        c = self.c
        fi = current_front(c, h)
        got = None
        if fi is not None:
            front = c.fronts[fi]
            foe_i = front.foe
            foe = c.foes[foe_i]
            vals = self.monster_values(foe)
            if vals:
                already = [slot_values(s)[0] for s in front.slots if s.hero]
                facts = (self.hero(h), self._facts(h, foe_i, None), tuple(vals.items()),
                         cards_needed(self.game, foe)[0])
                values = _PLAY_VALUES.get(facts)
                if values is None:
                    values = _PLAY_VALUES.put(facts, {})
                got = PlaySetup(foe_i, already, facts, values)
        self._setups[h] = got
        return got

    def play_value(self, cmd: PlayCards) -> float:
        """Expected worth of the pair the hero will resolve, over the monster cards still to come."""
        # speed: what does not depend on the cards played, once per hero and decision
        setup = self._play_setup(cmd.hero)
        if setup is None:
            return 0.0
        foe_i, already, facts, values = setup
        mine = sorted(cval(x) for x in cmd.cards)
        hand_vals = mine + already
        hand = tuple(hand_vals)
        # speed: the expectation is a pure function of the setup's facts and the hand (the values in
        # the order the sum runs, so the float comes out the same): remembered across decisions and games
        got = values.get(hand)
        if got is None:
            foe = self.c.foes[foe_i]
            got = values[hand] = self._play_value(cmd.hero, foe_i, foe, self.monster_values(foe), hand_vals,
                                                  facts[3])  # type: ignore[arg-type]
        return got

    def _play_value(self, cmd_hero: int, foe_i: int, foe: Foe, vals: Counter[int], hand_vals: list[int],
                    monster_n: int | None = None) -> float:
        if monster_n is None:  # (play_value passes it from the setup)
            monster_n = cards_needed(self.game, foe)[0]
        total = sum(vals.values())
        if total < 2:
            return 0.0
        exp = 0.0
        weight = 0.0
        items = list(vals.items())
        ms = [m for m, _ in items]
        # speed: each pair's worth once, before the sums (the same floats as pair_value's)
        worth = [self._pair_values(cmd_hero, foe_i, hv, ms) for hv in hand_vals]
        if len(hand_vals) == 1 or monster_n == 1:
            # one monster card: it faces the hero's highest card if two monster cards and one hero
            # card; with two hero cards and one monster card the hero places it (best slot)
            for m, n in items:
                if len(hand_vals) == 1 and monster_n >= 2:
                    continue
                p = n / total
                v = max(w[m] for w in worth)
                exp += p * v
                weight += p
            if len(hand_vals) == 1 and monster_n >= 2:
                alone = worth[0]
                for m1, n1 in items:
                    for m2, n2 in items:
                        k = n1 * (n2 - (m1 == m2))
                        if k <= 0:
                            continue
                        p = k / (total * (total - 1))
                        exp += p * alone[max(m1, m2)]
                        weight += p
            return exp / weight if weight else 0.0
        a, b = hand_vals[0], hand_vals[1]
        pa, pb = worth[0], worth[1]
        # speed: what the inner loop asks of the second monster card, once per value
        seconds = [(m2, n2, pb[m2], b > m2, m2 > b) for m2, n2 in items]
        for m1, n1 in items:
            v1 = pa[m1]
            first_hits, first_hit = m1 > a, a > m1  # a Monster Hit / a Hero Hit opposite a
            for m2, n2, v2, second_hit, second_hits in seconds:
                k = n1 * (n2 - (m1 == m2))
                if k <= 0:
                    continue
                # "Monster Hits ... must always be chosen over any Hero Hits" (a Block still may be)
                if first_hits and second_hit:
                    best = v1
                elif second_hits and first_hit:
                    best = v2
                else:
                    best = v1 if v1 > v2 else v2
                exp += k * best
        # the weights k are whole numbers summing to total * (total - 1), exactly, in any order
        weight = float(total * (total - 1))
        return exp / weight if weight else 0.0

    # --- abilities ----------------------------------------------------------------------------

    def ability_gain(self, h: int, a: AbilityDef, cmd: ActivateAbility | None) -> float:
        """What an ability's effects are worth now (before its cost): each effect valued by its op
        (EFFECT_WORTH), and a change of cards by the pair values it leads to."""
        c = self.c
        front = c.fronts[cmd.front] if cmd is not None else None
        # speed: the slots are copied (as plain rows) only for an ability that changes cards
        slots = rows_of(front.slots) if front is not None and ability_shape(a).touches else None
        use = AbilityUse(self, self.game.state.hero_states[h], front, cmd, slots)
        gain = 0.0
        for e in a.effects:
            gain += EFFECT_WORTH[e.op](use, e)
        if use.changes_cards and cmd is not None:
            gain += self.front_value(cmd.front, slots) - self.front_value(cmd.front)
        return gain

    def ability_cost(self, a: AbilityDef) -> float:
        cost = 0.0
        if a.trigger == "power":
            cost += POWER_COST * a.cost
        if a.spell:
            cost += SPELL_COST
        return cost


# the Judge of the latest combat decision (judge_of; one game at a time: another game's decision
# starts over)
_KEPT: Cache[str, Judge] = Cache("bot_combat._KEPT", 1)


def judge_of(game: Game) -> Judge:
    """The Judge of the game's position: the one kept from its last decision, brought up to date by
    the events since (Judge.follow), else a new one. Equal to Judge(game) in every answer
    (tests/equivalence/test_bot_judge_kept_across_decisions.py)."""
    judge = _KEPT.get("latest")
    if judge is None or judge.game is not game or not judge.follow(game):
        judge = _KEPT.put("latest", Judge(game))
    return judge


def combat_score(game: Game, cmd: Command, judge: Judge) -> float:
    """Higher is better. Tiers: helpful abilities first, then the best pair, then finishing."""
    c = judge.c
    kind = type(cmd)  # speed: one identity test per kind, the most listed first
    if kind is ResolvePair:
        assert isinstance(cmd, ResolvePair)  # (for the type checker; run only for this kind)
        front = c.fronts[cmd.front]
        # speed: remembered by the Judge while the hero, the foes and this hero's cards are as they
        # were (Judge.follow forgets it): it reads neither the decks nor a chosen pair
        if cmd.hero != front.hero:  # (never listed: the kept scores are by the front's hero)
            return _pair_score(c, cmd, front, judge)
        key = (cmd.hero, cmd.front, cmd.pair, cmd.target, cmd.excess)
        kept = judge.pair_scores.get(front.hero)
        if kept is None:
            kept = judge.pair_scores[front.hero] = {}
        else:
            got = kept.get(key)
            if got is not None:
                return got
        kept[key] = got = _pair_score(c, cmd, front, judge)
        return got
    if kind is PlayCards:
        assert isinstance(cmd, PlayCards)
        return judge.play_value(cmd)
    if kind is ActivateAbility:
        assert isinstance(cmd, ActivateAbility)
        # speed: remembered by the Judge while the heroes, the foes and this hero's fronts (their
        # cards and chosen pairs) are as they were (Judge.follow forgets it)
        hero = c.fronts[cmd.front].hero
        if cmd.hero != hero:  # (never listed: the kept scores are by the front's hero)
            return _ability_score(cmd, judge)
        akey = (cmd.hero, cmd.ability, cmd.front, cmd.pair, cmd.target, cmd.card)
        held = judge.ability_scores.get(hero)
        if held is None:
            held = judge.ability_scores[hero] = {}
        else:
            got = held.get(akey)
            if got is not None:
                return got
        held[akey] = got = _ability_score(cmd, judge)
        return got
    if kind is FinishAbilities:
        return 10.0
    return _other_score(game, cmd, judge)


def _pair_score(c: CombatState, cmd: ResolvePair, front: Front, judge: Judge) -> float:
    """combat_score of a ResolvePair."""
    slot = front.slots[cmd.pair]
    hv = max(0, cval(slot.hero) + slot.hero_mod) if slot.hero else 0  # speed: slot_values, inline
    mv = max(0, cval(slot.monster) + slot.monster_mod) if slot.monster else 0
    foe_i = front.foe
    t = judge.target_of(foe_i, cmd.target)
    v = judge.pair_value(cmd.hero, foe_i, hv, mv, t)
    # among targets: the one this damage kills, else the weakest; a Horde's excess to the weakest
    # (the default: a choice of another individual scores a hair lower)
    return 50.0 + v / 100.0 - 0.0001 * c.foes[foe_i].health[t] - (1e-6 if cmd.excess is not None else 0.0)


def _ability_score(cmd: ActivateAbility, judge: Judge) -> float:
    """combat_score of an ActivateAbility."""
    ability = judge.kit(cmd.hero).by_id.get(cmd.ability)
    if ability is None:
        return -5.0
    net = judge.ability_gain(cmd.hero, ability, cmd) - judge.ability_cost(ability)
    return 100.0 + net if net > 0.25 else -1.0


def _other_score(game: Game, cmd: Command, judge: Judge) -> float:
    """combat_score of the commands made once or twice a fight."""
    c = judge.c
    if isinstance(cmd, PlaceMonsterCard):
        front = c.fronts[cmd.front]
        card = next(s for s in front.slots if s.monster is not None)
        rows: list[Row] = [[s.hero, None, s.hero_mod, 0] for s in front.slots]
        rows[cmd.slot][1], rows[cmd.slot][3] = card.monster, card.monster_mod
        return judge.front_value(cmd.front, rows)
    if isinstance(cmd, AvoidReturnDamage):
        hs = game.state.hero_states[cmd.hero]
        return -hs.health / max(1, hs.max_health)
    if isinstance(cmd, AssignMonsters):
        # the strongest foe to the healthiest hero
        strength = [sum(f.health) + 3 * len(mdef.abilities if (mdef := monster_def(game, f)) else [])
                    for f in c.foes]
        states = game.state.hero_states
        return sum(states[h].health * strength[f] for h, f in enumerate(cmd.foes)) / 100.0
    return 0.0
