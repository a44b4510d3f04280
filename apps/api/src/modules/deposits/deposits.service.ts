import type { AuthorizeDepositBody, CaptureDepositBody, SendDepositFormBody, DepositAuthorizeResult, DepositCaptureResult, DepositTerminal, PaymentFailureReason } from '@direct/contracts';
import { depositHoldExpiry, placeHoldNow } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../auth/auth-ports.ts';
import type { Booking } from '../bookings/booking-ports.ts';
import type { CheckinProgress } from '../checkin/checkin-ports.ts';
import { GatewayRequestError } from '../payments/payment-ports.ts';
import { depositChanged, depositContext, depositKeyOf, defaultFallback, holdKeyOf, leaseForStep, type DepositContext } from './deposit-context.ts';
import type { createDepositEmails } from './deposit-emails.ts';
import type { DepositBookings, DepositHolds, SavedCard } from './deposit-ports.ts';
import { authorizeResultOf, terminalOf } from './deposit-views.ts';
import { fallbackChargeReason, type DepositRow, type DepositsRepository } from './deposits.repository.ts';

export type DepositsService = ReturnType<typeof createDepositsService>;

const notFound = () => new AppError('not_found', 'No booking matches this code and access token.');
const settled: DepositRow['status'][] = ['authorized', 'captured', 'partially_captured', 'released', 'expired', 'cancelled'];

