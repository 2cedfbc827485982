"""Legendary Locations: the draw piles (Setup / Legendary Locations), the chain of cards
(ENCOUNTERING 6), and the content (81 cards across 4 rune patterns per Ecology)."""

from __future__ import annotations

from game.rules import ECOLOGIES, Encounter, Game, LocationCard, load_content, scenario
from game.rules.areas.legendary import ChooseLocationOption, ContinueLocation, LocationPilesReady
from game.rules.content.legendary_cards import CARDS_PER_ECOLOGY, ecology_cards
from tests.kits.runes_kit import entry, game_on, place
from tests.kits.tilekit import tile


def pair_game(stacked: dict[str, list[str]], heroes=("fighter",)) -> tuple[Game, str]:
    """A Ruins game where two facing nodes have Discovered pattern 3 (The Twin Seals)."""
    game = game_on([entry(["E"]), tile("ruins-a", nodes=["W"])], ["ruins-a"], heroes=heroes, stacked=stacked)
    place(game, 1, 0)
    return game, next(e.id for e in game.state.elements.values() if e.kind == "legendary")


def drawn(game: Game) -> list[str]:
    return [e.card for e in game.events if e.kind == "location_card_drawn"]


# --- setup ------------------------------------------------------------------------------------

def test_piles_are_numbered_only_shuffled_and_lettered_stacked_in_roman_numeral_order():
    """"build draw piles by stacking them in roman numeral order, with the highest roman numeral
    card on the bottom, and the lowest roman numeral on top. When there is more than one card with
    the same number, letter, and roman numeral, create a shuffled draw pile from them." """
    content = load_content()
    orders_2, orders_1b = set(), set()
    for seed in range(12):
        game = Game.new(heroes=["fighter"], seed=seed)
        piles = game.state.legendary.piles
        ready = [e for e in game.events if isinstance(e, LocationPilesReady)]
        assert ready and {k: list(v) for k, v in ready[-1].piles.items()} == piles  # the shuffles are in the log
        for key, pile in piles.items():
            cards = [content.legendary[c] for c in pile]
            assert {c.pile for c in cards} == {key}
            assert [c.numeral for c in cards] == sorted(c.numeral for c in cards)
        assert len(piles["2"]) == 3  # "Rune Pattern 2 has 3 possible outcomes"
        orders_2.add(tuple(piles["2"]))
        assert piles["1B"][0] == "ruins-ll-1b1-pointed-stair"
        orders_1b.add(tuple(piles["1B"][1:]))
    assert len(orders_2) > 1 and len(orders_1b) == 2  # shuffled where equal, and only there


def test_stacked_cards_go_on_top_of_their_pile():
    game = Game.new(heroes=["fighter"], seed=4, stacked={"legendary:ruins:1B": ["ruins-ll-1b2-crowned-husk"]})
    assert game.state.legendary.piles["1B"][0] == "ruins-ll-1b2-crowned-husk"


def test_each_ecology_sets_up_its_own_piles():
    content = load_content()
    for eco in ECOLOGIES:
        game = Game.new(heroes=["fighter"], seed=2, ecology=eco)
        ids = sorted(c for pile in game.state.legendary.piles.values() for c in pile)
        assert ids == sorted(c.id for c in ecology_cards(content, eco))


# --- the chain of cards -----------------------------------------------------------------------

