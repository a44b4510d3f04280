import { describe, expect, it } from 'vitest';
import { errorStatusesOf, pathOf } from './endpoint.ts';
import * as endpoints from './endpoints/index.ts';

const all = Object.values(endpoints);

describe('endpoint objects', () => {
  it('name every operation once, with a camelCase verb phrase and a summary', () => {
    const ids = all.map((endpoint) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const endpoint of all) {
      expect(endpoint.operationId).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(endpoints[endpoint.operationId as keyof typeof endpoints]).toBe(endpoint);
      expect(endpoint.summary.length).toBeGreaterThan(0);
    }
  });

  it('describe each method and path once', () => {
    const routes = all.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('fill and encode path parameters', () => {
    expect(pathOf(endpoints.getHost, { id: 7 })).toBe('/apis/hosts/7');
    expect(pathOf(endpoints.getPaymentTerminal, { bookingCode: 'LS-1', accessToken: 'a/b c' })).toBe('/apis/payment_terminal/LS-1/a%2Fb%20c');
    expect(() => pathOf(endpoints.getHost, {} as never)).toThrow(/id is missing/);
  });

  it('turn error codes into statuses, always with 500', () => {
    expect(errorStatusesOf(endpoints.resolveBrand)).toEqual([400, 404, 500]);
    expect(errorStatusesOf({ errors: ['accommodation_unavailable', 422] })).toEqual([409, 422, 500]);
    expect(() => errorStatusesOf({ errors: [418] })).toThrow(/418/);
  });
});
