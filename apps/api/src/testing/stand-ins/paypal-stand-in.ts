import { randomBytes } from 'node:crypto';
import { header, startHttpStandIn, type RecordedRequest, type StandInAnswer } from './http-stand-in.ts';

// A local stand-in of PayPal's REST API (OAuth2 token, Orders v2, authorizations, refunds, webhook
// signature verification). It checks what PayPal checks: Basic auth for the token, the bearer
// token on every call, PayPal-Request-Id on every state change (replayed like PayPal does),
// amounts as major-unit strings with the currency's decimals.

type Order = {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: string;
  purchase_units: { amount: { currency_code: string; value: string }; payments?: Record<string, unknown[]> }[];
  links: { href: string; rel: string }[];
  // Vaulting: asked for at creation (store_in_vault ON_SUCCESS), reported once captured/authorized.
  vaultOnSuccess?: boolean;
  payment_source?: { paypal: { vault_id?: string; attributes?: { vault: { id: string; status: string; customer: { id: string } } } } };
};

export type PaypalStandIn = Awaited<ReturnType<typeof startPaypalStandIn>>;

const decimalsOf = (currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
const newId = () => randomBytes(8).toString('hex').toUpperCase();
const paypalError = (status: number, name: string, issue?: string): StandInAnswer => ({ status, body: { name, message: name, ...(issue ? { details: [{ issue }] } : {}) } });

function validAmount(amount: { currency_code?: string; value?: string } | undefined): boolean {
  if (!amount?.currency_code || !/^[A-Z]{3}$/.test(amount.currency_code) || typeof amount.value !== 'string') return false;
  const decimals = decimalsOf(amount.currency_code);
  return new RegExp(decimals === 0 ? '^\\d+$' : `^\\d+\\.\\d{${decimals}}$`).test(amount.value);
}

export async function startPaypalStandIn(options: { clientId: string; clientSecret: string; webhookId: string }) {
  const orders = new Map<string, Order>();
  const tokens = new Set<string>();
  const replays = new Map<string, { fingerprint: string; answer: StandInAnswer }>();
  const problems: string[] = [];
  let tokenRequests = 0;
  // Vaulted PayPal accounts: vault id → customer id, and whether PayPal declines payments on it.
  const vaults = new Map<string, { customerId: string; declines: boolean }>();

  // The payment with a vaulted account: one step, no approval page (PayPal-Request-Id required,
  // which every POST here checks).
  function payWithVault(order: Order, vaultId: string): StandInAnswer | null {
    const vault = vaults.get(vaultId);
    if (!vault) return paypalError(422, 'UNPROCESSABLE_ENTITY', 'INVALID_RESOURCE_ID');
    if (vault.declines) return paypalError(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    const unit = order.purchase_units[0];
    if (!unit) return paypalError(422, 'UNPROCESSABLE_ENTITY');
    unit.payments = order.intent === 'CAPTURE' ? { captures: [{ id: newId(), status: 'COMPLETED', amount: unit.amount }] } : { authorizations: [{ id: newId(), status: 'CREATED', amount: unit.amount }] };
    order.status = 'COMPLETED';
    order.payment_source = { paypal: { vault_id: vaultId } };
    return null;
  }

  // Checks payment_source.paypal as PayPal does: a vault id alone, or an experience context
  // and/or the vault attributes (store_in_vault ON_SUCCESS, usage_type MERCHANT).
  function checkSource(source: unknown): string | null {
    if (source === undefined) return null;
    const paypal = (source as { paypal?: Record<string, unknown> }).paypal;
    if (!paypal || Object.keys(source as object).length !== 1) return 'INVALID_PARAMETER_VALUE';
    if (paypal.vault_id !== undefined) return typeof paypal.vault_id === 'string' && Object.keys(paypal).length === 1 ? null : 'INVALID_PARAMETER_VALUE';
    const vault = (paypal.attributes as { vault?: Record<string, unknown> } | undefined)?.vault;
    if (paypal.attributes !== undefined && (vault?.store_in_vault !== 'ON_SUCCESS' || vault.usage_type !== 'MERCHANT')) return 'INVALID_PARAMETER_VALUE';
    return null;
  }

  function handle(request: RecordedRequest, body: Record<string, unknown>): StandInAnswer {
    const path = request.path.split('?')[0] ?? '';
    let match: RegExpMatchArray | null;
    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      const intent = body.intent;
      const units = body.purchase_units as Order['purchase_units'] | undefined;
      if (intent !== 'CAPTURE' && intent !== 'AUTHORIZE') return paypalError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
      if (!units?.length || !validAmount(units[0]?.amount)) return paypalError(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
      const sourceIssue = checkSource(body.payment_source);
      if (sourceIssue) {
        problems.push(`bad payment_source ${JSON.stringify(body.payment_source)}`);
        return paypalError(400, 'INVALID_REQUEST', sourceIssue);
      }
      const paypal = (body.payment_source as { paypal?: { vault_id?: string; attributes?: unknown } } | undefined)?.paypal;
      const order: Order = { id: newId(), intent, status: 'CREATED', purchase_units: units.map((unit) => ({ amount: unit.amount })), links: [], vaultOnSuccess: paypal?.attributes !== undefined };
      if (paypal?.vault_id) {
        const refused = payWithVault(order, paypal.vault_id);
        if (refused) return refused;
        orders.set(order.id, order);
        return { status: 201, body: order };
      }
      order.links = [{ rel: 'approve', href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}` }];
      orders.set(order.id, order);
      return { status: 201, body: order };
    }
    if ((match = path.match(/^\/v2\/checkout\/orders\/([^/]+)(?:\/(capture|authorize))?$/))) {
      const order = orders.get(match[1] ?? '');
      if (!order) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (request.method === 'GET') return { status: 200, body: order };
      if (order.status === 'COMPLETED') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      const unit = order.purchase_units[0];
      if (!unit) return paypalError(422, 'UNPROCESSABLE_ENTITY');
      if (match[2] === 'capture') {
        if (order.intent !== 'CAPTURE') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ACTION_DOES_NOT_MATCH_INTENT');
        unit.payments = { captures: [{ id: newId(), status: 'COMPLETED', amount: unit.amount }] };
      } else {
        if (order.intent !== 'AUTHORIZE') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ACTION_DOES_NOT_MATCH_INTENT');
        unit.payments = { authorizations: [{ id: newId(), status: 'CREATED', amount: unit.amount }] };
      }
      order.status = 'COMPLETED';
      if (order.vaultOnSuccess) {
        const vaultId = `VLT${newId()}`;
        const customerId = `CUS${newId()}`;
        vaults.set(vaultId, { customerId, declines: false });
        order.payment_source = { paypal: { attributes: { vault: { id: vaultId, status: 'VAULTED', customer: { id: customerId } } } } };
      }
      return { status: 201, body: order };
    }
    if ((match = path.match(/^\/v2\/payments\/authorizations\/([^/]+)\/(capture|void)$/))) {
      const authorization = [...orders.values()].flatMap((order) => (order.purchase_units[0]?.payments?.authorizations ?? []) as { id: string; status: string; amount: { value: string } }[]).find((candidate) => candidate.id === match?.[1]);
      if (!authorization) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (match[2] === 'void') {
        authorization.status = 'VOIDED';
        return { status: 204, body: {} };
      }
      const amount = body.amount as { currency_code?: string; value?: string } | undefined;
      if (amount && (!validAmount(amount) || Number(amount.value) > Number(authorization.amount.value))) return paypalError(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
      authorization.status = 'CAPTURED';
      return { status: 201, body: { id: newId(), status: 'COMPLETED', amount } };
    }
    if ((match = path.match(/^\/v2\/payments\/captures\/([^/]+)\/refund$/))) {
      const amount = body.amount as { currency_code?: string; value?: string } | undefined;
      if (amount && !validAmount(amount)) return paypalError(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
      return { status: 201, body: { id: newId(), status: 'COMPLETED', amount } };
    }
    if (request.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const verified = body.webhook_id === options.webhookId && body.transmission_sig === 'valid-signature' && typeof body.webhook_event === 'object';
      return { status: 200, body: { verification_status: verified ? 'SUCCESS' : 'FAILURE' } };
    }
    return paypalError(404, 'RESOURCE_NOT_FOUND');
  }

  const server = await startHttpStandIn((request) => {
    if (request.path === '/v1/oauth2/token') {
      tokenRequests++;
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (header(request, 'authorization') !== expected || request.body !== 'grant_type=client_credentials') {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      const token = `A21${randomBytes(12).toString('hex')}`;
      tokens.add(token);
      return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 32400 } };
    }
    const bearer = header(request, 'authorization')?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) {
      problems.push(`bad token on ${request.path}`);
      return { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } };
    }
    let body: Record<string, unknown> = {};
    if (request.body) {
      try {
        body = JSON.parse(request.body) as Record<string, unknown>;
      } catch {
        return paypalError(400, 'MALFORMED_REQUEST_JSON');
      }
    }
    const stateChange = request.method === 'POST' && request.path !== '/v1/notifications/verify-webhook-signature';
    if (!stateChange) return handle(request, body);
    const requestId = header(request, 'paypal-request-id');
    if (!requestId) {
      problems.push(`POST ${request.path} without PayPal-Request-Id`);
      return paypalError(400, 'INVALID_REQUEST', 'PAYPAL_REQUEST_ID_REQUIRED');
    }
    const fingerprint = `${request.path}\n${request.body}`;
    const earlier = replays.get(requestId);
    if (earlier && earlier.fingerprint === fingerprint) return earlier.answer;
    const answer = handle(request, body);
    if (answer.status < 300) replays.set(requestId, { fingerprint, answer: JSON.parse(JSON.stringify(answer)) as StandInAnswer });
    return answer;
  });

  return {
    ...server,
    apiBase: server.url,
    problems,
    orders,
    tokenRequests: () => tokenRequests,
    vaults,
    /** PayPal refuses later payments on this vaulted account (INSTRUMENT_DECLINED). */
    declineVault(vaultId: string) {
      const vault = vaults.get(vaultId);
      if (!vault) throw new Error(`no vault ${vaultId}`);
      vault.declines = true;
    },
    /** The guest approves the order on PayPal's page. */
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.status = 'APPROVED';
    },
    posts(path: string) {
      return server.requests
        .filter((request) => request.method === 'POST' && request.path.split('?')[0] === path)
        .map((request) => ({ requestId: header(request, 'paypal-request-id'), body: JSON.parse(request.body || '{}') as Record<string, unknown> }));
    },
  };
}
