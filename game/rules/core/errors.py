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
