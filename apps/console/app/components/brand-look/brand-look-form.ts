// The colour fields of a brand's look, in the order the form shows them.
export const brandColourNames = ['primaryColor', 'accentColor', 'backgroundColor', 'textColor'] as const;
export type BrandColourName = (typeof brandColourNames)[number];
