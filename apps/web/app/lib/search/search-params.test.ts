import { AutocompleteQuery, maxSearchAmenities, maxSearchPrice, maxStayNights, PropertySearchQuery } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, nightsBetween } from '../dates/iso-date.ts';
import { earliestCheckInOnServer, localToday } from './dates.ts';
import {
  activeFilterCount,
  emptyValues,
  formQuery,
  propertyHref,
  readSearchValues,
  searchLimits,
  searchParamsOf,
  validateSearch,
  valuesOf,
  withoutDates,
  withoutFilters,
} from './search-params.ts';
import { autocompleteQuery, placeStillMeant, propertySearchQuery, type SearchBrand } from './search-api-query.ts';

const today = '2027-03-10';
const options = { earliestCheckIn: today };

function check(query: string, extra: Partial<Parameters<typeof validateSearch>[1]> = {}) {
  return validateSearch(readSearchValues(new URLSearchParams(query)), { ...options, ...extra });
}

const hostBrand: SearchBrand = { id: 1, organizationId: 7, isSharedListing: false, excludedOrganizationIds: [] };
const sharedBrand: SearchBrand = { id: 100, organizationId: 100, isSharedListing: true, excludedOrganizationIds: [66] };

describe('dates', () => {
  it('accepts real calendar dates only', () => {
    for (const date of ['2027-02-28', '2028-02-29', '1970-01-01', '2999-12-31']) expect(isIsoDate(date), date).toBe(true);
    for (const date of ['2027-02-29', '2027-13-01', '2027-00-10', '27-03-10', '2027-3-1', '', '1969-12-31', '3000-01-01', '2027-03-10T00:00'])
      expect(isIsoDate(date), date).toBe(false);
  });

  it('adds days and counts nights across months, years and DST changes', () => {
    expect(addDays('2027-03-30', 3)).toBe('2027-04-02');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(nightsBetween('2027-03-27', '2027-03-30')).toBe(3);
    expect(nightsBetween('2027-10-30', '2027-11-02')).toBe(3);
  });

  it("takes the browser's own calendar day, and yesterday in UTC on the server", () => {
    expect(localToday(new Date(2027, 2, 5, 23, 30))).toBe('2027-03-05');
    expect(earliestCheckInOnServer(new Date('2027-03-10T00:30:00Z'))).toBe('2027-03-09');
  });
});

describe('reading the search from the address', () => {
  it('keeps what the guest typed, with defaults for missing values', () => {
    const values = readSearchValues(new URLSearchParams('destination=Lisbon&checkIn=2027-04-01&checkOut=2027-04-04&guests=2'));
    expect(values).toEqual({ ...emptyValues, destination: 'Lisbon', checkIn: '2027-04-01', checkOut: '2027-04-04', guests: '2' });
    expect(readSearchValues(new URLSearchParams(''))).toEqual(emptyValues);
  });

  it('reads work trip, repeated amenities (once each) and clips absurdly long values', () => {
    const values = readSearchValues(
      new URLSearchParams(`workTrip=on&amenities=pool&amenities=wifi&amenities=pool&destination=${'x'.repeat(5000)}`),
    );
    expect(values.workTrip).toBe(true);
    expect(values.amenities).toEqual(['pool', 'wifi']);
    expect(values.destination.length).toBe(200);
    expect(readSearchValues(new URLSearchParams('workTrip=0')).workTrip).toBe(false);
  });
});

