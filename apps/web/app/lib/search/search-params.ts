import { isIsoDate, nightsBetween, type IsoDate } from '../dates/iso-date.ts';

// The search page's own address (readable names: /search?destination=Lisbon&checkIn=…) ↔ what
// the guest typed ↔ the API's property_search query. Shared by the server (loader) and the
// browser (the prompt's validation), so it imports no values from @direct/contracts (zod would
// land in the first-load JavaScript); the limits below mirror the contract and a unit test keeps
// them equal.

export const searchLimits = {
  destinationMax: 100,
  guestsMin: 1,
  guestsMax: 50,
  childrenMax: 50,
  maxStayNights: 90,
  priceMax: 1_000_000,
  amenitiesMax: 30,
  // "Load more" without JavaScript renders pages 1..N on the server; N is capped.
  pageMax: 20,
} as const;

export const pageSize = 11;

// What the guest typed, as typed (kept to render the form again after a bad value).
export type SearchValues = {
  destination: string;
  checkIn: string;
  checkOut: string;
  guests: string;
  children: string;
  workTrip: boolean;
  city: string;
  area: string;
  minPrice: string;
  maxPrice: string;
  amenities: string[];
};

export type SearchField = 'destination' | 'checkIn' | 'checkOut' | 'guests' | 'children' | 'minPrice' | 'maxPrice';

export type SearchErrorCode =
  | 'destinationTooLong'
  | 'dateInvalid'
  | 'checkInPast'
  | 'checkInRequired'
  | 'checkOutRequired'
  | 'checkOutNotAfter'
  | 'stayTooLong'
  | 'guestsRange'
  | 'childrenRange'
  | 'priceInvalid'
  | 'priceOrder'
  // The API refused a value our own checks let through.
  | 'notAccepted';

export type SearchErrors = Partial<Record<SearchField, SearchErrorCode>>;

export type Place = { type: 'city' | 'area'; id: number };

// A valid search.
export type SearchCriteria = {
  destination: string | null;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  guests: number;
  children: number;
  workTrip: boolean;
  city: number | null;
  area: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  amenities: string[];
};

export const emptyValues: SearchValues = {
  destination: '',
  checkIn: '',
  checkOut: '',
  guests: '1',
  children: '0',
  workTrip: false,
  city: '',
  area: '',
  minPrice: '',
  maxPrice: '',
  amenities: [],
};

// Long enough for any real value; a pasted novel is not echoed back into the page.
const clip = (value: string | null, max = 200) => (value ?? '').slice(0, max);

const truthy = new Set(['1', 'true', 'on', 'yes']);

export function readSearchValues(params: URLSearchParams): SearchValues {
  const amenities = [...new Set(params.getAll('amenities').map((code) => clip(code, 40).trim()))].filter(Boolean);
  return {
    destination: clip(params.get('destination')),
    checkIn: clip(params.get('checkIn'), 40).trim(),
    checkOut: clip(params.get('checkOut'), 40).trim(),
    guests: clip(params.get('guests'), 20).trim() || emptyValues.guests,
    children: clip(params.get('children'), 20).trim() || emptyValues.children,
    workTrip: truthy.has((params.get('workTrip') ?? '').toLowerCase()),
    city: clip(params.get('city'), 20).trim(),
    area: clip(params.get('area'), 20).trim(),
    minPrice: clip(params.get('minPrice'), 20).trim(),
    maxPrice: clip(params.get('maxPrice'), 20).trim(),
    amenities: amenities.slice(0, searchLimits.amenitiesMax),
  };
}

const wholeNumber = /^\d{1,9}$/;

