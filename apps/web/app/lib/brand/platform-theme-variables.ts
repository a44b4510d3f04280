// themeVariables(platformTheme), written out: the platform's own error pages (no brand) need
// them in the browser, and the colour maths that computes a brand's stays on the server (the root
// loader sends a brand's variables ready-made). theme-style.test.ts keeps the two equal.
export const platformThemeVariables: Record<`--${string}`, string> = {
  '--brand-primary': '#1f4e79',
  '--brand-on-primary': '#ffffff',
  '--brand-accent': '#f2a541',
  '--brand-on-accent': '#111418',
  '--brand-bg': '#ffffff',
  '--brand-text': '#1b1f24',
  '--brand-link': '#1f4e79',
  '--brand-font': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  '--brand-heading-font': 'var(--brand-font)',
};