describe('validating a search', () => {
  it('accepts a complete search and turns it into numbers and dates', () => {
    const { criteria, errors, valid } = check(
      'destination=  Lisbon  &checkIn=2027-04-01&checkOut=2027-04-04&guests=2&children=1&workTrip=1&city=3&minPrice=50&maxPrice=120.5&amenities=pool',
    );
    expect(errors).toEqual({});
    expect(valid).toBe(true);
    expect(criteria).toEqual({
      destination: 'Lisbon',
      checkIn: '2027-04-01',
      checkOut: '2027-04-04',
      guests: 2,
      children: 1,
      workTrip: true,
      city: 3,
      area: null,
      minPrice: 50,
      maxPrice: 120,
      amenities: ['pool'],
    });
  });

  it('accepts an empty search (every stay, 1 adult, no children)', () => {
    const { criteria, valid } = check('');
    expect(valid).toBe(true);
    expect(criteria).toMatchObject({ destination: null, checkIn: null, checkOut: null, guests: 1, children: 0, workTrip: false });
  });

  it('wants both dates or neither', () => {
    expect(check('checkIn=2027-04-01').errors).toEqual({ checkOut: 'checkOutRequired' });
    expect(check('checkOut=2027-04-01').errors).toEqual({ checkIn: 'checkInRequired' });
  });

  it('wants the check-out after the check-in and the stay within 90 nights', () => {
    expect(check('checkIn=2027-04-04&checkOut=2027-04-01').errors).toEqual({ checkOut: 'checkOutNotAfter' });
    expect(check('checkIn=2027-04-04&checkOut=2027-04-04').errors).toEqual({ checkOut: 'checkOutNotAfter' });
    expect(check(`checkIn=2027-04-01&checkOut=${addDays('2027-04-01', 91)}`).errors).toEqual({ checkOut: 'stayTooLong' });
    expect(check(`checkIn=2027-04-01&checkOut=${addDays('2027-04-01', 90)}`).valid).toBe(true);
  });

  it('refuses a check-in in the past, but not today', () => {
    expect(check('checkIn=2027-03-09&checkOut=2027-03-12').errors).toEqual({ checkIn: 'checkInPast' });
    expect(check('checkIn=2027-03-10&checkOut=2027-03-12').valid).toBe(true);
  });

  it('names malformed dates without a follow-up error on the other one', () => {
    expect(check('checkIn=2027-02-30&checkOut=2027-03-12').errors).toEqual({ checkIn: 'dateInvalid' });
    expect(check('checkIn=tomorrow&checkOut=soon').errors).toEqual({ checkIn: 'dateInvalid', checkOut: 'dateInvalid' });
    // No stay is searched with a bad date.
    expect(check('checkIn=2027-02-30&checkOut=2027-03-12').criteria.checkIn).toBeNull();
  });

  it('wants 1–50 adults and 0–50 children as whole numbers', () => {
    for (const guests of ['0', '99', '51', '-1', '1.5', 'two', '1e1']) expect(check(`guests=${guests}`).errors, guests).toEqual({ guests: 'guestsRange' });
    expect(check('guests=50').valid).toBe(true);
    for (const children of ['-1', '51', 'x']) expect(check(`children=${children}`).errors, children).toEqual({ children: 'childrenRange' });
    expect(check('children=0').valid).toBe(true);
  });

  it('wants prices of 0 or more, the maximum not below the minimum', () => {
    expect(check('minPrice=-5').errors).toEqual({ minPrice: 'priceInvalid' });
    expect(check('maxPrice=abc').errors).toEqual({ maxPrice: 'priceInvalid' });
    expect(check(`maxPrice=${searchLimits.priceMax + 1}`).errors).toEqual({ maxPrice: 'priceInvalid' });
    expect(check('minPrice=100&maxPrice=50').errors).toEqual({ maxPrice: 'priceOrder' });
    expect(check('minPrice=80,50').criteria.minPrice).toBe(80);
    expect(check('minPrice=0&maxPrice=0').valid).toBe(true);
  });

  it('refuses an overlong destination and counts characters, not bytes', () => {
    expect(check(`destination=${'a'.repeat(101)}`).errors).toEqual({ destination: 'destinationTooLong' });
    expect(check(`destination=${'ã'.repeat(100)}`).valid).toBe(true);
  });

  it('drops unknown amenity codes and place ids that are not ids', () => {
    const { criteria, valid } = check('amenities=pool&amenities=sauna&amenities=DROP%20TABLE&city=abc&area=0', {
      amenityCodes: new Set(['pool', 'wifi']),
    });
    expect(valid).toBe(true);
    expect(criteria).toMatchObject({ amenities: ['pool'], city: null, area: null });
  });
});

