import type { InOtherLanguages } from './types.ts';

// City names where German or Portuguese say them differently (the others keep their own name in
// every language, and that is a translation too: "Zermatt" is German and Portuguese).
export const cityNames: Record<string, InOtherLanguages> = {
  Lisbon: { de: 'Lissabon', pt: 'Lisboa' },
  Porto: { de: 'Porto', pt: 'Porto' },
  Lagos: { de: 'Lagos', pt: 'Lagos' },
  Zermatt: { de: 'Zermatt', pt: 'Zermatt' },
  Interlaken: { de: 'Interlaken', pt: 'Interlaken' },
  Innsbruck: { de: 'Innsbruck', pt: 'Innsbruck' },
  Barcelona: { de: 'Barcelona', pt: 'Barcelona' },
  Florence: { de: 'Florenz', pt: 'Florença' },
};

// Area names with an exonym; the rest are proper names kept as they are.
export const areaNames: Record<string, InOtherLanguages> = {
  'Gothic Quarter': { de: 'Gotisches Viertel', pt: 'Bairro Gótico' },
  'Centro Histórico': { de: 'Altstadt', pt: 'Centro Histórico' },
  Altstadt: { de: 'Altstadt', pt: 'Centro Histórico' },
  Belém: { de: 'Belém', pt: 'Belém' },
};
