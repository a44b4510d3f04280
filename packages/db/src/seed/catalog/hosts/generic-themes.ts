import { sans, serif, humanist, bookish } from './font-stacks.ts';
import type { BrandTheme } from './types.ts';

// Palettes for the generated hosts of large seeds; all meet WCAG AA like the hand-made ones.
export const genericThemes: readonly Omit<BrandTheme, 'logoText'>[] = [
  { primaryColor: '#1d4e89', accentColor: '#f2a541', backgroundColor: '#ffffff', textColor: '#1f2933', fontFamily: sans },
  { primaryColor: '#2f4f3a', accentColor: '#e9c46a', backgroundColor: '#fbfaf5', textColor: '#1b1f1d', fontFamily: serif },
  { primaryColor: '#7a2e3a', accentColor: '#d9a441', backgroundColor: '#fdf8f3', textColor: '#2a1c1f', fontFamily: bookish },
  { primaryColor: '#0f6e74', accentColor: '#f4a261', backgroundColor: '#fffbf5', textColor: '#17313a', fontFamily: humanist },
  { primaryColor: '#5b3a29', accentColor: '#e76f51', backgroundColor: '#faf7f2', textColor: '#2d2420', fontFamily: serif },
  { primaryColor: '#3b2f63', accentColor: '#ff8552', backgroundColor: '#ffffff', textColor: '#22223b', fontFamily: sans },
  { primaryColor: '#9c2f5c', accentColor: '#f4b942', backgroundColor: '#fff9fb', textColor: '#2e1a24', fontFamily: humanist },
  { primaryColor: '#2d6a4f', accentColor: '#f28482', backgroundColor: '#fbfbf7', textColor: '#1c2b24', fontFamily: sans },
  { primaryColor: '#34495e', accentColor: '#e67e22', backgroundColor: '#f9fafb', textColor: '#1c2833', fontFamily: bookish },
  { primaryColor: '#a23b1a', accentColor: '#2a9d8f', backgroundColor: '#fffaf5', textColor: '#2b1d16', fontFamily: humanist },
];
