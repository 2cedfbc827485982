"""The two ways the rules say no: an illegal command, or broken content."""


class RuleViolation(Exception):
    """A command the rules do not allow. The message is a sentence a player understands."""


class ContentError(Exception):
    """A content file (card data, map tile) is broken. The message names the file, item and field."""
