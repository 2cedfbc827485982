"""The window's side of online play: hosting from setup opens a lobby with the invite code and the
seats, a friend who joins appears there, moves made from the window come back from the host into the
log, the strip at the top says whom the table waits for, pointing shows on the map, and a move of
someone else's hero is refused in words. Real websockets on loopback; SDL's dummy driver."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pygame
import pygame_gui

from game.bot import heuristic as bot
from game.online.client import Client
from game.rules import acting_hero, parse_command
from game.ui.app import App, AppOptions
from game.ui.online_session import OnlineSession
from game.ui.scenes.online import LobbyScene, OnlineScene
from tests.kits.online_kit import host_speaks, pump_until, served
from tests.kits.ui_kit import steps


def frames_until(app: App, done, seconds: float = 10.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        steps(app)
        if done():
            return True
        time.sleep(0.005)
    return False


def hosting_app(tmp_path: Path, heroes: tuple[str, ...] = ()) -> App:
    app = App(AppOptions(saves_dir=tmp_path, online_host=True, online_port=0))
    app.settings.anim_speed = 0
    setup = app.scene
    assert setup.name == "setup" and setup.online
    if heroes:
        setup.heroes = [*heroes, *[None] * (3 - len(heroes))]
    setup.begin()  # Descend!
    return app


def test_hosting_opens_a_lobby_with_the_code_and_a_friend_who_joins_takes_the_next_seat(tmp_path):
    app = hosting_app(tmp_path)
    try:
        session = app.online
        assert isinstance(session, OnlineSession) and isinstance(app.scene, LobbyScene)
        assert frames_until(app, lambda: session.welcomed)
        assert str(session.online.invite) in app.scene.code_box.html_text
        heroes = len(session.game.state.heroes)
        friend = Client(session.online.invite, "Bo", content=session.game.content).start() if heroes > 1 else None
        if friend is not None:
            assert frames_until(app, lambda: "Bo" in app.scene.seats_box.html_text)
            friend.stop()
        assert any(p.is_dir() for p in tmp_path.iterdir())  # the host saves the game as any other
    finally:
        app.leave_online()


def test_a_move_from_the_window_comes_back_from_the_host_into_the_log_and_the_strip_says_whom_we_wait_for(tmp_path):
    from game.rules import Game
    with served(Game.new(["fighter", "wizard"], seed=3)) as s:
        app = App(AppOptions(saves_dir=tmp_path))
        app.settings.anim_speed = 0
        try:
            app.show("online")
            scene = app.scene
            assert isinstance(scene, OnlineScene)
            scene.code_entry.set_text(str(s.invite))
            scene.name_entry.set_text("Ann")
            scene.join(watch=False)
            session = app.online
            assert session is not None and frames_until(app, lambda: session.welcomed)
            assert session.online.seats == [0]
            lobby = app.scene
            assert isinstance(lobby, LobbyScene)
            lobby.handle(_press(lobby.enter_button), False)
            steps(app, 2)
            assert app.scene.name == "explore"
            before = len(session.log)
            move = next(c for c in session.game.legal() if acting_hero(session.game, c) == 0)
            assert session.do(move)
            assert frames_until(app, lambda: len(session.log) > before)
            bo = s.client("Bo", seats=[1])
            assert frames_until(app, lambda: "Bo" in " ".join(session.players))
            while 0 in session.online.deciding:  # play our hero's moves until it is Bo's turn
                mine = bot.choose(session.game, random.Random(1), heroes=[0])
                had = len(session.game.events)
                assert mine is not None and session.do(mine)
                frames_until(app, lambda had=had: len(session.game.events) > had, 5)
            assert frames_until(app, lambda: (session.status_words() or "").startswith("Waiting for"))
            theirs = next(c for c in session.game.legal() if acting_hero(session.game, c) == 1)
            assert not session.do(theirs) and (session.refusal or "").startswith("Waiting for Bo (")
            bo.point({"kind": "square", "x": 0, "y": 0})
            assert frames_until(app, lambda: any(p.by == "Bo" for p in session.points))
            bo.stop()
        finally:
            app.leave_online()


def _press(button) -> pygame.event.Event:
    return pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button)


def test_continue_hosts_a_hosted_game_again_in_the_same_room_with_the_window_back_in_its_seat(tmp_path):
    app = hosting_app(tmp_path)
    session = app.online
    assert session is not None and frames_until(app, lambda: session.welcomed)
    room = session.online.invite.room
    move = next(c for c in session.game.legal() if acting_hero(session.game, c) == 0)
    had = len(session.game.events)
    assert session.do(move) and frames_until(app, lambda: len(session.game.events) > had)
    app.leave_online()  # the host quits
    (name,) = app.store().names()
    again = App(AppOptions(saves_dir=tmp_path, online_port=0))
    try:
        again.play(again.open_saved_game(name))
        back = again.online
        assert isinstance(back, OnlineSession) and isinstance(again.scene, LobbyScene)
        assert frames_until(again, lambda: back.welcomed and back.online.seats == [0])
        assert back.online.invite.room == room
        assert len(back.game.events) == len(session.game.events)
    finally:
        again.leave_online()


def test_controls_of_another_players_move_are_disabled_and_their_hover_says_whom_the_table_waits_for(tmp_path):
    from game.rules import Game
    from game.ui.online_session import draw_reason_tip, waits_at
    with served(Game.new(["fighter", "wizard"], seed=3)) as s:
        app = App(AppOptions(saves_dir=tmp_path))
        app.settings.anim_speed = 0
        try:
            session = join_session_from_window(app, s, "Ann")
            bo = s.client("Bo", seats=[1])
            assert frames_until(app, lambda: "Bo" in " ".join(session.players))
            assert session.online.deciding == [0]  # the first turn: Ann's hero explores
            assert session.legal() and session.waiting_reason() is None
            mine = next(c for c in session.legal() if c.kind == "draw_tile")
            had = len(session.game.events)
            assert session.do(mine) and frames_until(app, lambda: len(session.game.events) > had)
            while 0 in session.online.deciding:
                had = len(session.game.events)
                assert session.do(bot.choose(session.game, random.Random(2), heroes=[0]))
                frames_until(app, lambda had=had: len(session.game.events) > had, 5)
            assert frames_until(app, lambda: session.online.deciding == [1])
            steps(app, 2)
            # Bo's move: the session offers this window none of it, the screen's buttons for it are grey
            assert session.legal() == []
            assert any(acting_hero(session.game, c) == 1 for c in session.game.legal())
            reason = session.waiting_reason()
            assert reason is not None and reason.startswith("Waiting for Bo (") and reason.endswith(".")
            scene = app.scene
            action_buttons = getattr(scene, "action_buttons", [])
            assert all(cmd.kind == "undo" or acting_hero(session.game, cmd) == 0 for _, cmd in action_buttons)
            grey = next(b for b in app.manager.get_sprite_group().sprites()
                        if isinstance(b, pygame_gui.elements.UIButton) and b.visible and not b.is_enabled)
            assert waits_at(app, grey.rect.center)
            box = draw_reason_tip(app.screen, reason, grey.rect.center, app.layout)
            assert app.screen.get_rect().contains(box) and not box.collidepoint(grey.rect.center)
            bo.stop()
        finally:
            app.leave_online()


def test_a_watcher_is_offered_no_move_and_told_it_watches(tmp_path):
    from game.rules import Game
    with served(Game.new(["fighter", "wizard"], seed=3)) as s:
        ann = s.client("Ann", seats=[0])
        app = App(AppOptions(saves_dir=tmp_path))
        app.settings.anim_speed = 0
        try:
            session = join_session_from_window(app, s, "Cy", watch=True)
            assert frames_until(app, lambda: "Ann" in " ".join(session.players))
            assert session.legal() == [] and session.game.legal()
            assert (session.waiting_reason() or "").startswith("You are watching. Waiting for Ann (")
            app.scene.open_menu()  # the in-game Menu leads back to the table (seats, hand-overs, the code)
            steps(app, 2)
            menu = app.scene
            assert "table" in menu.controls.values()
            menu.control("table")
            steps(app, 2)
            assert isinstance(app.scene, LobbyScene)
            ann.stop()
        finally:
            app.leave_online()


def join_session_from_window(app: App, s, name: str, watch: bool = False) -> OnlineSession:
    """Join the served game from the window's Play online screen and enter it from the lobby."""
    app.show("online")
    scene = app.scene
    assert isinstance(scene, OnlineScene)
    scene.code_entry.set_text(str(s.invite))
    scene.name_entry.set_text(name)
    scene.join(watch=watch)
    session = app.online
    assert session is not None and frames_until(app, lambda: session.welcomed)
    lobby = app.scene
    assert isinstance(lobby, LobbyScene)
    lobby.handle(_press(lobby.enter_button), False)
    steps(app, 2)
    return session


