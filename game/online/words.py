"""What the host tells a player travels as a template, never as words: a notice's id and its named
fields (`Notice`), which each side words with its own catalogue. So a German player at an English
host's table reads the host's refusals and goodbyes in German, and the other way round.

A field is one of four kinds (FIELD_KINDS): TEXT (something a person typed: a name, a version, a
message kind; cut short and shown as it is), NUMBER (an int), WHO (a person's name, or the number of a
hero seat, which the receiver names from its own copy of the game) and, for one notice, the refusal
it was closed for (`because`, a notice itself, one level deep). A move the rules refused travels as
`rules` with no fields: the client words it from its own public copy of the game, which stands where
the host's stood when it refused (docs/online.md, "Words on the wire").

A notice from a host is hostile like anything else from the network: an unknown id, a field missing,
one too many or of the wrong kind is worded as a safe sentence (`UNREADABLE`), never a KeyError.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.i18n import N_, _, ngettext
from game.rules import shortened

TEXT, NUMBER, WHO = "text", "number", "who"
FIELD_KINDS = (TEXT, NUMBER, WHO)
TEXT_LIMIT = 60  # characters of a text field a sentence shows at most
NAME_LIMIT = 24  # a player's name
MAX_SEATS = 3
# the safe sentences for a notice this side cannot read (an unknown id, wrong fields), by message kind
UNREADABLE = N_("The host refused that, for a reason this game cannot read.")
CLOSED = N_("The host closed the connection.")
# a move the host's rules refused, when this side cannot tell why (no copy of the game yet)
RULES_REFUSED = N_("The host refused that move: the rules do not allow it now.")

Field = int | str
Namer = Callable[[int], str]  # the name of the hero in a seat, in this side's language


def short(text: object, limit: int = TEXT_LIMIT) -> str:
    """Quoted input cut to a sensible length (game.rules.shortened), control characters shown as `?`."""
    return shortened("".join("?" if unicodedata.category(ch).startswith("C") else ch for ch in str(text)), limit)


def holder_words(view: Mapping[str, Any]) -> str | None:
    """Who holds a seat of the host's seats view, as this side shows it: the person's name; a machine
    player by its seat, in this side's language (the host names it in its own: "Machine 2" there is
    "Computer 2" here); None for a free seat."""
    player = view.get("player")
    if not player:
        return None
    seat = view.get("seat")
    if view.get("machine") is True and type(seat) is int:
        return _("Machine {seat}").format(seat=seat + 1)
    return str(player)


def seat_number(hero: int) -> str:
    """A hero named by its seat, when nothing better is known ("hero 2")."""
    return _("hero {number}").format(number=hero + 1)


@dataclass(frozen=True)
class Notice:
    """A sentence the host tells a player, as a template: `id` names its words (TEMPLATES), `fields`
    fill them in, `because` is the refusal a connection was closed for. `str()` words it in the
    current language (the host's own log and tests); a receiver words it with `words()`."""

    id: str
    fields: Mapping[str, Field] = field(default_factory=dict)
    because: Notice | None = None

    def wire(self) -> dict[str, Any]:
        """The notice as a message carries it (protocol.Why)."""
        out: dict[str, Any] = {"id": self.id, "fields": dict(self.fields)}
        if self.because is not None:
            out["because"] = {"id": self.because.id, "fields": dict(self.because.fields)}
        return out

    def __str__(self) -> str:
        return words(self)


@dataclass(frozen=True)
class Template:
    """A notice's fields by kind, and its words (a function of the checked fields: one `_()` or
    `ngettext()` a sentence, so the catalogue sees them)."""

    kinds: Mapping[str, str]
    say: Callable[[dict[str, Any]], str]
    nested: bool = False  # it names the refusal it was closed for (`because`)


def _t(say: Callable[[dict[str, Any]], str], nested: bool = False, **kinds: str) -> Template:
    return Template(kinds, say, nested)


TEMPLATES: dict[str, Template] = {
    # reading a client's message (protocol.parse_client_message) and the connection's limits (host.py)
    "binary": _t(lambda f: _("Messages are JSON text, not binary frames.")),
    "too_long": _t(lambda f: _("That message is {length} characters long; the limit is {limit}.").format(**f),
                   length=NUMBER, limit=NUMBER),
    "not_json": _t(lambda f: _("That message is not valid JSON.")),
    "not_object": _t(lambda f: _("A message is a JSON object with a \"type\".")),
    "unknown_kind": _t(lambda f: _("\"{kind}\" is not a kind of message this host knows.").format(**f), kind=TEXT),
    # the problem is pydantic's own words (a field's name and what is wrong with it)
    "malformed": _t(lambda f: _("That {kind} message is malformed ({problem}).").format(**f), kind=TEXT,
                    problem=TEXT),
    "too_many": _t(lambda f: _("Too many messages: at most {rate} a second.").format(**f), rate=NUMBER),
    "hello_again": _t(lambda f: _("You have already said hello.")),
    "hello_late": _t(lambda f: _("Say hello first: no hello came in time.")),
    "hello_first": _t(lambda f: _("The first message must be a hello.")),
    "joined_elsewhere": _t(lambda f: _("You joined this game from another window.")),
    "host_closed": _t(lambda f: _("The host closed the game.")),
    "strikes": _t(lambda f: ngettext(
        "Closed after {n} message the host could not take in a short time: {reason}",
        "Closed after {n} messages the host could not take in a short time: {reason}", f["n"]).format(**f),
        nested=True, n=NUMBER),
    # joining the table, its seats and its moves (table.py)
    "version": _t(lambda f: _(
        "This host plays Forgotten Depths {version} (protocol {protocol}, rules {rules}); you have "
        "{your_version} (protocol {your_protocol}, rules {your_rules}). Both need the same version to "
        "play together.").format(**f), version=TEXT, protocol=NUMBER, rules=TEXT, your_version=TEXT,
        your_protocol=NUMBER, your_rules=TEXT),
    "no_room": _t(lambda f: _("There is no game with that invite code here: check the code with the host.")),
    "bad_token": _t(lambda f: _("That seat token is not one of this game's: join again without it.")),
    "table_full": _t(lambda f: _("This table is full: no more players or watchers can join.")),
    "no_seat": _t(lambda f: ngettext("This game has {n} hero seat; there is no seat {seat}.",
                                     "This game has {n} hero seats; there is no seat {seat}.", f["n"]).format(**f),
                  n=NUMBER, seat=NUMBER),
    "seat_taken": _t(lambda f: _("Seat {seat} is {player}'s.").format(**f), seat=NUMBER, player=TEXT),
    "seat_machine": _t(lambda f: _("Seat {seat} is played by a machine player.").format(**f), seat=NUMBER),
    "seat_machine_give": _t(lambda f: _("Seat {seat} is played by a machine player: only the host may hand it "
                                        "over.").format(**f), seat=NUMBER),
    "seat_free": _t(lambda f: _("Seat {seat} is free: only the host may hand it over.").format(**f), seat=NUMBER),
    "seat_theirs_here": _t(lambda f: _("Seat {seat} is {player}'s to hand over while they are here.").format(**f),
                           seat=NUMBER, player=TEXT),
    "seat_theirs": _t(lambda f: _("Seat {seat} is {player}'s to hand over.").format(**f), seat=NUMBER, player=TEXT),
    "no_player": _t(lambda f: _("There is no player called {player} at this table now.").format(**f), player=TEXT),
    "watching": _t(lambda f: _("You are watching this game: take a free seat to play.")),
    "undo_not_yours": _t(lambda f: _("Only {player} can take back their move.").format(**f), player=WHO),
    "not_yours": _t(lambda f: _("That move is {hero}'s to make, not yours.").format(**f), hero=WHO),
    "no_ones_move": _t(lambda f: _("No hero can make that move now.")),
    # the rules refused the move: the receiver words it from its own copy (Client); this is the host's line
    "rules": _t(lambda f: _(RULES_REFUSED)),
    "refused": _t(lambda f: _("The host refused that.")),  # a refusal the host had no notice for
}


def _field(kind: str, value: object, hero_name: Namer) -> str | int | None:
    """A field's value as its sentence shows it, or None when it is not one of its kind."""
    if kind == NUMBER:
        return value if type(value) is int and abs(value) <= 10**9 else None
    if kind == TEXT:
        return short(value) if isinstance(value, str) else None
    if kind == WHO:
        if isinstance(value, str):
            return short(value, NAME_LIMIT)
        if type(value) is int and 0 <= value < MAX_SEATS:
            return hero_name(value)
    return None


def _checked(notice_id: object, fields: object, hero_name: Namer) -> tuple[Template, dict[str, Any]] | None:
    template = TEMPLATES.get(notice_id) if isinstance(notice_id, str) else None
    if template is None or not isinstance(fields, Mapping) or set(fields) != set(template.kinds):
        return None
    shown = {name: _field(kind, fields[name], hero_name) for name, kind in template.kinds.items()}
    return None if any(v is None for v in shown.values()) else (template, shown)


def words(notice: object, hero_name: Namer = seat_number, unreadable: str = UNREADABLE) -> str:
    """A notice (a `Notice`, or one as a message carried it: `protocol.Why`, a dict) in the current
    language; `hero_name` names a hero seat; `unreadable` (N_-marked English) is said instead of a
    notice that is not one (an unknown id, a field missing, extra or of the wrong kind)."""
    def get(name: str) -> Any:
        return notice.get(name) if isinstance(notice, Mapping) else getattr(notice, name, None)

    checked = _checked(get("id"), get("fields"), hero_name)
    if checked is None:
        return _(unreadable)
    template, shown = checked
    because = get("because")
    if template.nested:
        if because is None:
            return _(unreadable)
        shown["reason"] = words(because, hero_name)
    elif because is not None:
        return _(unreadable)
    try:
        return template.say(shown)
    except (KeyError, IndexError, ValueError, TypeError):  # a translation that lost a field
        return _(unreadable)
