import { ApiError } from '@direct/api-client';
import { data } from 'react-router';

// The development mailbox exists only while the API serves its development surfaces
// (DEV_SURFACES); without them the API has no such route, and neither does the console.
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}
