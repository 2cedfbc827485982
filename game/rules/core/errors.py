"""The two ways the rules say no: an illegal command, or broken content."""


class RuleViolation(Exception):
    """A command the rules do not allow. The message is a sentence a player understands."""


class ContentError(Exception):
    """A content file (card data, map tile) is broken. The message names the file, item and field."""


def first_problem(exc: Exception) -> str:
    """`field: message` of a pydantic ValidationError's first error, for sentences that name the field."""
    errors = getattr(exc, "errors", None)
    if not callable(errors) or not errors():
        return str(exc)
    first = errors()[0]
    field = ".".join(str(p) for p in first["loc"]) or "?"
    return f"{field}: {first['msg']}"


QUOTE_LIMIT = 40  # characters of a player's (or client's) input a refusal quotes at most


def shortened(text: object, limit: int = QUOTE_LIMIT) -> str:
    """Input cut to `limit` characters ("…" marks the cut), for a message that names it."""
    shown = str(text)
    return shown if len(shown) <= limit else shown[:limit - 1] + "…"


def quoted(text: object, limit: int = QUOTE_LIMIT) -> str:
    """Input quoted in a refusal, cut to `limit` characters: a refusal names what is wrong without
    echoing a whole pasted file back."""
    return repr(shortened(text, limit))
