import type { CancellationKind, CancellationRule } from './cancellation.ts';

// The rules a host's rate set-up must follow: cancellation tiers that make sense, plans that
// derive from another without going round in a circle, and stay lengths whose minimum is not
// above their maximum. Each answers problems (a path into the input, a reason, a message) rather
// than throwing, so the API can name every field at once.

export type RuleProblem = { path: readonly (string | number)[]; reason: string; message: string };

// A year's notice is the longest any tier asks for.
export const maxNoticeDays = 365;

/**
 * A cancellation policy's tiers: a non-refundable policy has none; any other has at least one,
 * each with its own notice period, and a later cancellation never refunds more than an earlier one.
 */
export function cancellationRuleProblems(kind: CancellationKind, rules: readonly CancellationRule[]): RuleProblem[] {
  if (kind === 'non_refundable') {
    return rules.length > 0 ? [{ path: ['rules'], reason: 'not_allowed', message: 'A non-refundable policy has no refund tiers.' }] : [];
  }
  if (rules.length === 0) return [{ path: ['rules'], reason: 'required', message: 'Add at least one refund tier.' }];
  const problems: RuleProblem[] = [];
  const seen = new Set<number>();
  rules.forEach((rule, index) => {
    if (seen.has(rule.daysBeforeArrival)) {
      problems.push({ path: ['rules', index, 'daysBeforeArrival'], reason: 'duplicate', message: 'Each tier needs its own number of days.' });
    }
    seen.add(rule.daysBeforeArrival);
  });
  // Compared in order of notice, furthest first: less notice may refund the same or less.
  const ordered = rules.map((rule, index) => ({ rule, index })).sort((a, b) => b.rule.daysBeforeArrival - a.rule.daysBeforeArrival);
  for (let i = 1; i < ordered.length; i += 1) {
    const earlier = ordered[i - 1]!;
    const later = ordered[i]!;
    if (later.rule.daysBeforeArrival !== earlier.rule.daysBeforeArrival && later.rule.refundPercent > earlier.rule.refundPercent) {
      problems.push({
        path: ['rules', later.index, 'refundPercent'],
        reason: 'refund_increases_late',
        message: 'Cancelling later cannot refund more than cancelling earlier.',
      });
    }
  }
  return problems;
}

/** The tiers as stored: furthest notice first. */
export function orderedCancellationRules(rules: readonly CancellationRule[]): CancellationRule[] {
  return [...rules].sort((a, b) => b.daysBeforeArrival - a.daysBeforeArrival);
}

/**
 * Whether plan `planId` deriving from `parentId` would close a circle: the parent, or one of its
 * own parents, is the plan itself. `parentOf` maps each plan of the property to its parent (null:
 * a base plan); a new plan has no id yet (null) and can't be anyone's parent.
 */
export function derivationCycle(planId: number | null, parentId: number, parentOf: ReadonlyMap<number, number | null>): boolean {
  if (planId === null) return false;
  const visited = new Set<number>();
  for (let current: number | null | undefined = parentId; current !== null && current !== undefined; current = parentOf.get(current)) {
    if (current === planId) return true;
    // A circle among other plans is not this plan's doing, but it must not loop forever.
    if (visited.has(current)) return false;
    visited.add(current);
  }
  return false;
}

/** A minimum stay above the maximum can never be booked. */
export function stayLengthProblems(minStay: number | undefined, maxStay: number | null | undefined): RuleProblem[] {
  if (minStay === undefined || maxStay === undefined || maxStay === null || minStay <= maxStay) return [];
  return [{ path: ['maxStay'], reason: 'below_min_stay', message: 'The maximum stay must not be shorter than the minimum stay.' }];
}

/** ISO weekday of a YYYY-MM-DD date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
