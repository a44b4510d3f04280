import { z } from 'zod';
import { Money } from './catalog-query.ts';
import { depositStatuses } from './deposits.ts';
import { OrganizationParams } from './host-accounts.ts';
import { maxInt4 } from './numbers.ts';

// A booking's security deposit as the host runs it: place the hold now, release it, or claim part
// or all of it with a reason (the guest is emailed the reason and amount), with its timeline.

export const HostDepositParams = OrganizationParams.extend({ bookingId: z.coerce.number().int().min(1).max(maxInt4) });

// fallback_charged / fallback_refunded: the host's charge_and_refund fallback for a hold that would lapse.
export const depositTimelineKinds = ['scheduled', 'held', 'reauthorized', 'fallback_charged', 'fallback_refunded', 'released', 'captured', 'failed', 'expired', 'cancelled'] as const;
export type DepositTimelineKind = (typeof depositTimelineKinds)[number];

export const HostDepositTimelineEntry = z
  .object({
    kind: z.enum(depositTimelineKinds),
    at: z.string(),
    // Who did it: the guest, a host's person or client (by name), or the platform's timeline.
    actor: z.enum(['guest', 'host', 'system']),
    actorName: z.string().nullable(),
    amount: Money.nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'HostDepositTimelineEntry' });

// Why an action is not offered now (null: it is). The same reasons the API refuses it with.
export const depositRefusals = ['no_deposit', 'no_card', 'already_held', 'not_held', 'already_released', 'already_captured', 'booking_not_confirmed'] as const;
export type DepositRefusal = (typeof depositRefusals)[number];

export const HostDeposit = z
  .object({
    bookingId: z.number().int(),
    bookingCode: z.string(),
    guestName: z.string(),
    // False when the property asks no deposit (nothing else applies then).
    required: z.boolean(),
    // Null until the guest gave a card (or the host placed the hold).
    status: z.enum(depositStatuses).nullable(),
    amount: Money,
    captured: Money,
    captureReason: z.string().nullable(),
    failureReason: z.string().nullable(),
    card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
    holdOn: z.string().nullable(),
    releaseOn: z.string().nullable(),
    // When the card hold lapses (about 7 days after it is placed).
    holdExpiresAt: z.string().nullable(),
    // What happens when the hold would lapse before the release: the property's choice when the deposit was made.
    fallback: z.enum(['reauthorize', 'charge_and_refund', 'none']),
    actions: z.object({
      place: z.enum(depositRefusals).nullable(),
      release: z.enum(depositRefusals).nullable(),
      capture: z.enum(depositRefusals).nullable(),
    }),
    timeline: z.array(HostDepositTimelineEntry),
    // Photos of the damage the host added (private files; read through hostGetDepositPhoto).
    photos: z.array(z.object({ documentId: z.number().int(), addedAt: z.string() })),
  })
  .meta({ id: 'HostDeposit' });
export type HostDeposit = z.infer<typeof HostDeposit>;

export const HostDepositPhotoParams = HostDepositParams.extend({ documentId: z.coerce.number().int().min(1).max(maxInt4) });
export const depositPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const maxDepositPhotoBytes = 10 * 1024 * 1024;
export const maxDepositPhotos = 10;

export const HostCaptureDepositBody = z
  .strictObject({
    amountMinor: z.number().int().min(1, 'must be at least 1').max(maxInt4),
    reason: z.string().trim().min(3, 'must be at least 3 characters').max(1000),
  })
  .meta({ id: 'HostCaptureDepositBody' });
export type HostCaptureDepositBody = z.infer<typeof HostCaptureDepositBody>;
