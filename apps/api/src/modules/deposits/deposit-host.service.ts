import { depositPhotoTypes, maxDepositPhotoBytes, maxDepositPhotos, type DepositRefusal, type HostCaptureDepositBody, type HostDeposit } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { depositHoldExpiry } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { Booking } from '../bookings/booking-ports.ts';
import type { CheckinProgress } from '../checkin/checkin-ports.ts';
import type { PrivateDocuments } from '../documents/document-ports.ts';
import { depositChanged, depositContext, holdKeyOf, leaseForStep, type DepositContext } from './deposit-context.ts';
import type { createDepositEmails } from './deposit-emails.ts';
import { heldAsCharge, hostDepositOf, photoEventKind, photosOf, refusalMessages, refusalsOf } from './deposit-host-view.ts';
import type { DepositBookings, DepositHolds } from './deposit-ports.ts';
import type { DepositRow, DepositsRepository } from './deposits.repository.ts';

export type DepositHostService = ReturnType<typeof createDepositHostService>;
type Place = { organizationId: number; bookingId: number };

const gatewayDown = (cause: unknown) => new AppError('service_unavailable', 'The payment gateway did not answer; please try again.', { cause });
const refuse = (reason: DepositRefusal) => new AppError('conflict', refusalMessages[reason]);

