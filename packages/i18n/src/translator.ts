import type { Catalog } from './catalogs/en.ts';
import type { Texts } from './namespaces.ts';

// The site's own translator over the @direct/i18n catalogs (decision record 0002): the subset of
// i18next's format the catalogs use — nested keys, {{name}} interpolation, plural keys chosen by
// Intl.PluralRules (key_one, key_other, and key_zero for a count of 0) — in well under a kilobyte,
// so the property page fits its JavaScript budget. Server and browser run this same code, so
// hydration always sees the text the server rendered.

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K> = K extends `${infer Base}_${PluralForm}` ? Base : K;
type CatalogLeaf = Leaves<Catalog>;

// Every text's key, and the base key of plural texts (t('explore.count', { count })).
export type TranslationKey = CatalogLeaf | WithoutPlural<CatalogLeaf>;
export type TranslationValues = { count?: number } & Record<string, string | number | null | undefined>;
export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

// Quantities in a text are written the language's way ("2,5 Sterne", "12.000 Zeichen" in German).
// Only placeholders that name a quantity: a code, a card's last digits or a door code given as a
// number must stay as written. Grouping starts at five digits, so a four-digit limit stays as is.
// The catalogs' Portuguese is European Portuguese.
const quantities = new Set(['count', 'max', 'min', 'percent', 'mb', 'size', 'seconds', 'minutes', 'days', 'nights', 'adults', 'children', 'guests', 'attempts', 'used', 'free', 'available', 'booked', 'blocked', 'shown', 'pages', 'limit', 'stars', 'maxGuests', 'pets', 'units', 'done', 'failures', 'length', 'ratio', 'total']);

function numberFormatFor(lng: string): Intl.NumberFormat {
  let format = numberFormats.get(lng);
  if (!format) {
    format = new Intl.NumberFormat(lng === 'pt' ? 'pt-PT' : lng, { useGrouping: 'min2', maximumFractionDigits: 3 });
    numberFormats.set(lng, format);
  }
  return format;
}

const maxRemembered = 20_000;

// `catalog`: the texts this page has (some namespaces of one language's catalog); keys outside
// them show as the key.
export function createTranslator(lng: string, catalog: Texts): TFunction {
  let plurals = pluralRules.get(lng);
  if (!plurals) {
    // European Portuguese counts 0 as plural ("0 alojamentos"); plain 'pt' gives Brazil's rules,
    // where 0 and 1.5 take the singular.
    plurals = new Intl.PluralRules(lng === 'pt' ? 'pt-PT' : lng);
    pluralRules.set(lng, plurals);
  }
  // Texts never change while a translator is in use, and a page asks for the same few hundred
  // keys on every render: each key's walk through the catalog is done once, then remembered
  // (a server renders thousands of pages with one translator; the walk was 2 % of its time).
  // Bounded, so keys made from data can't grow it without end; past the bound keys are walked.
  const found = new Map<string, string | undefined>();
  const lookup = (key: string): string | undefined => {
    if (found.has(key)) return found.get(key);
    let node: unknown = catalog;
    for (const part of key.split('.')) {
      if (node === null || typeof node !== 'object') {
        node = undefined;
        break;
      }
      node = (node as Record<string, unknown>)[part];
    }
    const text = typeof node === 'string' ? node : undefined;
    if (found.size < maxRemembered) found.set(key, text);
    return text;
  };
  return (key, values) => {
    const count = values?.count;
    let text: string | undefined;
    if (typeof count === 'number') {
      text = (count === 0 ? lookup(`${key}_zero`) : undefined) ?? lookup(`${key}_${plurals!.select(count)}`) ?? lookup(`${key}_other`);
    }
    text ??= lookup(key);
    // A missing key shows as the key (as i18next does): visible in review, never a blank.
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(placeholder, (match, name: string) => {
      const value = values[name];
      if (value === undefined || value === null) return match;
      return typeof value === 'number' && Number.isFinite(value) && quantities.has(name) ? numberFormatFor(lng).format(value) : String(value);
    });
  };
}
