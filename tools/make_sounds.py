"""Render the game's sound effects and music loops into assets/sounds/ (Ogg Vorbis, 22050 Hz mono).

    python tools/make_sounds.py [--out assets/sounds] [--only NAME ...] [--wav]

Everything is synthesised here from numbers: plucked strings (additive, each harmonic dying faster
than the one below, like a lute or a harp), soft FM bells, a recorder-like flute, a reed drone,
frame drums and filtered noise for wood, paper and fire; then a convolution reverb with a
generated room. Fixed seeds: the same samples every run (only the Ogg stream serial number, which
libsndfile picks at random, changes the bytes).

Music loops are built periodic: every note is rendered into a buffer one loop long plus a tail,
and the tail is folded back onto the start; the reverb is a circular convolution. So the last
sample leads into the first as any sample leads into the next: the loop has no seam.

Needs numpy, scipy and soundfile (`pip install numpy scipy soundfile`; tools only: the game reads
the .ogg files with pygame.mixer). Levels and loop seams are printed; `sox FILE -n stats` agrees.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from scipy import signal

SR = 22050
ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "sounds"
Wave = np.ndarray

# --- building blocks --------------------------------------------------------------------------


def times(seconds: float) -> Wave:
    return np.arange(int(seconds * SR)) / SR


def hz(midi: float) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)


def fade(x: Wave, fade_in: float = 0.003, fade_out: float = 0.02) -> Wave:
    """Short ramps at both ends, so a sound never starts or stops with a click."""
    x = x.copy()
    a, r = max(1, int(fade_in * SR)), max(1, int(fade_out * SR))
    x[:a] *= np.linspace(0, 1, a)
    x[-r:] *= np.linspace(1, 0, r)
    return x


def lowpass(x: Wave, cutoff: float, order: int = 2) -> Wave:
    sos = signal.butter(order, min(cutoff, SR * 0.45), "low", fs=SR, output="sos")
    return signal.sosfilt(sos, x)


def highpass(x: Wave, cutoff: float, order: int = 2) -> Wave:
    sos = signal.butter(order, cutoff, "high", fs=SR, output="sos")
    return signal.sosfilt(sos, x)


def bandpass(x: Wave, low: float, high: float, order: int = 2) -> Wave:
    sos = signal.butter(order, [low, min(high, SR * 0.45)], "band", fs=SR, output="sos")
    return signal.sosfilt(sos, x)


def noise(seconds: float, seed: int) -> Wave:
    return np.random.default_rng(seed).standard_normal(int(seconds * SR))


def pluck(freq: float, seconds: float, bright: float = 0.5, decay: float = 1.2, seed: int = 0) -> Wave:
    """A plucked string: harmonics 1/k loud, each dying faster than the one below (lute, harp)."""
    t = times(seconds)
    rng = np.random.default_rng(seed)
    out = np.zeros_like(t)
    for k in range(1, 16):
        f = freq * k * (1 + 0.0004 * k * k)  # a little stiffness: partials slightly sharp
        if f > SR * 0.42:
            break
        amp = (bright ** (k - 1)) / k
        tau = decay / (1 + 0.35 * (k - 1) ** 1.3)
        out += amp * np.sin(2 * np.pi * f * t + rng.uniform(0, 2 * np.pi)) * np.exp(-t / tau)
    attack = np.minimum(1, t / 0.004)
    return fade(out * attack, 0.0, 0.03)


def bell(freq: float, seconds: float, ratio: float = 1.41, index: float = 1.6, decay: float = 1.0) -> Wave:
    """A soft FM bell: the modulation fades faster than the tone, so the strike is brighter than the ring."""
    t = times(seconds)
    idx = index * np.exp(-t / (decay * 0.3))
    tone = np.sin(2 * np.pi * freq * t + idx * np.sin(2 * np.pi * freq * ratio * t))
    return fade(tone * np.exp(-t / decay) * np.minimum(1, t / 0.002), 0.0, 0.03)


def flute(freq: float, seconds: float, vibrato: float = 0.006, seed: int = 0) -> Wave:
    """A recorder-like tone: nearly a sine, breathy onset, vibrato that comes in late."""
    t = times(seconds)
    vib = vibrato * np.minimum(1, np.maximum(0, t - 0.18) / 0.3) * np.sin(2 * np.pi * 5.2 * t)
    phase = 2 * np.pi * freq * np.cumsum(1 + vib) / SR
    tone = np.sin(phase) + 0.18 * np.sin(2 * phase) + 0.06 * np.sin(3 * phase)
    breath = lowpass(highpass(noise(seconds, seed), 1500), 4000) * 0.05
    env = np.minimum(1, t / 0.06) * np.minimum(1, (seconds - t) / 0.12)
    return (tone + breath) * np.clip(env, 0, 1)


def reed(freq: float, seconds: float, cutoff: float = 900, harmonics: int = 14, detune: float = 0.0015,
         attack: float = 0.4, release: float = 0.6) -> Wave:
    """A soft reed/organ drone: a band-limited sawtooth pair, slightly detuned, darkened by a low-pass."""
    t = times(seconds)
    out = np.zeros_like(t)
    for d in (-detune, detune):
        for k in range(1, harmonics + 1):
            f = freq * (1 + d) * k
            if f > SR * 0.42:
                break
            out += np.sin(2 * np.pi * f * t + k) / k
    out = lowpass(out, cutoff)
    env = np.minimum(1, t / attack) * np.clip((seconds - t) / release, 0, 1)
    return out * env * 0.5


def drum(seconds: float = 0.6, top: float = 140, bottom: float = 62, decay: float = 0.22, slap: float = 0.25,
         seed: int = 0) -> Wave:
    """A frame drum: a sine whose pitch falls from `top` to `bottom`, with a little skin noise."""
    t = times(seconds)
    f = bottom + (top - bottom) * np.exp(-t / 0.04)
    body = np.sin(2 * np.pi * np.cumsum(f) / SR) * np.exp(-t / decay)
    skin = lowpass(noise(seconds, seed), 1800) * np.exp(-t / 0.03) * slap
    return fade(body + skin, 0.001, 0.02)


def knock(seconds: float = 0.12, pitch: float = 520, seed: int = 0, damp: float = 0.025) -> Wave:
    """Wood on wood: a short resonant noise burst with a quick tuned ring."""
    t = times(seconds)
    burst = bandpass(noise(seconds, seed), pitch * 0.6, pitch * 2.4) * np.exp(-t / (damp * 0.5))
    ring = (np.sin(2 * np.pi * pitch * t) + 0.4 * np.sin(2 * np.pi * pitch * 2.76 * t)) * np.exp(-t / damp)
    return fade(0.7 * burst / (np.abs(burst).max() + 1e-9) + ring, 0.0005, 0.01)


def room(seconds: float, bright: float = 3500, seed: int = 99) -> Wave:
    """A reverb impulse response: decaying noise, darker as it fades (a stone hall, not a tin can)."""
    t = times(seconds)
    rng = np.random.default_rng(seed)
    ir = rng.standard_normal(len(t)) * np.exp(-t / (seconds / 6.9))  # -60 dB at the end
    dark = lowpass(ir, 900)
    mix = np.clip(t / seconds * 2, 0, 1)
    ir = lowpass(ir, bright) * (1 - mix) + dark * mix
    ir[: int(0.012 * SR)] = 0  # pre-delay
    return ir / np.sqrt(np.sum(ir ** 2))


def reverb(x: Wave, seconds: float = 0.6, wet: float = 0.18, bright: float = 3500) -> Wave:
    """The dry sound with its room, the room's tail appended."""
    ir = room(seconds, bright)
    out = np.zeros(len(x) + len(ir))
    out[: len(x)] += x
    out[: len(x) + len(ir) - 1] += wet * signal.fftconvolve(x, ir)
    return fade(out, 0.0, 0.05)