def test_the_host_hands_a_dropped_players_seat_to_a_machine_player_from_the_lobby_and_the_log_tells_it(tmp_path):
    app = hosting_app(tmp_path, ("fighter", "wizard"))
    try:
        session = app.online
        assert session is not None and frames_until(app, lambda: session.welcomed)
        assert len(session.game.state.heroes) == 2
        bo = Client(session.online.invite, "Bo", content=session.game.content).start()
        lobby = app.scene
        assert isinstance(lobby, LobbyScene)
        assert frames_until(app, lambda: "Bo (here)" in lobby.seats_box.html_text)
        assert 1 not in lobby.give_menus  # Bo is here: only he may hand his seat over
        bo.stop()
        assert frames_until(app, lambda: "Bo (away)" in lobby.seats_box.html_text and 1 in lobby.give_menus)
        menu, options = lobby.give_menus[1]
        assert options["To a machine player"] == ""
        lobby.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu,
                                        text="To a machine player"), False)
        assert frames_until(app, lambda: "Machine 2 (machine player)" in lobby.seats_box.html_text)
        assert any("seat: a machine player now plays it" in line for line in session.log)
        assert session.seat_names()[1] == "Machine 2"
    finally:
        app.leave_online()


def in_combat(seed: int = 3):
    """A two-hero game played by the bot until a fight is on the table."""
    from game.rules import Game
    game = Game.new(["fighter", "wizard"], seed=seed)
    rng = random.Random(seed)
    while game.state.phase != "combat":
        move = bot.choose(game, rng)
        assert move is not None and game.outcome is None
        game.do(move)
    return game


