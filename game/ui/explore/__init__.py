"""The explore screen's view (layout and drawing); the scene and its input are game/ui/scenes/explore.py."""
