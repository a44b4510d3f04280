import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, readableOn, themeContrast } from './colour-contrast.ts';

describe('brand colour contrast (WCAG 2.x)', () => {
  it('computes the contrast ratios WCAG publishes', () => {
    expect(contrastRatio(parseColor('#000')!, parseColor('#fff')!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#777777')!, parseColor('#ffffff')!)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseColor('rgb(255, 255, 255)')!, parseColor('#fff')!)).toBe(1);
  });

  it('accepts only plain hex and rgb() colours', () => {
    expect(parseColor('#1F4E79')).toEqual({ r: 31, g: 78, b: 121 });
    expect(parseColor('red')).toBeUndefined();
    expect(parseColor('#12345')).toBeUndefined();
    expect(parseColor('rgb(300,0,0)')).toBeUndefined();
    expect(parseColor('#fff;background:url(x)')).toBeUndefined();
  });

  it('picks a readable text colour for any background', () => {
    for (let grey = 0; grey <= 255; grey += 5) {
      const background = { r: grey, g: grey, b: grey };
      expect(contrastRatio(parseColor(readableOn(background))!, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reports each pairing of a theme as the site shows it', () => {
    const checks = themeContrast({ primaryColor: '#f2a541', accentColor: '#1f4e79', backgroundColor: '#ffffff', textColor: '#999999' })!;
    expect(checks.map((c) => [c.pair, c.passes])).toEqual([
      ['text', false],
      ['links', false],
      ['buttons', true],
      ['highlights', true],
    ]);
    expect(checks[0]!.ratio).toBeCloseTo(2.84, 2);
    expect(themeContrast({ primaryColor: 'blue', accentColor: '#000', backgroundColor: '#fff', textColor: '#000' })).toBeUndefined();
  });
});
