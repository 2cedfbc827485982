"""Numbers in the player's language (the Hint's ratings, the tools' printed tables): the decimal
sign ("54.0" / "54,0") and a percentage ("54.0%" / "54,0 %"), with the digits after the sign the table asks for."""

from __future__ import annotations

from babel.core import UnknownLocaleError
from babel.numbers import get_decimal_symbol

from . import _, language


def decimal_sign() -> str:
    """The decimal sign of the current language (Babel's locale data; "." for the pseudo-language)."""
    try:
        return str(get_decimal_symbol(language()))
    except (ValueError, UnknownLocaleError):
        return "."


def number(value: float, digits: int = 1, sign: bool = False) -> str:
    """`value` with `digits` after the decimal sign ("+" before a positive one when `sign`)."""
    text = f"{value:+.{digits}f}" if sign else f"{value:.{digits}f}"
    return text.replace(".", decimal_sign())


def percent(value: float, digits: int = 1) -> str:
    """A percentage already multiplied by 100: "54.0%" (German "54,0 %")."""
    return _("{number}%").format(number=number(value, digits))
