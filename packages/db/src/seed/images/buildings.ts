import type { Rng } from '../prng.ts';
import { darken, lighten, lit } from './colors.ts';
import type { BuildingKind, SceneSpec } from './image-spec.ts';
import { el, polygonPath, radialGradient, type Canvas } from './svg-markup.ts';

// The home in the foreground of a scene. Windows glow at dusk and at night.

type Ctx = { canvas: Canvas; rng: Rng; spec: SceneSpec; glow: string };

const isEvening = (spec: SceneSpec) => spec.timeOfDay === 'night' || spec.timeOfDay === 'sunset';

function windowPane(ctx: Ctx, x: number, y: number, w: number, h: number, frame: string, arched = false): string {
  const on = isEvening(ctx.spec) ? ctx.rng.chance(0.8) : false;
  const glass = on ? '#ffd680' : lit('#9cc3e0', ctx.spec.timeOfDay);
  const shape = arched
    ? el('path', { d: `M${x} ${y + h} L${x} ${y + w / 2} A ${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} L${x + w} ${y + h} Z`, fill: glass, stroke: frame, 'stroke-width': 5 })
    : el('rect', { x, y, width: w, height: h, fill: glass, stroke: frame, 'stroke-width': 5 });
  const parts = on ? [el('circle', { cx: x + w / 2, cy: y + h / 2, r: Math.max(w, h) * 1.3, fill: ctx.glow })] : [];
  parts.push(shape);
  if (!on) parts.push(el('path', { d: `M${x + w * 0.2} ${y + h * 0.8} L${x + w * 0.7} ${y + h * 0.2}`, stroke: '#ffffff', 'stroke-width': 3, opacity: 0.45 }));
  parts.push(el('path', { d: `M${x + w / 2} ${y + (arched ? w / 2 : 0)} V${y + h} M${x} ${y + h / 2 + (arched ? w / 4 : 0)} H${x + w}`, stroke: frame, 'stroke-width': 3 }));
  return parts.join('');
}

function shutters(x: number, y: number, w: number, h: number, color: string): string {
  return [
    el('rect', { x: x - w * 0.42, y, width: w * 0.38, height: h, fill: color }),
    el('rect', { x: x + w * 1.04, y, width: w * 0.38, height: h, fill: color }),
  ].join('');
}

function door(ctx: Ctx, x: number, ground: number, color: string): string {
  return [
    el('path', { d: `M${x} ${ground} L${x} ${ground - 70} A 22 22 0 0 1 ${x + 44} ${ground - 70} L${x + 44} ${ground} Z`, fill: lit(color, ctx.spec.timeOfDay) }),
    el('circle', { cx: x + 35, cy: ground - 40, r: 3, fill: '#e8c46a' }),
  ].join('');
}

function house(ctx: Ctx, x: number, ground: number): string {
  const { rng, spec } = ctx;
  const t = spec.timeOfDay;
  const w = 300;
  const h = 220;
  const wall = lit(rng.pick(['#fbf7ef', '#f6e7c8', '#f3d9cf', '#e9f0f3']), t);
  const trim = lit(rng.pick(['#2f6f8f', '#3f7d4f', '#8a3b2f']), t);
  const parts = [
    el('rect', { x: x + w * 0.68, y: ground - h - 90, width: 30, height: 70, fill: lit('#b9644a', t) }),
    el('rect', { x, y: ground - h, width: w, height: h, fill: wall }),
    el('path', { d: polygonPath([[x - 24, ground - h + 4], [x + w / 2, ground - h - 110], [x + w + 24, ground - h + 4]]), fill: lit('#c0583a', t) }),
    el('path', { d: polygonPath([[x - 24, ground - h + 4], [x + w + 24, ground - h + 4], [x + w + 18, ground - h + 14], [x - 18, ground - h + 14]]), fill: lit('#8f3d26', t) }),
  ];
  for (const [wx, wy] of [[x + 40, ground - h + 40], [x + 200, ground - h + 40], [x + 200, ground - 100]] as const) {
    parts.push(shutters(wx, wy, 56, 60, trim), windowPane(ctx, wx, wy, 56, 60, lighten(trim, 0.6)));
  }
  parts.push(door(ctx, x + 60, ground, darken('#7a4a2a', 0.1)));
  // Bougainvillea by the door.
  for (let i = 0; i < 14; i++) parts.push(el('circle', { cx: x + 20 + rng.int(-20, 40), cy: ground - rng.int(10, 120), r: rng.int(8, 15), fill: lit(i % 3 ? '#c2185b' : '#2e7d32', t) }));
  return el('g', {}, parts);
}

