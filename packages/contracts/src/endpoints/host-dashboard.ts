import { defineEndpoint } from '../endpoint.ts';
import { DashboardParams, HostDashboardOccupancy, HostDashboardRevenue, HostDashboardToday, HousekeepingBoard, HousekeepingQuery, MarkCleanedRequest, UnitCleaning } from '../host-dashboard.ts';

const tags = ['host dashboard'] as const;
const errors = ['validation_failed', 'unauthorized', 'forbidden', 'not_found'] as const;

export const hostDashboardToday = defineEndpoint({
  operationId: 'hostDashboardToday',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/dashboard/today',
  tags,
  summary: 'Today: arrivals and departures today and tomorrow with their check-in state, unpaid instalments, deposits to act on, new reviews, failed emails',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: DashboardParams,
  responses: { 200: HostDashboardToday },
  errors,
});

export const hostDashboardOccupancy = defineEndpoint({
  operationId: 'hostDashboardOccupancy',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/dashboard/occupancy',
  tags,
  summary: 'Booked and available unit-nights of the last and next 90 days, by property and by channel',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: DashboardParams,
  responses: { 200: HostDashboardOccupancy },
  errors,
});

export const hostDashboardRevenue = defineEndpoint({
  operationId: 'hostDashboardRevenue',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/dashboard/revenue',
  tags,
  summary: 'Revenue of the nights of the last and next 90 days, by property and by channel',
  hostAccess: 'organization',
  permission: 'payments:read',
  params: DashboardParams,
  responses: { 200: HostDashboardRevenue },
  errors,
});

export const hostHousekeepingBoard = defineEndpoint({
  operationId: 'hostHousekeepingBoard',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/housekeeping',
  tags,
  summary: 'Departures, arrivals and turnovers per unit for the next days (guest names only)',
  hostAccess: 'organization',
  permission: 'housekeeping:read',
  params: DashboardParams,
  query: HousekeepingQuery,
  responses: { 200: HousekeepingBoard },
  errors,
});

export const hostMarkUnitCleaned = defineEndpoint({
  operationId: 'hostMarkUnitCleaned',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/housekeeping/cleanings',
  tags,
  summary: 'Mark a unit cleaned on a day with a departure (shown on the housekeeping board and Today); audited',
  description: 'Idempotent: marking the same unit and day again answers the first mark. Refused (400 on `date`) when no stay leaves the unit that day.',
  hostAccess: 'organization',
  permission: 'housekeeping:write',
  params: DashboardParams,
  body: MarkCleanedRequest,
  responses: { 200: UnitCleaning },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});