def circular_reverb(x: Wave, seconds: float, wet: float, bright: float = 3000) -> Wave:
    """Reverb of a periodic signal: the tail of the loop's end rings on over its start."""
    ir = room(seconds, bright)
    n = len(x)
    h = np.zeros(n)
    h[: min(n, len(ir))] = ir[:n]
    return x + wet * np.real(np.fft.ifft(np.fft.fft(x) * np.fft.fft(h)))


def mix(parts: list[tuple[float, Wave]], length: float | None = None) -> Wave:
    """Sum waves, each starting at its time in seconds."""
    end = max(int(at * SR) + len(w) for at, w in parts)
    if length is not None:
        end = max(end, int(length * SR))
    out = np.zeros(end)
    for at, w in parts:
        i = int(at * SR)
        out[i: i + len(w)] += w
    return out


def normalise(x: Wave, peak_db: float) -> Wave:
    return x / np.abs(x).max() * 10 ** (peak_db / 20)


# --- sound effects ----------------------------------------------------------------------------
# Each returns a mono wave; `render` adds the room and sets its level.


def tile_pickup() -> Wave:
    lift = knock(0.09, 700, seed=1, damp=0.018) * 0.8
    t = times(0.12)
    swish = bandpass(noise(0.12, 2), 900, 3000) * np.sin(np.pi * t / 0.12) ** 2 * 0.25
    return mix([(0, lift), (0.01, swish)])


