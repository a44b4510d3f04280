// A property's address on the site is /stays/<city slug>/<property slug>: lower-case ASCII,
// accents folded (Gràcia → gracia), words joined by hyphens.
export function slugOf(text: string, maxLength = 80): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

export function propertyRouteOf(citySlug: string, slug: string): string {
  return `/stays/${citySlug}/${slug}`;
}
