"""The rules' vocabulary: messages, errors, effects, geometry; imports nothing above it."""
