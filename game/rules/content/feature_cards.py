"""Feature Cards: `cards/<ecology>/features.toml`, ten per Ecology.

FEATURES: "Draw the next Feature Card for the Level you're Exploring and follow any instructions
found on the card. Many Features require the Heroes to pass a test by playing Hero Action Cards."
"If a Feature Card has three target numbers separated by slashes, use the first value if you're
playing with one Hero, the second value if you're playing with two Heroes, and the third if
you're playing with three Heroes."

A test here: each hero may play up to `cards` Action Cards (from hand or straight from the draw
pile); the test is passed when the values played reach the target. `always` effects happen on
drawing the card (a Feature without a test has only these).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from game.i18n import _
from game.rules.content.hero_cards import read_toml, validate_item
from game.rules.core.effects import Effect
from game.rules.core.errors import ContentError

FEATURES_PER_ECOLOGY = 10
# effects a Feature can carry out outside combat (see features.py)
FEATURE_OPS = frozenset({"heal", "damage", "keys", "gain_item", "refresh_spells"})


class FeatureTest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    target: list[int]  # by hero count: one / two / three heroes
    cards: int = Field(default=2, ge=1, le=3)  # most Action Cards each hero may play

    @field_validator("target", mode="before")
    @classmethod
    def _triple(cls, v: Any) -> Any:
        if isinstance(v, str):
            parts = v.replace(" ", "").split("/")
            if len(parts) == 3 and all(p.isdigit() for p in parts):
                return [int(p) for p in parts]
            raise ValueError(_("expected three target numbers like 6/10/14"))
        return v

    @field_validator("target")
    @classmethod
    def _three(cls, v: list[int]) -> list[int]:
        if len(v) != 3 or any(t < 1 for t in v):
            raise ValueError(_("expected three positive target numbers"))
        return v


class FeatureDef(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    text: str
    xp: int = Field(ge=0)
    always: list[Effect] = []
    test: FeatureTest | None = None
    success: list[Effect] = []
    failure: list[Effect] = []
    success_text: str = ""
    failure_text: str = ""


def load_features(root: Path, ecologies: tuple[str, ...]) -> tuple[dict[str, FeatureDef], dict[str, list[str]]]:
    features: dict[str, FeatureDef] = {}
    by_ecology: dict[str, list[str]] = {}
    for eco in ecologies:
        path = root / "cards" / eco / "features.toml"
        where = str(path.relative_to(root))
        ids = []
        for raw in read_toml(path).get("feature", []):
            f = validate_item(FeatureDef, raw, where, "feature")
            if f.id in features:
                raise ContentError(_("{at}: id: used twice").format(at=f"{where}: feature {f.id!r}"))
            for part in ("always", "success", "failure"):
                for e in getattr(f, part):
                    if e.op not in FEATURE_OPS:
                        raise ContentError(_("{at}: a Feature cannot {op} (use one of {ops})").format(
                            at=f"{where}: feature {f.id!r}: {part}", op=repr(e.op), ops=", ".join(sorted(FEATURE_OPS))))
            if f.test is None and (f.success or f.failure):
                raise ContentError(_("{at}: test: success/failure need a test").format(at=f"{where}: feature {f.id!r}"))
            features[f.id] = f
            ids.append(f.id)
        if len(ids) != FEATURES_PER_ECOLOGY:
            raise ContentError(_("{at}: expected {wanted} features, found {found}").format(
                at=where, wanted=FEATURES_PER_ECOLOGY, found=len(ids)))
        by_ecology[eco] = ids
    return features, by_ecology