def test_encounter_draws_the_numbered_card_then_follows_its_letter():
    """"they draw the top card from the numbered-only draw pile for that Rune Pattern [...] This
    letter indicates which draw pile for that Rune Pattern to draw from for the next card." The
    Lantern moves to the location; resolved cards join the XP pool; then the heroes move on."""
    game, el = pair_game({"legendary:ruins:3": ["ruins-ll-3-two-seals"],
                          "legendary:ruins:3A": ["ruins-ll-3a1-sunlit-vault"]})
    hs = game.state.hero_states[0]
    scenario.set_health(game, 0, hs.max_health - 5)  # a wounded hero
    game.do(Encounter(element=el))
    assert game.state.lantern == game.state.elements[el].spot
    assert drawn(game) == ["ruins-ll-3-two-seals"]
    assert game.state.phase == "resolving"
    assert game.legal() == [ContinueLocation()]  # "cannot move on ... until they have Resolved"
    game.do(ContinueLocation())
    assert drawn(game) == ["ruins-ll-3-two-seals", "ruins-ll-3a1-sunlit-vault"]
    assert game.state.hero_states[0].health == hs.max_health - 1  # The Sunlit Vault: heal 4
    assert game.state.xp_pool[-2:] == ["ruins-ll-3-two-seals", "ruins-ll-3a1-sunlit-vault"]
    assert game.state.elements[el].status == "resolved"
    assert game.state.phase == "exploring"
    assert "ruins-ll-3a1-vault-of-ash" in game.state.legendary.piles["3A"]  # the other outcome unseen


def test_a_choice_leads_to_the_pile_of_the_option_chosen():
    game, el = pair_game({"legendary:ruins:3": ["ruins-ll-3-riddle"]})
    keys = game.state.keys
    game.do(Encounter(element=el))
    assert set(game.legal()) == {ChooseLocationOption(option=0), ChooseLocationOption(option=1)}
    game.do(ChooseLocationOption(option=1))  # the moon seal: pile 3B
    game.do(ContinueLocation())
    game.do(ContinueLocation())
    assert drawn(game) == ["ruins-ll-3-riddle", "ruins-ll-3b1-moonlit-gallery", "ruins-ll-3b2-keepers-gift"]
    assert game.state.keys == keys + 1
    assert game.state.phase == "exploring"


def test_an_item_goes_to_the_hero_the_players_choose_before_the_location_ends():
    """"Some Legendary Locations provide Items": the players choose which hero takes it."""
    game, el = pair_game({"legendary:ruins:3": ["ruins-ll-3-two-seals"],
                          "legendary:ruins:3A": ["ruins-ll-3a1-vault-of-ash"]}, heroes=("fighter", "wizard"))
    game.do(Encounter(element=el))
    game.do(ContinueLocation())
    choose = [c for c in game.legal() if c.kind == "choose_hero"]
    assert len(choose) == 2
    game.do(choose[1])
    while game.state.phase == "resolving" and not any(c.kind == "continue_location" for c in game.legal()):
        game.do(game.legal()[0])  # Add / Replace for the item, if it asks
    wizard = game.state.hero_states[1]
    assert wizard.equipped or wizard.unequipped
    game.do(ContinueLocation())
    assert game.state.elements[el].status == "resolved"
    assert game.state.phase == "exploring"


def test_a_monster_card_is_fought_and_the_chain_goes_on_once_it_is_defeated():
    """"Heroes cannot move on from a Legendary Location until they have Resolved or Defeated all of
    its Cards." The Crowned Husk is a fight; winning it puts the card in the XP pool and ends the
    location."""
    from tests.kits.combat_kit import play_out, sensible

    def make(seed: int) -> Game:
        tiles = [entry(["E", "S"]), tile("ruins-a", nodes=["W"]), tile("ruins-b", nodes=["N"])]
        game = game_on(tiles, ["ruins-a", "ruins-b"], stacked={
            "legendary:ruins:1": ["ruins-ll-1-regent"], "legendary:ruins:1B": ["ruins-ll-1b1-pointed-stair",
                                                                             "ruins-ll-1b2-crowned-husk"]},
                       seed=seed)
        place(game, 1, 0)
        place(game, 0, 1)
        el = next(eid for eid, m in game.state.legendary.matches.items() if m.pattern == 1)
        game.do(Encounter(element=el))
        game.do(ContinueLocation())
        game.do(ChooseLocationOption(option=0))  # descend into the dark
        game.do(ContinueLocation())
        assert game.state.phase == "combat" and game.state.combat.kind == "legendary"
        return game

    for seed in range(1, 30):
        game = make(seed)
        play_out(game, sensible, seed=seed, check=False)
        if game.outcome is None:
            break
    assert game.outcome is None
    assert game.state.phase == "exploring"
    assert "ruins-ll-1b2-crowned-husk" in game.state.xp_pool
    assert game.state.xp_pool.count("ruins-ll-1b2-crowned-husk") == 1
    assert not game.state.pending
    assert all(e.status == "resolved" for e in game.state.elements.values() if e.kind == "legendary"
               and game.state.legendary.matches.get(e.id))


