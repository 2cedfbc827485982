"""The probe file: the scene's clickable screen positions written as JSON after every frame that
changed them (and every tenth frame: scripts wait for frames to pass), for end-to-end tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


class ProbeFile:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._written: str | None = None

    def write(self, data: dict[str, Any], frame: int) -> None:
        """Write `data` (which holds the `frame` number) if it changed or on every tenth frame."""
        text = json.dumps(data, sort_keys=True, default=list)
        body = text.replace(f'"frame": {frame}', "")
        if body != self._written or frame % 10 == 0:
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(text)
            tmp.replace(self.path)
            self._written = body
