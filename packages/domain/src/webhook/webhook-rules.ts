// Signed webhooks out: which events exist, when a failed delivery is tried again, and when an
// endpoint that keeps failing is switched off (decision 0025).

export const webhookEventTypes = [
  'booking.created',
  'booking.confirmed',
  'booking.modified',
  'booking.cancelled',
  'payment.succeeded',
  'payment.refunded',
  'checkin.completed',
  'review.created',
  'conflict.raised',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (webhookEventTypes as readonly string[]).includes(value);
}

const minute = 60_000;
const hour = 60 * minute;

// The wait after the n-th failed attempt (1-based): 1 min, 5 min, 30 min, 2 h, 5 h, then every
// 10 h. With 12 attempts the last one is about 3 days after the first.
export const webhookRetryDelaysMs: readonly number[] = [minute, 5 * minute, 30 * minute, 2 * hour, 5 * hour, 10 * hour];
export const webhookMaxAttempts = 12;

// `random` in [0, 1): up to ±20 % jitter so endpoints that failed together don't retry in step.
export function webhookRetryDelayMs(failedAttempts: number, random: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), webhookRetryDelaysMs.length) - 1;
  const base = webhookRetryDelaysMs[index]!;
  return Math.round(base * (0.8 + 0.4 * random));
}

// An endpoint is switched off when it has failed this many times in a row, or when every
// attempt has failed for this long: a receiver that is gone should stop costing us work.
export const webhookDisableAfterFailures = 15;
export const webhookDisableAfterMs = 3 * 24 * hour;

export function shouldDisableWebhookEndpoint(input: { consecutiveFailures: number; failingSince: Date | null; now: Date }): boolean {
  if (input.consecutiveFailures >= webhookDisableAfterFailures) return true;
  return input.failingSince !== null && input.now.getTime() - input.failingSince.getTime() >= webhookDisableAfterMs;
}
