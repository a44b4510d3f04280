// Paging as the lists answer it in meta (catalogue lists and search share it).
export type Paging = { page: number; limit: number };

export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.limit;
}
