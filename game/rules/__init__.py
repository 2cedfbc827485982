"""The rules of Forgotten Depths as pure Python. Never imports pygame; never writes files."""

from .engine import Game
from .errors import ContentError, RuleViolation
from .messages import Command, Event, parse_command, parse_event

__all__ = ["Game", "RuleViolation", "ContentError", "Command", "Event", "parse_command", "parse_event"]
