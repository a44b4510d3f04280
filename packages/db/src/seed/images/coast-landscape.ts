import type { Rng } from '../prng.ts';
import { darken, lit, mix } from './colors.ts';
import type { SceneSpec } from './image-spec.ts';
import type { SkyResult } from './sky.ts';
import { el, linearGradient, polygonPath, type Canvas, type Point } from './svg-markup.ts';

const width = 1200;
const horizon = 470;

function drawCliffs(canvas: Canvas, rng: Rng, spec: SceneSpec, onLeft: boolean): void {
  const t = spec.timeOfDay;
  const edge = rng.int(300, 420);
  const top = rng.int(330, 380);
  const points: Point[] = onLeft
    ? [[-20, 660], [-20, top], [edge * 0.5, top - 14], [edge * 0.8, top + 10], [edge, horizon + 40], [edge + 30, 660]]
    : [[width + 20, 660], [width + 20, top], [width - edge * 0.5, top - 14], [width - edge * 0.8, top + 10], [width - edge, horizon + 40], [width - edge - 30, 660]];
  const rock = linearGradient(canvas, [
    [0, lit('#e0a15b', t)],
    [1, lit('#b5672f', t)],
  ]);
  const strata: string[] = [];
  for (let i = 0; i < 6; i++) {
    const y = top + 30 + i * 38;
    strata.push(el('path', { d: `M${onLeft ? -20 : width + 20} ${y} Q ${onLeft ? edge * 0.4 : width - edge * 0.4} ${y + 14} ${onLeft ? edge : width - edge} ${y + 4}`, stroke: lit('#9c5428', t), 'stroke-width': 3, fill: 'none', opacity: 0.45 }));
  }
  const greenTop: Point[] = onLeft
    ? [[-20, top - 6], [edge * 0.5, top - 20], [edge * 0.8, top + 4], [edge * 0.8, top + 18], [-20, top + 14]]
    : [[width + 20, top - 6], [width - edge * 0.5, top - 20], [width - edge * 0.8, top + 4], [width - edge * 0.8, top + 18], [width + 20, top + 14]];
  // A sea stack off the cliff, as at Ponta da Piedade.
  const stackX = onLeft ? edge + rng.int(60, 140) : width - edge - rng.int(60, 140);
  const stack: Point[] = [[stackX - 34, 560], [stackX - 24, 470], [stackX - 4, 455], [stackX + 20, 470], [stackX + 30, 560]];
  canvas.layers.push(
    el('g', {}, [
      el('path', { d: polygonPath(points), fill: rock }),
      ...strata,
      el('path', { d: polygonPath(greenTop), fill: lit('#6f8f3f', t) }),
      el('path', { d: polygonPath(stack), fill: lit('#c98544', t) }),
      el('path', { d: polygonPath([[stackX - 4, 455], [stackX + 20, 470], [stackX + 30, 560], [stackX + 6, 560]]), fill: '#5a2a10', opacity: 0.25 }),
    ]),
  );
}

function sailboat(x: number, y: number, scale: number, spec: SceneSpec): string {
  const t = spec.timeOfDay;
  return el('g', {}, [
    el('path', { d: polygonPath([[x - 30 * scale, y], [x + 30 * scale, y], [x + 20 * scale, y + 9 * scale], [x - 22 * scale, y + 9 * scale]]), fill: lit('#3b3f4a', t) }),
    el('path', { d: polygonPath([[x, y - 62 * scale], [x + 26 * scale, y - 4 * scale], [x, y - 4 * scale]]), fill: lit('#fbfbf8', t) }),
    el('path', { d: polygonPath([[x - 3 * scale, y - 50 * scale], [x - 3 * scale, y - 4 * scale], [x - 22 * scale, y - 4 * scale]]), fill: lit('#eef2f5', t) }),
  ]);
}

export function drawCoastLandscape(canvas: Canvas, rng: Rng, spec: SceneSpec, sky: SkyResult): { groundY: number } {
  const t = spec.timeOfDay;
  // Distant headland on the horizon.
  const far = rng.chance(0.5);
  canvas.layers.push(
    el('path', {
      d: far
        ? `M-20 ${horizon} Q 160 ${horizon - 44} 420 ${horizon - 8} L 420 ${horizon} Z`
        : `M1220 ${horizon} Q 1040 ${horizon - 40} 800 ${horizon - 6} L 800 ${horizon} Z`,
      fill: lit(mix('#5d7891', sky.palette.horizon, 0.5), t),
    }),
  );
  const sea = linearGradient(canvas, [
    [0, lit(mix('#2b6ea3', sky.palette.horizon, 0.25), t)],
    [0.6, lit('#1f8fb0', t)],
    [1, lit('#3cc2c2', t)],
  ]);
  canvas.layers.push(el('rect', { x: 0, y: horizon, width, height: 340, fill: sea }));

  // The sun's (or moon's) path on the water.
  const glitter: string[] = [];
  for (let i = 0; i < 16; i++) {
    const y = horizon + 6 + i * 11;
    const w = 20 + i * 7 + rng.int(0, 30);
    glitter.push(el('rect', { x: sky.sunX - w / 2 + rng.int(-12, 12), y, width: w, height: 3, rx: 1.5, opacity: 0.75 - i * 0.04 }));
  }
  canvas.layers.push(el('g', { fill: sky.palette.glow }, glitter));
  const waves: string[] = [];
  for (let i = 0; i < 22; i++) {
    const x = rng.int(0, width);
    const y = rng.int(horizon + 20, 640);
    const w = rng.int(20, 60);
    waves.push(el('path', { d: `M${x} ${y} q ${w / 2} -6 ${w} 0` }));
  }
  canvas.layers.push(el('g', { stroke: '#ffffff', 'stroke-width': 2, fill: 'none', opacity: t === 'night' ? 0.15 : 0.35 }, waves));

  const cliffsOnLeft = rng.chance(0.5);
  drawCliffs(canvas, rng, spec, cliffsOnLeft);
  const boatX = cliffsOnLeft ? rng.int(650, 1050) : rng.int(150, 550);
  canvas.layers.push(sailboat(boatX, rng.int(500, 560), 0.6 + rng.next() * 0.5, spec));

  // Beach with a line of surf.
  const groundY = 720;
  const shore = rng.int(630, 660);
  const sand = linearGradient(canvas, [
    [0, lit('#f3dcaa', t)],
    [1, lit('#e2c083', t)],
  ]);
  canvas.layers.push(el('path', { d: `M-20 ${shore + 20} Q 400 ${shore - 30} 760 ${shore} T 1220 ${shore - 10} L1220 820 L-20 820 Z`, fill: lit(darken('#e9cf98', 0.12), t) }));
  canvas.layers.push(el('path', { d: `M-20 ${shore + 34} Q 400 ${shore - 14} 760 ${shore + 16} T 1220 ${shore + 6} L1220 820 L-20 820 Z`, fill: sand }));
  canvas.layers.push(el('path', { d: `M-20 ${shore + 20} Q 400 ${shore - 30} 760 ${shore} T 1220 ${shore - 10}`, stroke: '#ffffff', 'stroke-width': 5, fill: 'none', opacity: 0.7 }));
  return { groundY };
}