def tile_rotate() -> Wave:
    return mix([(0, knock(0.06, 900, seed=3, damp=0.012) * 0.6), (0.045, knock(0.07, 760, seed=4, damp=0.014))])


def tile_snap() -> Wave:
    clack = knock(0.16, 430, seed=5, damp=0.035)
    thump = drum(0.25, top=160, bottom=90, decay=0.06, slap=0.1, seed=6) * 0.6
    return mix([(0, clack), (0, thump)])


def tile_refuse() -> Wave:
    """A muted two-note 'no': a low wooden bonk falling a fourth."""
    a = mix([(0, pluck(hz(57), 0.22, bright=0.25, decay=0.12, seed=7)), (0, knock(0.08, 300, seed=8, damp=0.02) * 0.3)])
    b = pluck(hz(52), 0.3, bright=0.25, decay=0.15, seed=9)
    return lowpass(mix([(0, a), (0.11, b)]), 1800)


def card_play() -> Wave:
    """A card slid onto the table: a soft, low paper swish and a light tap as it lands."""
    t = times(0.24)
    n = noise(0.24, 10)
    sweep = np.concatenate([bandpass(n[i: i + 512], 400 + 900 * (i / len(n)), 1800 + 1400 * (i / len(n)))
                            for i in range(0, len(n), 512)])[: len(t)]
    env = np.minimum(1, t / 0.06) * np.exp(-np.maximum(0, t - 0.06) / 0.05)
    tap = knock(0.05, 900, seed=11, damp=0.01) * 0.2
    return lowpass(mix([(0, sweep * env), (0.13, tap)]), 3500)


def hit() -> Wave:
    t = times(0.35)
    thud = drum(0.35, top=180, bottom=70, decay=0.09, slap=0.5, seed=12)
    crack = bandpass(noise(0.35, 13), 500, 2500) * np.exp(-t / 0.025) * 0.6
    return lowpass(thud + crack, 4000)


def block() -> Wave:
    """A shield taking the blow: a damped metal ring over a dull thud."""
    t = times(0.5)
    ring = sum(a * np.sin(2 * np.pi * f * t) * np.exp(-t / d)
               for f, a, d in ((620, 1.0, 0.16), (1340, 0.55, 0.1), (2090, 0.3, 0.06), (2970, 0.15, 0.04)))
    thud = drum(0.3, top=200, bottom=110, decay=0.05, slap=0.6, seed=14)
    return lowpass(mix([(0, ring * 0.5), (0, thud)]), 3500)


def kill() -> Wave:
    """A foe falls: a heavy blow, then a low sinking thump and a soft final chord."""
    blow = hit() * 1.0
    t = times(0.7)
    fall_f = 110 * np.exp(-t / 0.5) + 45
    fall = np.sin(2 * np.pi * np.cumsum(fall_f) / SR) * np.exp(-t / 0.25) * 0.8
    chord = (pluck(hz(50), 0.9, 0.35, 0.5, seed=15) + pluck(hz(57), 0.9, 0.35, 0.5, seed=16)) * 0.35
    return mix([(0, blow), (0.08, fall), (0.16, chord)])


def hero_hurt() -> Wave:
    """A hero takes damage: a dull thud and a low, close dissonance that fades."""
    t = times(0.45)
    thud = drum(0.3, top=120, bottom=55, decay=0.08, slap=0.35, seed=17)
    sting = (np.sin(2 * np.pi * hz(62) * t) + np.sin(2 * np.pi * hz(63) * t)) * np.exp(-t / 0.14) * 0.3
    return lowpass(mix([(0, thud), (0.02, sting)]), 2500)