// The guest's deposit page and authorize_deposit, and the host's claim.
export function createDepositsService(options: {
  repository: DepositsRepository;
  bookings: DepositBookings;
  holds: DepositHolds;
  progress: CheckinProgress;
  emails: ReturnType<typeof createDepositEmails>;
  now: () => Date;
}) {
  const { repository, bookings, holds, progress, emails, now } = options;

  // The guest's steps, for the booking's timeline.
  const guestEvent = (deposit: DepositRow, kind: string, data: Record<string, unknown> = {}) => ({
    organizationId: deposit.organizationId,
    bookingId: deposit.bookingId,
    kind,
    actor: { kind: 'guest' as const },
    data: { amountMinor: deposit.amountMinor, currency: deposit.currency, ...data },
  });

  async function access(code: string, token: string): Promise<Booking> {
    const booking = await bookings.findByAccess(code, token);
    if (!booking || booking.code !== code) throw notFound();
    return booking;
  }

  // Only a paid (confirmed) booking takes a deposit, until the release time has passed.
  function checkOpen(booking: Booking, context: DepositContext): void {
    if (!context.required) throw new AppError('not_found', 'No deposit is due on this booking.');
    if (booking.status === 'pending_payment') throw new AppError('conflict', 'Please pay the booking before adding the deposit.');
    if (booking.status !== 'confirmed' || now().getTime() >= context.timeline.releaseAt.getTime()) {
      throw new AppError('expired', 'The deposit period of this booking is over.');
    }
  }

  async function ensureDeposit(booking: Booking, context: DepositContext): Promise<DepositRow> {
    if (context.deposit) return context.deposit;
    return repository.ensure({
      organizationId: booking.organizationId,
      bookingId: booking.id,
      provider: holds.providerName,
      amountMinor: context.settings?.depositAmountMinor ?? 0,
      currency: booking.currency,
      status: 'scheduled',
      fallback: context.settings?.fallback ?? defaultFallback,
      scheduledFor: context.timeline.holdAt,
      releaseAfter: context.timeline.releaseAt,
      idempotencyKey: depositKeyOf(holds.providerName, booking.id),
    });
  }

  async function cardOf(booking: Booking, deposit: DepositRow | null): Promise<SavedCard | null> {
    return deposit?.paymentMethodId ? holds.cardById(booking.organizationId, deposit.paymentMethodId) : null;
  }

  async function failed(booking: Booking, deposit: DepositRow, card: SavedCard | null, reason: PaymentFailureReason): Promise<DepositAuthorizeResult> {
    // A card already saved for a later hold stays: only a deposit without a usable card fails.
    const keepsCard = deposit.status === 'scheduled' && deposit.paymentMethodId !== null && deposit.paymentMethodId !== card?.id;
    const row = keepsCard
      ? deposit
      : ((await repository.transition(booking.organizationId, deposit.id, ['scheduled', 'failed'], { status: 'failed', failureCode: reason, ...(card ? { paymentMethodId: card.id } : {}) }, { event: guestEvent(deposit, 'deposit_failed', { reason }), now: now() })) ?? deposit);
    return { ...authorizeResultOf(row, card), status: 'failed', failureReason: reason };
  }

  // Places the hold on the saved card now (the hold's day has come).
  async function hold(booking: Booking, deposit: DepositRow, card: SavedCard): Promise<DepositAuthorizeResult> {
    let gateway;
    try {
      gateway = await holds.authorizeHold({
        amountMinor: deposit.amountMinor,
        currency: deposit.currency,
        paymentMethodRef: card.providerRef,
        customerRef: card.customerRef,
        idempotencyKey: holdKeyOf(deposit, card.providerRef),
        returnUrl: null,
        description: `Security deposit, booking ${booking.code}`,
      });
    } catch (error) {
      if (error instanceof GatewayRequestError && error.gatewayCode.startsWith('idempotency')) {
        throw new AppError('conflict', 'This deposit is already being processed; please wait a moment.', { cause: error });
      }
      // No answer: the deposit stays as it was and a retry re-uses the same key.
      throw new AppError('service_unavailable', 'The payment gateway did not answer; please try again.', { cause: error });
    }
    if (gateway.status !== 'authorized') {
      // A hold needing the guest's bank (3-D Secure) isn't offered here: it is let go.
      if (gateway.status === 'requires_action') await holds.cancelHold(gateway.providerRef, `${holdKeyOf(deposit, card.providerRef)}:cancel`).catch(() => undefined);
      return failed(booking, deposit, card, gateway.failureReason ?? (gateway.status === 'requires_action' ? 'authentication_failed' : 'card_decline'));
    }
    const at = now();
    const row =
      (await repository.transition(
        booking.organizationId,
        deposit.id,
        ['scheduled', 'failed'],
        { status: 'authorized', providerRef: gateway.providerRef, paymentMethodId: card.id, authorizedAt: at, authorizationExpiresAt: depositHoldExpiry(at), failureCode: null },
        { event: guestEvent(deposit, 'deposit_held'), now: at },
      )) ?? (await repository.byId(booking.organizationId, deposit.id));
    await progress.complete(booking.organizationId, booking.id, 'security_deposit');
    return authorizeResultOf(row ?? deposit, card);
  }

  return {
    async terminal(code: string, token: string): Promise<DepositTerminal> {
      const booking = await access(code, token);
      const context = await depositContext(repository, booking);
      const onFile = await holds.cardOnFile(booking.organizationId, booking.id);
      return { ...terminalOf(booking, context, await cardOf(booking, context.deposit), holds.providerInfo(), placeHoldNow(context.timeline.holdAt, now())), cardOnFile: onFile ? { brand: onFile.brand, last4: onFile.last4 } : null };
    },

    async authorize(code: string, body: AuthorizeDepositBody): Promise<DepositAuthorizeResult> {
      const booking = await access(code, body.access_token);
      if (holds.providerName === 'paypal') throw new AppError('not_found', 'Card deposits are not enabled for this host.');
      const context = await depositContext(repository, booking);
      checkOpen(booking, context);
      const deposit = await ensureDeposit(booking, context);
      // Held (or over): a retry or a second card never holds twice.
      if (settled.includes(deposit.status)) return authorizeResultOf(deposit, await cardOf(booking, deposit));
      const current = await cardOf(booking, deposit);
      if (deposit.status === 'scheduled' && current?.providerRef === body.payment_method_id && !placeHoldNow(deposit.scheduledFor, now())) {
        return authorizeResultOf(deposit, current);
      }
      const saved = await holds.saveCard({
        organizationId: booking.organizationId,
        bookingId: booking.id,
        paymentMethodRef: body.payment_method_id,
        email: booking.guest.email,
        idempotencyKey: `${deposit.idempotencyKey}:save:${body.payment_method_id}`,
      });
      if (!saved.ok) return failed(booking, deposit, null, saved.reason);
      if (placeHoldNow(deposit.scheduledFor, now())) return hold(booking, deposit, saved.card);
      const row =
        (await repository.transition(booking.organizationId, deposit.id, ['scheduled', 'failed'], { status: 'scheduled', paymentMethodId: saved.card.id, failureCode: null }, { now: now() })) ??
        (await repository.byId(booking.organizationId, deposit.id)) ??
        deposit;
      if (row.status === 'scheduled') await progress.complete(booking.organizationId, booking.id, 'security_deposit');
      return authorizeResultOf(row, row.paymentMethodId === saved.card.id ? saved.card : await cardOf(booking, row));
    },

    // send_deposit_form_stripe: a payment method from Stripe Elements (as authorize_deposit) or the card on file.
    async sendDepositForm(code: string, body: SendDepositFormBody): Promise<DepositAuthorizeResult> {
      if (holds.providerName === 'paypal') throw new AppError('not_found', 'Card deposits are not enabled for this host; use PayPal.');
      if (body.payment_method_id) return this.authorize(code, { access_token: body.access_token, payment_method_id: body.payment_method_id });
      return this.holdWithCardOnFile(code, body.access_token);
    },

    // The deposit on the booking's card on file (a saved card, or the vaulted PayPal account).
    async holdWithCardOnFile(code: string, token: string): Promise<DepositAuthorizeResult> {
      const booking = await access(code, token);
      const context = await depositContext(repository, booking);
      checkOpen(booking, context);
      const deposit = await ensureDeposit(booking, context);
      if (settled.includes(deposit.status)) return authorizeResultOf(deposit, await cardOf(booking, deposit));
      const card = await holds.cardOnFile(booking.organizationId, booking.id);
      if (!card) throw new AppError('conflict', 'There is no card on file for this booking.');
      if (placeHoldNow(deposit.scheduledFor, now())) return hold(booking, deposit, card);
      const row =
        (await repository.transition(booking.organizationId, deposit.id, ['scheduled', 'failed'], { status: 'scheduled', paymentMethodId: card.id, failureCode: null }, { now: now() })) ??
        (await repository.byId(booking.organizationId, deposit.id)) ??
        deposit;
      if (row.status === 'scheduled') await progress.complete(booking.organizationId, booking.id, 'security_deposit');
      return authorizeResultOf(row, row.paymentMethodId === card.id ? card : await cardOf(booking, row));
    },

    // The host's claim: part or all of the hold, with a reason; the rest is released.
    async capture(identity: Identity | null, code: string, body: CaptureDepositBody): Promise<DepositCaptureResult> {
      const organizationId = identity?.organizationId ?? null;
      if (organizationId === null) throw new AppError('forbidden', "Only the host's own API client can claim a deposit.");
      const bookingId = await repository.bookingIdByCode(organizationId, code);
      const booking = bookingId === null ? null : await bookings.findById(organizationId, bookingId);
      if (!booking) throw new AppError('not_found', 'There is no such booking.');
      const deposit = await repository.byBooking(organizationId, booking.id);
      const charged = deposit?.status === 'captured' && deposit.captureReason === fallbackChargeReason;
      if (!deposit || !deposit.providerRef || (deposit.status !== 'authorized' && !charged)) {
        throw new AppError('conflict', 'No deposit is held on this booking.');
      }
      if (body.amount_minor > deposit.amountMinor) {
        throw new AppError('validation_failed', 'The claim is more than the deposit held.', {
          fields: [{ field: 'amount_minor', message: `At most ${deposit.amountMinor}`, reason: 'too_big' }],
        });
      }
      const ref = deposit.providerRef;
      const lease = await leaseForStep(repository, deposit, ref, now());
      try {
        if (charged) {
          const rest = deposit.amountMinor - body.amount_minor;
          if (rest > 0) await holds.refund(ref, rest, `${deposit.idempotencyKey}:claim-refund:${ref}`);
        } else {
          await holds.captureHold(ref, body.amount_minor, `${deposit.idempotencyKey}:capture:${ref}`);
        }
      } catch (error) {
        await repository.giveBack(organizationId, deposit.id, lease);
        throw new AppError('service_unavailable', 'The payment gateway did not complete the claim; please try again.', { cause: error });
      }
      const at = now();
      const status = body.amount_minor === deposit.amountMinor ? 'captured' : 'partially_captured';
      const email = emails.captured(booking, { depositId: deposit.id, amountMinor: deposit.amountMinor, capturedMinor: body.amount_minor, reason: body.reason });
      const row = await repository.transition(
        organizationId,
        deposit.id,
        [deposit.status],
        { status, capturedMinor: body.amount_minor, captureReason: body.reason, capturedAt: at, releasedAt: status === 'partially_captured' ? at : null },
        { providerRef: ref, lease, email, now: at },
      );
      if (!row) throw depositChanged();
      const money = (amountMinor: number) => ({ amountMinor, currency: row.currency });
      return {
        bookingCode: booking.code,
        status: row.status,
        amount: money(row.amountMinor),
        captured: money(row.capturedMinor),
        released: money(row.amountMinor - row.capturedMinor),
        captureReason: body.reason,
      };
    },
  };
}
