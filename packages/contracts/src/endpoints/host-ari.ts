import { defineEndpoint } from '../endpoint.ts';
import { AriQuery, AriSnapshot, AriUpdateHeaders, AriUpdateRequest, AriUpdateResult } from '../host-ari.ts';

// The bulk rates-and-availability API. No :organizationId in the path: an API key's
// organization is implied; a console session names it in the query or body (host-access.ts).

const tags = ['host rates'] as const;

export const hostGetAri = defineEndpoint({
  operationId: 'hostGetAri',
  method: 'GET',
  path: '/apis/host/ari',
  tags,
  summary: 'Rates, restrictions and availability of many unit types and rate plans over a date range',
  description: 'Columnar per unit type: one entry per date. `available` is active units less those booked, held (unpaid holds not lapsed) or blocked.',
  hostAccess: 'organization',
  permission: 'rates:read',
  query: AriQuery,
  responses: { 200: AriSnapshot },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostPutAri = defineEndpoint({
  operationId: 'hostPutAri',
  method: 'PUT',
  path: '/apis/host/ari',
  tags,
  summary: 'Set prices, minimum/maximum stay, closed to arrival/departure and stop-sell for many unit types, plans and date ranges, all or nothing',
  description:
    'One transaction and one audit entry. Every update is checked first; any problem answers 400 with one field per problem ' +
    '(`updates.<n>.<field>`) and nothing is written. At most 100,000 nights a call (`too_many_nights`: send batches). ' +
    'Later updates win over earlier ones on the same night. A night without ' +
    'a stored row and without a price is skipped and counted. With an `Idempotency-Key`, a retry answers the first result; ' +
    'the same key with another body is 422 `idempotency_key_reused`. Availability itself follows units and their bookings ' +
    'and blocks: close a night with `stopSell`.',
  hostAccess: 'organization',
  permission: 'rates:write',
  headers: AriUpdateHeaders,
  body: AriUpdateRequest,
  responses: { 200: AriUpdateResult },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'idempotency_key_reused'],
});