def chest() -> Wave:
    """A lid creaks open, then coins and trinkets chime."""
    t = times(0.45)
    creak_f = 180 + 60 * np.sin(2 * np.pi * 3 * t) + 120 * t
    pulses = (np.sin(2 * np.pi * np.cumsum(creak_f) / SR) > 0.6).astype(float)
    creak = bandpass(pulses, 300, 1600) * np.sin(np.pi * t / 0.45) * 0.5
    coins = [(0.35 + 0.07 * i, bell(hz(n), 0.5, ratio=2.0, index=0.7, decay=0.18) * (0.5 - 0.05 * i))
             for i, n in enumerate((79, 83, 86, 81, 88))]
    return lowpass(mix([(0, creak), (0.3, knock(0.1, 260, seed=18, damp=0.03) * 0.6), *coins]), 5000)


def door() -> Wave:
    """A heavy door: a slow creak on its hinge, then the thud of it swinging home."""
    t = times(0.9)
    creak_f = 90 + 40 * np.sin(2 * np.pi * 1.3 * t) + 30 * t
    grain = (np.sin(2 * np.pi * np.cumsum(creak_f) / SR) > 0.3).astype(float)
    creak = bandpass(grain, 200, 1200) * np.sin(np.pi * t / 0.9) * 0.6
    boom = drum(0.6, top=90, bottom=48, decay=0.2, slap=0.3, seed=19)
    return mix([(0, creak), (0.75, boom)])


def key() -> Wave:
    """A key: small metal jingle."""
    return lowpass(mix([(0.0, bell(hz(84), 0.35, ratio=2.5, index=0.8, decay=0.12) * 0.6),
                        (0.06, bell(hz(88), 0.35, ratio=2.5, index=0.8, decay=0.12) * 0.5),
                        (0.13, bell(hz(91), 0.45, ratio=2.5, index=0.7, decay=0.16) * 0.45),
                        (0.0, knock(0.04, 1800, seed=20, damp=0.006) * 0.2)]), 5500)


def campfire() -> Wave:
    """The fire is lit: a soft whoosh, crackles, and a warm low chord."""
    seconds = 1.8
    t = times(seconds)
    roar = lowpass(noise(seconds, 21), 500) * np.minimum(1, t / 0.3) * np.clip((seconds - t) / 0.6, 0, 1) * 0.5
    rng = np.random.default_rng(22)
    pops = [(float(at), knock(0.03, float(rng.uniform(1200, 3000)), seed=30 + i, damp=0.004)
             * float(rng.uniform(0.15, 0.45))) for i, at in enumerate(np.sort(rng.uniform(0.1, 1.6, 14)))]
    chord = sum(pluck(hz(n), 1.6, 0.3, 0.9, seed=n) for n in (45, 52, 57, 61)) * 0.25
    return mix([(0, roar), (0.05, chord), *pops])


def level_up() -> Wave:
    """Rising harp arpeggio in D Lydian, ending on a bright chord."""
    notes = (62, 66, 69, 73, 74, 78)
    parts = [(0.07 * i, pluck(hz(n), 1.1, 0.55, 0.6, seed=40 + i) * 0.5) for i, n in enumerate(notes)]
    parts.append((0.42, bell(hz(86), 1.0, ratio=2.0, index=0.8, decay=0.4) * 0.25))
    return mix(parts)


def descend() -> Wave:
    """Down the stairs: falling low notes, a footfall each, and a cold draught."""
    notes = (57, 53, 50, 45)
    parts = [(0.22 * i, pluck(hz(n), 0.9, 0.35, 0.5, seed=50 + i) * 0.5) for i, n in enumerate(notes)]
    parts += [(0.22 * i, drum(0.3, 110 - 10 * i, 60 - 5 * i, 0.07, 0.2, seed=60 + i) * 0.4) for i in range(4)]
    t = times(1.6)
    wind = bandpass(noise(1.6, 70), 250, 900) * np.sin(np.pi * t / 1.6) ** 2 * 0.25
    parts.append((0.1, wind))
    return mix(parts)


def victory() -> Wave:
    """A fanfare on harp and horn: D - G - A - D, the last chord ringing."""
    parts = []
    chords = ((0.0, (50, 57, 62, 66)), (0.45, (55, 59, 62, 67)), (0.9, (57, 61, 64, 69)), (1.35, (50, 57, 62, 66, 69)))
    for at, notes in chords:
        last = at == 1.35
        for j, n in enumerate(notes):
            parts.append((at + 0.03 * j, pluck(hz(n), 2.2 if last else 0.9, 0.5, 1.0 if last else 0.45,
                                               seed=int(n + at * 10)) * 0.3))
        parts.append((at, reed(hz(notes[-1]), 2.4 if last else 0.5, cutoff=1600, attack=0.04,
                               release=1.2 if last else 0.15) * 0.35))
    parts += [(at, drum(0.5, seed=80 + i) * 0.5) for i, at in enumerate((0.0, 0.45, 0.9, 1.35))]
    return mix(parts)


