"""One module per scene."""
