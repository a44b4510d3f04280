import { describe, expect, it } from 'vitest';
import { action as consentAction } from './consent.route.ts';

describe('POST /resources/consent (the banner without JavaScript)', () => {
  const post = (fields: Record<string, string>) => {
    const url = new URL('https://lisbon-stays.example/resources/consent');
    const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
    return consentAction({ request, url } as Parameters<typeof consentAction>[0]);
  };

  it('stores the choice and goes back to the page, never to another site', async () => {
    const accepted = await post({ choice: 'accept', returnTo: '/de/stays/lisbon/x?checkIn=2027-05-01' });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/de/stays/lisbon/x?checkIn=2027-05-01');
    expect(accepted.headers.get('set-cookie')).toMatch(/^cookie_consent=v1\.analytics\.marketing; .*Secure$/);
    const custom = await post({ choice: 'custom', marketing: 'on', returnTo: '//evil.example/' });
    expect(custom.headers.get('location')).toBe('/');
    expect(custom.headers.get('set-cookie')).toMatch(/^cookie_consent=v1\.marketing;/);
    expect((await post({ choice: 'reject', returnTo: '/\\evil.example' })).headers.get('location')).toBe('/');
  });

  it('refuses a post without a choice', async () => {
    expect((await post({ returnTo: '/' })).status).toBe(400);
  });
});
