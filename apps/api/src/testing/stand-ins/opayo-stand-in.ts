import { randomBytes, randomUUID } from 'node:crypto';
import { header, startHttpStandIn, type RecordedRequest, type StandInAnswer } from './http-stand-in.ts';

// A local stand-in of Opayo's Pi REST API (merchant session keys, card identifiers, transactions,
// 3-D Secure challenges, instructions). It checks what Pi checks: Basic auth with the integration
// key and password, the vendor name, the required fields, amounts in minor units, a key's expiry
// (400 s) and uses (3), that a card identifier was made under the key sent with it (or saved
// reusable), vendorTxCode unique (a retry with the same body answers the first transaction),
// release once and up to the amount, refunds up to what was taken.

type Card = { identifier: string; sessionKey: string; number: string; name: string; expiry: string; reusable: boolean; used: boolean };
type Tx = {
  transactionId: string;
  transactionType: string;
  status: string;
  statusCode: string;
  statusDetail: string;
  amount: { totalAmount: number; saleAmount: number; surchargeAmount: number };
  currency: string;
  paymentMethod?: { card: { cardType: string; lastFourDigits: string; expiryDate: string; cardIdentifier: string; reusable: boolean } };
  acsUrl?: string;
  cReq?: string;
  '3DSecure'?: { status: string };
  // Stand-in bookkeeping (not sent).
  saveCard: boolean;
  released: number | null;
  aborted: boolean;
  refunded: number;
  cres: string | null;
};

// The stand-in's test cards. Opayo's sandbox triggers a 3-D Secure challenge by the cardholder
// name CHALLENGE; the stand-in follows that, and declines one number.
export const opayoTestCards = { ok: '4929000000006', decline: '4000000000000002', challengeName: 'CHALLENGE' } as const;

const sessionLifetimeMs = 400_000;
const error = (status: number, code: number, description: string, property?: string): StandInAnswer => ({
  status,
  body: property ? { errors: [{ code, description, property, clientMessage: description }] } : { code, description },
});
const publicOf = (tx: Tx) => {
  const { saveCard: _save, released: _released, aborted: _aborted, refunded: _refunded, cres: _cres, ...rest } = tx;
  return rest;
};

export type OpayoStandIn = Awaited<ReturnType<typeof startOpayoStandIn>>;

