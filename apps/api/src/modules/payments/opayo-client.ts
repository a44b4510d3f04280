import { createHash } from 'node:crypto';
import { GatewayRequestError } from './payment-provider.ts';

export type OpayoConfig = { integrationKey: string; integrationPassword: string; vendorName: string; apiBase: string };

// One Pi transaction as Opayo answers it (POST /transactions, GET /transactions/{id}, the
// 3-D Secure challenge's completion). Only the fields we read.
export type OpayoTransaction = {
  transactionId: string;
  transactionType?: string;
  status: string;
  statusCode?: string;
  statusDetail?: string;
  amount?: { totalAmount?: number };
  currency?: string;
  acsUrl?: string;
  cReq?: string;
  paymentMethod?: { card?: { cardType?: string; lastFourDigits?: string; expiryDate?: string; cardIdentifier?: string; reusable?: boolean } };
  '3DSecure'?: { status?: string };
};

export type OpayoError = { code?: number | string; description?: string; errors?: { code?: number | string; description?: string; property?: string }[] };

export type OpayoAnswer<T> = { status: number; body: T & OpayoError };

// Pi's vendorTxCode: at most 40 of letters, digits and - _ . { }. Our idempotency keys are longer
// and use ':', so each maps to one code, the same every time (a retry sends the same code).
export function vendorTxCodeOf(idempotencyKey: string): string {
  const cleaned = idempotencyKey.replace(/[^A-Za-z0-9._{}-]/g, '-');
  if (cleaned.length <= 40) return cleaned;
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 16);
  return `${cleaned.slice(0, 23)}-${digest}`;
}

export function errorOf(body: OpayoError): { code: string; description: string } {
  const first = body.errors?.[0];
  return { code: String(first?.code ?? body.code ?? 'invalid_request'), description: first?.description ?? body.description ?? 'Opayo refused the request' };
}

// Pi over fetch: every call carries HTTP Basic auth with the integration key and password.
export function createOpayoClient(config: OpayoConfig) {
  const base = `${config.apiBase.replace(/\/$/, '')}/api/v1`;
  const authorization = `Basic ${Buffer.from(`${config.integrationKey}:${config.integrationPassword}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<OpayoAnswer<T>> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new GatewayRequestError(`Opayo answered ${response.status} without JSON`, 'invalid_response');
    }
    return { status: response.status, body: parsed as T & OpayoError };
  }

  return {
    call,
    vendorName: config.vendorName,
    /** A merchant session key (400 seconds, three card attempts), for the drop-in form or a saved card. */
    async merchantSessionKey(): Promise<{ merchantSessionKey: string; expiry: string }> {
      const { status, body } = await call<{ merchantSessionKey: string; expiry: string }>('POST', '/merchant-session-keys', { vendorName: config.vendorName });
      if (status === 401) throw new GatewayRequestError('Opayo refused the integration key and password', 'authentication_error');
      if (status >= 400 || !body.merchantSessionKey) throw new GatewayRequestError(errorOf(body).description, errorOf(body).code);
      return { merchantSessionKey: body.merchantSessionKey, expiry: body.expiry };
    },
  };
}

export type OpayoClient = ReturnType<typeof createOpayoClient>;
