import type { TimeOfDay } from './image-spec.ts';

// Colour arithmetic for the scenes: one light model tints every surface so a sunset or a night
// scene looks coherent, while lamps and lit windows keep their own colour.

type Rgb = readonly [number, number, number];

function parse(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function format([r, g, b]: Rgb): string {
  const part = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

export function mix(a: string, b: string, amount: number): string {
  const [ar, ag, ab] = parse(a);
  const [br, bg, bb] = parse(b);
  return format([ar + (br - ar) * amount, ag + (bg - ag) * amount, ab + (bb - ab) * amount]);
}

export function darken(color: string, amount: number): string {
  return mix(color, '#000000', amount);
}

export function lighten(color: string, amount: number): string {
  return mix(color, '#ffffff', amount);
}

const lightByTime: Record<TimeOfDay, { color: string; amount: number }> = {
  day: { color: '#ffffff', amount: 0 },
  morning: { color: '#ffd1a8', amount: 0.12 },
  sunset: { color: '#b8486b', amount: 0.28 },
  night: { color: '#141d45', amount: 0.62 },
};

// A surface colour as it appears at the given time of day.
export function lit(color: string, time: TimeOfDay): string {
  const light = lightByTime[time];
  return light.amount === 0 ? color : mix(color, light.color, light.amount);
}

// Relative luminance and contrast ratio as defined by WCAG 2.x.
export function relativeLuminance(hex: string): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parse(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
