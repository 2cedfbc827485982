#!/usr/bin/env bash
# Regenerate the lock files in requirements/ from pyproject.toml's ranges (README, "Dependencies").
#   play.txt  what the game needs to run            (python3 main.py)
#   dev.txt   the game, the tests, the linters, the release build and the optional tools
# Every package pinned to one version with the hashes of its files, for every system the game is
# built for (--universal), on the oldest Python the project supports. Run tools/try_latest.sh first:
# the lock takes the newest releases inside the ranges, and that script shows what they break.
set -euo pipefail
cd "$(dirname "$0")/.."

UV_VERSION=0.13.8  # the locking tool itself is pinned too
PYTHON_VERSION=3.11  # pyproject.toml's requires-python floor

tool_venv="$(mktemp -d)/lock-venv"
trap 'rm -rf "$(dirname "$tool_venv")"' EXIT
python3 -m venv "$tool_venv"
"$tool_venv/bin/python" -m pip install -q --no-cache-dir "uv==$UV_VERSION"
uv=("$tool_venv/bin/uv" pip compile pyproject.toml --universal --python-version "$PYTHON_VERSION"
    --generate-hashes --no-header --quiet)

# dev.txt first: play.txt is then resolved inside it, so the game runs on the very versions tested
"${uv[@]}" --extra test --extra lint --extra sweep --extra speech --extra release -o requirements/dev.txt "$@"
"${uv[@]}" -c requirements/dev.txt -o requirements/play.txt "$@"
echo "tools/lock.sh: wrote requirements/play.txt ($(grep -c '==' requirements/play.txt) packages)" \
     "and requirements/dev.txt ($(grep -c '==' requirements/dev.txt) packages)"
