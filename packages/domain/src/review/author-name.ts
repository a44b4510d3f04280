// "Maria Silva" → "Maria S.": guests publish their first name and the initial of their surname
// only. The last word gives the initial, so particles ("Sanne de Vries" → "Sanne V.") don't.
export function shortAuthorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [first] = words;
  if (!first) return '';
  if (words.length === 1) return first;
  const initial = /\p{L}/u.exec(words[words.length - 1] ?? '')?.[0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