function count(value: string, min: number, max: number): number | null {
  if (!wholeNumber.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function id(value: string): number | null {
  return count(value, 1, 2_147_483_647);
}

// A price as typed: whole numbers, or with decimals ("80.50", "80,50") rounded down.
function price(value: string): number | null | 'invalid' {
  if (value === '') return null;
  const normalized = value.replace(',', '.');
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(normalized)) return 'invalid';
  const n = Math.floor(Number(normalized));
  return n <= searchLimits.priceMax ? n : 'invalid';
}

export type ValidationOptions = {
  // The earliest acceptable check-in: the guest's today in the browser, yesterday (UTC) on the server.
  earliestCheckIn: IsoDate;
  // Known amenity codes; others are dropped (they can't be shown as a filter anyway).
  amenityCodes?: ReadonlySet<string>;
};

// Every problem of a search, one per field, and the search itself when there are none.
export function validateSearch(
  values: SearchValues,
  options: ValidationOptions,
): { criteria: SearchCriteria; errors: SearchErrors; valid: boolean } {
  const errors: SearchErrors = {};
  const destination = values.destination.trim().replace(/\s+/g, ' ');
  if ([...destination].length > searchLimits.destinationMax) errors.destination = 'destinationTooLong';

  const checkIn = values.checkIn;
  const checkOut = values.checkOut;
  const checkInOk = checkIn !== '' && isIsoDate(checkIn);
  const checkOutOk = checkOut !== '' && isIsoDate(checkOut);
  if (checkIn !== '' && !checkInOk) errors.checkIn = 'dateInvalid';
  if (checkOut !== '' && !checkOutOk) errors.checkOut = 'dateInvalid';
  if (checkIn === '' && checkOut !== '') errors.checkIn = 'checkInRequired';
  if (checkOut === '' && checkIn !== '') errors.checkOut = 'checkOutRequired';
  if (checkInOk && checkIn < options.earliestCheckIn) errors.checkIn = 'checkInPast';
  if (checkInOk && checkOutOk) {
    const nights = nightsBetween(checkIn, checkOut);
    if (nights < 1) errors.checkOut = 'checkOutNotAfter';
    else if (nights > searchLimits.maxStayNights) errors.checkOut = 'stayTooLong';
  }

  const guests = count(values.guests, searchLimits.guestsMin, searchLimits.guestsMax);
  if (guests === null) errors.guests = 'guestsRange';
  const children = count(values.children, 0, searchLimits.childrenMax);
  if (children === null) errors.children = 'childrenRange';

  const minPrice = price(values.minPrice);
  const maxPrice = price(values.maxPrice);
  if (minPrice === 'invalid') errors.minPrice = 'priceInvalid';
  if (maxPrice === 'invalid') errors.maxPrice = 'priceInvalid';
  if (typeof minPrice === 'number' && typeof maxPrice === 'number' && maxPrice < minPrice) errors.maxPrice = 'priceOrder';

  const amenities = options.amenityCodes
    ? values.amenities.filter((code) => options.amenityCodes!.has(code))
    : values.amenities.filter((code) => /^[a-z0-9_]{1,40}$/.test(code));

  const criteria: SearchCriteria = {
    destination: destination === '' ? null : destination,
    checkIn: checkInOk && checkOutOk ? checkIn : null,
    checkOut: checkInOk && checkOutOk ? checkOut : null,
    guests: guests ?? 1,
    children: children ?? 0,
    workTrip: values.workTrip,
    // Ids that aren't ids are a stale or edited link: searched by the destination's text instead.
    city: id(values.city),
    area: id(values.area),
    minPrice: typeof minPrice === 'number' ? minPrice : null,
    maxPrice: typeof maxPrice === 'number' ? maxPrice : null,
    amenities,
  };
  return { criteria, errors, valid: Object.keys(errors).length === 0 };
}

// The form's values for a search (after the server dropped a stale place, say).
export function valuesOf(criteria: SearchCriteria): SearchValues {
  return {
    destination: criteria.destination ?? '',
    checkIn: criteria.checkIn ?? '',
    checkOut: criteria.checkOut ?? '',
    guests: String(criteria.guests),
    children: String(criteria.children),
    workTrip: criteria.workTrip,
    city: criteria.city === null ? '' : String(criteria.city),
    area: criteria.area === null ? '' : String(criteria.area),
    minPrice: criteria.minPrice === null ? '' : String(criteria.minPrice),
    maxPrice: criteria.maxPrice === null ? '' : String(criteria.maxPrice),
    amenities: criteria.amenities,
  };
}

// The site's query for a search: defaults left out, so equal searches have equal addresses.
export function searchParamsOf(criteria: SearchCriteria, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.destination) params.set('destination', criteria.destination);
  if (criteria.city !== null) params.set('city', String(criteria.city));
  if (criteria.area !== null) params.set('area', String(criteria.area));
  if (criteria.checkIn && criteria.checkOut) {
    params.set('checkIn', criteria.checkIn);
    params.set('checkOut', criteria.checkOut);
  }
  if (criteria.guests !== 1) params.set('guests', String(criteria.guests));
  if (criteria.children !== 0) params.set('children', String(criteria.children));
  if (criteria.workTrip) params.set('workTrip', '1');
  if (criteria.minPrice !== null) params.set('minPrice', String(criteria.minPrice));
  if (criteria.maxPrice !== null) params.set('maxPrice', String(criteria.maxPrice));
  for (const code of criteria.amenities) params.append('amenities', code);
  if (page > 1) params.set('page', String(page));
  return params;
}

// A search form's fields (new FormData(form)) as the site's query: empty values and defaults left
// out, so the address reads like searchParamsOf's (the forms have their fields in that order).
export function formQuery(fields: Iterable<[string, FormDataEntryValue]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of fields) {
    if (typeof value !== 'string' || value.trim() === '' || formDefaults[key] === value) continue;
    params.append(key, key === 'destination' ? value.trim().replace(/\s+/g, ' ') : value);
  }
  return params.toString();
}

const formDefaults: Record<string, string> = { guests: '1', children: '0' };

export function activeFilterCount(criteria: Pick<SearchCriteria, 'minPrice' | 'maxPrice' | 'amenities'>): number {
  return (criteria.minPrice !== null || criteria.maxPrice !== null ? 1 : 0) + criteria.amenities.length;
}

export function withoutFilters(criteria: SearchCriteria): SearchCriteria {
  return { ...criteria, minPrice: null, maxPrice: null, amenities: [] };
}

export function withoutDates(criteria: SearchCriteria): SearchCriteria {
  return { ...criteria, checkIn: null, checkOut: null };
}

// A property page with the stay chosen, so it opens with these dates and guests.
export function propertyHref(route: string, criteria: Pick<SearchCriteria, 'checkIn' | 'checkOut' | 'guests' | 'children'>): string {
  const params = new URLSearchParams();
  if (criteria.checkIn && criteria.checkOut) {
    params.set('checkIn', criteria.checkIn);
    params.set('checkOut', criteria.checkOut);
  }
  const withStay = params.size > 0;
  if (withStay || criteria.guests !== 1) params.set('guests', String(criteria.guests));
  if (withStay || criteria.children !== 0) params.set('children', String(criteria.children));
  const query = params.toString();
  return query ? `${route}?${query}` : route;
}

export function nightsOf(criteria: Pick<SearchCriteria, 'checkIn' | 'checkOut'>): number | null {
  return criteria.checkIn && criteria.checkOut ? nightsBetween(criteria.checkIn, criteria.checkOut) : null;
}

// Case- and accent-blind comparison of names ("São Jorge" = "sao jorge").
export function normalizeName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
