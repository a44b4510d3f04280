// Reviews are plain text: the site shows them as text, and so must anything else that ever shows
// them (an email, a host console, a partner feed). Markup is removed at write rather than refused:
// a guest who pastes "<b>great</b>" keeps their words, and "I <3 it" or "a < b" stay as written
// because only things shaped like tags (<name …>, </name>, <!…>, <?…>) are taken out.
const markup = /<!--[\s\S]*?(?:-->|$)|<\/?[A-Za-z][^<>]*(?:>|$)|<[!?][^<>]*(?:>|$)/g;
// Script and style elements' contents are code, not words.
const codeElements = /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;

/** The text without markup, trimmed; null when nothing is left (or nothing was given). */
export function plainText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  let text = value.replace(codeElements, '');
  // Repeated until stable, so pieces that join into a tag after one pass ("<<b>b>") go too.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(markup, '');
  }
  text = text.trim();
  return text === '' ? null : text;
}