export async function startOpayoStandIn(options: { integrationKey: string; integrationPassword: string; vendorName: string; now?: () => number }) {
  const now = options.now ?? Date.now;
  const sessions = new Map<string, { expiresAt: number; uses: number }>();
  const cards = new Map<string, Card>();
  const transactions = new Map<string, Tx>();
  const byVendorTxCode = new Map<string, { fingerprint: string; transactionId: string }>();
  const problems: string[] = [];
  let base = '';

  function liveSession(key: unknown): boolean {
    const session = typeof key === 'string' ? sessions.get(key) : undefined;
    return Boolean(session && session.expiresAt > now());
  }

  function cardTx(body: Record<string, unknown>, type: string): StandInAnswer {
    const card = (body.paymentMethod as { card?: Record<string, unknown> } | undefined)?.card;
    if (!card) return error(422, 1003, 'paymentMethod.card is required', 'paymentMethod');
    for (const field of ['customerFirstName', 'customerLastName'] as const) {
      if (typeof body[field] !== 'string' || !body[field]) return error(422, 1003, `${field} is required`, field);
    }
    const address = body.billingAddress as Record<string, unknown> | undefined;
    for (const field of ['address1', 'city', 'country'] as const) {
      if (typeof address?.[field] !== 'string' || !address[field]) return error(422, 1003, `billingAddress.${field} is required`, `billingAddress.${field}`);
    }
    if (!/^[A-Z]{2}$/.test(String(address?.country))) return error(422, 1004, 'billingAddress.country must be ISO 3166-1 alpha-2', 'billingAddress.country');
    if (!liveSession(card.merchantSessionKey)) return error(422, 1011, 'The merchant session key is unknown or has expired', 'merchantSessionKey');
    const stored = cards.get(String(card.cardIdentifier));
    if (!stored) return error(422, 1012, 'The card identifier is unknown', 'cardIdentifier');
    if (card.reusable === true) {
      if (!stored.reusable) return error(422, 1012, 'The card identifier is not reusable', 'cardIdentifier');
    } else {
      if (stored.sessionKey !== card.merchantSessionKey) return error(422, 1009, 'The card identifier was not made under this merchant session key', 'cardIdentifier');
      if (stored.used) return error(422, 1012, 'The card identifier was used already', 'cardIdentifier');
      stored.used = true;
    }
    const tx = newTx(body, type, stored, card.save === true);
    const sca = body.strongCustomerAuthentication as Record<string, unknown> | undefined;
    if (sca) {
      for (const field of ['notificationURL', 'browserIP', 'browserAcceptHeader', 'browserUserAgent', 'challengeWindowSize', 'transType'] as const) {
        if (typeof sca[field] !== 'string' || !sca[field]) return error(422, 1003, `strongCustomerAuthentication.${field} is required`, `strongCustomerAuthentication.${field}`);
      }
      if (!/^https?:\/\//.test(String(sca.notificationURL))) return error(422, 1004, 'notificationURL must be an absolute URL', 'strongCustomerAuthentication.notificationURL');
      if (typeof sca.browserJavascriptEnabled !== 'boolean') return error(422, 1003, 'browserJavascriptEnabled is required', 'strongCustomerAuthentication.browserJavascriptEnabled');
      if (sca.browserJavascriptEnabled && ['browserColorDepth', 'browserScreenHeight', 'browserScreenWidth', 'browserTZ'].some((field) => typeof sca[field] !== 'string')) {
        return error(422, 1003, 'browser screen details are required with JavaScript enabled', 'strongCustomerAuthentication');
      }
    }
    const initiated = (body.credentialType as { initiatedType?: string } | undefined)?.initiatedType;
    if (stored.number === opayoTestCards.decline) return finish(tx, 'NotAuthed');
    if (stored.name.toUpperCase() === opayoTestCards.challengeName && initiated !== 'MIT') {
      // A challenge needs somewhere for the issuer to post its answer.
      if (!sca) return finish(tx, 'Rejected', '4026');
      tx.status = '3DAuth';
      tx.statusCode = '2021';
      tx.statusDetail = 'Please redirect your customer to the ACSURL to complete the 3DS Transaction';
      tx.acsUrl = `${base}/acs/${tx.transactionId}`;
      tx.cReq = randomBytes(24).toString('base64url');
      return { status: 202, body: publicOf(tx) };
    }
    return finish(tx, 'Ok');
  }

  function newTx(body: Record<string, unknown>, type: string, card: Card | null, saveCard: boolean): Tx {
    const amount = Number(body.amount);
    const tx: Tx = {
      transactionId: randomUUID().toUpperCase(),
      transactionType: type,
      status: 'Pending',
      statusCode: '',
      statusDetail: '',
      amount: { totalAmount: amount, saleAmount: amount, surchargeAmount: 0 },
      currency: String(body.currency ?? ''),
      saveCard,
      released: null,
      aborted: false,
      refunded: 0,
      cres: null,
    };
    if (card) {
      tx.paymentMethod = { card: { cardType: 'Visa', lastFourDigits: card.number.slice(-4), expiryDate: card.expiry, cardIdentifier: card.identifier, reusable: card.reusable } };
    }
    transactions.set(tx.transactionId, tx);
    return tx;
  }

  function finish(tx: Tx, status: 'Ok' | 'NotAuthed' | 'Rejected', code?: string): StandInAnswer {
    tx.status = status;
    tx.statusCode = code ?? (status === 'Ok' ? '0000' : status === 'NotAuthed' ? '2000' : '4026');
    tx.statusDetail = status === 'Ok' ? 'The Authorisation was Successful.' : status === 'NotAuthed' ? 'The Authorisation was Declined by the bank.' : '3D-Authentication failed. This vendor’s rules require a successful 3D-Authentication.';
    delete tx.acsUrl;
    delete tx.cReq;
    const card = tx.paymentMethod ? cards.get(tx.paymentMethod.card.cardIdentifier) : undefined;
    if (status === 'Ok' && tx.saveCard && card && tx.paymentMethod) {
      card.reusable = true;
      tx.paymentMethod.card.reusable = true;
    }
    return { status: 201, body: publicOf(tx) };
  }

  function createTransaction(body: Record<string, unknown>): StandInAnswer {
    const type = String(body.transactionType ?? '');
    if (!['Payment', 'Deferred', 'Repeat', 'Refund'].includes(type)) return error(422, 1003, 'transactionType is required', 'transactionType');
    if (typeof body.vendorTxCode !== 'string' || !/^[A-Za-z0-9._{}-]{1,40}$/.test(body.vendorTxCode)) return error(422, 1004, 'vendorTxCode is invalid', 'vendorTxCode');
    if (!Number.isInteger(body.amount) || Number(body.amount) <= 0) return error(422, 1004, 'amount must be a positive whole number of minor units', 'amount');
    if (type !== 'Refund' && (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency))) return error(422, 1004, 'currency is invalid', 'currency');
    if (typeof body.description !== 'string' || !body.description || body.description.length > 100) return error(422, 1003, 'description is required', 'description');
    const fingerprint = JSON.stringify({ ...body, paymentMethod: undefined, strongCustomerAuthentication: undefined });
    const earlier = byVendorTxCode.get(body.vendorTxCode);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) return error(422, 4042, 'The VendorTxCode has been used before for another transaction');
      return { status: 201, body: publicOf(transactions.get(earlier.transactionId) as Tx) };
    }
    let answer: StandInAnswer;
    if (type === 'Payment' || type === 'Deferred') answer = cardTx(body, type);
    else answer = referenceTx(body, type);
    const created = (answer.body as { transactionId?: string }).transactionId;
    if (created) byVendorTxCode.set(body.vendorTxCode, { fingerprint, transactionId: created });
    return answer;
  }

  function referenceTx(body: Record<string, unknown>, type: 'Repeat' | 'Refund' | string): StandInAnswer {
    const reference = transactions.get(String(body.referenceTransactionId ?? ''));
    if (!reference) return error(422, 1003, 'referenceTransactionId is unknown', 'referenceTransactionId');
    const amount = Number(body.amount);
    if (type === 'Repeat') {
      if (reference.status !== 'Ok' || !reference.paymentMethod?.card.reusable) return error(422, 1018, 'The reference transaction did not save its card', 'referenceTransactionId');
      if ((body.credentialType as { cofUsage?: string } | undefined)?.cofUsage !== 'Subsequent') return error(422, 1003, 'credentialType.cofUsage Subsequent is required', 'credentialType');
      const card = cards.get(reference.paymentMethod.card.cardIdentifier) ?? null;
      const tx = newTx(body, 'Repeat', card, false);
      return card?.number === opayoTestCards.decline ? finish(tx, 'NotAuthed') : finish(tx, 'Ok');
    }
    // Refund: of money taken (a payment, a repeat, a released deferred), never more than taken.
    const taken = reference.transactionType === 'Deferred' ? (reference.released ?? 0) : reference.status === 'Ok' ? reference.amount.totalAmount : 0;
    if (!['Payment', 'Repeat', 'Deferred'].includes(reference.transactionType) || taken === 0) return error(422, 1019, 'The reference transaction took no money', 'referenceTransactionId');
    if (reference.refunded + amount > taken) return error(422, 1020, 'The refund exceeds the amount taken', 'amount');
    reference.refunded += amount;
    const tx = newTx({ ...body, currency: reference.currency }, 'Refund', null, false);
    return finish(tx, 'Ok');
  }

  function instruction(tx: Tx, body: Record<string, unknown>): StandInAnswer {
    const type = body.instructionType;
    if (tx.transactionType !== 'Deferred' || tx.status !== 'Ok') return error(422, 1017, 'Transaction status not applicable');
    if (type === 'release') {
      if (!Number.isInteger(body.amount) || Number(body.amount) <= 0) return error(422, 1004, 'amount must be a positive whole number', 'amount');
      if (tx.aborted) return error(422, 1017, 'The transaction has been aborted');
      if (tx.released !== null) return error(422, 1017, 'The transaction has already been released');
      if (Number(body.amount) > tx.amount.totalAmount) return error(422, 1017, 'The release amount exceeds the deferred amount', 'amount');
      tx.released = Number(body.amount);
    } else if (type === 'abort') {
      if (tx.released !== null) return error(422, 1017, 'The transaction has already been released');
      if (tx.aborted) return error(422, 1017, 'The transaction has already been aborted');
      tx.aborted = true;
    } else {
      return error(422, 1003, 'instructionType must be release, abort or void', 'instructionType');
    }
    return { status: 201, body: { instructionType: type, date: new Date(now()).toISOString() } };
  }

  function handle(request: RecordedRequest, body: Record<string, unknown>): StandInAnswer {
    const path = request.path.split('?')[0] ?? '';
    if (path === '/api/v1/card-identifiers' && request.method === 'POST') {
      // The drop-in form's call: authorised by the merchant session key, not our credentials.
      const key = header(request, 'authorization')?.replace(/^Bearer /, '');
      if (!key || !liveSession(key)) return error(401, 1002, 'Authentication failed');
      const session = sessions.get(key) as { uses: number };
      if (session.uses >= 3) return error(422, 1011, 'The merchant session key was used three times');
      session.uses++;
      const details = body.cardDetails as Record<string, string> | undefined;
      if (!details?.cardNumber || !/^\d{4}$/.test(details.expiryDate ?? '') || !details.cardholderName) return error(422, 1003, 'cardDetails are incomplete', 'cardDetails');
      const card: Card = { identifier: randomUUID().toUpperCase(), sessionKey: key, number: details.cardNumber, name: details.cardholderName, expiry: details.expiryDate ?? '', reusable: false, used: false };
      cards.set(card.identifier, card);
      return { status: 201, body: { cardIdentifier: card.identifier, expiry: new Date(now() + sessionLifetimeMs).toISOString(), cardType: 'Visa' } };
    }
    const expected = `Basic ${Buffer.from(`${options.integrationKey}:${options.integrationPassword}`).toString('base64')}`;
    if (header(request, 'authorization') !== expected) {
      problems.push(`bad authorization on ${request.method} ${path}`);
      return error(401, 1002, 'Authentication values are missing');
    }
    if (path === '/api/v1/merchant-session-keys' && request.method === 'POST') {
      if (body.vendorName !== options.vendorName) return error(422, 1005, 'vendorName is invalid', 'vendorName');
      const key = randomUUID().toUpperCase();
      sessions.set(key, { expiresAt: now() + sessionLifetimeMs, uses: 0 });
      return { status: 201, body: { merchantSessionKey: key, expiry: new Date(now() + sessionLifetimeMs).toISOString() } };
    }
    if (path === '/api/v1/transactions' && request.method === 'POST') return createTransaction(body);
    const match = path.match(/^\/api\/v1\/transactions\/([^/]+)(?:\/(3d-secure-challenge|instructions))?$/);
    const tx = match ? transactions.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !tx) return error(404, 1001, 'Transaction not found');
    if (request.method === 'GET' && !match[2]) return { status: 200, body: publicOf(tx) };
    if (request.method === 'POST' && match[2] === 'instructions') return instruction(tx, body);
    if (request.method === 'POST' && match[2] === '3d-secure-challenge') {
      if (tx.status !== '3DAuth') return error(422, 1017, 'Transaction status not applicable');
      if (typeof body.cRes !== 'string' || body.cRes !== tx.cres) return error(422, 1004, 'cRes is invalid', 'cRes');
      const outcome = body.cRes.endsWith('.fail') ? 'Rejected' : 'Ok';
      tx['3DSecure'] = { status: outcome === 'Ok' ? 'Authenticated' : 'NotAuthenticated' };
      return { ...finish(tx, outcome), status: 201 };
    }
    return error(405, 1000, 'Method not allowed');
  }

  const server = await startHttpStandIn((request) => {
    let body: Record<string, unknown> = {};
    if (request.body) {
      if (!String(header(request, 'content-type')).startsWith('application/json')) return error(415, 1000, 'JSON expected');
      try {
        body = JSON.parse(request.body) as Record<string, unknown>;
      } catch {
        return error(400, 1000, 'The body is not JSON');
      }
    }
    return handle(request, body);
  });
  base = server.url;

  return {
    ...server,
    apiBase: server.url,
    problems,
    transactions,
    /** What the drop-in form does in the browser: a key (our side) was made; the card becomes an identifier under it. */
    async tokenize(merchantSessionKey: string, cardNumber: string, cardholderName = 'Ana Silva'): Promise<string> {
      const response = await fetch(`${server.url}/api/v1/card-identifiers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${merchantSessionKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ cardDetails: { cardholderName, cardNumber, expiryDate: '1230', securityCode: '123' } }),
      });
      const answer = (await response.json()) as { cardIdentifier?: string };
      if (!answer.cardIdentifier) throw new Error(`card not tokenized: ${JSON.stringify(answer)}`);
      return answer.cardIdentifier;
    },
    /** The guest answers the issuer's challenge: the ACS's cres for the notification URL. */
    challenge(transactionId: string, outcome: 'complete' | 'fail'): string {
      const tx = transactions.get(transactionId);
      if (!tx || tx.status !== '3DAuth') throw new Error(`no challenge for ${transactionId}`);
      tx.cres = `${randomBytes(16).toString('base64url')}.${outcome === 'complete' ? 'ok' : 'fail'}`;
      return tx.cres;
    },
    posts(path: string) {
      return server.requests.filter((request) => request.method === 'POST' && request.path === path).map((request) => JSON.parse(request.body || '{}') as Record<string, unknown>);
    },
  };
}
