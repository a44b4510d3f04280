import type { PropertyDetail } from '@direct/contracts';

// The `lang` attribute of each host text on the property page: absent when the text is in the
// page's language, the text's own language (English) when the host hasn't translated it yet, so
// screen readers and translators read the fallback in the right language.
export type TextLangs = { name?: string; summary?: string; description?: string; rules?: string };

export function fallbackLangs(languages: PropertyDetail['textLanguages'], lng: string): TextLangs {
  const differs = (language: string) => (language === lng ? undefined : language);
  const langs: TextLangs = {};
  const name = differs(languages.name);
  const summary = differs(languages.summary);
  const description = differs(languages.description);
  const rules = differs(languages.houseRules);
  if (name) langs.name = name;
  if (summary) langs.summary = summary;
  if (description) langs.description = description;
  if (rules) langs.rules = rules;
  return langs;
}
