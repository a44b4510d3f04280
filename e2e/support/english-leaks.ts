import { expect, type Page } from '@playwright/test';
import { catalogs, type SupportedLanguage } from '../../packages/i18n/src/index.ts';

// Finds English interface texts on a German or Portuguese page: every text a guest sees or a
// screen reader announces (visible text, aria-label, alt, title, placeholder, the document's
// title and description) outside elements marked as another language (lang="en") is compared with the English catalog's texts that the page's language
// says differently. Only catalog texts are looked for, so host content (names, descriptions) and
// brand names never count, unless a host's text happens to be word for word an English interface
// text (then it is listed in `allowed` below, with why).

type Tree = { [key: string]: string | Tree };

function leaves(node: string | Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') into.set(prefix, node);
  else for (const [key, child] of Object.entries(node)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export type EnglishText = { key: string; text: string; pattern: RegExp };

// The English texts that `lng` words differently, as whole-text patterns ("{{count}} nights" →
// /^.+ nights$/). Texts that are also some text of `lng` (a name, "Blog", "Online-Check-in"
// used in both) and texts with fewer than four letters of their own are left out.
export function englishOnlyTexts(lng: Exclude<SupportedLanguage, 'en'>): EnglishText[] {
  const english = leaves(catalogs.en as unknown as Tree);
  const translated = leaves(catalogs[lng] as unknown as Tree);
  const ownTexts = new Set([...translated.values()].map(normalise));
  const found: EnglishText[] = [];
  for (const [key, raw] of english) {
    const text = normalise(raw);
    if (translated.get(key) === raw || ownTexts.has(text)) continue;
    const fixed = text.split(/\{\{[^}]+\}\}/);
    if (fixed.join('').replace(/[^A-Za-z]/g, '').length < 4) continue;
    // A count is a number ("{{count}} night" must not match a photo's alt "… lit at night").
    const slots = [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => (match[1] === 'count' ? '[\\d.,\\s]+' : '.+?'));
    const pattern = fixed.map(escape).reduce((joined, part, index) => (index === 0 ? part : `${joined}${slots[index - 1]}${part}`), '');
    found.push({ key, text, pattern: new RegExp(`^${pattern}$`, 's') });
  }
  return found;
}

// Everything a person or a screen reader meets on the page now, whole texts of elements (so a
// text split into several elements is found as one) and the named attributes.
export async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Set<string>();
    const add = (value: string | null | undefined) => {
      const text = (value ?? '').replace(/\s+/g, ' ').trim();
      if (text) seen.add(text);
    };
    const pageLanguage = document.documentElement.lang;
    add(document.title);
    add(document.querySelector('meta[name="description"]')?.getAttribute('content'));
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName)) continue;
      if (!element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      // Text marked as another language (the switcher's "English", a host's text shown in English
      // for want of a translation) is announced in that language: not an interface text gone wrong.
      if ((element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) !== pageLanguage) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-description', 'aria-valuetext']) add(element.getAttribute(name));
      const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join(' ');
      add(own);
      const whole = element.innerText ?? '';
      if (whole.length <= 400) {
        add(whole);
        // Lines of a block: a label and its value on separate lines are two texts.
        for (const line of whole.split('\n')) add(line);
      }
      if (element instanceof HTMLInputElement && ['submit', 'button'].includes(element.type)) add(element.value);
    }
    // A list item or a line that is only the foreign text (the switcher's "English" in its <li>).
    const foreign = new Set<string>();
    for (const element of document.body.querySelectorAll<HTMLElement>('[lang]')) {
      if (element.lang !== pageLanguage) for (const line of (element.innerText ?? '').split('\n')) foreign.add(line.replace(/\s+/g, ' ').trim());
    }
    return [...seen].filter((text) => !foreign.has(text));
  });
}

export type Leak = { page: string; text: string; key: string };

// Numbers and dates formatted the English way (Intl would write "164,70 €" and "22. Januar" /
// "22 de janeiro" on these pages): a euro sign before the amount, an English month with a day.
const englishMonths = 'January|February|March|May|June|July|October|December';
const englishFormats: { key: string; pattern: RegExp }[] = [
  { key: 'format: amount with € first', pattern: /€\d/ },
  { key: 'format: English date', pattern: new RegExp(`\\b\\d{1,2}\\.? (${englishMonths})\\b|\\b(${englishMonths}) \\d{1,2}\\b`) },
];

// The English text or format a text shows, if any.
export function englishIn(text: string, english: readonly EnglishText[]): string | undefined {
  return english.find((candidate) => candidate.pattern.test(text))?.key ?? englishFormats.find((format) => format.pattern.test(text))?.key;
}

// Collects the leaks of many pages, to fail once with the whole list (page, English text, key).
export class LeakCollector {
  readonly leaks: Leak[] = [];
  readonly visited: string[] = [];
  readonly lng: Exclude<SupportedLanguage, 'en'>;
  private readonly allowed: ReadonlyMap<string, string>;
  private readonly english: EnglishText[];

  constructor(lng: Exclude<SupportedLanguage, 'en'>, allowed: ReadonlyMap<string, string> = new Map()) {
    this.lng = lng;
    this.allowed = allowed;
    this.english = englishOnlyTexts(lng);
  }

  async check(page: Page, name: string): Promise<void> {
    // The page is in the language asked for before its texts are read.
    await expect(page.locator('html')).toHaveAttribute('lang', this.lng);
    this.visited.push(name);
    for (const text of await pageTexts(page)) {
      if (this.allowed.has(text)) continue;
      const key = englishIn(text, this.english);
      if (key && !this.leaks.some((leak) => leak.text === text && leak.page === name)) this.leaks.push({ page: name, text, key });
    }
  }

  report(): string[] {
    return this.leaks.map((leak) => `${leak.page}: "${leak.text}" (en: ${leak.key})`);
  }
}