def defeat() -> Wave:
    """A slow fall in D Phrygian over a low drone, dying away."""
    parts = [(0.0, reed(hz(38), 3.2, cutoff=500, attack=0.3, release=1.6) * 0.6)]
    for i, n in enumerate((62, 60, 58, 57, 55, 50)):
        parts.append((0.42 * i, flute(hz(n), 0.55 if i < 5 else 1.2, seed=90 + i) * 0.35))
    parts.append((2.1, drum(0.8, top=80, bottom=40, decay=0.35, slap=0.2, seed=97) * 0.6))
    return mix(parts)


def combat_start() -> Wave:
    """Drums call to arms: three beats, the last one lower."""
    return mix([(0.0, drum(0.4, 150, 70, 0.12, seed=100)), (0.14, drum(0.4, 150, 70, 0.12, seed=101) * 0.8),
                (0.3, drum(0.7, 110, 48, 0.25, seed=102))])


def heal() -> Wave:
    """Health comes back: two soft rising bells."""
    return mix([(0, bell(hz(76), 0.8, ratio=2.0, index=0.6, decay=0.35) * 0.4),
                (0.1, bell(hz(83), 0.9, ratio=2.0, index=0.6, decay=0.4) * 0.35)])


@dataclass(frozen=True)
class Effect:
    make: Callable[[], Wave]
    loudness_db: float  # RMS of its loudest 300 ms: small handling sounds soft, the big moments full
    room: float = 0.5  # reverb length in seconds
    wet: float = 0.15


EFFECTS: dict[str, Effect] = {
    "tile_pickup": Effect(tile_pickup, -27, 0.3, 0.08),
    "tile_rotate": Effect(tile_rotate, -28, 0.3, 0.08),
    "tile_snap": Effect(tile_snap, -22, 0.4, 0.1),
    "tile_refuse": Effect(tile_refuse, -24, 0.3, 0.08),
    "card_play": Effect(card_play, -24, 0.4, 0.1),
    "hit": Effect(hit, -19, 0.5, 0.12),
    "block": Effect(block, -20, 0.6, 0.15),
    "kill": Effect(kill, -17, 0.8, 0.15),
    "hero_hurt": Effect(hero_hurt, -19, 0.5, 0.12),
    "chest": Effect(chest, -18, 0.7, 0.15),
    "door": Effect(door, -18, 1.0, 0.2),
    "key": Effect(key, -21, 0.6, 0.15),
    "campfire": Effect(campfire, -20, 0.8, 0.15),
    "level_up": Effect(level_up, -16, 1.0, 0.18),
    "descend": Effect(descend, -17, 1.4, 0.25),
    "victory": Effect(victory, -15, 1.5, 0.2),
    "defeat": Effect(defeat, -17, 1.8, 0.25),
    "combat_start": Effect(combat_start, -18, 0.8, 0.15),
    "heal": Effect(heal, -21, 0.8, 0.15),
}
PEAK_CEILING_DB = -3.0  # no effect peaks higher, whatever its loudness asks


def loudness(x: Wave, window: float = 0.3) -> float:
    """The RMS level (dBFS) of the loudest `window` seconds: how loud a short sound seems."""
    w = min(len(x), int(window * SR))
    power = np.convolve(x ** 2, np.ones(w) / w, mode="valid")
    return float(10 * np.log10(power.max()))


def render_effect(name: str) -> Wave:
    e = EFFECTS[name]
    dry = e.make()
    wet = reverb(normalise(dry, 0), e.room, e.wet)
    loud = np.flatnonzero(np.abs(wet) > np.abs(wet).max() * 10 ** (-54 / 20))
    wet = wet[: loud[-1] + int(0.03 * SR)]  # no silent tail: a short file, a short mixer channel
    wet = wet * 10 ** ((e.loudness_db - loudness(wet)) / 20)
    peak_db = 20 * np.log10(np.abs(wet).max())
    if peak_db > PEAK_CEILING_DB:
        wet = wet * 10 ** ((PEAK_CEILING_DB - peak_db) / 20)
    return fade(wet, 0.001, 0.04)


# --- music ------------------------------------------------------------------------------------


