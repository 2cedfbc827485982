"""Layered content folders of the pack tests go in a cache of the session's own."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _content_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FORGOTTEN_DEPTHS_CONTENT_CACHE", str(tmp_path_factory.getbasetemp() / "content-cache"))
