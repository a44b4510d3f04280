// Keeps only the fields a sparse fieldset (properties[]) asks for, plus id.
export function pickFields<T extends { id: number }, K extends string>(item: T, fields: readonly K[] | undefined): Partial<T> & { id: number } {
  if (!fields) return item;
  const result: Record<string, unknown> = { id: item.id };
  for (const field of fields) if (field in item) result[field] = (item as Record<string, unknown>)[field];
  return result as Partial<T> & { id: number };
}

// Images are served by GET /apis/image/{id}/{file name}; the site serves the same path on the
// brand's own domain, so a relative URL works in the guest's browser.
export function imageUrl(imageId: number, storageKey: string): string {
  const fileName = storageKey.split('/').pop() || 'image';
  return `/apis/image/${imageId}/${encodeURIComponent(fileName)}`;
}
