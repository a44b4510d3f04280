import type { Rng } from '../prng.ts';
import { darken, lighten, mix } from './colors.ts';
import type { InteriorSpec } from './image-spec.ts';
import { el, linearGradient, radialGradient, type Canvas } from './svg-markup.ts';

// A room with a big window onto the destination: living room or bedroom.

const walls = ['#f3ece1', '#dfe7dc', '#f0ddd0', '#dde6ee', '#efe6d2'];
const fabrics = ['#3f5f7f', '#6f8a5e', '#b0654a', '#c99a3a', '#5d4e7a', '#2f6f6a'];
const floors = ['#b98a5e', '#a87c55', '#c9a27a', '#8f6a4a'];

type Room = { canvas: Canvas; rng: Rng; evening: boolean; dim: (color: string) => string };

function lamp(room: Room, x: number, y: number, shade: string): string {
  const parts: string[] = [];
  if (room.evening) {
    const glow = radialGradient(room.canvas, [
      [0, '#ffdc8a', 0.7],
      [1, '#ffdc8a', 0],
    ]);
    parts.push(el('circle', { cx: x, cy: y, r: 190, fill: glow }));
  }
  parts.push(el('path', { d: `M${x - 34} ${y + 20} L${x - 22} ${y - 24} L${x + 22} ${y - 24} L${x + 34} ${y + 20} Z`, fill: room.evening ? '#ffe7b0' : room.dim(shade) }));
  return parts.join('');
}

function plant(room: Room, x: number, floorY: number): string {
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const angle = -80 + i * 20 + room.rng.int(-6, 6);
    leaves.push(el('ellipse', { cx: x, cy: floorY - 150, rx: 14, ry: 60, fill: room.dim(i % 2 ? '#3f7d4a' : '#2f6b3c'), transform: `rotate(${angle} ${x} ${floorY - 100})` }));
  }
  return el('g', {}, [...leaves, el('path', { d: `M${x - 34} ${floorY - 80} L${x + 34} ${floorY - 80} L${x + 26} ${floorY} L${x - 26} ${floorY} Z`, fill: room.dim('#c46a43') })]);
}

function artwork(room: Room, x: number, y: number, w: number, h: number): string {
  const { rng } = room;
  return el('g', {}, [
    el('rect', { x: x - 6, y: y - 6, width: w + 12, height: h + 12, fill: room.dim('#3b3028') }),
    el('rect', { x, y, width: w, height: h, fill: room.dim('#f6f1e7') }),
    el('circle', { cx: x + w * (0.3 + rng.next() * 0.4), cy: y + h * 0.4, r: Math.min(w, h) * 0.22, fill: room.dim(rng.pick(fabrics)) }),
    el('path', { d: `M${x} ${y + h * 0.75} Q ${x + w / 2} ${y + h * 0.5} ${x + w} ${y + h * 0.8} L${x + w} ${y + h} L${x} ${y + h} Z`, fill: room.dim(rng.pick(fabrics)), opacity: 0.8 }),
  ]);
}

function livingRoom(room: Room, floorY: number): string[] {
  const { rng, dim } = room;
  const sofa = rng.pick(fabrics);
  const x = rng.int(150, 330);
  return [
    el('ellipse', { cx: x + 260, cy: floorY + 90, rx: 360, ry: 60, fill: dim(mix(rng.pick(fabrics), '#f3ece1', 0.55)) }),
    el('rect', { x, y: floorY - 170, width: 520, height: 110, rx: 26, fill: dim(darken(sofa, 0.1)) }),
    el('rect', { x: x - 30, y: floorY - 110, width: 580, height: 100, rx: 22, fill: dim(sofa) }),
    el('rect', { x: x - 40, y: floorY - 130, width: 70, height: 120, rx: 24, fill: dim(darken(sofa, 0.15)) }),
    el('rect', { x: x + 490, y: floorY - 130, width: 70, height: 120, rx: 24, fill: dim(darken(sofa, 0.15)) }),
    el('rect', { x: x + 60, y: floorY - 160, width: 110, height: 80, rx: 18, fill: dim(lighten(rng.pick(fabrics), 0.2)) }),
    el('rect', { x: x + 340, y: floorY - 160, width: 110, height: 80, rx: 18, fill: dim(lighten(rng.pick(fabrics), 0.2)) }),
    el('rect', { x: x - 20, y: floorY - 14, width: 16, height: 20, fill: dim('#3b2f25') }),
    el('rect', { x: x + 524, y: floorY - 14, width: 16, height: 20, fill: dim('#3b2f25') }),
    el('rect', { x: x + 120, y: floorY + 40, width: 280, height: 18, rx: 6, fill: dim('#6b4a32') }),
    el('rect', { x: x + 140, y: floorY + 58, width: 12, height: 40, fill: dim('#4d3524') }),
    el('rect', { x: x + 368, y: floorY + 58, width: 12, height: 40, fill: dim('#4d3524') }),
    el('path', { d: `M${x + 660} ${floorY + 10} V${floorY - 300}`, stroke: dim('#2f2a26'), 'stroke-width': 6 }),
    lamp(room, x + 660, floorY - 310, '#f1e3c6'),
    plant(room, 1100, floorY + 20),
  ];
}