function villa(ctx: Ctx, x: number, ground: number): string {
  const { spec } = ctx;
  const t = spec.timeOfDay;
  const w = 430;
  const h = 160;
  const parts = [
    el('rect', { x, y: ground - h, width: w, height: h, fill: lit('#fdfbf6', t) }),
    el('rect', { x: x - 10, y: ground - h - 16, width: w + 20, height: 18, fill: lit('#ece6da', t) }),
    el('rect', { x: x + 250, y: ground - h - 70, width: 180, height: 56, fill: lit('#f7f3ea', t) }),
    el('path', { d: polygonPath([[x + 240, ground - h - 70], [x + 340, ground - h - 110], [x + 440, ground - h - 70]]), fill: lit('#c8643e', t) }),
  ];
  for (let i = 0; i < 4; i++) parts.push(windowPane(ctx, x + 30 + i * 100, ground - h + 30, 60, 100, lit('#d9d2c4', t), true));
  // Pool and a palm tree.
  parts.push(el('rect', { x: x - 40, y: ground + 8, width: 360, height: 34, rx: 8, fill: lit('#5fd0d8', t), stroke: lit('#f1ede4', t), 'stroke-width': 6 }));
  parts.push(el('path', { d: `M${x - 10} ${ground + 20} q 40 -8 80 0 M${x + 120} ${ground + 28} q 40 -8 80 0`, stroke: '#ffffff', 'stroke-width': 2, fill: 'none', opacity: 0.7 }));
  parts.push(palm(x + w + 40, ground + 10, t));
  return el('g', {}, parts);
}

export function palm(x: number, ground: number, t: SceneSpec['timeOfDay']): string {
  const fronds = [-70, -35, -5, 25, 60].map((angle) => {
    const rad = (angle * Math.PI) / 180;
    const ex = x + 14 + Math.sin(rad) * 110;
    const ey = ground - 250 + Math.cos(rad) * 30 + Math.abs(angle) * 0.9;
    return el('path', { d: `M${x + 14} ${ground - 250} Q ${(x + 14 + ex) / 2} ${ground - 300} ${ex} ${ey}`, stroke: lit('#2f7d3a', t), 'stroke-width': 14, fill: 'none', 'stroke-linecap': 'round' });
  });
  return el('g', {}, [el('path', { d: `M${x} ${ground} Q ${x - 10} ${ground - 130} ${x + 14} ${ground - 250}`, stroke: lit('#8a6a45', t), 'stroke-width': 14, fill: 'none' }), ...fronds]);
}

function chalet(ctx: Ctx, x: number, ground: number): string {
  const { rng, spec } = ctx;
  const t = spec.timeOfDay;
  const w = 340;
  const h = 190;
  const wood = lit(rng.pick(['#8b5a2b', '#7a4b24', '#9a6434']), t);
  const planks: string[] = [];
  for (let y = ground - h + 14; y < ground; y += 16) planks.push(`M${x} ${y} H${x + w}`);
  const roof = [[x - 50, ground - h + 10], [x + w / 2, ground - h - 130], [x + w + 50, ground - h + 10]] as const;
  const parts = [
    el('rect', { x: x + 40, y: ground - h - 120, width: 28, height: 70, fill: lit('#6d6f73', t) }),
    el('rect', { x, y: ground - h, width: w, height: h, fill: wood }),
    el('path', { d: planks.join(''), stroke: darken(wood, 0.25), 'stroke-width': 2 }),
    el('rect', { x, y: ground - 36, width: w, height: 36, fill: lit('#9a9a94', t) }),
    el('path', { d: polygonPath(roof), fill: lit('#4a2f1d', t) }),
  ];
  if (spec.snow) {
    parts.push(el('path', { d: `M${x - 54} ${ground - h + 8} L${x + w / 2} ${ground - h - 136} L${x + w + 54} ${ground - h + 8} L${x + w + 40} ${ground - h + 2} Q ${x + w * 0.75} ${ground - h - 50} ${x + w / 2} ${ground - h - 118} Q ${x + w * 0.25} ${ground - h - 50} ${x - 40} ${ground - h + 2} Z`, fill: lit('#f7fbff', t) }));
  }
  for (const wx of [x + 36, x + 140, x + 244]) parts.push(shutters(wx, ground - h + 30, 60, 56, lit('#b23a2e', t)), windowPane(ctx, wx, ground - h + 30, 60, 56, lit('#f0e6d2', t)));
  parts.push(windowPane(ctx, x + w / 2 - 30, ground - h - 70, 60, 50, lit('#f0e6d2', t)));
  // Balcony across the upper floor.
  const bars: string[] = [];
  for (let bx = x - 10; bx <= x + w + 10; bx += 14) bars.push(`M${bx} ${ground - h + 96} V${ground - h + 128}`);
  parts.push(el('rect', { x: x - 14, y: ground - h + 90, width: w + 28, height: 8, fill: lit('#5c3a20', t) }));
  parts.push(el('path', { d: bars.join(''), stroke: lit('#5c3a20', t), 'stroke-width': 5 }));
  parts.push(el('rect', { x: x - 14, y: ground - h + 126, width: w + 28, height: 6, fill: lit('#5c3a20', t) }));
  parts.push(door(ctx, x + w / 2 - 22, ground, '#5c3a20'));
  const smoke = `M${x + 54} ${ground - h - 126} q -20 -30 6 -56 q 26 -26 0 -60`;
  parts.push(el('path', { d: smoke, stroke: '#dfe3e8', 'stroke-width': 12, fill: 'none', opacity: 0.45, 'stroke-linecap': 'round' }));
  return el('g', {}, parts);
}