class Loop:
    """A loop `bars` long at `bpm`: notes go in by beat, render() folds the tail onto the start."""

    def __init__(self, bpm: float, beats_per_bar: int, bars: int) -> None:
        self.beat = 60.0 / bpm
        self.beats_per_bar = beats_per_bar
        self.length = int(round(bars * beats_per_bar * self.beat * SR))
        self.buf = np.zeros(self.length + 6 * SR)

    def add(self, beat: float, wave: Wave, gain: float = 1.0) -> None:
        i = int(round(beat * self.beat * SR)) % self.length
        self.buf[i: i + len(wave)] += wave * gain

    def render(self, room: float, wet: float, bright: float = 3000) -> Wave:
        loop = self.buf[: self.length].copy()
        tail = self.buf[self.length:]
        for start in range(0, len(tail), self.length):  # a tail longer than the loop folds again
            chunk = tail[start: start + self.length]
            loop[: len(chunk)] += chunk
        return circular_reverb(loop, room, wet, bright)


def scale_notes(root: int, mode: tuple[int, ...], degrees: list[int | None]) -> list[int | None]:
    """Scale degrees (0 = root, 7 = the octave, negative below) as MIDI notes; None is a rest."""
    out: list[int | None] = []
    for d in degrees:
        if d is None:
            out.append(None)
            continue
        octave, step = divmod(d, 7)
        out.append(root + 12 * octave + mode[step])
    return out


DORIAN = (0, 2, 3, 5, 7, 9, 10)
AEOLIAN = (0, 2, 3, 5, 7, 8, 10)
PHRYGIAN = (0, 1, 3, 5, 7, 8, 10)


def ruins() -> Wave:
    """The Ruins: a gentle dance in D Dorian, 3/4, lute and recorder over a drone, a frame drum."""
    bars, bpb = 16, 3
    loop = Loop(92, bpb, bars)
    root = 50  # D3
    for bar in range(0, bars, 2):
        loop.add(bar * bpb, reed(hz(root - 12), 2 * bpb * loop.beat + 0.8, cutoff=600, attack=0.5, release=0.8), 0.1)
        loop.add(bar * bpb, reed(hz(root - 5), 2 * bpb * loop.beat + 0.8, cutoff=600, attack=0.5, release=0.8), 0.06)
    # lute: broken chords, one per bar (i, VII, i, IV, i, v, VII, i ...)
    chords = [0, -1, 0, 3, 0, 4, -1, 0, 2, 3, 0, -1, 3, 4, -1, 0]
    for bar, c in enumerate(chords):
        pattern = [c, c + 4, c + 7, c + 4, c + 2, c + 4]
        for j, n in enumerate(scale_notes(root, DORIAN, pattern)):
            assert n is not None
            loop.add(bar * bpb + j * 0.5, pluck(hz(n), 1.3, 0.45, 0.7, seed=bar * 7 + j), 0.28 if j == 0 else 0.2)
    # recorder melody (degrees above D4), in beats: (degree, length)
    melody = [(4, 2), (5, 1), (4, 1), (3, 1), (2, 1), (3, 2), (1, 1), (0, 3),
              (2, 1), (3, 1), (4, 1), (5, 2), (6, 1), (7, 3), (None, 3),
              (7, 2), (6, 1), (5, 1), (4, 1), (3, 1), (4, 2), (2, 1), (3, 3),
              (4, 1), (3, 1), (2, 1), (1, 2), (-1, 1), (0, 3), (None, 3)]
    beat = 0.0
    for degree, length in melody:
        if degree is not None:
            n = scale_notes(root + 24, DORIAN, [degree])[0]
            assert n is not None
            loop.add(beat, flute(hz(n), length * loop.beat * 0.95, seed=int(beat)), 0.24)
        beat += length
    for bar in range(bars):
        loop.add(bar * bpb, drum(0.5, 120, 68, 0.15, 0.2, seed=bar), 0.3)
        loop.add(bar * bpb + 2, drum(0.3, 180, 110, 0.06, 0.4, seed=100 + bar), 0.12)
        if bar % 2:
            loop.add(bar * bpb + 2.5, drum(0.3, 180, 110, 0.05, 0.4, seed=200 + bar), 0.08)
    return loop.render(1.6, 0.22, 3200)


