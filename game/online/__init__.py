"""Co-op across machines: a host decides every move of one game (its Game is the game) and tells every
client the events in their public form; each client keeps a copy built from them. `table` holds who
sits where and who may move, `host` the websockets server in front of it, `client` a player's or a
watcher's connection and copy, `hosting` a hosted game with its save, `invite` the codes friends
join with, `protocol` the messages. docs/online.md explains the protocol and the threat model."""

from pathlib import Path

SEATS_FILE = "online.json"  # beside a hosted game's save: its room and seats (table.seat_record)


def is_hosted(folder: Path) -> bool:
    """Whether a save folder holds a game this machine hosted online (Continue hosts it again). Here,
    in the package itself, so the window can ask without loading the network's modules."""
    return (folder / SEATS_FILE).is_file()
