"""The chance a Feature test passes: what the bot and the Hint weigh a test card by (issue 39, item 9).

A test passes when the cards played reach its target; each hero plays up to the card's limit, from
the hand (a known value) or blind from the top of the draw pile (any card still in it, all orders
equally likely: only which cards are in the pile is known, never their order). A Power Card turned
up from the pile is Stored and counts toward nothing, limit included, so a blind play is in effect a
draw among the pile's number cards.

`pass_chance(game, cmd)` is the chance the test passes if `cmd` is played now and the heroes then
fill every play they have left as well as a fixed plan can (each hero: their best few hand cards,
blind draws for the rest). Playing on never lowers the total, so the chance is 0 exactly when no way
of playing reaches the target: a certain fail.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass

from game.rules import Command, FeatureTestStep, Game, card_value, feature_test_progress, is_power

Distribution = dict[int, float]  # a total -> its chance


@dataclass(frozen=True)
class Hand:
    """One hero's part in the test: plays left, the values in hand and in the draw pile."""

    plays: int
    hand: tuple[int, ...]  # number cards only, highest first
    pile: tuple[int, ...]  # number cards only (Power Cards are free draws)


def _values(cards: list[str]) -> list[int]:
    return sorted((card_value(c) or 0 for c in cards if not is_power(c)), reverse=True)


def _test(game: Game) -> tuple[FeatureTestStep, int, int] | None:
    """The test under way, the total still needed and the most cards each hero may play."""
    step = next((s for s in game.state.pending if isinstance(s, FeatureTestStep)), None)
    progress = feature_test_progress(game, step) if step is not None else None
    fdef = game.content.features[step.card] if step is not None else None
    if step is None or progress is None or fdef is None or fdef.test is None:
        return None
    return step, progress.target - progress.total, fdef.test.cards


def hands(game: Game) -> list[Hand] | None:
    """Each hero's plays left, hand and pile values in the test under way (None: no test)."""
    test = _test(game)
    if test is None:
        return None
    step, _, limit = test
    return [Hand(limit - len(step.played[h]) if h < len(step.played) else limit,
                 tuple(_values(list(hs.hand))), tuple(_values(list(hs.draw))))
            for h, hs in enumerate(game.state.hero_states)]


def needed(game: Game) -> int | None:
    """The total the test still needs (0 or less: passed); None when no test is under way."""
    test = _test(game)
    return test[1] if test is not None else None


def _draws(pile: tuple[int, ...], k: int) -> Distribution:
    """The total of `k` cards drawn at random from `pile` (all of it if it holds fewer)."""
    k = min(k, len(pile))
    ways: list[Counter[int]] = [Counter({0: 1})] + [Counter() for _ in range(k)]
    for v in pile:  # subsets by size and total, one card at a time
        for j in range(k, 0, -1):
            for total, n in ways[j - 1].items():
                ways[j][total + v] += n
    count = sum(ways[k].values())
    return {total: n / count for total, n in ways[k].items()}


def _options(hero: Hand) -> list[Distribution]:
    """A hero's fixed plans: their best j hand cards, blind draws for the plays left (j = 0..)."""
    out = []
    for j in range(min(hero.plays, len(hero.hand)) + 1):
        shift = sum(hero.hand[:j])
        out.append({total + shift: p for total, p in _draws(hero.pile, hero.plays - j).items()})
    return out


def _reaches(parts: tuple[Distribution, ...], need: int) -> float:
    total: Distribution = {0: 1.0}
    for part in parts:
        nxt: Distribution = {}
        for a, p in total.items():
            for b, q in part.items():
                nxt[a + b] = nxt.get(a + b, 0.0) + p * q
        total = nxt
    return sum(p for t, p in total.items() if t >= need)


def chance(need: int, heroes: list[Hand]) -> float:
    """The chance the heroes' plays left reach `need` more, under the best fixed plan."""
    if need <= 0:
        return 1.0
    if sum(h.plays for h in heroes) == 0:
        return 0.0
    if sum(sum(h.hand[:h.plays]) + sum(h.pile[:h.plays]) for h in heroes) < need:
        return 0.0  # even the highest cards fall short (the piles sorted highest first)
    return max(_reaches(parts, need) for parts in itertools.product(*(_options(h) for h in heroes)))


def pass_chance(game: Game, cmd: Command) -> float | None:
    """The chance the test passes after `cmd` (a test card or ending the test); None: no test."""
    heroes, need = hands(game), needed(game)
    if heroes is None or need is None:
        return None
    if cmd.kind == "end_feature_test":
        return 1.0 if need <= 0 else 0.0
    if cmd.kind != "play_feature_card":
        return None
    h: int = cmd.hero  # type: ignore[attr-defined]
    card: str | None = cmd.card  # type: ignore[attr-defined]
    me = heroes[h]
    if card is not None:
        if is_power(card):
            return chance(need, heroes)  # Stored: counts toward nothing
        v = card_value(card) or 0
        hand = list(me.hand)
        hand.remove(v)
        heroes[h] = Hand(me.plays - 1, tuple(hand), me.pile)
        return chance(need - v, heroes)
    if not me.pile:
        return chance(need, heroes)  # only Power Cards left to turn up
    got = 0.0
    counts = Counter(me.pile)
    for v, n in counts.items():
        pile = list(me.pile)
        pile.remove(v)
        heroes[h] = Hand(me.plays - 1, me.hand, tuple(pile))
        got += n / len(me.pile) * chance(need - v, heroes)
    return got
