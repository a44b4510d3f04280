import { GatewayRequestError } from './payment-provider.ts';

export type PaypalConfig = { clientId: string; clientSecret: string; apiBase: string; webhookId: string | undefined };

// PayPal REST over fetch: an OAuth2 client-credentials token, cached until shortly before it
// expires; every state-changing call carries PayPal-Request-Id (PayPal's idempotency key).
export function createPaypalClient(config: PaypalConfig, now: () => number = Date.now) {
  let cached: { token: string; expiresAt: number } | null = null;
  const base = config.apiBase.replace(/\/$/, '');

  async function token(): Promise<string> {
    if (cached && cached.expiresAt > now()) return cached.token;
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new GatewayRequestError(`PayPal token request failed (${response.status})`, 'authentication_error');
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // A minute early, so a token never expires mid-request.
    cached = { token: body.access_token, expiresAt: now() + Math.max(0, body.expires_in - 60) * 1000 };
    return cached.token;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, options: { body?: unknown; requestId?: string } = {}): Promise<{ status: number; body: T }> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await token()}`,
        'content-type': 'application/json',
        accept: 'application/json',
        prefer: 'return=representation',
        ...(options.requestId ? { 'paypal-request-id': options.requestId } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    const body = (text ? JSON.parse(text) : {}) as T;
    return { status: response.status, body };
  }

  return { call, token };
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;

// PayPal wants major units as a string with the currency's own number of decimals (JPY 0, EUR 2…).
export function toMajorUnits(amountMinor: number, currency: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const negative = amountMinor < 0;
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  const whole = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return negative ? `-${whole}` : whole;
}

export function toMinorUnits(value: string, currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
}