def test_p_on_the_combat_table_points_at_the_card_under_the_pointer_for_everyone_with_the_players_name(tmp_path):
    from game.ui.online_session import card_key, draw_card_points, point_at_card
    with served(in_combat()) as s:
        app = App(AppOptions(saves_dir=tmp_path))
        app.settings.anim_speed = 0
        try:
            session = join_session_from_window(app, s, "Ann")
            bo = s.client("Bo", seats=[1])
            assert pump_until([bo], lambda: bo.game is not None)  # at the table before anyone points
            assert frames_until(app, lambda: app.scene.name == "combat")
            scene = app.scene
            steps(app, 2)
            rect, ref = next((r, ref) for r, ref in scene.spots if ref[0] == "monster")
            assert point_at_card(scene, rect.center)
            assert frames_until(app, lambda: any(p.target.get("card") == card_key(ref) for p in session.points))
            mark = next(p for p in session.points if p.target.get("kind") == "card")
            assert mark.by == "Ann"
            drawn = draw_card_points(app.screen, session, scene.spots, app.layout, mark.at)
            assert drawn and drawn[0].contains(rect)  # the ring goes round the monster pointed at
            told: list = []
            for _ in range(100):  # Bo's window is told too, with who points
                told += bo.pump(0.05).points
                if told:
                    break
            assert told and told[0]["by"] == "Ann" and told[0]["target"]["card"] == card_key(ref)
            bo.stop()
        finally:
            app.leave_online()


