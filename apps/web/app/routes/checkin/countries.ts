// ISO 3166-1 alpha-2 codes offered in the guest form's country fields; names come from
// Intl.DisplayNames in the page's language.
export const countryCodes = (
  'AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL CM CN CO CR ' +
  'CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH GM GN GQ GR GT GW GY HK HN HR HT HU ID IE ' +
  'IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM ' +
  'MN MO MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PS PT PW PY QA RO RS RU RW SA SB SC SD ' +
  'SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU WS XK ' +
  'YE ZA ZM ZW'
).split(' ');

const knownCodes = new Set(countryCodes);

/** Country options sorted by their name in the language. */
export function countryOptions(lng: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([lng], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(lng);
  return countryCodes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}

export function countryName(code: string, lng: string): string {
  return new Intl.DisplayNames([lng], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** What a country field shows for a stored value: the name of a known code, else the text as it is. */
export function countryFieldValue(value: string, lng: string): string {
  return knownCodes.has(value) ? countryName(value, lng) : value;
}

const matchers = new Map<string, Map<string, string>>();

// Names folded for comparison: case and accents don't matter ("portugal", "Österreich" = "osterreich").
const fold = (text: string, lng: string) =>
  text
    .trim()
    .toLocaleLowerCase(lng)
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\s+/g, ' ');

/**
 * The code a country field's text stands for: a name in the page's language (what the shared list
 * offers) or a code. Text that is neither comes back as it is, so the API's validation answers for
 * it (invalid_country) and the guest sees what they typed.
 */
export function countryCodeFor(text: string, lng: string): string {
  const trimmed = text.trim();
  if (knownCodes.has(trimmed.toUpperCase())) return trimmed.toUpperCase();
  let byName = matchers.get(lng);
  if (!byName) {
    byName = new Map(countryOptions(lng).map(({ code, name }) => [fold(name, lng), code]));
    matchers.set(lng, byName);
  }
  return byName.get(fold(trimmed, lng)) ?? trimmed;
}
