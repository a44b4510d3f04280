import { describe, expect, it } from 'vitest';
import { emptyGuest, type GuestDetails } from './guest-details.ts';
import { ageOn, checkGuest, checkGuestList, registrationAuthority, requiredGuestFields } from './guest-rules.ts';

const today = '2026-03-10';
const checkIn = '2026-05-01';
const guest = (values: Partial<GuestDetails> = {}, isAdult = true): GuestDetails => ({ ...emptyGuest(isAdult), first_name: 'Ana', last_name: 'Silva', ...values });
const booker = (values: Partial<GuestDetails> = {}) => guest({ email: 'ana@example.test', mobile: '+351 912 345 678', ...values });
const fieldsOf = (problems: { field: string }[]) => problems.map((problem) => problem.field).sort();

describe('guest rules without a registration country', () => {
  it('requires names of everyone, the booker’s email and mobile, a child’s age', () => {
    expect([...requiredGuestFields(guest(), { countryCode: 'DE', index: 0, checkIn })].sort()).toEqual(['email', 'first_name', 'last_name', 'mobile']);
    expect([...requiredGuestFields(guest(), { countryCode: null, index: 1, checkIn })].sort()).toEqual(['first_name', 'last_name']);
    expect([...requiredGuestFields(guest({}, false), { countryCode: 'DE', index: 2, checkIn })].sort()).toEqual(['age', 'first_name', 'last_name']);
    expect(registrationAuthority('de')).toBeNull();
    expect(registrationAuthority('es')).toBe('es_ses');
  });

  it('checks email, mobile length, expiry and dates of birth', () => {
    const problems = checkGuest(
      booker({ email: 'ana@', mobile: '12', passport_expiry: '2026-04-30', date_of_birth: '2027-01-01' }),
      { countryCode: null, index: 0, checkIn },
      today,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email', reason: 'invalid_email' }),
        expect.objectContaining({ field: 'mobile', reason: 'invalid_mobile', message: 'Mobile number must have a valid length' }),
        expect.objectContaining({ field: 'passport_expiry', reason: 'invalid_expiry', message: 'Expiry date must be valid' }),
        expect.objectContaining({ field: 'date_of_birth', reason: 'not_in_past' }),
      ]),
    );
    expect(checkGuest(booker({ passport_expiry: '2026-02-30' }), { countryCode: null, index: 0, checkIn }, today)).toEqual([
      expect.objectContaining({ field: 'passport_expiry', reason: 'invalid_expiry' }),
    ]);
    expect(checkGuest(booker({ first_name: ' ' }), { countryCode: null, index: 0, checkIn }, today)).toEqual([
      expect.objectContaining({ field: 'first_name', reason: 'required', message: 'First name is required' }),
    ]);
    expect(checkGuest(booker({ passport_expiry: '2030-01-01', date_of_birth: '1990-05-02' }), { countryCode: null, index: 0, checkIn }, today)).toEqual([]);
  });

  it('keeps children’s ages consistent with their birth dates', () => {
    const context = { countryCode: null, index: 1, checkIn };
    expect(ageOn('2016-05-02', checkIn)).toBe(9);
    expect(ageOn('2016-05-01', checkIn)).toBe(10);
    expect(checkGuest(guest({ age: 9, date_of_birth: '2016-05-02' }, false), context, today)).toEqual([]);
    expect(fieldsOf(checkGuest(guest({ age: 7, date_of_birth: '2016-05-02' }, false), context, today))).toEqual(['age']);
    expect(checkGuest(guest({ age: 18 }, false), context, today)).toEqual([expect.objectContaining({ field: 'age', reason: 'child_age' })]);
    expect(checkGuest(guest({ date_of_birth: '2000-01-01', age: null }, false), context, today)).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'date_of_birth', reason: 'age_inconsistent' })]),
    );
    expect(checkGuest(guest({ date_of_birth: '2012-01-01' }), context, today)).toEqual([expect.objectContaining({ field: 'date_of_birth', reason: 'age_inconsistent' })]);
  });

  it('wants one entry per adult and child, the booker first and an adult', () => {
    const stay = { adults: 2, children: 1, checkIn, countryCode: null };
    expect(checkGuestList([booker(), guest(), guest({ age: 5 }, false)], stay, today)).toEqual([]);
    expect(checkGuestList([booker(), guest({ age: 5 }, false)], stay, today)).toEqual([expect.objectContaining({ reason: 'guest_count' })]);
    expect(checkGuestList([booker({ is_adult: false, age: 10 }), guest(), guest()], stay, today).map((p) => p.reason)).toEqual(['booker_adult']);
  });
});

describe('Spain (SES.HOSPEDAJES)', () => {
  const context = { countryCode: 'ES', index: 1, checkIn };
  it('asks documents from 14, the support number of a DNI or NIE, a Spaniard’s second surname, a minor’s kinship', () => {
    const adult = [...requiredGuestFields(guest({ nationality: 'FR', email: 'x@y.fr' }), context)].sort();
    expect(adult).toEqual(['address_line1', 'city', 'country', 'date_of_birth', 'document_type', 'first_name', 'gender', 'last_name', 'nationality', 'passport_number', 'postal_code'].sort());
    const spaniard = requiredGuestFields(guest({ nationality: 'ES', document_type: 'dni' }), context);
    expect(spaniard.has('second_last_name')).toBe(true);
    expect(spaniard.has('document_support_number')).toBe(true);
    expect(spaniard.has('mobile')).toBe(true);
    const child = requiredGuestFields(guest({ date_of_birth: '2018-01-01' }, false), context);
    expect(child.has('kinship')).toBe(true);
    expect(child.has('document_type')).toBe(false);
    const teenager = requiredGuestFields(guest({ date_of_birth: '2011-01-01' }, false), context);
    expect(teenager.has('passport_number')).toBe(true);
  });
});

describe('Italy (Alloggiati Web)', () => {
  it('asks birth data and citizenship of all, the document of the group leader', () => {
    const leader = requiredGuestFields(booker({ birth_country: 'IT' }), { countryCode: 'IT', index: 0, checkIn });
    expect([...leader].sort()).toEqual(
      ['birth_country', 'birth_place', 'date_of_birth', 'document_issue_place', 'document_type', 'email', 'first_name', 'gender', 'last_name', 'mobile', 'nationality', 'passport_number'].sort(),
    );
    const member = requiredGuestFields(guest({ birth_country: 'DE' }), { countryCode: 'IT', index: 1, checkIn });
    expect([...member].sort()).toEqual(['birth_country', 'date_of_birth', 'first_name', 'gender', 'last_name', 'nationality']);
  });
});

describe('Portugal (SIBA)', () => {
  it('asks foreign guests’ documents and residence, not Portuguese citizens’', () => {
    const foreign = requiredGuestFields(guest({ nationality: 'DE' }), { countryCode: 'PT', index: 1, checkIn });
    expect([...foreign].sort()).toEqual(['country', 'date_of_birth', 'document_issuing_country', 'document_type', 'first_name', 'last_name', 'nationality', 'passport_number']);
    const local = requiredGuestFields(guest({ nationality: 'PT' }), { countryCode: 'PT', index: 1, checkIn });
    expect([...local].sort()).toEqual(['date_of_birth', 'first_name', 'last_name', 'nationality']);
    expect(fieldsOf(checkGuest(guest({ nationality: 'Germany' }), { countryCode: 'PT', index: 1, checkIn }, today))).toContain('nationality');
  });
});
