"""The Campaign sheet (game/ui/scenes/campaign_sheet.py), driven by mouse clicks under SDL's dummy
driver: talents unlocked between games, a new campaign, its game started, played and counted, a damaged
campaigns file shown and left alone, and the sheet fitting the window."""

from __future__ import annotations

import pytest

from game.bot import heuristic as bot
from game.campaigns import CampaignFile, start_game
from game.rules import descent_record
from game.ui.app import App, AppOptions
from tests.kits.campaign_kit import sample_book
from tests.kits.fit_kit import check, open_app
from tests.kits.fit_scenes import SCENES
from tests.kits.ui_kit import click


def _sheet(tmp_path, chosen: str | None = "Lantern Bearers") -> App:
    app = App(AppOptions(saves_dir=tmp_path))
    app.show("campaign", chosen)
    app.step(1 / 60)
    return app


def _button(app: App, talent_id: str):
    return next(b for b, t in app.scene.talent_buttons.items() if t == talent_id)


def test_the_title_screen_opens_the_campaign_sheet(tmp_path, content):
    app = App(AppOptions(saves_dir=tmp_path))
    app.step(1 / 60)
    click(app, app.scene.buttons["campaign"].rect.center)
    assert app.scene.name == "campaign_sheet"


def test_a_hero_unlocks_a_talent_they_can_pay_for_and_the_file_keeps_it(tmp_path, content):
    sample_book(tmp_path)
    app = _sheet(tmp_path)
    click(app, app.scene.hero_tabs[2].rect.center)  # the Rogue: 14 marks
    assert app.scene.hero == 2
    lockpicks = _button(app, "lockpicks")
    assert lockpicks.is_enabled
    click(app, lockpicks.rect.center)
    c = CampaignFile(tmp_path).load().find("Lantern Bearers")
    assert c.owned(2) == ["lockpicks"] and c.marks_left(2) == 14 - 5
    assert not _button(app, "lockpicks").is_enabled  # now among the talents earned
    assert "unlocks Spare Lockpicks" in app.scene.message


def test_a_talent_the_hero_cannot_afford_is_disabled_and_says_why(tmp_path, content):
    sample_book(tmp_path)
    app = _sheet(tmp_path)  # the Fighter: 9 marks left
    assert _button(app, "quartermaster").is_enabled
    drilled = _button(app, "drilled")
    assert not drilled.is_enabled
    assert drilled.tool_tip_text == "Drilled in Arms costs 12 marks; this hero has 9."


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_a_new_campaigns_game_is_started_played_and_its_marks_counted(tmp_path, content, monkeypatch):
    app = _sheet(tmp_path, None)
    app.scene.heroes_new = ["rogue", None, None]
    app.scene.name_entry.set_text("Quick Fingers")
    click(app, app.scene.new_b.rect.center)
    assert app.scene.campaign.name == "Quick Fingers"
    click(app, next(b for b, t in app.scene.tier_buttons.items() if t == "novice").rect.center)
    monkeypatch.setattr("random.randrange", lambda *a: 4)  # a game lost
    click(app, app.scene.start_b.rect.center)
    assert app.scene.name == "explore"
    session = app.scene.session
    assert session.game.state.tier == "novice"
    c = CampaignFile(tmp_path).load().find("Quick Fingers")
    assert c.playing is not None and c.playing.save == session.saved_game.name
    bot.play(session.game, seed=4)  # the game played to its end, and saved
    session.saved_game.record(session.game)
    app.show("campaign")
    app.step(1 / 60)
    c = CampaignFile(tmp_path).load().find("Quick Fingers")
    assert c.playing is None and len(c.games) == 1 and c.games[0].outcome == session.game.outcome
    rec = descent_record(session.game)
    plain = rec.ecologies_descended + rec.levels_gained[0]  # Novice: no extra marks beyond the descent's
    assert c.games[0].outcome == "lost" and c.games[0].marks == [plain] and plain > 0
    assert f"game 1: lost. Marks earned: Rogue +{plain}" in app.scene.message


def test_a_damaged_campaigns_file_is_shown_and_never_overwritten(tmp_path, content):
    path = CampaignFile(tmp_path).path
    path.write_text('{"format": 1, "kind": "forgotten-depths/campaigns", "campaigns": [{"name": 3}]}')
    before = path.read_bytes()
    app = _sheet(tmp_path, None)
    assert "campaigns.json is damaged" in (app.scene.problem or "")
    app.scene.heroes_new = ["fighter", None, None]
    click(app, app.scene.new_b.rect.center)
    assert path.read_bytes() == before
    assert app.scene.book.campaigns == []


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.5), ((2560, 1440), 1.0)])
def test_the_campaign_sheet_fits_the_window(tmp_path, content, size, scale):
    app = open_app(tmp_path, size, scale)
    assert not check(app, SCENES["campaign-sheet"])


def test_a_campaign_game_whose_save_is_gone_is_named_and_can_be_given_up(tmp_path, content):
    book = sample_book(tmp_path)
    start_game(book.campaigns[0], save="a save that is not there", seed=3)
    CampaignFile(tmp_path).save(book)
    app = _sheet(tmp_path)
    assert "Lantern Bearers, game 3: its save cannot be counted" in app.scene.message
    assert app.scene.start_b is None and not _button(app, "quartermaster").is_enabled  # between games only
    click(app, app.scene.giveup_b.rect.center)
    c = CampaignFile(tmp_path).load().find("Lantern Bearers")
    assert c.playing is None and len(c.games) == 2 and app.scene.start_b is not None
