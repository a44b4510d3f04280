import { endpoints, type HostBlock, type HostRatesProperty, type RatesCalendar } from '@direct/contracts';
import { ApiError } from '@direct/api-client';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { addMonths, lastDayBefore, monthOf } from './rates-months.ts';

// What the rates page shows: the properties to pick from, and for the chosen property and plan
// the calendar of the chosen months and the blocks from today on. The choice travels in the URL
// (?propertyId=&ratePlanId=&from=YYYY-MM&months=), so every view can be linked and reloaded.

export type RatesView = { propertyId: number | null; ratePlanId: number | null; month: string; months: number };
export type RatesPageData = {
  view: RatesView;
  properties: HostRatesProperty[];
  property: HostRatesProperty | null;
  calendar: RatesCalendar | null;
  blocks: HostBlock[];
  // The last date shown (the calendar's and the export's range end).
  to: string;
  // The server's date: the editor starts there rather than on a past night.
  today: string;
};

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
export const maxMonths = 3;

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export function viewOf(url: URL, today: Date): RatesView {
  const month = url.searchParams.get('from') ?? '';
  const months = Number(url.searchParams.get('months'));
  return {
    propertyId: positiveId(url.searchParams.get('propertyId')),
    ratePlanId: positiveId(url.searchParams.get('ratePlanId')),
    month: monthPattern.test(month) ? month : monthOf(today),
    months: Number.isInteger(months) && months >= 1 && months <= maxMonths ? months : 2,
  };
}

export async function loadRatesPage(token: string, organizationId: number, view: RatesView, signal: AbortSignal): Promise<RatesPageData> {
  const { data: properties } = await hostCall(endpoints.hostListRatesProperties, token, { params: { organizationId }, signal });
  const property = properties.find((candidate) => candidate.id === view.propertyId) ?? properties[0] ?? null;
  const plan = property?.ratePlans.find((candidate) => candidate.id === view.ratePlanId) ?? property?.ratePlans.find((candidate) => candidate.isActive) ?? property?.ratePlans[0];
  const resolved = { ...view, propertyId: property?.id ?? null, ratePlanId: plan?.id ?? null };
  const from = `${view.month}-01`;
  const to = lastDayBefore(addMonths(view.month, view.months));
  const today = new Date().toISOString().slice(0, 10);
  if (!property || !plan) return { view: resolved, properties, property, calendar: null, blocks: [], to, today };
  const params = { organizationId, propertyId: property.id };
  const [calendar, blocks] = await Promise.all([
    hostCall(endpoints.hostRatesCalendar, token, { params, query: { ratePlanId: plan.id, from, to }, signal }),
    hostCall(endpoints.hostListBlocks, token, { params, query: {}, signal }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return { data: [] };
      throw error;
    }),
  ]);
  return { view: resolved, properties, property, calendar, blocks: blocks.data, to, today };
}
