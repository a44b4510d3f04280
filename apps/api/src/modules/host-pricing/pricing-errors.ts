import type { FieldError } from '@direct/contracts';
import type { PricingRuleProblem } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import { staleWrite } from '../../http/stale-write.ts';
import type { WriteOutcome } from './versioned-write.ts';

// The answers of the pricing operations when a write can't be done: each says what to fix.

export function invalid(problems: readonly (PricingRuleProblem | FieldError)[]): AppError {
  return new AppError('validation_failed', 'The request is invalid; see fields.', { fields: problems.map(({ field, reason, message }) => ({ field, reason, message })) });
}

// Throws the rules' problems as one 400, so the host sees every field to fix at once.
export function refuseProblems(problems: readonly (PricingRuleProblem | FieldError)[]): void {
  if (problems.length > 0) throw invalid(problems);
}

export const noSuchProperty = () => new AppError('not_found', 'No such property.');

/** The value of a write, or the error that says why there is none. */
export function written<T>(outcome: WriteOutcome<T>, thing: string): T {
  if (outcome.ok) return outcome.value;
  switch (outcome.reason) {
    case 'not_found':
      throw new AppError('not_found', `No such ${thing}.`);
    case 'stale':
      throw staleWrite(thing);
    case 'in_use': {
      const bookings = outcome.count === 1 ? '1 booking' : `${outcome.count} bookings`;
      const message = `${bookings} used this ${thing}, so it can't be deleted; deactivate it instead, and it will no longer be offered.`;
      throw new AppError('conflict', message, { fields: [{ field: 'id', reason: 'in_use', message }] });
    }
  }
}
