// The page's query with some keys set and some removed ("" when nothing is left).
export function searchWith(search: string, set: Record<string, string>, remove: string[] = []): string {
  const params = new URLSearchParams(search);
  for (const key of remove) params.delete(key);
  for (const [key, value] of Object.entries(set)) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}
