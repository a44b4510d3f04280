import type { Rng } from '../prng.ts';
import type { TimeOfDay } from './image-spec.ts';
import { el, linearGradient, radialGradient, type Canvas } from './svg-markup.ts';

type SkyPalette = { top: string; middle: string; horizon: string; body: string; glow: string; cloud: string };

// A few palettes per time of day, so neighbouring images of one property don't look cloned.
const palettes: Record<TimeOfDay, readonly SkyPalette[]> = {
  morning: [
    { top: '#7fb4e8', middle: '#c9d8f0', horizon: '#ffe2c2', body: '#fff3d6', glow: '#ffd9a0', cloud: '#ffffff' },
    { top: '#8fb8de', middle: '#e3d3ec', horizon: '#ffd7b5', body: '#fff6e0', glow: '#ffc98f', cloud: '#fff7f0' },
  ],
  day: [
    { top: '#3f8fdc', middle: '#86bdf0', horizon: '#d8ecfb', body: '#fffbe6', glow: '#fff4c2', cloud: '#ffffff' },
    { top: '#2f7fcf', middle: '#7db6ea', horizon: '#e4f2fc', body: '#fffbe6', glow: '#fff1b8', cloud: '#ffffff' },
    { top: '#4a9ad8', middle: '#9ccbf2', horizon: '#eef7fd', body: '#fffdf0', glow: '#fff6cc', cloud: '#fdfdfd' },
  ],
  sunset: [
    { top: '#2d3a78', middle: '#d9657a', horizon: '#ffc46b', body: '#fff0c4', glow: '#ffb15c', cloud: '#f7a38c' },
    { top: '#3b2c6e', middle: '#e46f5c', horizon: '#ffd27a', body: '#fff4d0', glow: '#ffa24f', cloud: '#f59a87' },
  ],
  night: [
    { top: '#070b24', middle: '#16204d', horizon: '#34477a', body: '#f4f1de', glow: '#c9d4f2', cloud: '#3a4670' },
    { top: '#0b1030', middle: '#1f2a5a', horizon: '#3f5288', body: '#fbf8e8', glow: '#b9c8ef', cloud: '#414d78' },
  ],
};

const bodyHeight: Record<TimeOfDay, readonly [number, number]> = {
  morning: [250, 340],
  day: [90, 180],
  sunset: [330, 400],
  night: [90, 200],
};

export type SkyResult = { palette: SkyPalette; sunX: number; sunY: number };

export function drawSky(canvas: Canvas, rng: Rng, time: TimeOfDay, width: number, horizon: number): SkyResult {
  const palette = rng.pick(palettes[time]);
  const fill = linearGradient(canvas, [
    [0, palette.top],
    [0.55, palette.middle],
    [1, palette.horizon],
  ]);
  canvas.layers.push(el('rect', { x: 0, y: 0, width, height: horizon + 40, fill }));

  if (time === 'night') drawStars(canvas, rng, width, horizon);

  const sunX = rng.int(Math.round(width * 0.12), Math.round(width * 0.88));
  const sunY = rng.int(...bodyHeight[time]);
  const glow = radialGradient(canvas, [
    [0, palette.glow, 0.85],
    [0.35, palette.glow, 0.35],
    [1, palette.glow, 0],
  ]);
  canvas.layers.push(el('circle', { cx: sunX, cy: sunY, r: time === 'night' ? 120 : 210, fill: glow }));
  if (time === 'night') {
    // A waxing crescent: the outer arc of the moon, back along a narrower inner arc.
    const r = 34;
    canvas.layers.push(
      el('path', { d: `M${sunX} ${sunY - r} A ${r} ${r} 0 1 1 ${sunX} ${sunY + r} A ${r * 0.55} ${r} 0 1 0 ${sunX} ${sunY - r} Z`, fill: palette.body }),
    );
  } else {
    canvas.layers.push(el('circle', { cx: sunX, cy: sunY, r: 46, fill: palette.body }));
  }

  const clouds = time === 'night' ? rng.int(0, 2) : rng.int(2, 5);
  for (let i = 0; i < clouds; i++) {
    drawCloud(canvas, rng, rng.int(0, width), rng.int(60, Math.max(80, horizon - 170)), palette.cloud);
  }
  return { palette, sunX, sunY };
}

function drawStars(canvas: Canvas, rng: Rng, width: number, horizon: number): void {
  const stars: string[] = [];
  for (let i = 0; i < 70; i++) {
    stars.push(
      el('circle', {
        cx: rng.int(0, width),
        cy: rng.int(0, Math.round(horizon * 0.8)),
        r: 0.6 + rng.next() * 1.6,
        opacity: 0.35 + rng.next() * 0.65,
      }),
    );
  }
  canvas.layers.push(el('g', { fill: '#ffffff' }, stars));
}

function drawCloud(canvas: Canvas, rng: Rng, x: number, y: number, color: string): void {
  const scale = 0.6 + rng.next() * 0.9;
  const puffs: string[] = [];
  const count = rng.int(4, 6);
  for (let i = 0; i < count; i++) {
    const dx = (i - count / 2) * 38 * scale;
    const r = (28 + rng.next() * 26) * scale;
    puffs.push(el('ellipse', { cx: x + dx, cy: y - r * 0.35 + rng.next() * 8, rx: r * 1.3, ry: r }));
  }
  puffs.push(el('rect', { x: x - count * 24 * scale, y: y - 4, width: count * 48 * scale, height: 22 * scale, rx: 11 * scale }));
  canvas.layers.push(el('g', { fill: color, opacity: 0.82 }, puffs));
}
