import { adjustByPercent, type PercentInput } from '../money/percent.ts';
import { sortByDate, type DailyRate } from './daily-rate.ts';

export type RatePlanLink = {
  id: number;
  parentRatePlanId: number | null;
  derivedPercent: PercentInput | null;
};

/** A parent's price changed by the plan's percentage, rounded to the minor unit (halves away from zero). */
export function derivePrice(parentPriceMinor: number, derivedPercent: PercentInput): number {
  return adjustByPercent(parentPriceMinor, derivedPercent);
}

/**
 * The rows a derived plan sells: the parent's rows with the adjusted price and the parent's
 * restrictions, except on dates where the plan has rows of its own (a host override wins).
 * Sorted by date.
 */
export function deriveDailyRates(
  parentRates: readonly DailyRate[],
  ownRates: readonly DailyRate[],
  derivedPercent: PercentInput,
): DailyRate[] {
  const byDate = new Map<string, DailyRate>();
  for (const parent of parentRates) {
    byDate.set(parent.date, { ...parent, priceMinor: derivePrice(parent.priceMinor, derivedPercent) });
  }
  for (const own of ownRates) byDate.set(own.date, { ...own });
  return sortByDate([...byDate.values()]);
}

/**
 * The effective rows of any plan, following parent links (a derived plan may derive from a
 * derived plan). `ratesByPlan` holds each plan's own stored rows.
 */
export function resolveRatePlanRates(
  ratePlanId: number,
  plans: readonly RatePlanLink[],
  ratesByPlan: ReadonlyMap<number, readonly DailyRate[]>,
): DailyRate[] {
  const plansById = new Map(plans.map((plan) => [plan.id, plan]));
  const resolve = (planId: number, visiting: ReadonlySet<number>): DailyRate[] => {
    if (visiting.has(planId)) throw new Error(`Rate plan ${planId} derives from itself`);
    const plan = plansById.get(planId);
    if (!plan) throw new Error(`Unknown rate plan ${planId}`);
    const ownRates = ratesByPlan.get(planId) ?? [];
    if (plan.parentRatePlanId === null || plan.derivedPercent === null) {
      return sortByDate(ownRates);
    }
    const parentRates = resolve(plan.parentRatePlanId, new Set([...visiting, planId]));
    return deriveDailyRates(parentRates, ownRates, plan.derivedPercent);
  };
  return resolve(ratePlanId, new Set());
}
