"""The rules' vocabulary: messages, errors, effects, geometry, caching; imports nothing above it."""