function bedroom(room: Room, floorY: number): string[] {
  const { rng, dim } = room;
  const linen = rng.pick(['#fbfaf6', '#f1ede4', '#e9eef2']);
  const throwColor = rng.pick(fabrics);
  const x = 140;
  return [
    el('rect', { x: x + 40, y: floorY - 260, width: 560, height: 170, rx: 20, fill: dim(darken(rng.pick(fabrics), 0.2)) }),
    el('rect', { x, y: floorY - 120, width: 660, height: 120, rx: 16, fill: dim(linen) }),
    el('rect', { x: x + 80, y: floorY - 170, width: 200, height: 70, rx: 28, fill: dim('#ffffff') }),
    el('rect', { x: x + 380, y: floorY - 170, width: 200, height: 70, rx: 28, fill: dim('#ffffff') }),
    el('path', { d: `M${x} ${floorY - 90} Q ${x + 330} ${floorY - 120} ${x + 660} ${floorY - 90} L${x + 660} ${floorY} L${x} ${floorY} Z`, fill: dim(lighten(throwColor, 0.55)) }),
    el('rect', { x, y: floorY - 40, width: 660, height: 44, fill: dim(throwColor) }),
    el('rect', { x: x - 130, y: floorY - 110, width: 100, height: 110, rx: 6, fill: dim('#8a6244') }),
    el('rect', { x: x + 690, y: floorY - 110, width: 100, height: 110, rx: 6, fill: dim('#8a6244') }),
    lamp(room, x - 80, floorY - 150, '#efe2c8'),
    lamp(room, x + 740, floorY - 150, '#efe2c8'),
    artwork(room, x + 230, 120, 200, 130),
  ];
}

// `renderView` draws the landscape into its own canvas; the room frames it as a window.
export function drawInterior(
  canvas: Canvas,
  rng: Rng,
  spec: InteriorSpec,
  renderView: (canvas: Canvas) => void,
): void {
  const evening = spec.view.timeOfDay === 'night' || spec.view.timeOfDay === 'sunset';
  const dim = (color: string) => (evening ? mix(color, '#3a2c40', 0.32) : color);
  const room: Room = { canvas, rng, evening, dim };
  const wall = rng.pick(walls);
  const floorY = 620;
  canvas.layers.push(el('rect', { x: 0, y: 0, width: 1200, height: floorY, fill: linearGradient(canvas, [[0, dim(darken(wall, 0.06))], [1, dim(wall)]]) }));

  const floor = rng.pick(floors);
  const planks: string[] = [];
  for (let y = floorY + 22; y < 800; y += 26) planks.push(`M0 ${y} H1200`);
  for (let i = 0; i < 18; i++) planks.push(`M${rng.int(0, 1200)} ${floorY + 22 + rng.int(0, 6) * 26} v26`);
  canvas.layers.push(el('rect', { x: 0, y: floorY, width: 1200, height: 180, fill: dim(floor) }));
  canvas.layers.push(el('path', { d: planks.join(''), stroke: dim(darken(floor, 0.2)), 'stroke-width': 2 }));
  canvas.layers.push(el('rect', { x: 0, y: floorY - 14, width: 1200, height: 14, fill: dim(lighten(wall, 0.4)) }));

  // The window and its view.
  const bed = spec.room === 'bedroom';
  const win = bed ? { x: 860, y: 90, w: 280, h: 400 } : { x: 420, y: 70, w: 520, h: 360 };
  const view = { defs: [] as string[], layers: [] as string[], id: (name: string) => canvas.id(`v${name}`) };
  renderView(view);
  canvas.layers.push(el('rect', { x: win.x - 16, y: win.y - 16, width: win.w + 32, height: win.h + 40, fill: dim('#fbfaf7') }));
  canvas.layers.push(
    el('svg', { x: win.x, y: win.y, width: win.w, height: win.h, viewBox: '0 0 1200 800', preserveAspectRatio: 'xMidYMid slice' }, [
      view.defs.length ? el('defs', {}, view.defs) : '',
      ...view.layers,
    ]),
  );
  canvas.layers.push(el('path', { d: `M${win.x + win.w / 2} ${win.y} V${win.y + win.h} M${win.x} ${win.y + win.h * 0.38} H${win.x + win.w}`, stroke: dim('#fbfaf7'), 'stroke-width': 10 }));
  const curtain = rng.pick(['#e9dccb', '#d6e0e6', '#e7d3c8', '#dfe6d5']);
  for (const cx of [win.x - 70, win.x + win.w + 10]) {
    canvas.layers.push(el('path', { d: `M${cx} ${win.y - 30} h60 q -12 ${win.h / 2} 10 ${win.h + 60} h-70 q 14 -${win.h / 2} 0 -${win.h + 60} Z`, fill: dim(curtain) }));
  }
  canvas.layers.push(el('rect', { x: win.x - 90, y: win.y - 40, width: win.w + 180, height: 10, rx: 5, fill: dim('#4a3b30') }));
  if (!bed) canvas.layers.push(artwork(room, 120, 150, 170, 210));
  canvas.layers.push(...(bed ? bedroom(room, floorY + 100) : livingRoom(room, floorY + 60)));
}