function townhouse(ctx: Ctx, x: number, ground: number): string {
  const { canvas, rng, spec } = ctx;
  const t = spec.timeOfDay;
  const w = 230;
  const h = 340;
  const tileId = canvas.id('tiles');
  const tile = lit(rng.pick(['#2f5fa7', '#2a7d8c', '#3a6ea5']), t);
  canvas.defs.push(
    el('pattern', { id: tileId, width: 20, height: 20, patternUnits: 'userSpaceOnUse' }, [
      el('rect', { width: 20, height: 20, fill: lit('#f4f1ea', t) }),
      el('path', { d: 'M10 2 L18 10 L10 18 L2 10 Z', fill: tile }),
      el('circle', { cx: 10, cy: 10, r: 2.5, fill: lit('#f4f1ea', t) }),
    ]),
  );
  const parts = [
    el('rect', { x, y: ground - h, width: w, height: h, fill: `url(#${tileId})` }),
    el('path', { d: polygonPath([[x - 10, ground - h], [x + w / 2, ground - h - 50], [x + w + 10, ground - h]]), fill: lit('#c0583a', t) }),
  ];
  for (let floor = 0; floor < 3; floor++) {
    const y = ground - h + 30 + floor * 95;
    for (const wx of [x + 30, x + 140]) {
      parts.push(el('rect', { x: wx - 6, y: y - 6, width: 72, height: 82, fill: lit('#f7f4ee', t) }));
      parts.push(windowPane(ctx, wx, y, 60, 70, lit('#f7f4ee', t)));
      if (floor < 2) parts.push(el('path', { d: `M${wx - 12} ${y + 70} H${wx + 72} M${wx - 12} ${y + 52} H${wx + 72} M${wx - 8} ${y + 52} V${y + 70} M${wx + 30} ${y + 52} V${y + 70} M${wx + 68} ${y + 52} V${y + 70}`, stroke: '#222222', 'stroke-width': 3 }));
    }
  }
  parts.push(door(ctx, x + w / 2 - 22, ground, '#2e4a3a'));
  return el('g', {}, parts);
}

function hotel(ctx: Ctx, x: number, ground: number): string {
  const { spec } = ctx;
  const t = spec.timeOfDay;
  const w = 380;
  const h = 330;
  const parts = [
    el('rect', { x, y: ground - h, width: w, height: h, fill: lit('#efe6d6', t) }),
    el('rect', { x: x - 8, y: ground - h - 14, width: w + 16, height: 16, fill: lit('#7b4a2e', t) }),
    el('rect', { x: x + w / 2 - 70, y: ground - h + 8, width: 140, height: 30, rx: 4, fill: lit('#2f4f3a', t) }),
    el('text', { x: x + w / 2, y: ground - h + 30, 'text-anchor': 'middle', 'font-family': 'Georgia, serif', 'font-size': 20, 'letter-spacing': 4, fill: '#f5e9c8' }, 'HOTEL'),
  ];
  for (let floor = 0; floor < 4; floor++) {
    for (let col = 0; col < 5; col++) parts.push(windowPane(ctx, x + 24 + col * 72, ground - h + 56 + floor * 64, 42, 44, lit('#7b4a2e', t)));
  }
  parts.push(el('path', { d: polygonPath([[x + w / 2 - 70, ground - 78], [x + w / 2 + 70, ground - 78], [x + w / 2 + 84, ground - 60], [x + w / 2 - 84, ground - 60]]), fill: lit('#2f4f3a', t) }));
  parts.push(el('rect', { x: x + w / 2 - 30, y: ground - 60, width: 60, height: 60, fill: isEvening(spec) ? '#ffd680' : lit('#5f6b73', t) }));
  return el('g', {}, parts);
}

const painters: Record<Exclude<BuildingKind, 'none'>, (ctx: Ctx, x: number, ground: number) => string> = {
  house,
  villa,
  chalet,
  townhouse,
  hotel,
};

export function drawBuilding(canvas: Canvas, rng: Rng, spec: SceneSpec, ground: number): void {
  if (spec.building === 'none') return;
  const glow = radialGradient(canvas, [
    [0, '#ffd37a', 0.55],
    [1, '#ffd37a', 0],
  ]);
  const ctx: Ctx = { canvas, rng, spec, glow };
  const onLeft = rng.chance(0.5);
  const x = onLeft ? rng.int(70, 200) : rng.int(640, 740);
  canvas.layers.push(el('ellipse', { cx: x + 200, cy: ground + 6, rx: 260, ry: 16, fill: '#000000', opacity: 0.12 }));
  canvas.layers.push(painters[spec.building](ctx, x, ground));
}
