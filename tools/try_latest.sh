#!/usr/bin/env bash
# Try the newest releases inside pyproject.toml's ranges before regenerating the lock (README,
# "Dependencies"): a new virtual environment with the newest of every package the game, the tests,
# the linters and the release build take, then ruff, mypy and the suite in it. Prints what is newer
# than the lock and which steps broke; exit status 1 if any did. Changes nothing in the checkout.
#   tools/try_latest.sh [pytest arguments]
set -uo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
py="$work/venv/bin/python"
export PIP_NO_CACHE_DIR=1

# every requirement named in pyproject.toml (dependencies and the extras the lock covers), as ranges
"$py" - > "$work/ranges.txt" <<'PY'
import tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
print("\n".join(project["dependencies"]))
for extra, requirements in project["optional-dependencies"].items():
    print("\n".join(requirements))
PY
if ! "$py" -m pip install -q --upgrade --upgrade-strategy eager -r "$work/ranges.txt"; then
    echo "try_latest: the newest releases inside the ranges do not install together (above)"
    exit 1
fi

echo "== newer than the lock (requirements/dev.txt) =="
"$py" tools/check_lock.py --subset requirements/dev.txt 2>&1 | grep -E "other version|missing" || echo "(nothing)"
"$py" tools/check_lock.py requirements/dev.txt 2>&1 | grep "not locked" || true

broke=()
echo "== ruff ==";   "$py" -m ruff check . || broke+=("ruff")
echo "== mypy ==";   "$py" -m mypy game --cache-dir "$work/mypy-cache" || broke+=("mypy")
echo "== suite =="; "$py" -m pytest -p no:cacheprovider "$@" || broke+=("the suite")

if ((${#broke[@]})); then
    echo "try_latest: broke with the newest releases: ${broke[*]}"
    exit 1
fi
echo "try_latest: the newest releases pass ruff, mypy and the suite: tools/lock.sh may take them"
