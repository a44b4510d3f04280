import { ApiError } from '@direct/api-client';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../../lib/api/api.server.ts', () => ({ api: { call } }));
const { loader } = await import('./accept.route.tsx');
const { sessionTokenContext } = await import('../../lib/request-context.server.ts');

// Not signed in (the console's middleware sets the session it found, none here).
function load() {
  const context = new RouterContextProvider();
  context.set(sessionTokenContext, undefined);
  return loader({ request: new Request('http://console.test/invitations/accept?token=abc'), context, params: {} } as unknown as Parameters<typeof loader>[0]);
}
const refused = (status: number, code: ConstructorParameters<typeof ApiError>[0]['code']) => call.mockRejectedValueOnce(new ApiError({ code, status, message: 'no' }));

describe('an emailed invitation’s page', () => {
  beforeEach(() => call.mockReset());

  it('says the link expired when the API refuses the token', async () => {
    refused(404, 'not_found');
    expect(await load()).toMatchObject({ preview: null, problem: 'expired' });
  });

  // Someone trying tokens from one address: the page answers 429 and says to wait, and a good
  // invitation opened meanwhile is not called expired.
  it('answers 429 saying to wait when the API limits the tries, not a 500', async () => {
    refused(429, 'rate_limited');
    expect(await load()).toMatchObject({ type: 'DataWithResponseInit', init: { status: 429 }, data: { preview: null, problem: 'rate_limited' } });
  });

  it('throws on a failure of the API itself (the error page)', async () => {
    refused(503, 'service_unavailable');
    await expect(load()).rejects.toBeInstanceOf(ApiError);
  });
});
