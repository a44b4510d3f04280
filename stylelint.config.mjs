// Stylelint: a lean set on top of the design system's own rules (packages/ui/stylelint). Colours
// are written only in the token sheet; everything else reads them through custom properties.
const colourFunctions = ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'];

export default {
  plugins: ['./packages/ui/stylelint/design-system-plugin.mjs'],
  ignoreFiles: ['**/node_modules/**', '**/build/**', '**/build-*/**', '**/dist/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  rules: {
    'direct/known-custom-properties': { roots: ['packages/ui/src', 'apps'] },
    'direct/breakpoints': { allowed: ['30rem', '40rem', '60rem'] },
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': colourFunctions,
    'color-no-invalid-hex': true,
    'block-no-empty': true,
    'declaration-block-no-duplicate-properties': [true, { ignore: ['consecutive-duplicates-with-different-syntaxes'] }],
    'declaration-block-no-duplicate-custom-properties': true,
    'property-no-unknown': true,
    'unit-no-unknown': true,
    'selector-pseudo-class-no-unknown': true,
    'selector-pseudo-element-no-unknown': true,
    'at-rule-no-unknown': true,
    'function-no-unknown': true,
    'custom-property-no-missing-var-function': true,
    'no-invalid-double-slash-comments': true,
    'media-feature-name-no-unknown': true,
    'no-unknown-custom-media': true,
  },
  overrides: [
    {
      // The token sheet is where raw colours are written.
      files: ['packages/ui/src/tokens/tokens.css'],
      rules: { 'color-no-hex': null, 'color-named': null, 'function-disallowed-list': null },
    },
  ],
};
