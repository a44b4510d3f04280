import { createHash, randomInt } from 'node:crypto';
import type { BookingRequestBody, BookingRequestCreated } from '@direct/contracts';
import { holdExpiry } from '@direct/domain';
import type { Config } from '../../config.ts';
import { AppError, isAppError } from '../../http/app-error.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import { newAccessSecret, type BookingAccess } from './booking-access.ts';
import type { BookingHoldsRepository, StoredQuote, WithinReservation } from './booking-holds.repository.ts';
import type { BookingQuoteService, QuotedSelection } from './booking-quote.service.ts';
import type { BookingRecord, BookingRecordsRepository } from './booking-records.repository.ts';
import { quoteOfRecord } from './booking-views.ts';

// POST /apis/booking_requests: re-quote on the server, then hold a unit and write the booking in
// one transaction. Every attempt is audited in booking_requests, the lost races included.

const codeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

// "LS-7K3Q9P": the brand's initials, then six characters nobody misreads (no 0/O, 1/I).
export function newBookingCode(brandName: string): string {
  const initials = brandName.split(/[^A-Za-z]+/).filter(Boolean).map((word) => word[0]?.toUpperCase()).join('').slice(0, 3) || 'BK';
  let tail = '';
  for (let i = 0; i < 6; i++) tail += codeAlphabet[randomInt(codeAlphabet.length)];
  return `${initials}-${tail}`;
}

export const paymentPathOf = (code: string, token: string) => `/payment/booking_payment_terminal/${encodeURIComponent(code)}/${encodeURIComponent(token)}`;

const noLongerAvailable = () => new AppError('accommodation_unavailable', 'This accommodation is no longer available for these dates');

const keyReused = () =>
  new AppError('idempotency_key_reused', 'This Idempotency-Key was already used for a different booking request; send a new key for a new request.', {
    fields: [{ field: 'idempotency-key', message: 'Already used with a different request body', reason: 'idempotency_key_reused' }],
  });

// JSON with keys in sorted order, so the same request hashes the same whatever its key order.
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the validated request body: what an Idempotency-Key is bound to. */
export function requestHashOf(body: BookingRequestBody): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export type BookingRequestsService = ReturnType<typeof createBookingRequestsService>;

