"""Issue 36: the window's last English words in German play come from the catalogue: the sound
captions, the combat sidebar's ability tooltips, the log's "new lines below" button, the content
packs' note at setup, the read-aloud problems, the note of a hosted game that cannot be hosted again,
and `python -m game.ui`'s help and refusals with --lang de."""

from __future__ import annotations

import importlib.util
from typing import Any

import pytest

from game.i18n import card_text, set_language
from game.rules import Game, hero_abilities, scenario
from game.ui import narrator
from game.ui.__main__ import parse
from game.ui.app import App, AppOptions
from game.ui.captions import CAPTIONS, Captions
from game.ui.scenes.combat import CombatScene
from game.ui.scenes.setup import SetupScene
from game.ui.session import Session
from tests.kits.catalogue_kit import assert_german_for_each
from tests.kits.fit_kit import recorded_text
from tests.kits.ui_kit import steps


def test_a_caption_is_german_and_follows_a_change_of_language():
    captions = Captions(enabled=lambda: True, clock=lambda: 0.0)
    set_language("de")
    captions.heard("chest")
    assert captions.showing() == ["[eine Truhe knarrt auf]"]
    set_language("en")
    assert captions.showing() == ["[a chest creaks open]"]


def test_every_caption_has_its_german():
    assert_german_for_each(CAPTIONS.values())


def test_every_tutorial_callout_has_its_german():
    from game.ui.tutorial_lessons import LESSONS
    assert_german_for_each([words for lesson in LESSONS for words in (lesson.title, lesson.words, lesson.button)
                            if words] + ["Skip tutorial"])


def german_combat(tmp_path, game: Game) -> App:
    """The combat table of `game`'s fight in a German window, 1280x720 (steps to take before reading)."""
    app = App(AppOptions(saves_dir=tmp_path, size=(1280, 720), language="de"))
    app.settings.anim_speed = 0
    session = Session(game=Game.replay(game.events), players=["Ann"])
    session.catch_up()
    app.switch(CombatScene(app, session))
    return app


def test_the_combat_sidebars_ability_tooltip_names_and_tells_the_ability_in_german(tmp_path):
    game = Game.new(["fighter"], seed=0)
    scenario.monster_fight(game, [next(iter(game.content.monsters.monsters))])
    app = german_combat(tmp_path, game)
    steps(app, 2)
    scene: Any = app.scene
    shown = [ab for ab in hero_abilities(scene.game, 0) if ab.trigger != "passive"]
    assert shown and scene.ability_buttons
    tips = [button.tool_tip_text for button, _ability, _hero in scene.ability_buttons]
    for ab, tip in zip(shown, tips, strict=False):
        assert card_text(ab, "name") != ab.name and card_text(ab, "name") in tip
        assert ab.text not in tip and card_text(ab, "text") in tip


def test_the_logs_new_lines_button_is_german(tmp_path):
    app = App(AppOptions(heroes=["fighter"], seed=5, saves_dir=tmp_path, size=(1280, 720), language="de"))
    steps(app, 2)
    button = app.scene.log.button
    assert (button.text, button.tool_tip_text) == ("Neue Zeilen darunter", "Die neueste Zeile der Chronik zeigen")


def test_a_pairs_forecast_on_its_pill_is_german():
    from game.rules import Forecast
    from game.ui.combat_preview import preview_words

    set_language("de")
    assert preview_words(Forecast("hero", deal=6, take=1, kills=1, spared=0)) == "teilt 6 aus, tödlich · steckt 1 ein"
    assert preview_words(Forecast("hero", deal=10, take=4, kills=2, spared=0, take_if_chosen=0)) == \
        "teilt 10 aus, 2 fallen · steckt 4 ein (0, falls verschont)"


def test_a_power_card_on_the_monster_decks_line_and_chip_is_german():
    from game.ui.combat.foes import chip_words, value_words

    set_language("de")
    assert (value_words("Power"), chip_words("Power"), value_words("7"), chip_words("7")) == ("Kraft", "K", "7", "7")


def test_a_power_action_card_says_kraft_in_german_and_power_again_in_english(monkeypatch):
    import pygame

    from game.ui import card_art

    pygame.font.init()
    said: list[str] = []
    real = card_art.font

    class Recording:
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            self.real = real(*args, **kwargs)

        def render(self, words: str, *args: Any) -> pygame.Surface:
            said.append(words)
            return self.real.render(words, *args)

        def size(self, words: str) -> tuple[int, int]:
            return self.real.size(words)

    monkeypatch.setattr(card_art, "font", Recording)
    set_language("de")
    card_art.action_card("fighter:power1", 97)
    set_language("en")
    card_art.action_card("fighter:power1", 97)  # drawn anew, not the German one from the cache
    assert "KRAFT" in said and "POWER" in said and said.index("KRAFT") < said.index("POWER")
    said.clear()
    set_language("de")
    card_art.action_card("fighter:power1", 31)  # too narrow for "Kämpfer": its initial
    assert said[-1] == "K"


