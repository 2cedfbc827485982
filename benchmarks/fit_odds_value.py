"""Fit the value of a position (game/bot/odds_value.py) to the outcomes of heuristic bot games.

    python3 benchmarks/fit_odds_value.py [--games 400] [--first 300000] [--every 8]

Plays `--games` heuristic games on seeds from `--first` (parties of one, two and three in turn; seeds
no test, tuning run or hold-out comparison uses), keeps the public facts of every `--every`th
position with the game's outcome, fits a logistic model (Newton's method with a small ridge) and
writes its weights to game/bot/odds_weights.py. Prints how many positions, the fit's Brier score and a check
on the last fifth of the games, kept out of the fit.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np  # a developer's tool: numpy is in the test extra, not the game's own dependencies

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bot import heuristic  # noqa: E402
from game.bot.odds_value import FEATURES, features  # noqa: E402
from game.rules import Game  # noqa: E402

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]
WEIGHTS_FILE = Path(__file__).resolve().parents[1] / "game" / "bot" / "odds_weights.py"
RIDGE = 1.0  # the ridge on every weight but the bias (positions of one game are far from independent)


def samples(games: int, first: int, every: int) -> list[tuple[list[list[float]], bool]]:
    """Per game: the facts of every `every`th position and whether the game was won."""
    out = []
    for n in range(games):
        seed = first + n
        rows: list[list[float]] = []
        game = Game.new(PARTIES[n % len(PARTIES)], seed=seed)
        count = [0]

        def keep(g: Game, rows: list[list[float]] = rows, count: list[int] = count) -> None:
            count[0] += 1
            if count[0] % every == 0 and g.outcome is None:
                rows.append(features(g))

        rows.append(features(game))
        heuristic.play(game, seed=seed, after=keep)
        out.append((rows, game.outcome == "won"))
    return out


def fit(x: np.ndarray, y: np.ndarray, ridge: float = RIDGE) -> np.ndarray:
    """Logistic regression by Newton's method (a ridge on all but the first column, the bias)."""
    w = np.zeros(x.shape[1])
    penalty = np.full(x.shape[1], ridge)
    penalty[0] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-np.clip(x @ w, -40, 40)))
        grad = x.T @ (p - y) + penalty * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + np.diag(penalty) + 1e-9 * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.max(np.abs(step)) < 1e-8:
            break
    return w


def _arrays(games: list[tuple[list[list[float]], bool]]) -> tuple[np.ndarray, np.ndarray]:
    x = [r for rows, _ in games for r in rows]
    y = [float(won) for rows, won in games for _ in rows]
    return np.array(x, dtype=float), np.array(y, dtype=float)


def brier(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
    p = 1 / (1 + np.exp(-np.clip(x @ w, -40, 40)))
    return float(np.mean((p - y) ** 2))


def weights_module(w: np.ndarray, how: str) -> str:
    """The text of game/bot/odds_weights.py (a module, so the release carries it with the code)."""
    lines = ['"""The fitted weights of game/bot/odds_value.py (written by benchmarks/fit_odds_value.py; a module,',
             "so the release carries them with the code).", "", how, '"""', "", "FEATURES = ("]
    lines += [f'    "{name}",' for name in FEATURES] + [")", "WEIGHTS = ("]
    lines += [f"    {round(float(v), 5)!r}," for v in w] + [")"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--first", type=int, default=300_000, help="first seed")
    parser.add_argument("--every", type=int, default=8, help="keep every n-th position")
    args = parser.parse_args(argv)
    if args.games < 5 or args.every < 1:
        print("--games must be at least 5 and --every at least 1.", file=sys.stderr)
        return 2
    games = samples(args.games, args.first, args.every)
    cut = len(games) * 4 // 5
    x_fit, y_fit = _arrays(games[:cut])
    x_out, y_out = _arrays(games[cut:])
    held = fit(x_fit, y_fit)
    print(f"{len(x_fit)} positions from {cut} games fitted; Brier {brier(held, x_fit, y_fit):.3f}; "
          f"on {len(x_out)} positions of {len(games) - cut} games kept out: {brier(held, x_out, y_out):.3f} "
          f"(always {100 * y_out.mean():.0f} %: {float(np.mean((y_out - y_out.mean()) ** 2)):.3f})")
    x, y = _arrays(games)
    w = fit(x, y)
    WEIGHTS_FILE.write_text(weights_module(w, f"python3 benchmarks/fit_odds_value.py --games {args.games} --first "
                                              f"{args.first} --every {args.every} ({len(x)} positions)"))
    print(f"weights written to {WEIGHTS_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