describe('the address of a search', () => {
  it('leaves defaults and empty values out, so one search has one address', () => {
    const { criteria } = check('destination=&checkIn=&checkOut=&guests=1&children=0&minPrice=&maxPrice=');
    expect(searchParamsOf(criteria).toString()).toBe('');
  });

  it('round-trips through the address', () => {
    const query =
      'destination=Lisbon&city=3&checkIn=2027-04-01&checkOut=2027-04-04&guests=2&children=1&workTrip=1&minPrice=50&maxPrice=120&amenities=pool&amenities=wifi';
    const { criteria } = check(query);
    expect(searchParamsOf(criteria).toString()).toBe(query);
    expect(check(searchParamsOf(criteria).toString()).criteria).toEqual(criteria);
    expect(valuesOf(criteria)).toEqual(readSearchValues(new URLSearchParams(query)));
    expect(searchParamsOf(criteria, 3).get('page')).toBe('3');
    expect(searchParamsOf(criteria, 1).has('page')).toBe(false);
  });

  it('counts and clears filters, and drops dates, keeping the rest', () => {
    const { criteria } = check('destination=Porto&checkIn=2027-04-01&checkOut=2027-04-04&minPrice=50&amenities=pool&amenities=wifi');
    expect(activeFilterCount(criteria)).toBe(3);
    expect(activeFilterCount(withoutFilters(criteria))).toBe(0);
    expect(searchParamsOf(withoutFilters(criteria)).toString()).toBe('destination=Porto&checkIn=2027-04-01&checkOut=2027-04-04');
    expect(searchParamsOf(withoutDates(criteria)).toString()).toBe('destination=Porto&minPrice=50&amenities=pool&amenities=wifi');
  });

  it('reads a submitted form the same way, without empty fields or defaults', () => {
    const form: [string, string][] = [
      ['destination', '  Lisbon   old town '],
      ['city', '3'],
      ['checkIn', ''],
      ['checkOut', ''],
      ['guests', '1'],
      ['children', '2'],
      ['amenities', 'pool'],
      ['amenities', 'wifi'],
    ];
    expect(formQuery(form)).toBe('destination=Lisbon+old+town&city=3&children=2&amenities=pool&amenities=wifi');
    expect(formQuery([['guests', '1'], ['children', '0'], ['destination', ' ']])).toBe('');
    // A bad value travels as typed: the search page answers with its message.
    expect(formQuery([['checkIn', '2027-04-04'], ['checkOut', '2027-04-01'], ['guests', '0']])).toBe('checkIn=2027-04-04&checkOut=2027-04-01&guests=0');
  });

  it('links a property page with the stay chosen', () => {
    const { criteria } = check('checkIn=2027-04-01&checkOut=2027-04-04&guests=2');
    expect(propertyHref('/stays/lisbon/alfama-loft', criteria)).toBe(
      '/stays/lisbon/alfama-loft?checkIn=2027-04-01&checkOut=2027-04-04&guests=2&children=0',
    );
    expect(propertyHref('/stays/lisbon/alfama-loft', check('').criteria)).toBe('/stays/lisbon/alfama-loft');
    expect(propertyHref('/stays/x', check('children=2').criteria)).toBe('/stays/x?children=2');
  });
});

