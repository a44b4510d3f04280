import { en, type Catalog } from './catalogs/en.ts';

// A namespace is one top-level part of a catalog (shell, property, checkin…). Pages receive only
// the namespaces they use (decision record 0002), so a catalog is sent in parts, never whole.
export type Namespace = keyof Catalog;
// A whole namespace, or one part of it ("contact.optional") where a shared component needs a
// single text of a namespace the page otherwise doesn't use.
export type TextSelection = Namespace | `${Namespace}.${string}`;
// Some namespaces (or parts of them) of one language's catalog.
export type Texts = Partial<Catalog>;

export const namespaces = Object.keys(en) as Namespace[];

// Texts only the API's or the server's own code reads: never sent to a browser.
export const serverOnlyNamespaces: readonly Namespace[] = ['emails'];

type Tree = { [key: string]: string | Tree };

export function pickTexts(catalog: Catalog, wanted: readonly TextSelection[]): Texts {
  let texts: Tree = {};
  for (const selection of wanted) {
    const path = selection.split('.');
    let node: string | Tree | undefined = catalog as unknown as Tree;
    for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
    if (node === undefined) throw new Error(`No texts "${selection}" in the catalog`);
    let picked: string | Tree = node;
    for (const part of path.slice().reverse()) picked = { [part]: picked };
    texts = mergeTree(texts, picked as Tree);
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
