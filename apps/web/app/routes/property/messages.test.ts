import { catalogs } from '@direct/i18n';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@direct/i18n/translator';
import { cancellationTerms, refusalMessage, restrictionMessage, stayProblemMessage } from './messages.ts';

const en = createTranslator('en', catalogs.en);
const de = createTranslator('de', catalogs.de);

describe('refusalMessage', () => {
  it('gives the spec’s date picker messages', () => {
    expect(refusalMessage({ code: 'noArrival' }, en)).toBe('Arrival is not allowed on this date.');
    expect(refusalMessage({ code: 'noDeparture' }, en)).toBe('Departure is not allowed on this date.');
    expect(refusalMessage({ code: 'minStay', nights: 3 }, en)).toBe('Minimum stay is 3 nights.');
    expect(refusalMessage({ code: 'maxStay', nights: 1 }, en)).toBe('Maximum stay is 1 night.');
    expect(refusalMessage({ code: 'noArrival' }, de)).toBe('An diesem Datum ist keine Anreise möglich.');
  });
});

describe('restrictionMessage', () => {
  it('explains each reason a rate can’t be booked', () => {
    expect(restrictionMessage({ code: 'min_stay', minNights: 4 }, en, 'en')).toBe('Minimum stay 4 nights.');
    expect(restrictionMessage({ code: 'closed_to_arrival', date: '2026-12-20' }, en, 'en')).toBe('Arrival is not allowed on Sun, Dec 20, 2026.');
    expect(restrictionMessage({ code: 'capacity', maxOccupancy: 3, maxAdults: 2, maxChildren: 1 }, en, 'en')).toBe(
      'The number of guests exceeds the maximum occupancy of 3 (at most 2 adults and 1 child).',
    );
    expect(restrictionMessage({ code: 'sold_out', dates: ['2026-12-20', '2026-12-21'] }, en, 'en')).toBe('Fully booked on Dec 20, 2026 and Dec 21, 2026.');
    expect(restrictionMessage({ code: 'invalid_dates', cause: 'arrival_in_past' }, en, 'en')).toBe('The check-in date has already passed.');
    expect(restrictionMessage({ code: 'pets_not_allowed' }, de, 'de')).toBe('Haustiere sind nicht erlaubt.');
  });

  it('shortens long date lists', () => {
    const dates = ['2026-12-20', '2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24'];
    expect(restrictionMessage({ code: 'stop_sell', dates }, en, 'en')).toBe('Not on sale on Dec 20, 2026, Dec 21, 2026, Dec 22, 2026, and +2.');
  });
});

describe('cancellationTerms', () => {
  const flexible = {
    id: 3,
    name: 'Flexible',
    mealPlan: 'room_only',
    derived: false,
    cancellation: {
      kind: 'flexible' as const,
      deadlines: [
        { lastDate: '2026-12-19', daysBeforeArrival: 1, refundPercent: 50 },
        { lastDate: '2026-12-13', daysBeforeArrival: 7, refundPercent: 100 },
      ],
    },
  };

  it('lists the refund steps with their dates, then when nothing is refunded', () => {
    expect(cancellationTerms(flexible, en, 'en')).toEqual([
      'Free cancellation until Sun, Dec 13, 2026',
      '50% refund if cancelled by Sat, Dec 19, 2026',
      'No refund after Sat, Dec 19, 2026',
    ]);
  });

  it('says non-refundable plainly, and nothing without a stay', () => {
    expect(cancellationTerms({ ...flexible, cancellation: { kind: 'non_refundable', deadlines: [] } }, en, 'en')).toEqual([
      'Non-refundable: no refund if you cancel.',
    ]);
    expect(cancellationTerms({ ...flexible, cancellation: { kind: 'moderate', deadlines: [] } }, en, 'en')).toEqual([]);
  });
});

describe('stayProblemMessage', () => {
  it('names the longest stay', () => {
    expect(stayProblemMessage('too_long', en, 90)).toBe('A stay can be at most 90 nights.');
    expect(stayProblemMessage('missing_date', en, 90)).toBe('Please choose both a check-in and a check-out date.');
  });
});
