import type { BookingQuote, BookingRequestBody, BookingSelection } from '@direct/contracts';
import type { BookingStatus, InstalmentStatus } from '@direct/domain';
import type { EmailBrand } from '../email/email-ports.ts';
import type { WithinReservation } from './booking-holds.repository.ts';

// What other domains may ask of the bookings domain. Payments, deposits, check-in, reviews and the
// background jobs call these service methods (composition root: services.ts), never the bookings
// repository, and all see a booking as one type: Booking.

export type { BookingStatus, InstalmentStatus, WithinReservation };

export type BookingInstalment = {
  id: number;
  sequence: number;
  amountMinor: number;
  currency: string;
  dueDate: string;
  status: InstalmentStatus;
  paidAt: Date | null;
};

/** A booking as every other module sees it: its facts, the accepted quote and the live instalments (no secrets). */
export type Booking = {
  id: number;
  organizationId: number;
  brandId: number;
  propertyId: number;
  unitTypeId: number;
  code: string;
  status: BookingStatus;
  currency: string;
  totalMinor: number;
  paidMinor: number;
  holdExpiresAt: Date | null;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  language: string;
  siteOrigin: string | null;
  guest: { firstName: string; lastName: string; email: string; phone: string | null };
  propertyName: string;
  unitTypeName: string;
  ratePlanName: string;
  quote: BookingQuote;
  instalments: BookingInstalment[];
  // The brand's name, logo, colours and contact for the branded emails (absent: platform layout).
  emailBrand?: EmailBrand;
};

// Online check-in's paid early check-in / late check-out slots (saved through the bookings domain).
export type SlotKind = 'arrival_time' | 'departure_time';

export type SlotChange = {
  kind: SlotKind;
  // The slot to keep or add; null: none (a free time).
  wanted: { addOnId: number; label: string; amountMinor: number; slotTime: string } | null;
};

export type InstalmentPaidOutcome =
  // This payment confirmed a pending booking (hold became a stay; confirmation email queued).
  | 'confirmed'
  // A later instalment of a confirmed booking was recorded.
  | 'recorded'
  // The instalment was already paid: nothing changed (replays, duplicate webhooks).
  | 'already_paid'
  // The hold had lapsed and the dates were taken meanwhile: the caller must refund.
  | 'unavailable';

export interface BookingsForPayments {
  /** The booking behind a code and its access token; null when either is wrong or the token expired. */
  findByAccess(code: string, accessToken: string): Promise<Booking | null>;
  /** A booking of an organization by id (webhooks, jobs). */
  findById(organizationId: number, bookingId: number): Promise<Booking | null>;
  /**
   * Records an instalment as paid, in one transaction with what follows from it: a pending booking
   * becomes confirmed (hold → stay, voucher use counted, confirmation email queued). Idempotent.
   */
  recordInstalmentPaid(input: {
    organizationId: number;
    bookingId: number;
    instalmentId: number;
    amountMinor: number;
    paidAt: Date;
  }): Promise<{ outcome: InstalmentPaidOutcome }>;
  /** A payment is processing (bank confirmation pending): keep the dates until the unpaid-cancel deadline. */
  extendHoldWhileProcessing(organizationId: number, bookingId: number): Promise<void>;
  /** Unpaid instalments of confirmed bookings due on or before `now`'s date, oldest first. */
  dueInstalments(now: Date, limit: number): Promise<{ organizationId: number; bookingId: number; instalmentId: number }[]>;
  /** An off-session charge failed: mark the instalment failed and queue the pay-by-link email (once per instalment). */
  instalmentChargeFailed(input: { organizationId: number; bookingId: number; instalmentId: number }): Promise<void>;
}

export interface BookingMaintenance {
  /** pending_payment bookings whose hold lapsed become expired and free their dates. Returns how many. */
  releaseExpiredHolds(now: Date): Promise<number>;
  /** Bookings still unpaid UNPAID_CANCEL_HOURS after they were due are cancelled (dates freed, guest emailed). */
  cancelUnpaidBookings(now: Date): Promise<number>;
}

/** An email written for the outbox (the caller inserts it in its own transaction). */
export type BookingEmailDraft = {
  organizationId: number;
  brandId: number;
  dedupeKey: string;
  bookingId?: number;
  kind?: string;
  toAddress: string;
  fromAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
};

/** A stay re-priced by the booking engine's own quote (same rules as the site). */
export type RequotedStay = {
  totalMinor: number;
  currency: string;
  // What the booking stores as its accepted quote (bookings.quote).
  snapshot: {
    currency: string;
    nights: { date: string; priceMinor: number }[];
    lines: { kind: string; label: string; amountMinor: number }[];
    totalMinor: number;
    voucher: { code: string; label: string } | null;
  };
};

// What the host's booking actions (host-booking-changes) ask of the bookings domain: the same
// quote as the site, and the guest's emails in the guest's language with the booking's links.
export interface BookingsForHosts {
  findById(organizationId: number, bookingId: number): Promise<Booking | null>;
  /** The site's quote for a selection; excludeBookingId: that booking's own nights count as free. */
  requote(selection: BookingSelection, excludeBookingId: number): Promise<RequotedStay>;
  /** The pay-by-link email for an instalment (the payment terminal's address), under the caller's dedupe key. */
  paymentLinkEmail(organizationId: number, bookingId: number, instalment: { id: number; amountMinor: number; dueDate: string }, dedupeKey: string): Promise<BookingEmailDraft>;
  /**
   * A booking a host took by phone or email, made exactly as the site's request (quote, hold,
   * constraint); not found when the property is not the organization's. Idempotent by key.
   * `within` runs in the booking's own transaction (the host's audit entry and timeline event).
   */
  createForHost(organizationId: number, body: BookingRequestBody, idempotencyKey: string, source: 'phone' | 'email', within?: WithinReservation): Promise<{ bookingId: number }>;
  /** The site's quote for a selection on one of the organization's properties (not found otherwise). */
  quoteForHost(organizationId: number, selection: BookingSelection): Promise<BookingQuote>;
  /** The guest's cancellation email, under the caller's dedupe key. */
  cancellationEmail(organizationId: number, bookingId: number, dedupeKey: string): Promise<BookingEmailDraft>;
}