export function createBookingRequestsService(options: {
  quotes: BookingQuoteService;
  holds: BookingHoldsRepository;
  records: BookingRecordsRepository;
  brands: BrandsService;
  access: BookingAccess;
  config: Config;
  now: () => Date;
}) {
  const { quotes, holds, records, brands, access, config, now } = options;

  // The site origin goes into emails only when its host serves this very brand.
  async function trustedOrigin(brandId: number, origin: string | undefined): Promise<string | null> {
    if (!origin) return null;
    try {
      const url = new URL(origin);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
      const brand = await brands.resolve(url.hostname);
      return brand.id === brandId ? url.origin : null;
    } catch {
      return null;
    }
  }

  function answer(record: BookingRecord, requestId: number): BookingRequestCreated {
    if (record.status !== 'pending_payment' || !record.holdExpiresAt) {
      if (record.status === 'confirmed' || record.status === 'completed') throw new AppError('conflict', 'This booking request was already paid and confirmed.');
      throw new AppError('expired', 'This booking request has expired; please book again.');
    }
    const accessToken = access.tokenFor(record);
    return {
      id: requestId,
      bookingId: record.id,
      bookingCode: record.code,
      accessToken,
      status: 'pending_payment',
      holdExpiresAt: record.holdExpiresAt.toISOString(),
      paymentPath: paymentPathOf(record.code, accessToken),
      quote: quoteOfRecord(record),
    };
  }

  // The answer a request with this key already got, or undefined when the key is new. A key is
  // bound to its first body: another body with it is refused, not answered with the first booking.
  // (Rows from before request hashes were stored carry none and replay as before.)
  async function replay(brandId: number, key: string, requestHash: string): Promise<BookingRequestCreated | undefined> {
    const previous = await holds.requestByKey(brandId, key);
    if (previous && previous.requestHash !== null && previous.requestHash !== requestHash) throw keyReused();
    if (previous?.status !== 'accepted' || previous.bookingId === null) return undefined;
    const organizationId = await records.organizationOf(brandId, previous.bookingId);
    const record = organizationId === undefined ? undefined : await records.byId(organizationId, previous.bookingId);
    return record ? answer(record, previous.id) : undefined;
  }

  return {
    async create(body: BookingRequestBody, idempotencyKey: string | undefined, options: { bookingSource?: 'phone' | 'email'; within?: WithinReservation } = {}): Promise<{ created: boolean; body: BookingRequestCreated }> {
      const key = idempotencyKey ?? null;
      const requestHash = requestHashOf(body);
      if (key) {
        const previous = await replay(body.brand, key, requestHash);
        if (previous) return { created: false, body: previous };
      }
      const { guest, source, expected_total_minor: expected } = body;
      let quoted: QuotedSelection | undefined;
      // Refused attempts keep no Idempotency-Key: the guest may fix the selection and retry with it.
      const audit = async (rejectionCode: string, organizationId: number) =>
        holds.recordRejected({ organizationId, brandId: body.brand, source, idempotencyKey: null, payload: body, rejectionCode }, now());
      try {
        quoted = await quotes.quote(body);
        if (expected !== undefined && expected !== quoted.total.totalMinor) {
          throw new AppError('conflict', `The price has changed: the total is now ${quoted.total.totalMinor} (minor units), not ${expected}. Please review it before booking.`, {
            fields: [{ field: 'expected_total_minor', message: 'The price has changed', reason: 'price_changed' }],
          });
        }
      } catch (error) {
        // Refusals after the property is known are audited (who tried, why); unknown brands are not.
        if (isAppError(error) && error.code !== 'not_found') {
          const scoped = await quotes.propertyOnBrand(body.brand, body.property).catch(() => undefined);
          if (scoped) await audit(error.code === 'conflict' ? 'price_changed' : error.code, scoped.property.organizationId);
        }
        throw error;
      }

      const at = now();
      const { property } = quoted;
      const quoteSnapshot: StoredQuote = {
        currency: quoted.total.currency,
        nights: quoted.total.nights,
        lines: quoted.total.lines,
        totalMinor: quoted.total.totalMinor,
        voucher: quoted.quote.voucher,
      };
      const voucher = quoted.discount?.source === 'voucher' ? { voucherId: quoted.discount.id, discountMinor: quoted.discount.amountMinor } : null;
      const outcome = await holds.reserve(
        {
          booking: {
            code: newBookingCode(quoted.brand.name),
            accessSecret: newAccessSecret(),
            organizationId: property.organizationId,
            brandId: quoted.brand.id,
            propertyId: property.id,
            unitTypeId: body.unit_type,
            ratePlanId: body.rate_plan,
            checkIn: body.check_in,
            checkOut: body.check_out,
            adults: body.adults,
            children: body.children,
            pets: body.pets,
            isWorkTrip: body.is_work_trip,
            followUpConsent: body.follow_up_consent,
            currency: quoted.total.currency,
            totalMinor: quoted.total.totalMinor,
            quote: quoteSnapshot,
            voucherId: voucher?.voucherId ?? null,
            holdExpiresAt: holdExpiry(at, config.bookingHoldMinutes),
            language: body.language,
            siteOrigin: await trustedOrigin(quoted.brand.id, body.site_origin),
            createdAt: at,
            ...(options.bookingSource ? { source: options.bookingSource } : {}),
          },
          booker: { firstName: guest.first_name, lastName: guest.last_name, email: guest.email, mobile: guest.phone || null },
          addOns: quoted.addOns,
          schedule: quoted.schedule,
          voucher,
          request: { source, idempotencyKey: key, requestHash: key ? requestHash : null, payload: body },
        },
        at,
        options.within,
      );
      if (outcome.kind === 'duplicate_key' && key) {
        const previous = await replay(body.brand, key, requestHash);
        if (previous) return { created: false, body: previous };
        throw noLongerAvailable();
      }
      if (outcome.kind !== 'held') {
        await audit('accommodation_unavailable', property.organizationId);
        throw noLongerAvailable();
      }
      const record = await records.byId(property.organizationId, outcome.bookingId);
      if (!record) throw new Error('held booking not found');
      return { created: true, body: answer(record, outcome.requestId) };
    },
  };
}