def caverns() -> Wave:
    """The Caverns: slow and wet, A Aeolian; a deep drone, dripping bells, a low ostinato, echoes."""
    bars, bpb = 8, 4
    loop = Loop(64, bpb, bars)
    root = 45  # A2
    span = bars * bpb
    for bar in range(0, bars, 4):
        loop.add(bar * bpb, reed(hz(root - 12), 4 * bpb * loop.beat + 1.5, cutoff=380, attack=1.5, release=1.5), 0.09)
        loop.add(bar * bpb, reed(hz(root - 5), 4 * bpb * loop.beat + 1.5, cutoff=420, attack=2.0, release=1.5), 0.06)
    ostinato = [0, 4, 2, 4, 0, 4, 3, 2]
    low = [0, 0, -2, -2, -3, -3, -2, -2]
    for bar in range(bars):
        for j, d in enumerate(ostinato):
            n = scale_notes(root + 12, AEOLIAN, [d + low[bar]])[0]
            assert n is not None
            loop.add(bar * bpb + j * 0.5, pluck(hz(n), 1.6, 0.35, 0.9, seed=bar * 11 + j), 0.16 if j else 0.2)
    # drips: bells high in the scale at uneven times, each answered by a softer echo
    rng = np.random.default_rng(5)
    drips = np.sort(rng.uniform(0, span, 18))
    for at in drips:
        d = int(rng.integers(7, 14))
        n = scale_notes(root + 12, AEOLIAN, [d])[0]
        assert n is not None
        gain = float(rng.uniform(0.08, 0.14))
        loop.add(float(at), bell(hz(n), 1.5, ratio=2.0, index=0.9, decay=0.6), gain)
        loop.add(float(at) + 0.75, bell(hz(n), 1.5, ratio=2.0, index=0.5, decay=0.6), gain * 0.4)
    # a long sighing melody every other phrase
    melody = [(4, 3), (3, 1), (2, 4), (None, 4), (2, 2), (3, 2), (4, 2), (5, 2), (4, 8)]
    beat = 0.0
    for degree, length in melody:
        if degree is not None:
            n = scale_notes(root + 24, AEOLIAN, [degree])[0]
            assert n is not None
            loop.add(beat, flute(hz(n), length * loop.beat, vibrato=0.004, seed=int(beat) + 3), 0.15)
        beat += length
    return loop.render(3.0, 0.45, 2200)


def subterranean() -> Wave:
    """Subterranean Architecture: stately E Phrygian, organ chords, a chant, a measured pulse."""
    bars, bpb = 8, 4
    loop = Loop(70, bpb, bars)
    root = 52  # E3
    progression = [(0, 2, 4), (1, 3, 5), (-1, 1, 3), (0, 2, 4), (3, 5, 7), (1, 3, 5), (-2, 0, 2), (0, 2, 4)]
    for bar, chord in enumerate(progression):
        for d in chord:
            n = scale_notes(root, PHRYGIAN, [d])[0]
            assert n is not None
            loop.add(bar * bpb, reed(hz(n), bpb * loop.beat + 0.6, cutoff=1100, harmonics=10, attack=0.25,
                                     release=0.6), 0.09)
        bass = scale_notes(root - 12, PHRYGIAN, [chord[0]])[0]
        assert bass is not None
        for beat in (0, 2):
            loop.add(bar * bpb + beat, pluck(hz(bass), 1.8, 0.4, 0.8, seed=bar * 3 + beat), 0.18)
            loop.add(bar * bpb + beat, drum(0.6, 95, 52, 0.2, 0.15, seed=bar * 5 + beat), 0.1)
    chant = [(4, 2), (5, 1), (4, 1), (3, 2), (1, 2), (2, 2), (1, 1), (0, 1), (0, 4),
             (None, 4), (4, 1), (5, 1), (6, 2), (7, 4), (6, 1), (5, 1), (4, 2), (None, 4)]
    beat = 0.0
    for degree, length in chant:
        if degree is not None:
            n = scale_notes(root + 12, PHRYGIAN, [degree])[0]
            assert n is not None
            voice = reed(hz(n), length * loop.beat * 0.97, cutoff=1400, harmonics=8, attack=0.12, release=0.2)
            voice += flute(hz(n), length * loop.beat * 0.97, vibrato=0.005, seed=int(beat))[: len(voice)] * 0.6
            loop.add(beat, voice, 0.16)
        beat += length
    for at in range(0, bars * bpb, 2):  # a high bell every other beat, far away
        n = scale_notes(root + 24, PHRYGIAN, [(at * 3) % 5])[0]
        assert n is not None
        loop.add(at + 1, bell(hz(n), 1.0, ratio=3.0, index=0.7, decay=0.3), 0.04)
    return loop.render(2.4, 0.32, 2600)


