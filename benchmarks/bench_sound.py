"""Sound's cost at start-up: time to the first frame and peak memory, with sound and without a device.

    python benchmarks/bench_sound.py [--runs N]

Each run is a fresh interpreter that opens the window at 1920x1080 on SDL's dummy video driver,
starts a game (the map scene, its Ecology's music loop streaming) and draws 120 frames. "with sound":
SDL's dummy audio driver, so the mixer opens as on a real machine (effects are decoded when first
played); "no device": a driver that does not exist, the game silent. Also the time `Audio()` itself
takes. The CPU seconds to the first frame say more than the wall clock on a busy machine.

"all art and sound loaded" (issue 14's start-up budget: < 1.5 s, < 250 MB): the same start with
sound, then every picture in assets/art read, the title key art drawn, every portrait card drawn at
the combat and close-up widths, every effect decoded and every music loop opened in turn, before
the 120 frames; the time is from process start until all of it is loaded, the memory the peak.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.common import machine  # noqa: E402

CHILD = """
import json, os, sys, time
t0 = time.perf_counter()
sys.path.insert(0, {root!r})
from pathlib import Path
from game.ui.app import App, AppOptions
from game.ui import audio
app = App(AppOptions(heroes=["fighter", "wizard"], seed=1, saves_dir=Path({saves!r}), size=(1920, 1080)))
app.step()
first_frame = time.perf_counter() - t0
import resource
ru = resource.getrusage(resource.RUSAGE_SELF)
first_frame_cpu = ru.ru_utime + ru.ru_stime
loaded = {{"pictures": 0, "cards": 0, "effects": 0, "loops": 0}}
if {everything!r}:
    import pygame
    from game.ui import card_art, portraits
    from game.ui.backdrop import draw_key_art
    loaded["pictures"] = portraits.preload()
    draw_key_art(app.screen, 0.0)
    c = app.content
    refs = [("monster", m) for m in c.monsters.monsters] + [("monster", p) for p in c.monsters.entity_parts]
    refs += [("item", i) for i in c.items] + [("hero", h) for h in c.heroes]
    for ref in refs:
        face = card_art.card_face(c, ref, 2, "ruins")
        for width in (170, 280):
            card_art.draw_card(face, width)
    loaded["cards"] = 2 * len(refs)
    loaded["effects"] = sum(app.audio.sound(name) is not None for name in list(app.audio.files))
    for loop in sorted(app.audio.sounds_dir.glob("music_*.ogg")):
        pygame.mixer.music.load(str(loop))
        loaded["loops"] += 1
    app.audio.music = None
    first_frame = time.perf_counter() - t0  # start-up with everything loaded
    ru = resource.getrusage(resource.RUSAGE_SELF)
    first_frame_cpu = ru.ru_utime + ru.ru_stime
for _ in range(120):
    app.step(1 / 60)
t = time.perf_counter(); audio.Audio(app.settings); audio_init = time.perf_counter() - t
peak = 0.0
with open("/proc/self/status") as f:
    for line in f:
        if line.startswith("VmHWM:"):
            peak = int(line.split()[1]) / 1024
print(json.dumps({{"first_frame": first_frame, "first_frame_cpu": first_frame_cpu, "peak_mib": peak,
                  "audio_init": audio_init,
                  "enabled": app.audio.enabled, "effects": len(app.audio.files), "music": app.audio.music,
                  "loaded": loaded}}))
"""


def run(driver: str, runs: int, everything: bool = False) -> dict[str, object]:
    rows = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as saves:
            env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": driver, "PYGAME_HIDE_SUPPORT_PROMPT": "1",
                   "PATH": "/usr/bin:/bin", "HOME": saves}
            code = CHILD.format(root=str(ROOT), saves=saves, everything=everything)
            out = subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True)
            rows.append(json.loads(out.stdout.strip().splitlines()[-1]))
    keys = ("first_frame", "first_frame_cpu", "peak_mib", "audio_init")
    med = {k: statistics.median(r[k] for r in rows) for k in keys}
    return {**med, "enabled": rows[0]["enabled"], "effects": rows[0]["effects"], "music": str(rows[0]["music"]),
            "loaded": rows[0]["loaded"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(machine())
    sounds = sorted((ROOT / "assets" / "sounds").glob("*.ogg"))
    print(f"assets/sounds: {len(sounds)} files, {sum(p.stat().st_size for p in sounds) / 1024:.0f} KiB")
    for label, driver in (("with sound (dummy device)", "dummy"), ("no device", "no-such-driver")):
        r = run(driver, args.runs)
        print(f"{label:26s} first frame {r['first_frame']:.3f} s ({r['first_frame_cpu']:.3f} s of CPU), "
              f"peak RSS {r['peak_mib']:.1f} MiB, "
              f"Audio() {1000 * float(r['audio_init']):.1f} ms, sound on: {r['enabled']}, "
              f"{r['effects']} effects ready, music: {r['music']}  (median of {args.runs})")
    r = run("dummy", args.runs, everything=True)
    got = r["loaded"]
    assert isinstance(got, dict)
    print(f"{'all art and sound loaded':26s} start-up {r['first_frame']:.3f} s ({r['first_frame_cpu']:.3f} s of CPU), "
          f"peak RSS {r['peak_mib']:.1f} MiB (targets 1.5 s, 250 MB); {got['pictures']} pictures read, "
          f"key art drawn, {got['cards']} portrait cards drawn, {got['effects']} effects decoded, "
          f"{got['loops']} music loops opened  (median of {args.runs})")


if __name__ == "__main__":
    main()
