"""The pseudo-language `qps`: each string accented, about 40 % longer and bracketed, its
placeholders, markup and entities untouched. Text that shows unaccented was not translated; text
cut off or over other text shows where a longer language would not fit."""

from __future__ import annotations

import re

PSEUDO = "qps"

_ACCENTED = str.maketrans(
    "AaCcDdEeGgHhIiJjKkLlNnOoPpRrSsTtUuWwYyZz",
    "ÅåÇçĐđÉéĜĝĤĥÎîĴĵĶķĹļÑñÖöÞþŔŕŠšŢţÛüŴŵÝýŽž")  # Latin-1 and Latin Extended-A: the game's fonts have them
# what must come through as it is: format fields, %-formats, markup tags, entities
_KEEP = re.compile(r"\{[^{}]*\}|%\([^)]*\)[#0 +-]*\d*(?:\.\d+)?[a-zA-Z]|%[#0 +-]*\d*(?:\.\d+)?[sdifr%]"
                   r"|<[^<>]*>|&[#\w]+;")
_PAD = "~·"  # the padding's letters: wide enough to take the room a longer word would
GROWTH = 0.4


def pseudo(message: str) -> str:
    """`message` as the pseudo-language shows it: "Draw" -> "[Ðŕåŵ ~·]"."""
    if not message:
        return message
    out: list[str] = []
    letters = 0
    last = 0
    for m in _KEEP.finditer(message):
        plain = message[last:m.start()]
        out.append(plain.translate(_ACCENTED))
        letters += sum(c.isalpha() for c in plain)
        out.append(m.group(0))
        last = m.end()
    tail = message[last:]
    out.append(tail.translate(_ACCENTED))
    letters += sum(c.isalpha() for c in tail)
    pad = round(letters * GROWTH) - 1  # and a space before the padding, and the brackets
    padding = (_PAD * (pad // 2 + 1))[:max(0, pad)]
    return "[" + "".join(out) + (" " + padding if padding else "") + "]"
