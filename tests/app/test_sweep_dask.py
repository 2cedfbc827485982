"""The sweep on a two-worker Dask LocalCluster takes the same code path as on a remote scheduler
(DaskRunner over a distributed Client), and identical seeds give identical games either way."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.headless.sweep import DaskRunner, LocalRunner, SweepSpec, run_sweep
from game.rules import PROJECT_ROOT

SPEC = {"name": "dask", "games": 12, "parties": ["fighter"], "packs": [[], ["packs/gentle-ruins"]],
        "change": [{"name": "FE health", "file": "subterranean/final_entity.toml", "table": "part",
                    "field": "health", "factors": [0.9]}]}


@pytest.fixture(autouse=True)
def _content_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FORGOTTEN_DEPTHS_CONTENT_CACHE", str(tmp_path_factory.getbasetemp() / "content-cache"))


@pytest.mark.slow  # starts a two-worker cluster (a few seconds) and plays 24 games
def test_a_two_worker_local_cluster_plays_the_same_games_as_local_processes(tmp_path: Path) -> None:
    from distributed import Client, LocalCluster

    spec = SweepSpec.model_validate(SPEC)
    base = PROJECT_ROOT / "examples"
    local = run_sweep(spec, tmp_path / "local", LocalRunner(2), base)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        distributed = run_sweep(spec, tmp_path / "dask", DaskRunner(client), base)
        assert len(client.scheduler_info()["workers"]) == 2
    assert distributed.played == local.played == 24
    assert distributed.cells == local.cells
    for name in ("local", "dask"):  # every chunk kept, under the same names
        assert len(list((tmp_path / name / "cells").glob("*.json"))) == 4
    assert {p.name for p in (tmp_path / "local" / "cells").iterdir()} == {
        p.name for p in (tmp_path / "dask" / "cells").iterdir()}
