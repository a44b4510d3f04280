import { TokenResponse } from '@direct/contracts';
import { errorFromResponse, parseBody, send, type FetchFunction } from './api-response.server.ts';

export type TokenSourceOptions = {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: FetchFunction;
  now?: () => number;
  timeoutMs?: number;
};

// The site's OAuth2 client-credentials token. It lives only in this server process: it is never
// put in loader data, cookies or HTML, so the browser never holds it.
export type TokenSource = {
  getToken(): Promise<string>;
  // Called after a 401 with the token that was refused. A token another request has already
  // replaced is left alone, so a burst of 401s causes one refresh, not one per request.
  invalidate(token: string): void;
};

// Refresh this long before the API says the token expires, so a request never leaves with a
// token that dies in flight. Capped at a tenth of the lifetime for short-lived tokens.
const refreshMarginMs = 60_000;

export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const url = new URL(`${options.apiUrl.replace(/\/+$/, '')}/oauth/token`);

  let current: { token: string; refreshAt: number } | undefined;
  // Concurrent callers share one token request instead of each asking for their own.
  let pending: Promise<string> | undefined;

  async function requestToken(): Promise<string> {
    const requestedAt = now();
    const response = await send(
      fetchFn,
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }),
      },
      { timeoutMs },
    );
    if (!response.ok) throw await errorFromResponse(response, url);
    const body = await parseBody(response, url, TokenResponse);
    const lifetimeMs = body.expires_in * 1000;
    current = {
      token: body.access_token,
      refreshAt: requestedAt + lifetimeMs - Math.min(refreshMarginMs, lifetimeMs / 10),
    };
    return body.access_token;
  }

  return {
    getToken() {
      if (current && now() < current.refreshAt) return Promise.resolve(current.token);
      pending ??= requestToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate(token) {
      if (current?.token === token) current = undefined;
    },
  };
}
