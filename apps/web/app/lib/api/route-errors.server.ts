import { ApiError, ApiUnavailableError } from '@direct/api-client';

// HTTP status of the page to show for a failed API call: the API being unreachable is a 503
// ("try again later"), an API 404 is the page's 404, and anything else is our fault (500).
export function pageStatusFor(error: unknown): 404 | 500 | 503 {
  if (error instanceof ApiUnavailableError) return 503;
  if (error instanceof ApiError) {
    if (error.code === 'service_unavailable' || error.code === 'rate_limited') return 503;
    if (error.code === 'not_found' || error.code === 'unregistered_domain') return 404;
  }
  return 500;
}
