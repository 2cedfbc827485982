"""Campaign mode on screen (SDL's dummy driver, mouse clicks): the sheet's Next game view chooses the
Ecology the next game begins in and its house rules, Start game carries them into the game, and the
game-over screen of a campaign's game offers "Back to the campaign", where its marks are counted."""

from __future__ import annotations

import pytest

from game.bot import heuristic as bot
from game.campaigns import CampaignBook, CampaignFile, new_campaign
from game.ui.app import App, AppOptions
from game.ui.check_box import is_on
from tests.kits.ui_kit import click


def sheet_of_a_new_campaign(tmp_path) -> App:
    book = CampaignBook()
    new_campaign(book, "Deep Divers", ["rogue"])
    CampaignFile(tmp_path).save(book)
    app = App(AppOptions(saves_dir=tmp_path))
    app.show("campaign", "Deep Divers")
    app.step(1 / 60)
    return app


def test_the_next_game_begins_where_the_sheet_says_with_its_house_rules(tmp_path, content, monkeypatch):
    app = sheet_of_a_new_campaign(tmp_path)
    assert app.scene.setup_b.text == "Next game: Ruins · no house rule"
    click(app, app.scene.setup_b.rect.center)
    sc = app.scene
    click(app, next(b for b, e in sc.ecology_buttons.items() if e == "caverns").rect.center)
    click(app, next(b for b, r in app.scene.house_buttons.items() if r == "open_monster_deck").rect.center)
    assert app.scene.setup_b.text == "Next game: Caverns · 1 house rule"
    ticked = [b.text for b in app.scene.house_buttons if is_on(b)]
    assert ticked == ["Open Monster deck"], "a check box, ticked (issue 39, item 10: no typed [x])"
    c = CampaignFile(tmp_path).load().find("Deep Divers")
    assert (c.ecology, c.house_rules) == ("caverns", ["open_monster_deck"]), "kept in the campaigns file"
    assert "in the Caverns, with Open Monster deck" in app.scene.start_b.tool_tip_text

    monkeypatch.setattr("random.randrange", lambda *a: 7)
    click(app, app.scene.start_b.rect.center)
    assert app.scenes[0].name == "explore"  # (a deeper start opens with the heroes' Items to draw)
    state = app.scenes[0].session.game.state
    assert state.ecology == "caverns" and state.house_rules == ["open_monster_deck"]


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
def test_a_campaign_games_end_leads_back_to_the_campaign_where_it_is_counted(tmp_path, content, monkeypatch):
    app = sheet_of_a_new_campaign(tmp_path)
    monkeypatch.setattr("random.randrange", lambda *a: 0)  # a short game: lost in the Ruins (62 moves)
    click(app, app.scene.start_b.rect.center)
    session = app.scene.session
    bot.play(session.game, seed=0)
    session.saved_game.record(session.game)
    app.play(session)
    app.step(1 / 60)
    over = app.scene
    assert over.name == "game_over" and over.same.text == "Back to the campaign"
    assert over.same.tool_tip_text.startswith("Deep Divers: this game's marks are counted")
    click(app, over.same.rect.center)
    assert app.scene.name == "campaign_sheet" and app.scene.campaign.name == "Deep Divers"
    c = CampaignFile(tmp_path).load().find("Deep Divers")
    assert c.playing is None and [g.outcome for g in c.games] == [session.game.outcome]
    assert "Deep Divers, game 1" in app.scene.message
    assert app.scene.start_b is not None and app.scene.start_b.text == "Start game 2"


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_a_game_outside_any_campaign_still_offers_the_same_party_again(tmp_path, content):
    app = App(AppOptions(saves_dir=tmp_path))
    session = app.new_session(["rogue"], None, 0, "ruins", [])
    bot.play(session.game, seed=0)
    app.play(session)
    app.step(1 / 60)
    assert app.scene.name == "game_over" and app.scene.same.text == "Same party again"
