import { describe, expect, it } from 'vitest';
import { brandFixture } from '../../testing/brand-fixture.ts';
import { contrastRatio, parseColor } from '@direct/domain/brand';
import { platformThemeVariables } from './platform-theme-variables.ts';
import { platformTheme, themeVariables } from './theme-style.ts';

const theme = brandFixture().theme;

function ratio(a: string, b: string) {
  return contrastRatio(parseColor(a)!, parseColor(b)!);
}

describe('theme → CSS custom properties', () => {
  it('maps the brand theme to --brand-* variables', () => {
    expect(themeVariables({ ...theme, fontFamily: 'Georgia' })).toEqual({
      '--brand-primary': '#0b5d7a',
      '--brand-on-primary': '#ffffff',
      '--brand-accent': '#f4b942',
      '--brand-on-accent': '#111418',
      '--brand-bg': '#ffffff',
      '--brand-text': '#1b1f24',
      '--brand-link': '#0b5d7a',
      '--brand-font': 'Georgia, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      '--brand-heading-font': 'var(--brand-font)',
    });
  });

  it('keeps a complete font stack as it is', () => {
    expect(themeVariables({ ...theme, fontFamily: "Georgia, 'Times New Roman', serif" })['--brand-font']).toBe(
      "Georgia, 'Times New Roman', serif",
    );
  });

  it('gives two brands different primary colours', () => {
    const other = themeVariables({ ...theme, primaryColor: '#2f5d3a' });
    expect(other['--brand-primary']).not.toBe(themeVariables(theme)['--brand-primary']);
  });

  it('picks text colours that meet WCAG AA on primary and accent', () => {
    for (const color of ['#ffd500', '#0b5d7a', '#777777', '#f4b942', '#101010', '#e0f0ff']) {
      const vars = themeVariables({ ...theme, primaryColor: color, accentColor: color });
      expect(ratio(vars['--brand-on-primary']!, color)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(vars['--brand-on-accent']!, color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('repairs unreadable text and link colours', () => {
    const vars = themeVariables({ ...theme, textColor: '#eeeeee', primaryColor: '#ffd500' });
    expect(ratio(vars['--brand-text']!, vars['--brand-bg']!)).toBeGreaterThanOrEqual(4.5);
    // Yellow is unreadable on white: links fall back to the text colour.
    expect(vars['--brand-link']).toBe(vars['--brand-text']);
  });

  it('accepts short hex and rgb() and normalizes them', () => {
    const vars = themeVariables({ ...theme, primaryColor: '#0AF', accentColor: 'rgb(244, 185, 66)' });
    expect(vars['--brand-primary']).toBe('#00aaff');
    expect(vars['--brand-accent']).toBe('#f4b942');
  });

  it('never lets a value escape its declaration', () => {
    const vars = themeVariables({
      ...theme,
      primaryColor: 'red; } body { display: none',
      backgroundColor: 'url(https://evil.example/x.png)',
      fontFamily: 'Arial; } * { color: red',
    });
    expect(vars['--brand-primary']).toBe(platformTheme.primaryColor);
    expect(vars['--brand-bg']).toBe(platformTheme.backgroundColor);
    expect(vars['--brand-font']).not.toContain(';');
  });

  it('computes WCAG contrast ratios', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('has the platform’s own variables written out as the theme computes them', () => {
    expect(platformThemeVariables).toEqual(themeVariables(platformTheme));
  });
});
