"""Cards and pictures: every foe and hero has a portrait; every card's text fits at every card size
the UI uses (rendered, with each piece of text checked against its room on the card)."""

from __future__ import annotations

import pygame
import pytest

from game.rules import Content, foe_role
from game.ui import card_art, portraits
from game.ui.closeup import CLOSEUP_WIDTH

# The card widths the scenes draw (game/ui/scenes/*, closeup.py): dialogs and rows of cards, the
# combat table's monster cards (124 / 170 x its scale 1.0 - 1.5) and Final Entity parts (up to 118 x
# scale) and the close-up (280 x UI scale 0.8 - 1.3).
DIALOG_WIDTHS = (84, 86, 110, 130, 150, 170, 180, 200, 210, 220, 230)
COMBAT_WIDTHS = (118, 124, 150, 170, 177, 186, 212, 255)
CLOSEUP_WIDTHS = tuple(int(CLOSEUP_WIDTH * k) for k in (0.8, 1.0, 1.3))
ALL_WIDTHS = tuple(sorted(set(DIALOG_WIDTHS + COMBAT_WIDTHS + CLOSEUP_WIDTHS)))


@pytest.fixture(scope="module", autouse=True)
def _fonts() -> None:
    pygame.font.init()


def all_refs(content: Content) -> list[tuple[str, str]]:
    m = content.monsters
    refs = [("monster", mid) for mid in m.monsters] + [("monster", pid) for pid in m.entity_parts]
    refs += [("item", i) for i in content.items] + [("ability", a) for a in content.ability_cards]
    refs += [("ability", a.id) for h in content.heroes.values() for a in h.abilities]
    refs += [("feature", f) for f in content.features] + [("legendary", lid) for lid in content.legendary]
    refs += [("hero", h) for h in content.heroes]
    return refs


def test_every_monster_guardian_entity_part_hero_and_fabled_blade_has_a_portrait(content: Content) -> None:
    m = content.monsters
    ids = [*m.monsters, *m.entity_parts, *content.heroes, "fabled-blade-1", "fabled-blade-2"]
    for eco in ("ruins", "caverns", "subterranean"):
        assert m.ecology_monsters.get(eco), eco
    assert sum(len(v) for v in m.ecology_monsters.values()) == 31
    assert sum(len(v) for v in m.ecology_guardians.values()) == 6
    assert len(m.entity_parts) == 10 and len(content.heroes) == 6
    missing = [i for i in ids if not portraits.has_portrait(i)]
    assert not missing, f"no portrait for {missing}"
    for i in ids:
        assert portraits.raw_portrait(i).get_size() == portraits.PORTRAIT_SIZE  # type: ignore[union-attr]


def test_portraits_differ_from_one_another(content: Content) -> None:
    """No two foes share a picture (distinct art, not one placeholder)."""
    seen: dict[bytes, str] = {}
    for mid in [*content.monsters.monsters, *content.monsters.entity_parts, *content.heroes]:
        raw = pygame.image.tobytes(portraits.raw_portrait(mid), "RGB")  # type: ignore[arg-type]
        assert raw not in seen, f"{mid} looks exactly like {seen.get(raw)}"
        seen[raw] = mid



def test_every_legendary_location_card_shows_its_ecologys_place(content: Content) -> None:
    """A Legendary Location card carries a picture of the place in its Ecology's style (three
    different pictures), drawn on the card."""
    places = set()
    for card in content.legendary.values():
        face = card_art.legendary_face(card)
        assert face.portrait == f"location-{card.ecology}", card.id
        places.add(pygame.image.tobytes(portraits.raw_portrait(face.portrait), "RGB"))  # type: ignore[arg-type]
    assert len(places) == 3
    card = next(iter(content.legendary.values()))
    plan = card_art.plan_card(card_art.legendary_face(card), CLOSEUP_WIDTH)
    assert plan.pic_h > 0

def test_every_item_and_ability_trigger_has_an_icon(content: Content) -> None:
    for iid in content.items:
        assert portraits.icon(f"item-{iid}", 32) is not None, iid
    for trig in ("power", "passive", "block", "spell"):
        assert portraits.icon(f"ability-{trig}", 32) is not None, trig


def test_portraits_scale_without_blurring() -> None:
    """Nearest-neighbour: a scaled portrait uses only colours of its source."""
    src = portraits.raw_portrait("moss-troll")
    assert src is not None
    colours = {tuple(src.get_at((x, y)))[:3] for x in range(src.get_width()) for y in range(src.get_height())}
    big = portraits.portrait("moss-troll", 48 * 3, (portraits.CROP_BOTTOM - portraits.CROP_TOP) * 3)
    assert big is not None
    for x in range(0, big.get_width(), 7):
        for y in range(0, big.get_height(), 5):
            assert tuple(big.get_at((x, y)))[:3] in colours


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
def test_every_card_text_fits_at_every_card_size(content: Content) -> None:
    problems = []
    for ref in all_refs(content):
        face = card_art.card_face(content, ref, 3, "ruins")  # three heroes: the largest numbers
        assert face is not None, ref
        for width in ALL_WIDTHS:
            surf, bad = card_art.render_card(face, width)
            assert surf.get_size() == (width, int(width * 1.4))
            if bad:
                problems.append(f"{ref} at {width}px: {bad}")
    assert not problems, "\n".join(problems[:20])


def test_close_ups_show_the_whole_card_with_its_flavour_line(content: Content) -> None:
    for ref in all_refs(content):
        face = card_art.card_face(content, ref, 2, "caverns")
        assert face is not None
        for width in CLOSEUP_WIDTHS:
            plan = card_art.plan_card(face, width)
            assert not plan.thumbnail and not plan.flavour_dropped, (ref, width)
            assert bool(plan.flavour_lines) == bool(face.flavour)


