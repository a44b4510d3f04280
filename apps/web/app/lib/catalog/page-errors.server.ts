import { data } from 'react-router';
import { pageStatusFor } from '../api/route-errors.server.ts';

// A failed list is the page's error: 404, 503 or 500 through the root error boundary.
export function pageError(error: unknown): never {
  const status = pageStatusFor(error);
  if (status !== 404) console.error('page load failed', error);
  throw data(null, { status });
}

export function notFound(): never {
  throw data(null, { status: 404 });
}
