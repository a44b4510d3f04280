import type { Rng } from '../prng.ts';
import { lighten, lit, mix } from './colors.ts';
import type { SceneSpec } from './image-spec.ts';
import type { SkyResult } from './sky.ts';
import { clipPath, el, linearGradient, polygonPath, type Canvas, type Point } from './svg-markup.ts';

const width = 1200;
const height = 800;

type Peak = { x: number; y: number; left: number; right: number };

// A ridge line made of sharp peaks: y(x) is the lowest of the peaks' slopes at x, with rock noise.
function ridge(rng: Rng, peaks: readonly Peak[], baseY: number): Point[] {
  const points: Point[] = [[-20, height]];
  for (let x = -20; x <= width + 20; x += 16) {
    let y = baseY;
    for (const p of peaks) y = Math.min(y, p.y + Math.abs(x - p.x) * (x < p.x ? p.left : p.right));
    points.push([x, y + (rng.next() - 0.5) * 7]);
  }
  points.push([width + 20, height]);
  return points;
}

function range(rng: Rng, count: number, top: readonly [number, number], slope: readonly [number, number]): Peak[] {
  return Array.from({ length: count }, (_, i) => ({
    x: ((i + 0.2 + rng.next() * 0.6) / count) * width,
    y: rng.int(...top),
    left: slope[0] + rng.next() * (slope[1] - slope[0]),
    right: slope[0] + rng.next() * (slope[1] - slope[0]),
  }));
}

function drawRange(
  canvas: Canvas,
  rng: Rng,
  peaks: readonly Peak[],
  baseY: number,
  rock: string,
  snowline: number,
  spec: SceneSpec,
): void {
  const outline = polygonPath(ridge(rng, peaks, baseY));
  const clip = clipPath(canvas, el('path', { d: outline }));
  const shapes = [el('path', { d: outline, fill: lit(rock, spec.timeOfDay) })];
  // Snow above a jagged snowline, cut to the mountain's outline.
  const snow: Point[] = [[-20, -10], [width + 20, -10]];
  for (let x = width + 20; x >= -20; x -= 40) snow.push([x, snowline + (rng.next() - 0.4) * 46]);
  shapes.push(el('path', { d: polygonPath(snow), fill: lit('#f7fbff', spec.timeOfDay), 'clip-path': clip }));
  // The shaded face of every peak.
  for (const p of peaks) {
    const face: Point[] = [
      [p.x, p.y],
      [p.x + (baseY - p.y) / p.right, baseY],
      [p.x + (baseY - p.y) * 0.15, baseY],
    ];
    shapes.push(el('path', { d: polygonPath(face), fill: '#1a2a44', opacity: 0.2, 'clip-path': clip }));
  }
  canvas.layers.push(el('g', {}, shapes));
}

function pine(x: number, baseY: number, size: number, color: string, snow: string | null): string {
  const parts: string[] = [el('rect', { x: x - size * 0.06, y: baseY - size * 0.25, width: size * 0.12, height: size * 0.25, fill: '#4a3426' })];
  for (let tier = 0; tier < 3; tier++) {
    const w = size * (0.5 - tier * 0.12);
    const top = baseY - size * (0.55 + tier * 0.25);
    const bottom = baseY - size * (0.18 + tier * 0.24);
    parts.push(el('path', { d: polygonPath([[x, top], [x + w, bottom], [x - w, bottom]]), fill: color }));
    if (snow) parts.push(el('path', { d: polygonPath([[x, top], [x + w * 0.45, top + (bottom - top) * 0.45], [x - w * 0.45, top + (bottom - top) * 0.45]]), fill: snow }));
  }
  return parts.join('');
}

export function drawAlpineLandscape(canvas: Canvas, rng: Rng, spec: SceneSpec, sky: SkyResult): { groundY: number } {
  const t = spec.timeOfDay;
  const haze = sky.palette.horizon;
  // Far range with one dominant, Matterhorn-like horn.
  const far = range(rng, 4, [200, 300], [0.7, 1.1]);
  const horn = far[rng.int(0, far.length - 1)] as Peak;
  horn.y = rng.int(110, 160);
  horn.left = 1.5;
  horn.right = 1.15;
  drawRange(canvas, rng, far, 470, mix('#6f819c', haze, 0.45), 300, spec);
  drawRange(canvas, rng, range(rng, 5, [300, 380], [0.6, 0.95]), 560, mix('#56657a', haze, 0.2), spec.snow ? 420 : 360, spec);

  // Forested foothills.
  const hillY = 560;
  const hill: Point[] = [[-20, height]];
  for (let x = -20; x <= width + 20; x += 60) hill.push([x, hillY + Math.sin(x / 170 + rng.next()) * 18]);
  hill.push([width + 20, height]);
  const hillColor = spec.snow ? '#dfe9f3' : '#3f6b45';
  canvas.layers.push(el('path', { d: polygonPath(hill), fill: lit(hillColor, t) }));
  const trees: string[] = [];
  const treeColor = lit(spec.snow ? '#24473a' : '#1f4a33', t);
  const treeSnow = spec.snow ? lit('#f4f8fc', t) : null;
  for (let i = 0; i < 46; i++) {
    const x = rng.int(-10, width + 10);
    trees.push(pine(x, hillY + 22 + rng.int(0, 26), rng.int(38, 70), treeColor, treeSnow));
  }
  canvas.layers.push(el('g', {}, trees));

  if (spec.hasWater) {
    const water = linearGradient(canvas, [
      [0, lit(mix('#5b9bc4', haze, 0.3), t)],
      [1, lit('#2f6f99', t)],
    ]);
    canvas.layers.push(el('rect', { x: 0, y: 612, width, height: 56, fill: water }));
    const glints: string[] = [];
    for (let i = 0; i < 14; i++) {
      const x = rng.int(0, width);
      glints.push(el('rect', { x, y: rng.int(618, 660), width: rng.int(30, 90), height: 2, rx: 1 }));
    }
    canvas.layers.push(el('g', { fill: lighten(sky.palette.glow, 0.3), opacity: 0.55 }, glints));
  }

  // Meadow or snowfield in front.
  const groundY = 700;
  const ground = linearGradient(canvas, spec.snow
    ? [[0, lit('#f5f9fd', t)], [1, lit('#cfdcea', t)]]
    : [[0, lit('#7fae55', t)], [1, lit('#4f8a3c', t)]]);
  canvas.layers.push(
    el('path', { d: `M-20 ${groundY - 40} Q 300 ${groundY - 80} 600 ${groundY - 45} T 1220 ${groundY - 50} L1220 820 L-20 820 Z`, fill: ground }),
  );
  return { groundY };
}
