import { describe, expect, it } from 'vitest';
import { shouldDisableWebhookEndpoint, webhookMaxAttempts, webhookRetryDelayMs } from './webhook-rules.ts';

describe('webhook retries', () => {
  it('backs off 1 min, 5 min, 30 min, 2 h, 5 h, then 10 h, within ±20 % jitter', () => {
    const minute = 60_000;
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => webhookRetryDelayMs(n, 0.5))).toEqual([1, 5, 30, 120, 300, 600, 600].map((m) => m * minute));
    expect(webhookRetryDelayMs(1, 0)).toBe(0.8 * minute);
    expect(webhookRetryDelayMs(1, 0.999999)).toBeLessThan(1.2 * minute + 1);
  });

  it('spreads the attempts over about three days', () => {
    let total = 0;
    for (let n = 1; n < webhookMaxAttempts; n++) total += webhookRetryDelayMs(n, 0.5);
    expect(total / 3_600_000).toBeGreaterThan(60);
    expect(total / 3_600_000).toBeLessThan(80);
  });

  it('switches an endpoint off after 15 failures in a row or three days of failures', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    expect(shouldDisableWebhookEndpoint({ consecutiveFailures: 14, failingSince: new Date('2026-01-09T00:00:00Z'), now })).toBe(false);
    expect(shouldDisableWebhookEndpoint({ consecutiveFailures: 15, failingSince: new Date('2026-01-09T00:00:00Z'), now })).toBe(true);
    expect(shouldDisableWebhookEndpoint({ consecutiveFailures: 3, failingSince: new Date('2026-01-07T00:00:00Z'), now })).toBe(true);
    expect(shouldDisableWebhookEndpoint({ consecutiveFailures: 0, failingSince: null, now })).toBe(false);
  });
});
