import { ApiError, ApiUnavailableError } from '@direct/api-client';
import { describe, expect, it } from 'vitest';
import { orNotFound, pageFailure } from './or-not-found.server.ts';

const refusal = (status: number, code: ConstructorParameters<typeof ApiError>[0]['code']) => Promise.reject(new ApiError({ code, status, message: 'no' }));
const statusOf = async (call: Promise<unknown>) => {
  const thrown = await orNotFound(call).then(
    () => undefined,
    (error: unknown) => error,
  );
  // A thrown data() answer: React Router renders the route's error page with its status.
  const answer = thrown as { type?: string; init?: { status?: number } } | undefined;
  return answer?.type === 'DataWithResponseInit' ? answer.init?.status : thrown;
};

describe('a page’s API call failing because of its address', () => {
  it('is the 404 page when what it names does not exist or its id is refused, the 403 page when the role may not see it', async () => {
    expect(await statusOf(refusal(404, 'not_found'))).toBe(404);
    expect(await statusOf(refusal(400, 'validation_failed'))).toBe(404);
    expect(await statusOf(refusal(403, 'forbidden'))).toBe(403);
    // Already caught: the same answer.
    expect(await statusOf(Promise.resolve().then(() => pageFailure(new ApiError({ code: 'not_found', status: 404, message: 'no' }))))).toBe(404);
  });

  it('passes answers through, and throws other failures on as they are', async () => {
    expect(await orNotFound(Promise.resolve({ id: 1 }))).toEqual({ id: 1 });
    const down = new ApiUnavailableError('down');
    expect(await statusOf(Promise.reject(down))).toBe(down);
    const broken = new ApiError({ code: 'internal_error', status: 500, message: 'boom' });
    expect(await statusOf(Promise.reject(broken))).toBe(broken);
  });
});
