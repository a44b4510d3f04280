// Country names in the page's language from the runtime's CLDR data (Intl.DisplayNames), so no
// host or seed has to translate them; English (the stored name) when the language is English or
// the runtime has no name for the code.
const displayNames = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, english: string, language: string | undefined): string {
  if (!language || language === 'en') return english;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  return names.of(code.toUpperCase()) ?? english;
}