describe('the API queries', () => {
  it('searches a host brand by brand_id with the spec’s parameters', () => {
    const { criteria } = check('destination=Lisbon&checkIn=2027-04-01&checkOut=2027-04-04&guests=2&children=1');
    expect(propertySearchQuery(hostBrand, criteria, 2)).toEqual({
      brand_id: 1,
      search: 'Lisbon',
      city: undefined,
      area: undefined,
      'date[after]': '2027-04-01',
      'date[before]': '2027-04-04',
      number_of_guests: 2,
      number_of_children: 1,
      'price[gte]': undefined,
      'price[lte]': undefined,
      'amenities[]': undefined,
      page: 2,
      limit: 11,
      allow_for_booking_engine: true,
    });
  });

  it('searches the shared listing without the excluded organizations, a chosen place by its id, and the filters', () => {
    const { criteria } = check('destination=Alfama&area=4&minPrice=60&maxPrice=200&amenities=pool&amenities=wifi');
    const query = propertySearchQuery(sharedBrand, criteria, 1);
    expect(query).toMatchObject({
      is_zeevou_direct: true,
      exclude_organization_id: [66],
      area: 4,
      'price[gte]': 60,
      'price[lte]': 200,
      'amenities[]': ['pool', 'wifi'],
    });
    expect(query).not.toHaveProperty('brand_id');
    // A chosen place is searched exactly, not by its name.
    expect(query.search).toBeUndefined();
  });

  it('asks for what the API accepts (checked against the contract)', () => {
    const { criteria } = check(
      'destination=Lisbon&city=3&checkIn=2027-04-01&checkOut=2027-04-04&guests=2&children=1&minPrice=60&maxPrice=200&amenities=pool',
    );
    for (const brand of [hostBrand, sharedBrand]) {
      const query = propertySearchQuery(brand, criteria, 1);
      // As a query string arrives: strings, repeated keys as arrays, undefined left out.
      const asSent = Object.fromEntries(
        Object.entries(query)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
      );
      expect(PropertySearchQuery.safeParse(asSent).error?.issues ?? []).toEqual([]);
    }
    expect(AutocompleteQuery.safeParse({ brand_id: '1', organization_id: '7', search: 'lisb' }).success).toBe(true);
  });

  it('limits the site’s own values the way the contract does', () => {
    expect(searchLimits.maxStayNights).toBe(maxStayNights);
    expect(searchLimits.priceMax).toBe(maxSearchPrice);
    expect(searchLimits.amenitiesMax).toBe(maxSearchAmenities);
    expect(PropertySearchQuery.safeParse({ is_zeevou_direct: 'true', number_of_guests: String(searchLimits.guestsMax) }).success).toBe(true);
    expect(PropertySearchQuery.safeParse({ is_zeevou_direct: 'true', number_of_guests: String(searchLimits.guestsMax + 1) }).success).toBe(false);
  });

  it('asks autocomplete within the host’s organization, or the shared listing minus the excluded ones', () => {
    expect(autocompleteQuery(hostBrand, 'lisb')).toEqual({ brand_id: 1, organization_id: 7, search: 'lisb' });
    expect(autocompleteQuery(sharedBrand, 'lisb')).toEqual({ brand_id: 100, exclude_organization_id: [66], search: 'lisb' });
    expect(autocompleteQuery({ ...sharedBrand, excludedOrganizationIds: [] }, 'lisb')).toEqual({ brand_id: 100, search: 'lisb' });
    expect(autocompleteQuery(hostBrand, 'lisbo', 'pt')).toEqual({ brand_id: 1, organization_id: 7, search: 'lisbo', language: 'pt' });
  });
});

describe('a place id from an earlier search', () => {
  const lisbonItem = { city: { id: 3, name: 'Lisbon' }, area: { id: 4, name: 'Alfama' } };

  it('still holds while the destination names that place', () => {
    expect(placeStillMeant({ destination: 'Lisbon', city: 3, area: null }, lisbonItem)).toBe(true);
    expect(placeStillMeant({ destination: 'lisbon ', city: 3, area: null }, lisbonItem)).toBe(true);
    expect(placeStillMeant({ destination: 'Lisbon, Portugal', city: 3, area: null }, lisbonItem)).toBe(true);
    expect(placeStillMeant({ destination: 'ALFAMA', city: null, area: 4 }, lisbonItem)).toBe(true);
    expect(placeStillMeant({ destination: 'São Brás', city: 9, area: null }, { city: { id: 9, name: 'Sao Bras' } })).toBe(true);
  });

  it('is dropped once the guest typed another destination', () => {
    expect(placeStillMeant({ destination: 'Porto', city: 3, area: null }, lisbonItem)).toBe(false);
    expect(placeStillMeant({ destination: 'Lisbon', city: null, area: 4 }, lisbonItem)).toBe(false);
  });

  it('is kept when there is nothing to compare', () => {
    expect(placeStillMeant({ destination: null, city: 3, area: null }, lisbonItem)).toBe(true);
    expect(placeStillMeant({ destination: 'Porto', city: 3, area: null }, undefined)).toBe(true);
  });
});
