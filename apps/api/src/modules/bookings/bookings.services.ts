import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import type { AvailabilityForBookings } from '../availability/availability-ports.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import { createBookingAccess } from './booking-access.ts';
import { AppError } from '../../http/app-error.ts';
import type { BookingsForHosts } from './booking-ports.ts';
import { createBookingCheckinRepository } from './booking-checkin.repository.ts';
import { createBookingCheckinService } from './booking-checkin.service.ts';
import { createBookingEmails } from './booking-emails.ts';
import { createBookingHoldsRepository } from './booking-holds.repository.ts';
import { createBookingLifecycleRepository } from './booking-lifecycle.repository.ts';
import { createBookingLifecycleService } from './booking-lifecycle.service.ts';
import { createBookingQuoteService } from './booking-quote.service.ts';
import { createBookingRecordsRepository } from './booking-records.repository.ts';
import { createBookingRequestsService } from './booking-requests.service.ts';
import { createBookingSummaryService } from './booking-summary.service.ts';
import { createBookingsRepository } from './bookings.repository.ts';

export type BookingsServices = ReturnType<typeof createBookingsServices>;

// Reserving (quotes, add-ons, holds), the related-bookings summary, and the lifecycle ports
// (BookingsForPayments, BookingMaintenance) that payments and jobs call as `services.bookings.lifecycle`.
export function createBookingsServices(options: {
  db: Database;
  config: Config;
  brandScope: BrandScopeService;
  brands: BrandsService;
  availability: AvailabilityForBookings;
  now: () => Date;
}) {
  const { db, config, brandScope, brands, availability, now } = options;
  const access = createBookingAccess(config.tokenSigningSecret, config.tokenSigningSecretPrevious);
  const records = createBookingRecordsRepository(db);
  const quotes = createBookingQuoteService({ repository: createBookingsRepository(db), brandScope, availability, now });
  const lifecycle = createBookingLifecycleService({
    repository: createBookingLifecycleRepository(db),
    records,
    access,
    emails: createBookingEmails({ fromAddress: config.mail.from }),
    config,
    now,
  });
  const requests = createBookingRequestsService({ quotes, holds: createBookingHoldsRepository(db), records, brands, access, config, now });
  // The host's booking actions (host-booking-changes) call the bookings domain through this port.
  const forHosts: BookingsForHosts = {
    async createForHost(organizationId, body, idempotencyKey, source, within) {
      const { property } = await quotes.propertyOnBrand(body.brand, body.property);
      if (property.organizationId !== organizationId) throw new AppError('not_found', 'There is no such property here.', { fields: [{ field: 'property', message: 'Not this organization’s', reason: 'not_found' }] });
      const created = await requests.create(body, `host:${organizationId}:${idempotencyKey}`, { bookingSource: source, ...(within ? { within } : {}) });
      return { bookingId: created.body.bookingId };
    },
    async quoteForHost(organizationId, selection) {
      const { property } = await quotes.propertyOnBrand(selection.brand, selection.property);
      if (property.organizationId !== organizationId) throw new AppError('not_found', 'There is no such property here.', { fields: [{ field: 'property', message: 'Not this organization’s', reason: 'not_found' }] });
      return (await quotes.quote(selection)).quote;
    },
    findById: (organizationId, bookingId) => lifecycle.findById(organizationId, bookingId),
    async requote(selection, excludeBookingId) {
      const quoted = await quotes.quote(selection, { excludeBookingId });
      const { total } = quoted;
      return { totalMinor: total.totalMinor, currency: total.currency, snapshot: { currency: total.currency, nights: total.nights, lines: total.lines, totalMinor: total.totalMinor, voucher: quoted.quote.voucher } };
    },
    paymentLinkEmail: (...args) => lifecycle.paymentLinkEmail(...args),
    cancellationEmail: (...args) => lifecycle.cancellationEmail(...args),
  };
  return {
    quotes,
    forHosts,
    requests,
    summary: createBookingSummaryService({ records, access, now }),
    // Online check-in's access by code and email, and the General info step's times and slots.
    checkin: createBookingCheckinService({ repository: createBookingCheckinRepository(db), records, access, now }),
    lifecycle,
  };
}