def test_the_final_entitys_part_labels_are_german():
    from game.ui.final_entity_art import PartState, one_line, part_label

    set_language("de")
    assert [part_label(slot) for slot in ("head1", "head2", "body", "tail")] == ["Kopf I", "Kopf II", "Rumpf",
                                                                                 "Schwanz"]
    assert one_line(PartState("p", "head2", 54, 54, 1, "")) == "Kopf II: 54/54 · Rüstung 1"
    assert one_line(PartState("p", "tail", 0, 48, 0, "")) == "Schwanz: besiegt"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_small_final_entitys_one_line_labels_are_drawn_whole(content, lang):
    import pygame

    from game.ui.final_entity_art import PartState, entity_view, one_line
    from game.ui.look import font

    pygame.font.init()
    set_language(lang)
    parts = {p.part: pid for pid, p in content.monsters.entity_parts.items()}
    states = [PartState(parts[slot], slot, 54, 54, 1, content.monsters.entity_parts[parts[slot]].name)
              for slot in ("head1", "head2", "body", "tail")]
    view = entity_view(states, 92)  # the smallest creature: one line a part
    width = view.surface.get_width()
    for rect, pid in view.spots:
        state = next(s for s in states if s.part_id == pid)
        words = font(10).size(one_line(state))[0]
        if state.slot.startswith("head"):  # the heads' labels to the right of the creature
            assert rect.right + 8 + words <= width, f"{one_line(state)!r} cut at the surface's edge"


def test_the_tile_piles_count_reads_right_for_one_tile_too():
    from game.i18n import _

    set_language("de")
    assert _("Tiles left: {n}").format(n=1) == "Teile übrig: 1"  # (it read "Noch 1 Teile")


def test_a_pack_that_cannot_be_chosen_and_a_new_games_default_players_are_german(tmp_path):
    from game.packs.installed import Installed
    from game.ui.pack_choice import describe

    set_language("de")
    assert describe(Installed(tmp_path, None, "hat Fehler")) == "Nicht wählbar: Es hat Fehler."
    session = Session.start(["fighter", "wizard"], ["Ann"], seed=1)
    assert session.players == ["Ann", "Spieler 2"]


def test_the_content_packs_note_at_setup_is_german(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path, size=(1280, 720), language="de"))
    app.switch(SetupScene(app))
    words = app.scene.chosen_packs_words()
    assert words.startswith("Nur mit den eigenen Karten des Spiels gespielt.<br><br><i>Ein Inhaltspaket ist ")
    assert "--packs DIR" in words and "python3 -m game.packs rate" in words


def test_why_the_log_cannot_be_read_aloud_is_german(monkeypatch):
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None)
    set_language("de")
    assert narrator.unavailable() == ("Zum Vorlesen wird die Sprachausgabe-Erweiterung (pyttsx3) gebraucht: "
                                      "pip install 'forgotten-depths[speech]'.")


def test_a_hosted_game_that_cannot_be_hosted_again_says_so_in_german(tmp_path, monkeypatch):
    from game.saves import SaveStore
    from game.ui import online_session

    def refuse(app: App, session: Session) -> None:
        raise OSError(98, "Address already in use")

    monkeypatch.setattr(online_session, "host_again", refuse)
    game = Game.new(["fighter"], seed=1)
    saved = SaveStore(tmp_path).create(game, "hosted")
    (saved.folder / "online.json").write_text("{}")  # a game this window hosted online
    app = App(AppOptions(saves_dir=tmp_path, size=(1280, 720), language="de"))
    session = Session(game=game, players=["Ann"], saved_game=saved)
    app.play(session)
    assert session.log[-1] == ("<i>Dieses Spiel wurde online ausgerichtet; es kann gerade nicht für die anderen "
                               "Spieler geöffnet werden (Address already in use), also wird es hier allein "
                               "gespielt.</i>")


def refused(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        parse(list(argv))
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    return err[0]


def test_the_window_flags_refuse_in_one_german_line_with_lang_de(capsys):
    line = refused(capsys, "--lang", "de", "--size", "big")
    assert line == "python -m game.ui: argument --size: 'big' ist keine Größe wie 1920x1080 (siehe --help)"
    assert "ist kein JSON-Objekt wie" in refused(capsys, "--lang", "de", "--stacked", "[1]")
    assert "hat einen leeren Heldennamen" in refused(capsys, "--lang", "de", "--heroes", "fighter,,wizard")


def test_the_window_flags_help_is_german_with_lang_de(capsys):
    with pytest.raises(SystemExit):
        parse(["--lang", "de", "--help"])
    out = capsys.readouterr().out
    assert "Forgotten Depths, das Spielfenster." in out and "nach so vielen Sekunden schließen" in out


def test_the_window_flags_still_give_the_options():
    options = parse(["--heroes", "fighter, wizard", "--size", "1600x900", "--stacked", '{"tiles": ["ruins-05"]}'])
    assert options.heroes == ["fighter", "wizard"] and options.size == (1600, 900)
    assert options.stacked == {"tiles": ["ruins-05"]}


@pytest.mark.parametrize("fight", ["monster", "final entity"])
def test_a_combat_lane_names_its_foe_in_the_accusative_in_german(tmp_path, fight):
    """"gegen {foe}" takes the accusative: "gegen den Türsturzkriecher", never a nominative article
    glued on ("gegen Der sammelnde Schlund")."""
    game = Game.new(["fighter"], seed=0)
    if fight == "monster":
        scenario.monster_fight(game, ["lintel-creeper"])
    else:
        scenario.final_entity_fight(game)
    app = german_combat(tmp_path, game)
    steps(app, 2)
    with recorded_text() as seen:
        app.scene.draw(app.screen)
    drawn = [words for _rect, words in seen]
    lanes = [text for text in drawn if text.startswith("gegen ")]
    assert lanes, drawn
    assert all(not text.startswith(("gegen Der ", "gegen Die ", "gegen Das ")) for text in lanes), lanes
    if fight == "monster":
        assert any(text.startswith("gegen den Türsturzkriecher") for text in lanes), lanes
