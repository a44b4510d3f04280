import { endpoints, maxStayNights, type Brand } from '@direct/contracts';
import type { SupportedLanguage } from '@direct/i18n';
import { api } from '../../lib/api/api.server.ts';
import { ApiError } from '@direct/api-client';
import { resolveRoute } from '../../lib/catalog/catalog.server.ts';
import { withoutLanguagePrefix } from '../../lib/i18n/language-links.ts';
import { todayUtc } from './dates.ts';
import type { Stay } from './stay-query.ts';

type PageBrand = Pick<Brand, 'id' | 'isSharedListing' | 'excludedOrganizationIds'>;

export { maxStayNights };
export const reviewsPageSize = 10;
// How many days the date picker asks for at once (two months and a bit).
export const maxCalendarSpan = 93;

// The property a page address names (/stays/<city>/<property>), or undefined when the address is
// no property of this brand. Other API failures are thrown.
export async function resolvePropertyId(brand: PageBrand, pathname: string, signal?: AbortSignal): Promise<number | undefined> {
  let path: string;
  try {
    path = decodeURIComponent(withoutLanguagePrefix(pathname)).replace(/\/+$/, '');
  } catch {
    return undefined;
  }
  if (path.length > 500 || !path.startsWith('/')) return undefined;
  try {
    const route = await resolveRoute(brand, path, signal);
    return route.entityType === 'property' ? route.entityId : undefined;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

// The shared listing names the organizations it leaves out; the API adds its configured ones.
function exclusions(brand: PageBrand) {
  return brand.isSharedListing && brand.excludedOrganizationIds.length > 0
    ? { exclude_organization_id: brand.excludedOrganizationIds }
    : {};
}

// The host's texts come in the page's language, or in English where not translated yet.
export function getProperty(brand: PageBrand, id: number, language: SupportedLanguage, signal?: AbortSignal) {
  return api.call(endpoints.getProperty, { params: { id }, query: { brand_id: brand.id, language, ...exclusions(brand) }, signal });
}

// Rate options for a stay (quotes, reasons), or the plans without prices when there are no dates.
// The calendar part is not needed here (the picker asks for it): one day only.
// language: rate plan and fee names in the page's language where the host wrote them.
export function getRates(brand: PageBrand, id: number, stay: Stay, complete: boolean, signal?: AbortSignal, language?: SupportedLanguage) {
  const day = (complete && stay.checkIn) || todayUtc();
  return api.call(endpoints.getRateAndAvailability, {
    query: {
      property: id,
      ...(complete ? { 'date[after]': stay.checkIn, 'date[before]': stay.checkOut } : {}),
      number_of_guests: stay.adults,
      number_of_children: stay.children,
      allow_for_booking_engine: true,
      brand_id: brand.id,
      'calendar[from]': day,
      'calendar[to]': day,
      ...(language ? { language } : {}),
    },
    signal,
  });
}

export async function getCalendar(
  brand: PageBrand,
  id: number,
  range: { from: string; to: string },
  guests: { adults: number; children: number },
  signal?: AbortSignal,
) {
  const answer = await api.call(endpoints.getRateAndAvailability, {
    query: {
      property: id,
      number_of_guests: guests.adults,
      number_of_children: guests.children,
      allow_for_booking_engine: true,
      brand_id: brand.id,
      'calendar[from]': range.from,
      'calendar[to]': range.to,
    },
    signal,
  });
  return { currency: answer.property.currency, calendar: answer.calendar };
}

export function getReviews(brand: PageBrand, id: number, page: number, signal?: AbortSignal) {
  return api.call(endpoints.listReviews, { query: { property: id, brand_id: brand.id, page, limit: reviewsPageSize }, signal });
}
