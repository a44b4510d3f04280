import { describe, expect, it } from 'vitest';
import {
  guestErrorFor,
  guestErrorsFor,
  newIdempotencyKey,
  quoteQuery,
  readAddOnParams,
  readReserveForm,
  voucherErrorIn,
  emptyValues,
} from './reserve.ts';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('readReserveForm', () => {
  it('reads the guest, the voucher codes and every add-on with its quantity', () => {
    const values = readReserveForm(
      form([
        ['firstName', 'Ana'],
        ['lastName', 'Tester'],
        ['email', 'ana@example.com'],
        ['phone', '+351 912 345 678'],
        ['voucher', 'SUMMER50'],
        ['appliedVoucher', 'WELCOME10'],
        ['addOn', '12'],
        ['qty-12', '2'],
        ['addOn', '13'],
        ['qty-13', 'lots'],
        ['arrival', '7'],
        ['departure', ''],
        ['followUpConsent', '1'],
      ]),
    );
    expect(values).toEqual({
      firstName: 'Ana',
      lastName: 'Tester',
      email: 'ana@example.com',
      phone: '+351 912 345 678',
      voucher: 'SUMMER50',
      vouchers: ['WELCOME10'],
      addOns: [
        { id: 12, quantity: 2 },
        { id: 13, quantity: 1 },
        { id: 7, quantity: 1 },
      ],
      followUpConsent: true,
    });
  });

  it('reads missing fields as empty and ignores junk add-ons', () => {
    expect(readReserveForm(form([['addOn', 'x'], ['addOn', '0'], ['appliedVoucher', ' ']]))).toEqual(emptyValues);
  });
});

describe('quote query', () => {
  it('round-trips the add-ons and keeps the stay', () => {
    const query = quoteQuery(3, '5-6', [['checkIn', '2026-12-21'], ['checkOut', '2026-12-24'], ['guests', '2']], {
      addOns: [{ id: 12, quantity: 2 }],
      vouchers: ['WELCOME10', 'SUMMER50'],
    });
    expect(query.toString()).toBe('checkIn=2026-12-21&checkOut=2026-12-24&guests=2&property=3&plan=5-6&addOn=12x2&voucher=WELCOME10&voucher=SUMMER50');
    expect(readAddOnParams(query.getAll('addOn'))).toEqual([{ id: 12, quantity: 2 }]);
  });

  it('refuses bad add-on values', () => {
    expect(readAddOnParams(['12'])).toBeNull();
    expect(readAddOnParams(['12x0'])).toBeNull();
    expect(readAddOnParams(['12x1', '12x2'])).toBeNull();
    expect(readAddOnParams([])).toEqual([]);
  });
});

describe('guest errors', () => {
  it('names the rule that failed, as the specification words them', () => {
    expect(guestErrorFor('firstName', ' ')).toBe('firstNameRequired');
    expect(guestErrorFor('lastName', '')).toBe('lastNameRequired');
    expect(guestErrorFor('email', '')).toBe('emailRequired');
    expect(guestErrorFor('email', 'ana@')).toBe('emailInvalid');
    expect(guestErrorFor('phone', '')).toBe('phoneRequired');
    expect(guestErrorFor('phone', 'call me')).toBe('phoneInvalid');
    expect(guestErrorFor('phone', '+351 12')).toBe('phoneLength');
  });

  it('reads the API’s guest.* field errors', () => {
    expect(guestErrorsFor(['guest.email', 'guest.phone', 'unit_type'], { ...emptyValues, email: 'x@', phone: '12' })).toEqual({
      email: 'emailInvalid',
      phone: 'phoneLength',
    });
  });

  it('finds the voucher rule among the API’s field errors', () => {
    expect(voucherErrorIn([{ field: 'voucher_codes.1', reason: 'voucher_not_combinable' }])).toBe('voucher_not_combinable');
    expect(voucherErrorIn([{ field: 'voucher_codes.0', reason: 'too_big' }])).toBe('invalid_voucher');
    expect(voucherErrorIn([{ field: 'guest.email', reason: 'invalid_email' }])).toBeNull();
  });
});

describe('newIdempotencyKey', () => {
  it('is fresh each time and fits the header', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
