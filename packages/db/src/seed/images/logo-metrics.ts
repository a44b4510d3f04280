// A logo is shown about 52 px tall in the site header; the name is set large enough to stay
// legible there (64 of 160 units ≈ 21 px), and the canvas is as wide as the name needs.
export const logoHeight = 160;

export function logoFontSize(text: string): number {
  return text.length > 16 ? 54 : 64;
}

export function logoWidth(text: string): number {
  // 0.7 em per character covers wide bold sans-serif names ("Alfama Homes"); narrower fonts
  // just get a little more room on the right.
  return Math.ceil(164 + text.length * logoFontSize(text) * 0.7 + 28);
}
