import { randomInt } from 'node:crypto';

// The one-time code that proves the signer reads the booker's mailbox before signing.

export const verificationCodeLength = 6;
export const verificationCodeTtlMs = 10 * 60_000;
export const verificationMaxAttempts = 5;
// A new code may be asked for once a minute: enough for a lost email, too slow to spam a mailbox.
export const verificationResendIntervalMs = 60_000;

export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** verificationCodeLength)).padStart(verificationCodeLength, '0');
}

/** Digits only, spaces and dashes a guest may type ignored. */
export function normalizeVerificationCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export type VerificationAttempt = { attempts: number; expiresAt: Date; verifiedAt: Date | null };

/** Why a stored code can no longer be tried, or null while it can. */
export function verificationBlocked(code: VerificationAttempt, now: Date): 'expired' | 'attempts_used' | null {
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (code.attempts >= verificationMaxAttempts) return 'attempts_used';
  return null;
}

/** Seconds until another code may be sent (0: now). */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const wait = lastSentAt.getTime() + verificationResendIntervalMs - now.getTime();
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}
