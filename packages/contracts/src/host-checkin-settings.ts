import { z } from 'zod';
import { checkinStepNames } from './checkin.ts';

// A property's online check-in as its host sets it (steps, deposit, ID retention).

const whole = (min: number, max: number) => z.number().int().min(min).max(max);

export const UpdateCheckinSettingsRequest = z
  .strictObject({
    requiredSteps: z.array(z.enum(checkinStepNames)).max(checkinStepNames.length),
    // Minor units of the property's currency; 0 = no deposit.
    depositAmountMinor: whole(0, 10_000_000),
    // When the hold is placed before arrival (24 = the day before).
    depositHoursBeforeArrival: whole(1, 24 * 30),
    depositReleaseDaysAfterCheckout: whole(0, 30),
    identityRetentionDays: whole(1, 365),
  })
  .meta({ id: 'UpdateCheckinSettingsRequest' });
export type UpdateCheckinSettingsRequest = z.infer<typeof UpdateCheckinSettingsRequest>;

export const HostCheckinSettings = UpdateCheckinSettingsRequest.extend({
  propertyId: z.number().int(),
  // False until the host first saves; the values shown are then the defaults.
  configured: z.boolean(),
}).meta({ id: 'HostCheckinSettings' });
export type HostCheckinSettings = z.infer<typeof HostCheckinSettings>;
