"""Helpers for the combat tests: reach a fight the legal way, check card conservation, autoplay.

(No tests of its own beyond a check that the helpers reach a fight.)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.rules import Command, Game, card_value, pair_kind


def explore_to_monster(game: Game, limit: int = 200, icons: int = 1) -> None:
    """Draw and place tiles (first legal spot) until a Monster (with `icons` icons) can be
    Encountered, then do it."""
    for _ in range(limit):
        assert game.outcome is None, game.state.outcome_reason
        legal = game.legal()
        if game.state.phase == "resolving":  # a lower-Ecology start: starting Items and Abilities
            game.do(legal[0])
            continue
        monsters = [c for c in legal if c.kind == "encounter"
                    and game.state.elements[c.element].kind == "monster"
                    and game.state.elements[c.element].icons == icons]
        if monsters:
            game.do(monsters[0])
            return
        doors = [c for c in legal if c.kind == "encounter" and game.state.elements[c.element].kind == "door"]
        step = next((c for c in legal if c.kind in ("draw_tile", "place_tile", "set_aside_tile")), None)
        game.do(step or doors[0])
    raise AssertionError("no Monster reached")


def fight(heroes: list[str], monster: str, ecology: str = "ruins", seed: int = 3,
          stacked: dict[str, list[str]] | None = None, icons: int = 1, **options: Any) -> Game:
    """A new game whose first Monster Card is `monster`, explored until that fight starts
    (`options`: Game.new's tier, house_rules and talents)."""
    st = {f"monsters:{ecology}": [monster]} | (stacked or {})
    for attempt in range(seed, seed + 30):  # some seeds dead-end before any Monster is reached
        game = Game.new(heroes=heroes, seed=attempt, ecology=ecology, stacked=st, **options)
        try:
            explore_to_monster(game, icons=icons)
        except AssertionError:
            continue
        assert game.state.phase == "combat", game.state.phase
        return game
    raise AssertionError("no seed reached a Monster")


def cards(game: Game, hero: int, *values: int) -> list[str]:
    """Ids of cards in the hero's hand with these values (in this order)."""
    hand = list(game.state.hero_states[hero].hand)
    out = []
    for v in values:
        card = next(c for c in hand if card_value(c) == v)
        hand.remove(card)
        out.append(card)
    return out


def play(game: Game, hero: int, *values: int) -> None:
    from game.rules import PlayCards
    game.do(PlayCards(hero=hero, cards=cards(game, hero, *values)))


def conservation_problem(game: Game) -> str | None:
    """Every action card in exactly one of draw, hand, played, discard, stored, set aside."""
    s = game.state
    seen: dict[str, str] = {}
    expected = 0
    for hs in s.hero_states:
        deck = game.content.action_decks[game.content.heroes[hs.hero].deck]
        expected += len(deck.cards) + deck.power_cards + len(deck.item_cards)
    expected += sum(len(d.cards) + d.power_cards for d in game.content.monsters.decks.values())

    def add(where: str, group: list[str]) -> str | None:
        for c in group:
            if c in seen:
                return f"{c} is both in {seen[c]} and {where}"
            seen[c] = where
        return None

    groups: list[tuple[str, list[str]]] = []
    for i, hs in enumerate(s.hero_states):
        groups += [(f"hero {i} draw", hs.draw), (f"hero {i} hand", hs.hand), (f"hero {i} discard", hs.discard),
                   (f"hero {i} stored", hs.stored), (f"hero {i} set aside", hs.reserve)]
    for k, p in s.monster_decks.items():
        groups += [(f"{k} draw", p.draw), (f"{k} discard", p.discard)]
    if s.combat:
        for f in s.combat.fronts:
            groups += [("monster held", f.held), ("monster set aside", f.set_aside),
                       ("played", [x for sl in f.slots for x in (sl.hero, sl.monster) if x])]
    for where, group in groups:
        problem = add(where, group)
        if problem:
            return problem
    if len(seen) != expected:
        return f"{len(seen)} action cards on the table, expected {expected}"
    return None


def sensible(game: Game, legal: list[Command], rng: random.Random) -> Command:
    """A simple combat policy: play high cards, resolve the best pair, use abilities when cheap."""
    s = game.state
    c = s.combat
    kinds = {cmd.kind for cmd in legal}
    if c is not None and c.step == "abilities":
        acts = [cmd for cmd in legal if cmd.kind == "activate_ability"]
        resolves = [cmd for cmd in legal if cmd.kind == "resolve_pair"]
        if resolves:
            def score(cmd: Command) -> float:
                front = c.fronts[cmd.front]  # type: ignore[attr-defined]
                slot = front.slots[cmd.pair]  # type: ignore[attr-defined]
                k = pair_kind(slot)
                hv, mv = card_value(slot.hero) or 0, card_value(slot.monster) or 0
                hv += slot.hero_mod
                mv += slot.monster_mod
                if k == "block":
                    return 1.0
                if k == "hero":
                    return hv - 1.5 * (hv - mv)
                return -(mv) * 1.5 + (mv - hv)
            blocks_only = any(pair_kind(c.fronts[r.front].slots[r.pair]) == "monster"  # type: ignore[attr-defined]
                              for r in resolves)
            useful = [a for a in acts if blocks_only and rng.random() < 0.7]
            if useful:
                return rng.choice(useful)
            return max(resolves, key=score)
        blocks = [a for a in acts if "block" in (a.ability or "") or rng.random() < 0.5]
        if blocks and rng.random() < 0.8:
            return rng.choice(blocks)
        fin = [cmd for cmd in legal if cmd.kind == "finish_abilities"]
        if fin:
            return fin[0]
    if "play_cards" in kinds:
        plays = [cmd for cmd in legal if cmd.kind == "play_cards"]
        return max(plays, key=lambda cmd: sum(card_value(x) or 0 for x in cmd.cards))  # type: ignore[attr-defined]
    return rng.choice(legal)


def play_out(game: Game, policy: Callable[[Game, list[Command], random.Random], Command] | None = None,
             seed: int = 0, check: bool = True, limit: int = 5000) -> int:
    """Play until the fight ends (or the game). Returns the number of commands."""
    rng = random.Random(seed)
    n = 0
    while game.state.phase == "combat" and game.outcome is None and n < limit:
        legal = game.legal()
        assert legal, f"no legal command in combat step {game.state.combat.step}"  # type: ignore[union-attr]
        cmd = policy(game, legal, rng) if policy else rng.choice(legal)
        game.do(cmd)
        n += 1
        if check:
            problem = conservation_problem(game)
            assert problem is None, problem
    return n
