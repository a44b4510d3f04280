import { defineEndpoint } from '../endpoint.ts';
import { OrganizationParams } from '../host-accounts.ts';
import { CsvExportFile, ExportRangeQuery } from '../host-exports.ts';

const tags = ['host exports'] as const;

export const hostExportPayments = defineEndpoint({
  operationId: 'hostExportPayments',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/exports/payments',
  tags,
  summary: 'Succeeded payments and refunds settled in a date range, as CSV (refunds negative)',
  hostAccess: 'organization',
  permission: 'exports:read',
  params: OrganizationParams,
  query: ExportRangeQuery,
  responses: { 200: CsvExportFile },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostExportTouristTax = defineEndpoint({
  operationId: 'hostExportTouristTax',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/exports/tourist-tax',
  tags,
  summary: 'Taxes collected per month of arrival, property and tax, from confirmed and completed bookings, as CSV',
  hostAccess: 'organization',
  permission: 'exports:read',
  params: OrganizationParams,
  query: ExportRangeQuery,
  responses: { 200: CsvExportFile },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});