def final_entity() -> Wave:
    """The Final Entity: C Phrygian turned dark (a tritone drone), war drums, a low brass line."""
    bars, bpb = 8, 4
    loop = Loop(100, bpb, bars)
    root = 36  # C2
    for bar in range(0, bars, 4):
        loop.add(bar * bpb, reed(hz(root), 4 * bpb * loop.beat + 1.0, cutoff=420, attack=0.6, release=1.0), 0.1)
        loop.add(bar * bpb, reed(hz(root + 6), 4 * bpb * loop.beat + 1.0, cutoff=380, attack=1.0, release=1.0), 0.05)
        for n in (root + 24, root + 27, root + 30):  # a diminished chord up high: the dread in the air
            loop.add(bar * bpb, reed(hz(n), 4 * bpb * loop.beat + 1.0, cutoff=1200, harmonics=8, attack=1.5,
                                     release=1.0), 0.045)
    for bar in range(bars):
        for beat, strength in ((0, 1.0), (1.5, 0.55), (2, 0.8), (3, 0.45), (3.5, 0.6)):
            loop.add(bar * bpb + beat, drum(0.7, 90, 42, 0.28, 0.3, seed=bar * 10 + int(beat * 2)), 0.3 * strength)
        ost = [0, 0, 1, 0, 0, 0, 1, -1] if bar % 4 != 3 else [0, 1, 3, 1, 0, -1, 0, 1]
        for j, d in enumerate(ost):
            n = root + 12 + (PHRYGIAN[d % 7] - (12 if d < 0 else 0))
            loop.add(bar * bpb + j * 0.5, pluck(hz(n), 0.7, 0.55, 0.3, seed=bar * 8 + j), 0.26)
    brass = [(0, 3), (1, 1), (0, 4), (3, 2), (2, 2), (1, 4),
             (0, 3), (-1, 1), (0, 2), (1, 2), (-2, 4), (0, 4)]
    beat = 0.0
    for degree, length in brass:
        n = scale_notes(root + 12, PHRYGIAN, [degree])[0]
        assert n is not None
        horn = reed(hz(n), length * loop.beat * 0.98, cutoff=700, harmonics=16, attack=0.09, release=0.25)
        horn += reed(hz(n - 12), length * loop.beat * 0.98, cutoff=400, harmonics=12, attack=0.09, release=0.25) * 0.35
        loop.add(beat, horn, 0.2)
        beat += length
    return loop.render(1.8, 0.25, 2400)


MUSIC: dict[str, Callable[[], Wave]] = {
    "music_ruins": ruins,
    "music_caverns": caverns,
    "music_subterranean": subterranean,
    "music_final_entity": final_entity,
}
MUSIC_PEAK_DB = -4.0


def render_music(name: str) -> Wave:
    return normalise(MUSIC[name](), MUSIC_PEAK_DB)


# --- writing ----------------------------------------------------------------------------------


def write(path: Path, wave: Wave, wav: bool = False) -> None:
    import soundfile

    data = np.clip(wave, -1, 1).astype(np.float32)
    if wav:
        soundfile.write(str(path.with_suffix(".wav")), data, SR, subtype="PCM_16")
        return
    soundfile.write(str(path), data, SR, format="OGG", subtype="VORBIS")


def seam_jump(wave: Wave) -> float:
    """The step from the last sample to the first, against the loop's largest sample-to-sample step."""
    steps = np.abs(np.diff(wave))
    return float(abs(wave[0] - wave[-1]) / steps.max())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--only", nargs="*", default=None, help="render only these names")
    parser.add_argument("--wav", action="store_true", help="also write 16-bit WAV copies (for listening)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    names = list(EFFECTS) + list(MUSIC)
    for name in args.only or names:
        if name not in names:
            print(f"make_sounds: no sound named {name!r}", file=sys.stderr)
            return 2
        wave = render_music(name) if name in MUSIC else render_effect(name)
        write(args.out / f"{name}.ogg", wave)
        if args.wav:
            write(args.out / name, wave, wav=True)
        extra = f", seam step {seam_jump(wave):.3f} of the largest" if name in MUSIC else ""
        print(f"{name}: {len(wave) / SR:.2f} s, peak {20 * np.log10(np.abs(wave).max()):.1f} dBFS, "
              f"loudest 300 ms {loudness(wave):.1f} dBFS{extra}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
