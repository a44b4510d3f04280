import type { HostCancellationPolicy, HostRatePlan } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { derivationCycle, orderedCancellationRules, utcDateOf } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import { staleWrite } from '../../http/stale-write.ts';
import type { BookingUse, PlanInput, PlanRow, PolicyInput, PolicyRow, RatePlansRepository } from './rate-plans.repository.ts';
import type { RatesCalendarRepository } from './rates-calendar.repository.ts';

// Cancellation policies and rate plans: the rules (derivation without circles, a parent of the
// same property, nothing a current or future booking needs taken away) and the answers.

export type RatePlansService = ReturnType<typeof createRatePlansService>;

const fieldError = (field: string, reason: string, message: string) => new AppError('validation_failed', message, { fields: [{ field, message, reason }] });

const policyView = (row: PolicyRow): HostCancellationPolicy => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  rules: row.rules.map((rule) => ({ daysBeforeArrival: rule.daysBeforeArrival, refundPercent: rule.refundPercent })),
  ratePlanCount: row.rate_plan_count,
  version: row.version,
});

export const planView = (row: PlanRow): HostRatePlan => ({
  id: row.id,
  propertyId: row.property_id,
  name: row.name,
  description: row.description,
  cancellationPolicy: { id: row.cancellation_policy_id, name: row.policy_name, kind: row.policy_kind },
  mealPlan: row.meal_plan,
  parentRatePlanId: row.parent_rate_plan_id,
  derivedPercent: row.derived_percent === null ? null : Number(row.derived_percent),
  prepaymentPercent: row.prepayment_percent,
  balanceDueDaysBeforeArrival: row.balance_due_days_before_arrival,
  allowForBookingEngine: row.allow_for_booking_engine,
  isActive: row.is_active,
  sortOrder: row.sort_order,
  translations: row.translations,
  version: row.version,
});

// "LS-7K3Q9P (2026-05-01 → 2026-05-04)", the bookings a refusal names.
const bookingList = (bookings: readonly BookingUse[]) => bookings.map((booking) => `${booking.code} (${booking.check_in} → ${booking.check_out})`).join(', ');

function inUse(bookings: readonly BookingUse[], what: 'deactivated' | 'deleted'): AppError {
  const message = `This rate plan can't be ${what}: current or future bookings use it: ${bookingList(bookings)}.`;
  return new AppError('conflict', message, { fields: [{ field: what === 'deactivated' ? 'isActive' : 'ratePlanId', message, reason: 'in_use' }] });
}

export function createRatePlansService(options: { repository: RatePlansRepository; properties: Pick<RatesCalendarRepository, 'property'>; now: () => Date }) {
  const { repository, properties, now } = options;

  async function requireProperty(organizationId: number, propertyId: number) {
    const property = await properties.property(organizationId, propertyId);
    if (!property) throw new AppError('not_found', 'No such property.');
    return property;
  }

  async function requirePolicy(organizationId: number, policyId: number) {
    if (!(await repository.policyExists(organizationId, policyId))) throw fieldError('cancellationPolicyId', 'not_found', 'No such cancellation policy.');
  }

  // The parent must be another plan of the same property, and not the plan itself or one derived from it.
  async function checkParent(organizationId: number, propertyId: number, ratePlanId: number | null, input: PlanInput) {
    if (input.parentRatePlanId === null) return;
    const parents = await repository.parentsOf(organizationId, propertyId);
    if (!parents.has(input.parentRatePlanId)) throw fieldError('parentRatePlanId', 'not_found', 'The plan to derive from must be another plan of this property.');
    if (derivationCycle(ratePlanId, input.parentRatePlanId, parents)) {
      throw fieldError('parentRatePlanId', 'cycle', 'A plan can’t derive from itself or from a plan derived from it.');
    }
  }

  const today = () => utcDateOf(now());

  return {
    async listPolicies(organizationId: number) {
      return { data: (await repository.policies(organizationId)).map(policyView) };
    },

    async createPolicy(organizationId: number, input: PolicyInput, actor: AuditActor) {
      const id = await repository.createPolicy(organizationId, { ...input, rules: orderedCancellationRules(input.rules) }, actor);
      return policyView((await repository.policy(organizationId, id))!);
    },

    async updatePolicy(organizationId: number, policyId: number, input: PolicyInput & { version: number }, actor: AuditActor) {
      const outcome = await repository.updatePolicy(organizationId, policyId, { ...input, rules: orderedCancellationRules(input.rules) }, actor);
      if (outcome === 'not_found') throw new AppError('not_found', 'No such cancellation policy.');
      if (outcome === 'stale') throw staleWrite('cancellation policy');
      return policyView((await repository.policy(organizationId, policyId))!);
    },

    async deletePolicy(organizationId: number, policyId: number, actor: AuditActor) {
      const outcome = await repository.deletePolicy(organizationId, policyId, actor);
      if (outcome.ok) return;
      if (outcome.reason === 'not_found') throw new AppError('not_found', 'No such cancellation policy.');
      const message = `This cancellation policy is used by rate plans: ${outcome.plans.join(', ')}. Choose another policy for them first.`;
      throw new AppError('conflict', message, { fields: [{ field: 'policyId', message, reason: 'in_use' }] });
    },

    async listPlans(organizationId: number, propertyId: number) {
      await requireProperty(organizationId, propertyId);
      return { data: (await repository.plans(organizationId, propertyId)).map(planView) };
    },

    async createPlan(organizationId: number, propertyId: number, input: PlanInput, actor: AuditActor) {
      await requireProperty(organizationId, propertyId);
      await requirePolicy(organizationId, input.cancellationPolicyId);
      await checkParent(organizationId, propertyId, null, input);
      return planView(await repository.createPlan(organizationId, propertyId, input, actor));
    },

    async updatePlan(organizationId: number, ratePlanId: number, input: PlanInput & { version: number }, actor: AuditActor) {
      const current = await repository.plan(organizationId, ratePlanId);
      if (!current) throw new AppError('not_found', 'No such rate plan.');
      await requirePolicy(organizationId, input.cancellationPolicyId);
      await checkParent(organizationId, current.property_id, ratePlanId, input);
      const outcome = await repository.updatePlan(organizationId, ratePlanId, input, actor, today());
      if (outcome.ok) return planView(outcome.plan);
      if (outcome.reason === 'stale') throw staleWrite('rate plan');
      if (outcome.reason === 'in_use') throw inUse(outcome.bookings, 'deactivated');
      throw new AppError('not_found', 'No such rate plan.');
    },

    async deletePlan(organizationId: number, ratePlanId: number, actor: AuditActor) {
      const outcome = await repository.deletePlan(organizationId, ratePlanId, actor, today());
      if (outcome.ok) return;
      switch (outcome.reason) {
        case 'in_use':
          throw inUse(outcome.bookings, 'deleted');
        case 'has_derived': {
          const message = `Other plans derive their prices from this one: ${outcome.plans.join(', ')}. Change or delete them first.`;
          throw new AppError('conflict', message, { fields: [{ field: 'ratePlanId', message, reason: 'has_derived' }] });
        }
        case 'has_past_bookings': {
          const message = 'Past bookings were made on this rate plan, so it stays on record: deactivate it instead.';
          throw new AppError('conflict', message, { fields: [{ field: 'ratePlanId', message, reason: 'has_past_bookings' }] });
        }
        default:
          throw new AppError('not_found', 'No such rate plan.');
      }
    },
  };
}