def test_monster_cards_on_the_combat_table_show_their_abilities(content: Content) -> None:
    m = content.monsters
    for mid in [*m.monsters, *m.entity_parts]:
        face = card_art.card_face(content, ("monster", mid), 2, "ruins")
        assert face is not None
        widths = [w for w in COMBAT_WIDTHS if w >= (118 if mid in m.entity_parts else 124)]
        for width in widths:
            plan = card_art.plan_card(face, width)
            if foe_role(content, mid) == "stair_guardian" and width < 170:
                continue  # a Stair Guardian is fought alone, on the wide single card
            assert not plan.thumbnail, (mid, width)
            assert plan.rules_lines, (mid, width)


def test_cards_from_the_rules_text_have_no_developer_wording(content: Content) -> None:
    """No "(s)" plurals, no checkboxes, no "1.:" leads, Final Entity parts carry no XP coin, guardians say so."""
    for ref in all_refs(content):
        face = card_art.card_face(content, ref, 2, "ruins")
        assert face is not None
        words = " ".join([face.title, face.type_line, *(f"{a} {b}" for a, b in face.rules), face.footer])
        assert "(s)" not in words and "[ ]" not in words, (ref, words)
        lines = card_art.wrap_rich(face.rules, 12, 400)
        printed = " ".join(word for line in lines for word, _ in line)
        assert ".:" not in printed and "::" not in printed, (ref, printed)  # a lead's colon once, after a word
    m = content.monsters
    for pid in m.entity_parts:
        face = card_art.card_face(content, ("monster", pid), 2, "subterranean")
        assert face is not None and face.xp is None and face.type_line.startswith("Final Entity")
    for gid in (g for ids in m.ecology_guardians.values() for g in ids):
        face = card_art.card_face(content, ("monster", gid), 2, "ruins")
        assert face is not None and face.type_line.startswith("Stair Guardian"), gid


def test_spell_type_lines_are_never_cut(content: Content) -> None:
    """An Ability's type line ("Wizard Ability · Power, cost 1 · Spell") is whole at every width."""
    for aid, ability in content.ability_cards.items():
        if not ability.spell:
            continue
        face = card_art.card_face(content, ("ability", aid), 2, "ruins")
        assert face is not None and face.type_line.endswith("Spell")
        for width in ALL_WIDTHS:
            plan = card_art.plan_card(face, width)
            assert " ".join(plan.type_lines).split() == face.type_line.split()
            assert all(plan.type_f.size(line)[0] <= width for line in plan.type_lines)


def test_the_legendary_pile_letter_stays_clear_of_the_type_line(content: Content) -> None:
    card = next(c for c in content.legendary.values() if getattr(c, "next", ""))
    face = card_art.legendary_face(card)
    assert face.footer == f"Next: pile {card.next}" and card.next not in face.type_line.split("·")[0]
    for width in ALL_WIDTHS:
        assert not card_art.render_card(face, width)[1]


def test_the_hero_panel_shows_items_and_abilities_by_their_own_icons(tmp_path) -> None:
    """Each Item and Ability chip beside a hero on the map screen carries its card's pixel icon."""
    from game.ui.app import App, AppOptions
    from game.ui.scenes.explore import ExploreScene
    from tests.kits.ui_kit import steps

    app = App(AppOptions(heroes=["fighter", "wizard"], players=["Ann"], seed=3, saves_dir=tmp_path,
                         size=(1280, 720)))
    app.settings.anim_speed = 0
    steps(app, 2)
    scene = app.scene
    assert isinstance(scene, ExploreScene)
    hs = scene.game.state.hero_states[0]
    hs.equipped.append(next(iter(scene.game.content.items)))
    hs.abilities.append(next(iter(scene.game.content.ability_cards)))
    steps(app, 2)
    chips = [(rect, ref) for rect, ref in scene.hero_spots if ref[0] in ("item", "ability")]
    assert {ref[0] for _, ref in chips} == {"item", "ability"}, chips
    for rect, ref in chips:
        face = card_art.card_face(scene.game.content, ref, 1, "ruins")
        assert face is not None and face.icon
        icon = portraits.icon(face.icon, rect.width - 2)
        assert icon is not None
        at = icon.get_rect(center=rect.center)
        opaque = [(x, y) for y in range(icon.get_height()) for x in range(icon.get_width())
                  if icon.get_at((x, y)).a == 255]
        same = sum(app.screen.get_at((at.x + x, at.y + y))[:3] == icon.get_at((x, y))[:3] for x, y in opaque)
        assert opaque and same >= 0.8 * len(opaque), (ref, same, len(opaque))  # the rim may cover its edge


def test_pointing_at_a_heroes_name_shows_the_hero_card_with_its_portrait(tmp_path) -> None:
    from game.ui.app import App, AppOptions
    from game.ui.scenes.explore import ExploreScene
    from tests.kits.ui_kit import steps

    app = App(AppOptions(heroes=["fighter", "wizard-rogue"], players=["Ann"], seed=3, saves_dir=tmp_path,
                         size=(1280, 720)))
    app.settings.anim_speed = 0
    steps(app, 2)
    scene = app.scene
    assert isinstance(scene, ExploreScene)
    names = [(rect, ref) for rect, ref in scene.card_spots() if ref[0] == "hero"]
    assert [ref for _, ref in names] == [("hero", "fighter"), ("hero", "wizard-rogue")]
    rect, ref = names[1]
    for _ in range(40):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        steps(app, 1)
    assert app.closeup.showing == ref
    face = card_art.card_face(scene.game.content, ref, 2, "ruins")
    assert face is not None and face.portrait == "wizard-rogue"
