import { ApiError } from '@direct/api-client';
import { data } from 'react-router';

// A page's API call whose failure is about the address: what it names does not exist (a stale
// link, a deleted item, an id typed by hand, which the API answers not_found or refuses as an
// invalid path parameter), or a query the API refuses. The page is then the console's 404 page,
// as a thrown data() answer: a thrown ApiError would be a 500 ("Something went wrong"), and would
// reach the browser as an anonymous error. A refusal by role is the 403 page. Anything else
// (the API unreachable, a server error) is thrown on as it is.
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    pageFailure(error);
  }
}

// The same for a failure already caught (a loader that handles some refusals itself).
export function pageFailure(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
  if (error instanceof ApiError && error.status === 403) throw data(null, { status: 403 });
  throw error;
}
