import { describe, expect, it } from 'vitest';
import { pagePathOf, readToast, toastCookie, toastCookieName } from './toast.server.ts';

const request = (cookie: string) => ({ headers: new Headers({ cookie }) });
const valueOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('toast cookie', () => {
  it('carries a message across a redirect, once, HttpOnly and short-lived', () => {
    const cookie = toastCookie({ tone: 'success', message: 'Property saved.' }, { secure: true });
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=60/);
    expect(cookie).toMatch(/Secure/);
    expect(readToast(request(valueOf(cookie)))).toMatchObject({ tone: 'success', message: 'Property saved.' });
  });

  it('ignores a forged or altered cookie', () => {
    const cookie = decodeURIComponent(valueOf(toastCookie({ message: 'Saved.' }, { secure: false })).split('=')[1]!);
    const [payload, signed] = cookie.split('.');
    const forged = Buffer.from(JSON.stringify({ id: 'x', tone: 'error', message: 'Your account is closed, call +1 555' })).toString('base64url');
    expect(readToast(request(`${toastCookieName}=${forged}.${signed}`))).toBeUndefined();
    expect(readToast(request(`${toastCookieName}=${payload}.${'A'.repeat(signed!.length)}`))).toBeUndefined();
    expect(readToast(request(`${toastCookieName}=nonsense`))).toBeUndefined();
    expect(readToast(request(''))).toBeUndefined();
  });
});

describe('the page a form came from', () => {
  it('is the page, not React Router’s data request for it', () => {
    expect(pagePathOf({ url: 'http://c/o/1/team.data' })).toBe('/o/1/team');
    expect(pagePathOf({ url: 'http://c/o/1/team.data?_routes=routes%2Fteam&index' })).toBe('/o/1/team');
    expect(pagePathOf({ url: 'http://c/o/1/properties?page=2' })).toBe('/o/1/properties?page=2');
    expect(pagePathOf({ url: 'http://c/_root.data' })).toBe('/');
  });
});
