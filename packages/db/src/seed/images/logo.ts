import { escapeXml, el, polygonPath } from './svg-markup.ts';
import type { LogoSpec } from './image-spec.ts';
import { logoFontSize, logoHeight, logoWidth } from './logo-metrics.ts';

// A host's logo: a round emblem (wave, peak or rooftops) and the brand name.
const emblems: Record<LogoSpec['symbol'], (accent: string) => string> = {
  coast: (accent) =>
    el('path', { d: 'M46 88 q 14 -14 28 0 t 28 0 t 28 0 M46 104 q 14 -14 28 0 t 28 0 t 28 0', stroke: accent, 'stroke-width': 7, fill: 'none', 'stroke-linecap': 'round' }),
  alpine: (accent) =>
    [
      el('path', { d: polygonPath([[38, 112], [72, 50], [92, 80], [104, 64], [130, 112]]), fill: accent }),
      el('path', { d: polygonPath([[72, 50], [82, 68], [74, 64], [66, 70], [62, 68]]), fill: '#ffffff' }),
    ].join(''),
  oldtown: (accent) =>
    [
      el('path', { d: polygonPath([[40, 112], [40, 78], [62, 60], [84, 78], [84, 112]]), fill: accent }),
      el('path', { d: polygonPath([[86, 112], [86, 70], [106, 52], [126, 70], [126, 112]]), fill: accent, opacity: 0.75 }),
      el('rect', { x: 56, y: 92, width: 12, height: 20, fill: '#ffffff' }),
    ].join(''),
};

export function renderLogoBody(spec: LogoSpec): string[] {
  const fontSize = logoFontSize(spec.text);
  return [
    el('rect', { x: 0, y: 0, width: logoWidth(spec.text), height: logoHeight, rx: 20, fill: spec.backgroundColor }),
    el('circle', { cx: 84, cy: 80, r: 60, fill: spec.primaryColor }),
    emblems[spec.symbol](spec.accentColor),
    el(
      'text',
      { x: 164, y: 80 + fontSize * 0.35, 'font-family': spec.fontFamily, 'font-size': fontSize, 'font-weight': 700, fill: spec.primaryColor },
      escapeXml(spec.text),
    ),
  ];
}
