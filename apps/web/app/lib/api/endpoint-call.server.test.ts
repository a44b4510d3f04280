import { endpoints } from '@direct/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, startApiStandIn, tokenAnswer, type ApiStandIn } from '../../testing/api-stand-in.ts';
import { createApiClient, type ApiError, ApiContractError, createTokenSource } from '@direct/api-client';

let standIn: ApiStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function clientAnswering(answer: Parameters<typeof startApiStandIn>[0]) {
  standIn = await startApiStandIn((request) => (request.path === '/oauth/token' ? tokenAnswer('tok-1') : answer(request)));
  const tokens = createTokenSource({ apiUrl: standIn.url, clientId: 'direct-web', clientSecret: 'secret' });
  return createApiClient({ apiUrl: standIn.url, tokens });
}

const sent = () => standIn!.requests.filter((request) => request.path !== '/oauth/token');

describe('API client: calls by endpoint object', () => {
  it('takes method and path from the endpoint, fills and encodes the path parameters, and sends the query', async () => {
    const client = await clientAnswering(() => ({ status: 200, body: { data: [], totalItems: 0 } }));
    await client.call(endpoints.getAgreement, { params: { bookingCode: 'LS 1/2' }, query: { access_token: 'token-1234567890' } }).catch(() => undefined);
    const [request] = sent();
    expect(request!.method).toBe('GET');
    expect(request!.path).toBe('/apis/agreements/LS%201%2F2');
    expect(request!.query.get('access_token')).toBe('token-1234567890');
  });

  it('sends the body as JSON with the endpoint method, and checks the answer against the endpoint’s success schema', async () => {
    const client = await clientAnswering(() => ({ status: 201, body: { id: 'cm_1' } }));
    await expect(
      client.call(endpoints.createContactMessage, { body: { brand_id: 1, name: 'Ana', email: 'ana@example.com', message: 'Hello there, a question.' } as never }),
    ).rejects.toBeInstanceOf(ApiContractError);
    const [request] = sent();
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/apis/contact_messages');
    expect(JSON.parse(request!.body)).toMatchObject({ name: 'Ana' });
  });

  it('answers nothing for a 204 and passes the error envelope on as a typed error', async () => {
    let status = 204;
    const client = await clientAnswering(() => (status === 204 ? { status: 204 } : envelope('not_found', 404, 'No such booking')));
    await expect(client.call(endpoints.saveGooglePayAttempt, { body: { booking_code: 'LS-1', access_token: 'token-1234567890', outcome: 'shown' } })).resolves.toBeUndefined();
    status = 404;
    await expect(client.call(endpoints.getHost, { params: { id: 9 } })).rejects.toMatchObject({ code: 'not_found', status: 404 } satisfies Partial<ApiError>);
  });
});
