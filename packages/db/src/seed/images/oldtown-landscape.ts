import type { Rng } from '../prng.ts';
import { darken, lit, mix } from './colors.ts';
import type { SceneSpec } from './image-spec.ts';
import type { SkyResult } from './sky.ts';
import { el, linearGradient, polygonPath, type Canvas } from './svg-markup.ts';

const width = 1200;

// Pastel façades of southern European old towns and their terracotta roofs.
const facades = ['#f4d58d', '#f2b5a0', '#a8c5da', '#f7f1e3', '#e8a87c', '#c9d6a3', '#f1c6d3', '#efe0b9', '#d8b4a0'];
const roofs = ['#c0583a', '#b5482f', '#cf6a45', '#a94b32'];

function windowGrid(rng: Rng, x: number, top: number, w: number, h: number, spec: SceneSpec): string[] {
  const night = spec.timeOfDay === 'night' || spec.timeOfDay === 'sunset';
  const cols = Math.max(1, Math.floor(w / 24));
  const rows = Math.max(1, Math.floor((h - 16) / 34));
  const gap = w / cols;
  const windows: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const on = night && rng.chance(0.45);
      windows.push(
        el('rect', {
          x: x + c * gap + gap * 0.3,
          y: top + 12 + r * 34,
          width: gap * 0.4,
          height: 18,
          fill: on ? '#ffd37a' : lit('#44556b', spec.timeOfDay),
        }),
      );
    }
  }
  return windows;
}

function landmark(rng: Rng, x: number, base: number, color: string, spec: SceneSpec): string {
  const t = spec.timeOfDay;
  if (rng.chance(0.5)) {
    // A cathedral dome with its lantern.
    return el('g', {}, [
      el('rect', { x: x - 50, y: base - 70, width: 100, height: 70, fill: lit(color, t) }),
      el('path', { d: `M${x - 46} ${base - 70} A 46 56 0 0 1 ${x + 46} ${base - 70} Z`, fill: lit('#c86a43', t) }),
      el('path', { d: `M${x - 30} ${base - 110} L${x - 26} ${base - 70} M${x} ${base - 126} L${x} ${base - 70} M${x + 30} ${base - 110} L${x + 26} ${base - 70}`, stroke: lit('#f2ebe0', t), 'stroke-width': 3 }),
      el('rect', { x: x - 8, y: base - 146, width: 16, height: 22, fill: lit('#f2ebe0', t) }),
    ]);
  }
  // A bell tower.
  return el('g', {}, [
    el('rect', { x: x - 16, y: base - 170, width: 32, height: 170, fill: lit(color, t) }),
    el('rect', { x: x - 9, y: base - 150, width: 18, height: 26, rx: 9, fill: lit('#3b3330', t) }),
    el('path', { d: polygonPath([[x - 20, base - 170], [x, base - 205], [x + 20, base - 170]]), fill: lit('#b5482f', t) }),
  ]);
}

function buildingRow(canvas: Canvas, rng: Rng, base: number, heights: readonly [number, number], haze: number, spec: SceneSpec, horizonColor: string): void {
  const parts: string[] = [];
  const landmarkAt = rng.int(200, 1000);
  let x = -30;
  while (x < width + 30) {
    const w = rng.int(48, 104);
    const h = rng.int(...heights);
    const wall = mix(rng.pick(facades), horizonColor, haze);
    const roof = mix(rng.pick(roofs), horizonColor, haze);
    parts.push(el('rect', { x, y: base - h, width: w + 1, height: h, fill: lit(wall, spec.timeOfDay) }));
    parts.push(el('path', { d: polygonPath([[x - 4, base - h], [x + w * 0.5, base - h - rng.int(14, 30)], [x + w + 4, base - h]]), fill: lit(roof, spec.timeOfDay) }));
    if (haze < 0.3) parts.push(...windowGrid(rng, x, base - h, w, h, spec));
    if (x <= landmarkAt && landmarkAt < x + w) parts.push(landmark(rng, x + w / 2, base - h + 10, mix('#efe4cf', horizonColor, haze), spec));
    x += w;
  }
  canvas.layers.push(el('g', {}, parts));
}

export function drawOldtownLandscape(canvas: Canvas, rng: Rng, spec: SceneSpec, sky: SkyResult): { groundY: number } {
  const t = spec.timeOfDay;
  const haze = sky.palette.horizon;
  canvas.layers.push(
    el('path', { d: `M-20 520 Q 200 400 480 450 T 900 420 T 1220 470 L1220 620 L-20 620 Z`, fill: lit(mix('#7d9a78', haze, 0.5), t) }),
  );
  buildingRow(canvas, rng, 540, [40, 110], 0.45, spec, haze);
  const bank = spec.hasWater ? 600 : 690;
  buildingRow(canvas, rng, bank, [90, 200], 0.12, spec, haze);

  if (spec.hasWater) {
    const river = linearGradient(canvas, [
      [0, lit('#4f86a8', t)],
      [1, lit('#2d5f80', t)],
    ]);
    canvas.layers.push(el('rect', { x: 0, y: bank, width, height: 110, fill: river }));
    const reflections: string[] = [];
    for (let i = 0; i < 40; i++) {
      reflections.push(
        el('rect', {
          x: rng.int(0, width),
          y: rng.int(bank + 6, bank + 100),
          width: rng.int(20, 70),
          height: 3,
          fill: i % 3 === 0 ? sky.palette.glow : lit(rng.pick(facades), t),
          opacity: 0.35,
        }),
      );
    }
    canvas.layers.push(el('g', {}, reflections));
  }

  // Cobbled quay or street in the foreground.
  const groundY = 740;
  const stone = lit('#bfae94', t);
  canvas.layers.push(el('rect', { x: 0, y: spec.hasWater ? 708 : 690, width, height: 120, fill: stone }));
  canvas.layers.push(el('rect', { x: 0, y: spec.hasWater ? 704 : 686, width, height: 8, fill: lit(darken('#bfae94', 0.25), t) }));
  const cobbles: string[] = [];
  for (let i = 0; i < 60; i++) {
    cobbles.push(el('ellipse', { cx: rng.int(0, width), cy: rng.int(725, 795), rx: rng.int(8, 16), ry: 4 }));
  }
  canvas.layers.push(el('g', { fill: lit(darken('#bfae94', 0.12), t), opacity: 0.6 }, cobbles));
  return { groundY };
}
