"""Co-op across machines: a host decides every move of one game (its Game is the game) and tells every
client the events in their public form; each client keeps a copy built from them. `table` holds who
sits where and who may move, `host` the websockets server in front of it, `client` a player's or a
watcher's connection and copy, `hosting` a hosted game with its save, `invite` the codes friends
join with, `protocol` the messages. docs/online.md explains the protocol and the threat model."""
