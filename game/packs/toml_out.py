"""Card data back into TOML: the merged card files a layered content folder is made of.

Just what card files hold: strings, integers, floats, booleans, lists and tables. Nested tables are
written inline (`{op = "heal", amount = 2}`), which TOML reads back to the same data.
"""

from __future__ import annotations

import json
import re
from typing import Any

_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def _key(key: str) -> str:
    return key if _BARE.match(key) else json.dumps(key, ensure_ascii=False)


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int | float):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)  # a JSON string is a TOML basic string
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{_key(k)} = {_value(x)}" for k, x in v.items()) + "}"
    raise TypeError(f"cannot write {type(v).__name__} as TOML")


def _is_table_list(v: Any) -> bool:
    return isinstance(v, list) and bool(v) and all(isinstance(x, dict) for x in v)


def dumps(data: dict[str, Any]) -> str:
    """A TOML document for `data`: plain keys, then [tables], then [[lists of tables]]."""
    plain = {k: v for k, v in data.items() if not isinstance(v, dict) and not _is_table_list(v)}
    tables = {k: v for k, v in data.items() if isinstance(v, dict)}
    lists = {k: v for k, v in data.items() if _is_table_list(v)}
    out = [f"{_key(k)} = {_value(v)}" for k, v in plain.items()]
    for k, table in tables.items():
        out += ["", f"[{_key(k)}]", *(f"{_key(sk)} = {_value(sv)}" for sk, sv in table.items())]
    for k, items in lists.items():
        for item in items:
            out += ["", f"[[{_key(k)}]]", *(f"{_key(sk)} = {_value(sv)}" for sk, sv in item.items())]
    return "\n".join(out) + "\n"
