import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { HostPropertyParams } from '../host-properties.ts';
import { BlockParams } from '../host-rates.ts';
import {
  BlocksQuery,
  BulkRateUpdateRequest,
  BulkRateUpdateResult,
  CreateBlockRequest,
  HostBlock,
  HostBlockList,
  RatesCalendar,
  RatesCalendarQuery,
  RatesCsvFile,
  RatesExportQuery,
  RatesImportRequest,
  RatesImportResult,
} from '../host-rates-calendar.ts';

// Host rates, part 2: the rates-and-availability calendar, bulk updates, blocks (owner stays,
// maintenance) and the CSV of rates. Every write is one transaction, audited, and shows on the
// guest site on the next request.

const tags = ['host rates'] as const;
const read = { hostAccess: 'organization', permission: 'rates:read' } as const;
const write = { hostAccess: 'organization', permission: 'rates:write' } as const;

export const hostRatesCalendar = defineEndpoint({
  operationId: 'hostRatesCalendar',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/rates-calendar',
  tags,
  summary: 'Per unit type and date: the plan’s price and restrictions (derived plans computed) and the units booked, held and blocked',
  ...read,
  params: HostPropertyParams,
  query: RatesCalendarQuery,
  responses: { 200: RatesCalendar },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostBulkUpdateRates = defineEndpoint({
  operationId: 'hostBulkUpdateRates',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/rates/bulk-update',
  tags,
  summary: 'Set price, minimum and maximum stay, closed to arrival or departure, stop-sell over date ranges × unit types, on chosen weekdays',
  description: 'One transaction. On a derived plan, a date without a row of its own gets one, starting from the parent’s values.',
  ...write,
  params: HostPropertyParams,
  body: BulkRateUpdateRequest,
  responses: { 200: BulkRateUpdateResult },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostListBlocks = defineEndpoint({
  operationId: 'hostListBlocks',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/blocks',
  tags,
  summary: 'Owner stays, maintenance and other blocks on the property’s units (current and future unless dates are given)',
  ...read,
  params: HostPropertyParams,
  query: BlocksQuery,
  responses: { 200: HostBlockList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreateBlock = defineEndpoint({
  operationId: 'hostCreateBlock',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/blocks',
  tags,
  summary: 'Block a unit for an owner stay, maintenance or another reason',
  description: 'Refused (409) when the unit is booked, held or blocked on one of the nights; the answer names the dates and bookings.',
  ...write,
  params: HostPropertyParams,
  body: CreateBlockRequest,
  responses: { 201: HostBlock },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostDeleteBlock = defineEndpoint({
  operationId: 'hostDeleteBlock',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/blocks/:blockId',
  tags,
  summary: 'Remove a block (its nights are free again)',
  ...write,
  params: BlockParams,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostExportRates = defineEndpoint({
  operationId: 'hostExportRates',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/rates/export',
  tags,
  summary: 'The property’s stored rates as CSV (date, unit type, rate plan, price, min/max stay, CTA, CTD, stop-sell)',
  ...read,
  params: HostPropertyParams,
  query: RatesExportQuery,
  responses: { 200: RatesCsvFile },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostImportRates = defineEndpoint({
  operationId: 'hostImportRates',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/rates/import',
  tags,
  summary: 'Import rates from CSV in the export’s format: every row checked, all or nothing',
  description: 'Problems answer 400 with one field per problem: `csv.<row>.<column>` (row 1 is the header).',
  ...write,
  params: HostPropertyParams,
  body: RatesImportRequest,
  responses: { 200: RatesImportResult },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'payload_too_large'],
});
