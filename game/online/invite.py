"""Invite codes: `FD-7K3Q-9XWM@192.168.1.20:47100` names a hosted game's room and where the host is.

The room is eight characters of Crockford's base32 (no I, L, O or U, so nothing reads as another
character; typed in lower case, or with O for 0 and I or L for 1, it is read all the same), drawn from
`secrets`: a joiner who does not have the code cannot guess it.
"""

from __future__ import annotations

import ipaddress
import re
import secrets
from dataclasses import dataclass

from game.i18n import _

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ_AS = str.maketrans({"O": "0", "I": "1", "L": "1"})
DEFAULT_PORT = 47100
# FD-, the room in two fours, @ the host (a name, an IPv4 address, or an IPv6 one in brackets), :port
_CODE = re.compile(r"^\s*(?i:FD)-?([0-9A-Za-z]{4})-?([0-9A-Za-z]{4})"
                   r"@(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?\s*$")


class InviteError(ValueError):
    """A code that is not an invite code, in words."""


@dataclass(frozen=True)
class Invite:
    room: str
    host: str
    port: int

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"FD-{self.room[:4]}-{self.room[4:]}@{host}:{self.port}"

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}"


def new_room() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(8))


def parse_invite(text: str) -> Invite:
    """The invite a code names, or InviteError saying what is wrong with it."""
    m = _CODE.match(text or "")
    if not m:
        raise InviteError(_("That is not an invite code: it looks like {example}.").format(
            example="FD-7K3Q-9XWM@192.168.1.20:47100"))
    room = (m.group(1) + m.group(2)).upper().translate(_READ_AS)
    if any(ch not in ALPHABET for ch in room):
        raise InviteError(_("That invite code has a letter no code uses (U): check it with the host."))
    host = m.group(3).strip("[]")
    if ":" in host:
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise InviteError(_("The address in that invite code is not one.")) from None
    port = int(m.group(4)) if m.group(4) else DEFAULT_PORT
    if not 1 <= port <= 65535:
        raise InviteError(_("The port in that invite code ({port}) is not one (1-65535).").format(port=port))
    return Invite(room, host, port)
