import type { BookingQuote } from '@direct/contracts';
import { allInPerNightMinor } from '@direct/domain';
import type { Booking } from './booking-ports.ts';
import type { BookingRecord } from './booking-records.repository.ts';

// A stored booking as the contracts show it: the accepted quote with the live instalments.

export function quoteOfRecord(record: BookingRecord): BookingQuote {
  const { quote } = record;
  const money = (amountMinor: number) => ({ amountMinor, currency: quote.currency });
  const first = record.instalments[0];
  return {
    currency: quote.currency,
    nights: quote.nights.map((night) => ({ date: night.date, price: money(night.priceMinor) })),
    lines: quote.lines.map((line) => ({ kind: line.kind as BookingQuote['lines'][number]['kind'], label: line.label, amount: money(line.amountMinor) })),
    voucher: quote.voucher ?? null,
    total: money(quote.totalMinor),
    perNight: money(allInPerNightMinor(quote.lines, quote.nights.length)),
    schedule: record.instalments.map((part) => ({
      sequence: part.sequence,
      amount: money(part.amountMinor),
      dueDate: part.dueDate,
      dueNow: part.sequence === 1,
      status: part.status,
      paidAt: part.paidAt ? part.paidAt.toISOString() : null,
    })),
    dueNow: money(first?.amountMinor ?? quote.totalMinor),
  };
}

// The one shape other modules see (booking-ports.ts): no access secret, the quote as the contracts show it.
export function bookingOf(record: BookingRecord): Booking {
  return {
    id: record.id,
    organizationId: record.organizationId,
    brandId: record.brandId,
    propertyId: record.propertyId,
    unitTypeId: record.unitTypeId,
    code: record.code,
    status: record.status,
    currency: record.currency,
    totalMinor: record.totalMinor,
    paidMinor: record.paidMinor,
    holdExpiresAt: record.holdExpiresAt,
    checkIn: record.checkIn,
    checkOut: record.checkOut,
    adults: record.adults,
    children: record.children,
    language: record.language,
    siteOrigin: record.siteOrigin,
    guest: record.guest,
    propertyName: record.propertyName,
    unitTypeName: record.unitTypeName,
    ratePlanName: record.ratePlanName,
    quote: quoteOfRecord(record),
    instalments: record.instalments.map((part) => ({ ...part })),
    emailBrand: record.brand,
  };
}
