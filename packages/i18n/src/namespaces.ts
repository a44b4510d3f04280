import { en, type Catalog } from './catalogs/en.ts';

// A namespace is one top-level part of a catalog (shell, property, checkin…). Pages receive only
// the namespaces they use (decision record 0002), so a catalog is sent in parts, never whole.
export type Namespace = keyof Catalog;
// A whole namespace, or one part of it ("contact.optional", "search.prompt") where a page needs
// only some of a namespace's texts. A plural text is selected by its base key ("catalog.reviewCount"
// picks reviewCount_one and reviewCount_other).
export type TextSelection = Namespace | `${Namespace}.${string}`;
// Some namespaces (or parts of them) of one language's catalog.
export type Texts = Partial<Catalog>;

export const namespaces = Object.keys(en) as Namespace[];

// Texts only the API's or the server's own code reads: never sent to a browser.
export const serverOnlyNamespaces: readonly Namespace[] = ['emails', 'hostEmails', 'messageEmails', 'automationEmails', 'myBookingEmails'];

type Tree = { [key: string]: string | Tree };

export function pickTexts(catalog: Catalog, wanted: readonly TextSelection[]): Texts {
  let texts: Tree = {};
  for (const selection of wanted) {
    const path = selection.split('.');
    const last = path.pop()!;
    let parent: string | Tree | undefined = catalog as unknown as Tree;
    for (const part of path) parent = typeof parent === 'object' ? parent[part] : undefined;
    const found: Tree = {};
    if (typeof parent === 'object') {
      for (const [key, value] of Object.entries(parent)) if (key === last || key.startsWith(`${last}_`)) found[key] = value;
    }
    if (Object.keys(found).length === 0) throw new Error(`No texts "${selection}" in the catalog`);
    let picked: Tree = found;
    for (const part of path.slice().reverse()) picked = { [part]: picked };
    texts = mergeTree(texts, picked);
  }
  return texts as Texts;
}

// Texts of several selections together (the shell's and a page's); parts of one namespace merge.
export function mergeTexts(...parts: readonly (Texts | undefined)[]): Texts {
  let texts: Tree = {};
  for (const part of parts) if (part) texts = mergeTree(texts, part as unknown as Tree);
  return texts as Texts;
}

function mergeTree(into: Tree, from: Tree): Tree {
  const merged: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] = typeof existing === 'object' && typeof value === 'object' ? mergeTree(existing, value) : value;
  }
  return merged;
}
