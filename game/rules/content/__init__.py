"""Card and tile data and their loaders (pydantic models read from cards/ and assets/tiles/)."""
