// Minimal SVG string building: attributes in a stable order, numbers rounded to one decimal so
// files stay small and byte-identical between runs.

export type Attrs = Record<string, string | number | undefined>;
export type Point = readonly [number, number];

export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function el(tag: string, attrs: Attrs, children?: string | readonly string[]): string {
  const attributes = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
  const body = Array.isArray(children) ? children.join('') : (children ?? '');
  return body === '' ? `<${tag}${attributes}/>` : `<${tag}${attributes}>${body}</${tag}>`;
}

export function polygonPath(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`;
}

// A drawing in progress: definitions (gradients, clip paths) and the painted layers, with ids
// unique within one file (interiors embed a landscape, so prefixes keep them apart).
export type Canvas = {
  defs: string[];
  layers: string[];
  id: (name: string) => string;
};

export function createCanvas(prefix = ''): Canvas {
  let counter = 0;
  return { defs: [], layers: [], id: (name) => `${prefix}${name}${++counter}` };
}

export function linearGradient(
  canvas: Canvas,
  stops: readonly (readonly [number, string, number?])[],
  direction: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const id = canvas.id('g');
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = direction;
  canvas.defs.push(
    el(
      'linearGradient',
      { id, x1, y1, x2, y2 },
      stops.map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity === undefined ? undefined : opacity }),
      ),
    ),
  );
  return `url(#${id})`;
}

export function radialGradient(canvas: Canvas, stops: readonly (readonly [number, string, number])[]): string {
  const id = canvas.id('r');
  canvas.defs.push(
    el(
      'radialGradient',
      { id },
      stops.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity })),
    ),
  );
  return `url(#${id})`;
}

export function clipPath(canvas: Canvas, shape: string): string {
  const id = canvas.id('c');
  canvas.defs.push(el('clipPath', { id }, shape));
  return `url(#${id})`;
}

export function renderDocument(canvas: Canvas, width: number, height: number, title: string): string {
  const defs = canvas.defs.length ? el('defs', {}, canvas.defs) : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    el(
      'svg',
      { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img' },
      [el('title', {}, escapeXml(title)), defs, ...canvas.layers],
    ) +
    '\n'
  );
}
