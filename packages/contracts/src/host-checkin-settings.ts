import { z } from 'zod';
import { Language } from './brands.ts';
import { checkinStepNames } from './checkin.ts';

// A property's online check-in as its host sets it (steps, deposit and its fallback, the arrival
// window, ID retention), and its agreement text per language with immutable versions.

const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time between 00:00 and 23:59 (HH:MM)');

// What the deposit job does when a card hold (about 7 days) would lapse before the release.
export const depositFallbackChoices = ['reauthorize', 'charge_and_refund'] as const;
export type DepositFallbackChoice = (typeof depositFallbackChoices)[number];

export const arrivalSlotLengths: readonly number[] = [15, 30, 60, 120];

// The arrival slots a guest may choose: earliestArrival, then every slotMinutes up to
// latestArrival; a free departure at the latest at departureBy.
export const ArrivalWindow = z
  .strictObject({
    earliestArrival: Clock,
    latestArrival: Clock,
    slotMinutes: whole(15, 120).refine((minutes) => arrivalSlotLengths.includes(minutes), 'must be 15, 30, 60 or 120'),
    departureBy: Clock,
  })
  .meta({ id: 'ArrivalWindow' });
export type ArrivalWindow = z.infer<typeof ArrivalWindow>;

export const UpdateCheckinSettingsRequest = z
  .strictObject({
    requiredSteps: z.array(z.enum(checkinStepNames)).max(checkinStepNames.length),
    // Minor units of the property's currency; 0 = no deposit.
    depositAmountMinor: whole(0, 10_000_000),
    // When the hold is placed before arrival (24 = the day before).
    depositHoursBeforeArrival: whole(1, 24 * 30),
    depositReleaseDaysAfterCheckout: whole(0, 30),
    identityRetentionDays: whole(1, 365),
    depositFallback: z.enum(depositFallbackChoices).default('reauthorize'),
    // null: any time from the property's check-in time (and until its check-out time).
    arrivalWindow: ArrivalWindow.nullable().default(null),
    // Guests may move their own dates from "My booking" when the new dates are free (re-quoted,
    // applied at once); off: their request becomes a message to the host.
    guestDateChanges: z.boolean().default(false),
  })
  .meta({ id: 'UpdateCheckinSettingsRequest' });
export type UpdateCheckinSettingsRequest = z.infer<typeof UpdateCheckinSettingsRequest>;

export const HostCheckinSettings = UpdateCheckinSettingsRequest.extend({
  propertyId: z.number().int(),
  // False until the host first saves; the values shown are then the defaults.
  configured: z.boolean(),
}).meta({ id: 'HostCheckinSettings' });
export type HostCheckinSettings = z.infer<typeof HostCheckinSettings>;

// --- The agreement --------------------------------------------------------------------------------

export const agreementBodyMaxLength = 50_000;

export const AgreementVersionSummary = z.object({
  id: z.number().int(),
  version: z.number().int(),
  language: Language,
  publishedAt: z.string(),
  // Null for versions made before authors were kept (or seeded).
  authorName: z.string().nullable(),
});

export const HostPropertyAgreement = z
  .object({
    propertyId: z.number().int(),
    // The {{name}} placeholders a text may use.
    placeholders: z.array(z.string()),
    // The language a guest falls back to when there is no version in theirs (the brand's default).
    defaultLanguage: z.string(),
    // The newest version per language (what a guest signs), filled with sample values for preview.
    current: z.array(AgreementVersionSummary.extend({ body: z.string(), preview: z.string() })),
    // The built-in text per language (what a guest signs when there is no version to fall back to).
    builtIn: z.array(z.object({ language: Language, body: z.string() })),
    // Every version, newest first.
    versions: z.array(AgreementVersionSummary),
  })
  .meta({ id: 'HostPropertyAgreement' });
export type HostPropertyAgreement = z.infer<typeof HostPropertyAgreement>;

export const AgreementTextBody = z
  .strictObject({
    language: Language,
    body: z.string().trim().min(1, 'must not be empty').max(agreementBodyMaxLength, `must be at most ${agreementBodyMaxLength} characters`),
  })
  .meta({ id: 'AgreementTextBody' });
export type AgreementTextBody = z.infer<typeof AgreementTextBody>;

export const AgreementPreview = z.object({ language: Language, preview: z.string() }).meta({ id: 'AgreementPreview' });
export type AgreementPreview = z.infer<typeof AgreementPreview>;