def test_undo_is_offered_only_to_the_player_whose_move_it_takes_back_and_greyed_for_others_with_their_name(tmp_path):
    from game.rules import Game
    from game.ui.online_session import on_undo, waits_at
    from game.ui.undo_control import is_undo
    with served(Game.new(["fighter", "wizard"], seed=3)) as s:
        app = App(AppOptions(saves_dir=tmp_path))
        app.settings.anim_speed = 0
        try:
            session = join_session_from_window(app, s, "Ann")
            bo = s.client("Bo", seats=[1])
            assert frames_until(app, lambda: "Bo" in " ".join(session.players))
            rng = random.Random(2)
            for _ in range(60):  # Ann's turn, then Bo's until Bo made a move that can be taken back
                if session.online.undo_seat == 1 and session.game.can_undo():
                    break
                had = len(session.game.events)
                if 0 in session.online.deciding:
                    mine = session.online.undo_seat == 0 and session.game.can_undo()
                    assert session.can_undo() == mine and (session.undo_reason() is None)
                    assert session.do(bot.choose(session.game, rng, heroes=[0]))
                else:
                    assert pump_until([bo], lambda had=had: bo.game is not None and len(bo.game.events) >= had)
                    bo.send_command(bot.choose(bo.game, rng, heroes=[1]))
                frames_until(app, lambda had=had: len(session.game.events) > had, 5)
            assert session.online.undo_seat == 1 and session.game.can_undo()
            steps(app, 3)
            # Bo's move to take back: Ann's window greys Undo and says whose it is
            assert not session.can_undo()
            assert session.undo_reason() == "Only Bo can take back their move."
            undo = next(b for b in app.manager.get_sprite_group().sprites() if is_undo(b) and b.visible)
            assert not undo.is_enabled
            assert on_undo(app, undo.rect.center) and waits_at(app, undo.rect.center)
            had = len(session.game.events)
            assert not session.undo() and session.refusal == "Only Bo can take back their move."
            assert pump_until([bo], lambda: bo.game is not None and bo.may_undo)
            bo.send_command(parse_command({"kind": "undo"}))  # Bo takes his move back: every window follows
            assert frames_until(app, lambda: len(session.game.events) < had)
            bo.stop()
        finally:
            app.leave_online()


def test_a_german_window_at_an_english_hosts_table_reads_its_refusals_and_machine_players_in_german(tmp_path):
    """Issue 36: the host speaks English, this window German; no words cross the network."""
    from game.rules import Game
    with host_speaks("en", "de"), served(Game.new(["fighter", "wizard"], seed=3)) as s:
        app = App(AppOptions(saves_dir=tmp_path))
        app.settings.anim_speed = 0
        app.set_language("de")
        try:
            session = join_session_from_window(app, s, "Bo")
            assert session.online.seats == [0]
            draw = parse_command({"kind": "draw_tile"})
            assert session.do(draw) and session.do(draw)  # the second reaches the host after the first's tile
            assert frames_until(app, lambda: any("Nicht erlaubt" in line for line in session.log))
            assert session.refusal == ("Die Helden können jetzt kein Kartenteil ziehen (zuerst muss das "
                                       "gezogene Kartenteil gelegt werden).")
            session.online.take_seats([0, 1])
            assert frames_until(app, lambda: session.online.seats == [0, 1])
            session.online.give(1, "")  # the host names the machine player "Machine 2"; this window "Computer 2"
            assert frames_until(app, lambda: session.seat_names()[1] == "Computer 2")
            assert any("Computerspieler" in line for line in session.log)
        finally:
            app.leave_online()