def test_a_location_replays_from_its_log():
    game, el = pair_game({})
    game.do(Encounter(element=el))
    while game.state.phase == "resolving":
        game.do(game.legal()[0])
    again = Game.replay(game.events, game.content)
    assert again.state.model_dump() == game.state.model_dump()


# --- content ----------------------------------------------------------------------------------

def chains(cards: dict[str, LocationCard], piles: dict[str, list[LocationCard]], pile: str, pattern: int,
           total: int = 0) -> list[int]:
    """Every XP total a location can give: any card of the lowest numeral left may be on top,
    every option may be chosen."""
    left = piles.get(pile, [])
    if not left:
        return [total]
    low = min(c.numeral for c in left)
    out: list[int] = []
    for card in [c for c in left if c.numeral == low]:
        rest = {**piles, pile: [c for c in left if c is not card]}
        letters = [o.next for o in card.options] if card.options else [card.next]
        for letter in letters:
            if letter:
                out += chains(cards, rest, f"{pattern}{letter}", pattern, total + card.xp)
            else:
                out.append(total + card.xp)
    return out


def test_content_counts_patterns_and_xp_ranges():
    """Ruins 30 cards, Caverns 30, Subterranean Architecture 21, over 4 rune patterns each; every
    way through a location pays within the Ecology's Reward Range for Legendary Locations."""
    content = load_content()
    for eco in ECOLOGIES:
        cards = ecology_cards(content, eco)
        assert len(cards) == CARDS_PER_ECOLOGY[eco]
        assert sorted(content.rune_patterns[eco]) == [1, 2, 3, 4]
        lo, hi = content.references[eco].legendary_xp
        piles: dict[str, list[LocationCard]] = {}
        for c in cards:
            piles.setdefault(c.pile, []).append(c)
        for n in range(1, 5):
            totals = chains(content.legendary, piles, str(n), n)
            assert all(lo <= t <= hi for t in totals), (eco, n, totals)


def test_every_card_can_be_reached():
    content = load_content()
    for eco in ECOLOGIES:
        cards = ecology_cards(content, eco)
        reach = {c.pile for c in cards if not c.letter}
        changed = True
        while changed:
            changed = False
            for c in cards:
                if c.pile in reach:
                    for letter in c.letters():
                        if f"{c.pattern}{letter}" not in reach:
                            reach.add(f"{c.pattern}{letter}")
                            changed = True
        assert {c.pile for c in cards} == reach
        # a card sharing its numeral with another ends its location, so each is a possible outcome
        for c in cards:
            if sum(1 for o in cards if o.pile == c.pile and o.numeral == c.numeral) > 1 and c.letter:
                assert not c.letters() or c.monster is None


def test_the_fabled_blades_are_found_at_legendary_locations():
    content = load_content()
    grants = {e.item for c in content.legendary.values() for e in c.effects if e.op == "gain_item"}
    assert {"fabled-blade-1", "fabled-blade-2"} <= grants
    fights = [c for c in content.legendary.values() if c.monster]
    choices = [c for c in content.legendary.values() if c.options]
    assert fights and choices
    for c in fights:
        assert content.monsters.monsters[c.id].xp == c.xp