// The host's side of a booking's deposit: see it, place the hold now, release it, claim part or
// all of it. Gateway keys are the ones the guest's page and the recurring job use for the same
// step, so whichever runs first does it and the others find it done.
export function createDepositHostService(options: {
  repository: DepositsRepository;
  bookings: DepositBookings;
  holds: DepositHolds;
  progress: CheckinProgress;
  emails: ReturnType<typeof createDepositEmails>;
  documents: PrivateDocuments;
  now: () => Date;
}) {
  const { repository, bookings, holds, progress, emails, documents, now } = options;

  async function load(place: Place): Promise<{ booking: Booking; context: DepositContext }> {
    const booking = await bookings.findById(place.organizationId, place.bookingId);
    if (!booking) throw new AppError('not_found', 'There is no such booking.');
    return { booking, context: await depositContext(repository, booking) };
  }

  async function view(place: Place): Promise<HostDeposit> {
    const { booking, context } = await load(place);
    const card = context.deposit?.paymentMethodId ? await holds.cardById(booking.organizationId, context.deposit.paymentMethodId) : null;
    return hostDepositOf(booking, context, card, await repository.events(booking.organizationId, booking.id));
  }

  // What the timeline and the audit log say about this action of this person.
  function records(deposit: DepositRow, actor: AuditActor, kind: string, data: Record<string, unknown>, requestId?: string) {
    return {
      event: { organizationId: deposit.organizationId, bookingId: deposit.bookingId, kind, actor: { kind: actor.kind, id: actor.id, name: actor.name }, data: { amountMinor: deposit.amountMinor, currency: deposit.currency, ...data } },
      audit: { organizationId: deposit.organizationId, actor, action: kind.replace('_', '.'), entityType: 'deposit', entityId: deposit.id, before: deposit, requestId },
    };
  }

  function moved<T>(row: T | null): T {
    if (!row) throw depositChanged();
    return row;
  }

  return {
    view,

    // A photo of the damage, while a claim is still possible: stored privately with the booking.
    async addPhoto(place: Place, bytes: Uint8Array, actor: AuditActor, requestId?: string): Promise<HostDeposit> {
      const { booking, context } = await load(place);
      const refusal = refusalsOf(booking, context).capture;
      if (refusal || !context.deposit) throw refuse(refusal ?? 'not_held');
      const photos = photosOf(await repository.events(booking.organizationId, booking.id));
      if (photos.length >= maxDepositPhotos) throw new AppError('conflict', `A claim keeps at most ${maxDepositPhotos} photos.`);
      const stored = await documents.store({
        organizationId: booking.organizationId,
        bookingId: booking.id,
        kind: 'other',
        bytes,
        allowedTypes: depositPhotoTypes,
        maxBytes: maxDepositPhotoBytes,
        field: 'file',
        encrypt: true,
        retainUntil: null,
      });
      const { event, audit } = records(context.deposit, actor, photoEventKind, { documentId: stored.id, mimeType: stored.mimeType }, requestId);
      await repository.record(event, { ...audit, after: { documentId: stored.id } });
      return view(place);
    },

    // A photo of this booking's claim only (another booking's document id is not found).
    async photo(place: Place, documentId: number): Promise<{ bytes: Uint8Array; mimeType: string }> {
      const { booking } = await load(place);
      const photos = photosOf(await repository.events(booking.organizationId, booking.id));
      const file = photos.some((photo) => photo.documentId === documentId) ? await documents.read(booking.organizationId, documentId) : null;
      if (!file) throw new AppError('not_found', 'There is no such photo.');
      return file;
    },

    async place(place: Place, actor: AuditActor, requestId?: string): Promise<HostDeposit> {
      const { booking, context } = await load(place);
      const refusal = refusalsOf(booking, context).place;
      if (refusal) throw refuse(refusal);
      const deposit = context.deposit as DepositRow;
      const card = await holds.cardById(booking.organizationId, deposit.paymentMethodId as number);
      if (!card) throw refuse('no_card');
      const key = holdKeyOf(deposit, card.providerRef);
      let hold;
      try {
        hold = await holds.authorizeHold({ amountMinor: deposit.amountMinor, currency: deposit.currency, paymentMethodRef: card.providerRef, customerRef: card.customerRef, idempotencyKey: key, returnUrl: null, description: `Security deposit, booking ${booking.code}` });
      } catch (error) {
        throw gatewayDown(error);
      }
      const at = now();
      if (hold.status !== 'authorized') {
        // A hold needing the guest's bank can't be completed without them: it is let go.
        if (hold.status === 'requires_action') await holds.cancelHold(hold.providerRef, `${key}:cancel`).catch(() => undefined);
        const reason = hold.failureReason ?? 'card_decline';
        moved(await repository.transition(booking.organizationId, deposit.id, ['scheduled', 'failed'], { status: 'failed', failureCode: reason }, { ...records(deposit, actor, 'deposit_failed', { reason }, requestId), now: at }));
        return view(place);
      }
      moved(
        await repository.transition(
          booking.organizationId,
          deposit.id,
          ['scheduled', 'failed'],
          { status: 'authorized', providerRef: hold.providerRef, authorizedAt: at, authorizationExpiresAt: depositHoldExpiry(at), failureCode: null },
          { ...records(deposit, actor, 'deposit_held', {}, requestId), now: at },
        ),
      );
      await progress.complete(booking.organizationId, booking.id, 'security_deposit');
      return view(place);
    },

    async release(place: Place, actor: AuditActor, requestId?: string): Promise<HostDeposit> {
      const { booking, context } = await load(place);
      const refusal = refusalsOf(booking, context).release;
      if (refusal) throw refuse(refusal);
      const deposit = context.deposit as DepositRow;
      const at = now();
      const ref = deposit.providerRef;
      if (deposit.status === 'scheduled') {
        moved(await repository.transition(booking.organizationId, deposit.id, ['scheduled'], { status: 'cancelled' }, { ...records(deposit, actor, 'deposit_cancelled', {}, requestId), now: at }));
        return view(place);
      }
      // No hold at the gateway (none was recorded): nothing to spend, so no lease either.
      const lease = ref ? await leaseForStep(repository, deposit, ref, at) : undefined;
      try {
        if (heldAsCharge(deposit) && ref) await holds.refund(ref, deposit.amountMinor, `${deposit.idempotencyKey}:refund:${ref}`);
        else if (ref) await holds.cancelHold(ref, `${deposit.idempotencyKey}:release:${ref}`);
      } catch (error) {
        if (lease) await repository.giveBack(deposit.organizationId, deposit.id, lease);
        throw gatewayDown(error);
      }
      const patch = heldAsCharge(deposit) ? { status: 'released' as const, releasedAt: at, capturedMinor: 0, captureReason: null, capturedAt: null } : { status: 'released' as const, releasedAt: at };
      moved(await repository.transition(booking.organizationId, deposit.id, [deposit.status], patch, { providerRef: ref, lease, ...records(deposit, actor, 'deposit_released', {}, requestId), now: at }));
      return view(place);
    },

    async capture(place: Place, body: HostCaptureDepositBody, actor: AuditActor, requestId?: string): Promise<HostDeposit> {
      const { booking, context } = await load(place);
      const deposit = context.deposit;
      // The same claim sent again (a double submit) answers the claim made.
      if (deposit && (deposit.status === 'captured' || deposit.status === 'partially_captured') && deposit.capturedMinor === body.amountMinor && deposit.captureReason === body.reason) {
        return view(place);
      }
      const refusal = refusalsOf(booking, context).capture;
      if (refusal || !deposit?.providerRef) throw refuse(refusal ?? 'not_held');
      if (body.amountMinor > deposit.amountMinor) {
        throw new AppError('validation_failed', 'The claim is more than the deposit held.', {
          fields: [{ field: 'amountMinor', message: `At most ${deposit.amountMinor}`, reason: 'too_big' }],
        });
      }
      const ref = deposit.providerRef;
      const charged = heldAsCharge(deposit);
      const lease = await leaseForStep(repository, deposit, ref, now());
      try {
        if (charged) {
          const rest = deposit.amountMinor - body.amountMinor;
          if (rest > 0) await holds.refund(ref, rest, `${deposit.idempotencyKey}:claim-refund:${ref}`);
        } else {
          await holds.captureHold(ref, body.amountMinor, `${deposit.idempotencyKey}:capture:${ref}`);
        }
      } catch (error) {
        await repository.giveBack(deposit.organizationId, deposit.id, lease);
        throw new AppError('service_unavailable', 'The payment gateway did not complete the claim; please try again.', { cause: error });
      }
      const at = now();
      const status = body.amountMinor === deposit.amountMinor ? 'captured' : 'partially_captured';
      const email = emails.captured(booking, { depositId: deposit.id, amountMinor: deposit.amountMinor, capturedMinor: body.amountMinor, reason: body.reason });
      moved(
        await repository.transition(
          booking.organizationId,
          deposit.id,
          [deposit.status],
          { status, capturedMinor: body.amountMinor, captureReason: body.reason, capturedAt: at, releasedAt: status === 'partially_captured' ? at : null },
          { providerRef: ref, lease, email, ...records(deposit, actor, 'deposit_captured', { capturedMinor: body.amountMinor, reason: body.reason }, requestId), now: at },
        ),
      );
      return view(place);
    },
  };
}
