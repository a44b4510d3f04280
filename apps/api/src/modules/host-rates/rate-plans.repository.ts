import { sql } from 'drizzle-orm';
import { cancellationPolicies, markListingChanged, queryRows, ratePlans, writeAuditEntry, type AuditActor, type CancellationRule, type Database, type TextTranslations } from '@direct/db';

// Cancellation policies and rate plans of one organization. Every method takes the organization
// it acts for; a row of another organization is "not found". Writes are one transaction each,
// with their audit entry; plan writes stamp the listing change search caches watch.

type Executor = Pick<Database, 'execute'>;
export type CancellationKind = 'flexible' | 'moderate' | 'strict' | 'non_refundable';
export type PlanTranslations = TextTranslations<'name' | 'description'>;
export type MealPlan = 'room_only' | 'breakfast' | 'half_board' | 'full_board';

export type PolicyRow = { id: number; name: string; kind: CancellationKind; rules: CancellationRule[]; rate_plan_count: number; version: number };
export type PolicyInput = { name: string; kind: CancellationKind; rules: CancellationRule[] };

export type PlanRow = {
  id: number;
  property_id: number;
  name: string;
  description: string | null;
  cancellation_policy_id: number;
  policy_name: string;
  policy_kind: CancellationKind;
  meal_plan: MealPlan;
  parent_rate_plan_id: number | null;
  derived_percent: string | null;
  prepayment_percent: number;
  balance_due_days_before_arrival: number;
  allow_for_booking_engine: boolean;
  is_active: boolean;
  sort_order: number;
  translations: PlanTranslations;
  version: number;
};
export type PlanInput = {
  name: string;
  description: string | null;
  cancellationPolicyId: number;
  mealPlan: MealPlan;
  parentRatePlanId: number | null;
  derivedPercent: number | null;
  prepaymentPercent: number;
  balanceDueDaysBeforeArrival: number;
  allowForBookingEngine: boolean;
  isActive: boolean;
  sortOrder: number;
  // Absent: an update keeps the plan's translations (decision 0032).
  translations?: PlanTranslations | undefined;
};
export type BookingUse = { code: string; check_in: string; check_out: string };

// What stops a write, for the service to explain.
export type PlanWriteOutcome =
  | { ok: true; plan: PlanRow }
  | { ok: false; reason: 'not_found' | 'stale' }
  | { ok: false; reason: 'in_use'; bookings: BookingUse[] }
  | { ok: false; reason: 'has_derived'; plans: string[] }
  | { ok: false; reason: 'has_past_bookings' };

const planColumns = sql`rp.id, rp.property_id, rp.name, rp.description, rp.cancellation_policy_id, cp.name as policy_name, cp.kind as policy_kind,
  rp.meal_plan, rp.parent_rate_plan_id, rp.derived_percent::text as derived_percent, rp.prepayment_percent, rp.balance_due_days_before_arrival,
  rp.allow_for_booking_engine, rp.is_active, rp.sort_order, rp.translations, rp.version`;

async function planById(executor: Executor, organizationId: number, ratePlanId: number): Promise<PlanRow | undefined> {
  const [row] = await queryRows<PlanRow>(
    executor,
    sql`select ${planColumns} from rate_plans rp join cancellation_policies cp on cp.id = rp.cancellation_policy_id
        where rp.organization_id = ${organizationId} and rp.id = ${ratePlanId}`,
  );
  return row;
}

// Bookings that still need the plan: not cancelled or expired, and not checked out before today.
async function bookingsUsing(executor: Executor, organizationId: number, ratePlanId: number, today: string): Promise<BookingUse[]> {
  return queryRows<BookingUse>(
    executor,
    sql`select b.code, b.check_in::text as check_in, b.check_out::text as check_out from bookings b
        where b.organization_id = ${organizationId} and b.rate_plan_id = ${ratePlanId}
          and b.status in ('pending_payment', 'confirmed') and b.check_out >= ${today}::date
        order by b.check_in, b.code limit 20`,
  );
}

// Taken first in a plan's write: a booking insert takes a key-share lock on its plan (the
// foreign key), so from here no new booking can start using the plan until we commit.
async function lockPlan(executor: Executor, organizationId: number, ratePlanId: number): Promise<{ version: number } | undefined> {
  const [row] = await queryRows<{ version: number }>(executor, sql`select version from rate_plans where organization_id = ${organizationId} and id = ${ratePlanId} for update`);
  return row;
}

const planValues = (input: PlanInput) => ({
  name: input.name,
  description: input.description,
  cancellationPolicyId: input.cancellationPolicyId,
  mealPlan: input.mealPlan,
  parentRatePlanId: input.parentRatePlanId,
  derivedPercent: input.derivedPercent === null ? null : input.derivedPercent.toFixed(2),
  prepaymentPercent: input.prepaymentPercent,
  balanceDueDaysBeforeArrival: input.balanceDueDaysBeforeArrival,
  allowForBookingEngine: input.allowForBookingEngine,
  isActive: input.isActive,
  sortOrder: input.sortOrder,
  ...(input.translations === undefined ? {} : { translations: input.translations }),
});

export type RatePlansRepository = ReturnType<typeof createRatePlansRepository>;

export function createRatePlansRepository(db: Database) {
  return {
    async policies(organizationId: number): Promise<PolicyRow[]> {
      return queryRows<PolicyRow>(
        db,
        sql`select cp.id, cp.name, cp.kind, cp.rules, cp.version,
              (select count(*)::int from rate_plans rp where rp.cancellation_policy_id = cp.id and rp.organization_id = ${organizationId}) as rate_plan_count
            from cancellation_policies cp where cp.organization_id = ${organizationId} order by cp.name, cp.id`,
      );
    },

    async policy(organizationId: number, policyId: number): Promise<PolicyRow | undefined> {
      const [row] = await queryRows<PolicyRow>(
        db,
        sql`select cp.id, cp.name, cp.kind, cp.rules, cp.version,
              (select count(*)::int from rate_plans rp where rp.cancellation_policy_id = cp.id and rp.organization_id = ${organizationId}) as rate_plan_count
            from cancellation_policies cp where cp.organization_id = ${organizationId} and cp.id = ${policyId}`,
      );
      return row;
    },

    async createPolicy(organizationId: number, input: PolicyInput, actor: AuditActor): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(cancellationPolicies).values({ organizationId, ...input }).returning({ id: cancellationPolicies.id });
        await writeAuditEntry(tx, { organizationId, actor, action: 'cancellation_policy.created', entityType: 'cancellation_policy', entityId: row!.id, after: input });
        return row!.id;
      });
    },

    async updatePolicy(organizationId: number, policyId: number, input: PolicyInput & { version: number }, actor: AuditActor): Promise<'ok' | 'not_found' | 'stale'> {
      return db.transaction(async (tx) => {
        const [before] = await queryRows<PolicyInput & { version: number }>(
          tx,
          sql`select name, kind, rules, version from cancellation_policies where organization_id = ${organizationId} and id = ${policyId} for update`,
        );
        if (!before) return 'not_found';
        if (before.version !== input.version) return 'stale';
        const { version, ...values } = input;
        await tx.execute(
          sql`update cancellation_policies set name = ${values.name}, kind = ${values.kind}, rules = ${JSON.stringify(values.rules)}::jsonb, version = version + 1
              where organization_id = ${organizationId} and id = ${policyId} and version = ${version}`,
        );
        await writeAuditEntry(tx, { organizationId, actor, action: 'cancellation_policy.updated', entityType: 'cancellation_policy', entityId: policyId, before, after: values });
        return 'ok';
      });
    },

    async deletePolicy(organizationId: number, policyId: number, actor: AuditActor): Promise<{ ok: true } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'in_use'; plans: string[] }> {
      return db.transaction(async (tx) => {
        const [before] = await queryRows<PolicyInput>(tx, sql`select name, kind, rules from cancellation_policies where organization_id = ${organizationId} and id = ${policyId} for update`);
        if (!before) return { ok: false, reason: 'not_found' };
        const plans = await queryRows<{ name: string }>(tx, sql`select name from rate_plans where organization_id = ${organizationId} and cancellation_policy_id = ${policyId} order by name`);
        if (plans.length > 0) return { ok: false, reason: 'in_use', plans: plans.map((plan) => plan.name) };
        await tx.execute(sql`delete from cancellation_policies where organization_id = ${organizationId} and id = ${policyId}`);
        await writeAuditEntry(tx, { organizationId, actor, action: 'cancellation_policy.deleted', entityType: 'cancellation_policy', entityId: policyId, before });
        return { ok: true };
      });
    },

    async plans(organizationId: number, propertyId: number): Promise<PlanRow[]> {
      return queryRows<PlanRow>(
        db,
        sql`select ${planColumns} from rate_plans rp join cancellation_policies cp on cp.id = rp.cancellation_policy_id
            where rp.organization_id = ${organizationId} and rp.property_id = ${propertyId} order by rp.sort_order, rp.id`,
      );
    },

    plan: (organizationId: number, ratePlanId: number) => planById(db, organizationId, ratePlanId),

    async createPlan(organizationId: number, propertyId: number, input: PlanInput, actor: AuditActor): Promise<PlanRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ratePlans)
          .values({ organizationId, propertyId, ...planValues(input) })
          .returning({ id: ratePlans.id });
        await writeAuditEntry(tx, { organizationId, actor, action: 'rate_plan.created', entityType: 'rate_plan', entityId: row!.id, after: { propertyId, ...input } });
        await markListingChanged(tx, organizationId);
        return (await planById(tx, organizationId, row!.id))!;
      });
    },

    // `today` decides which bookings still need the plan when it is deactivated.
    async updatePlan(organizationId: number, ratePlanId: number, input: PlanInput & { version: number }, actor: AuditActor, today: string): Promise<PlanWriteOutcome> {
      return db.transaction(async (tx) => {
        const locked = await lockPlan(tx, organizationId, ratePlanId);
        if (!locked) return { ok: false, reason: 'not_found' };
        if (locked.version !== input.version) return { ok: false, reason: 'stale' };
        const before = (await planById(tx, organizationId, ratePlanId))!;
        if (before.is_active && !input.isActive) {
          const bookings = await bookingsUsing(tx, organizationId, ratePlanId, today);
          if (bookings.length > 0) return { ok: false, reason: 'in_use', bookings };
        }
        const values = planValues(input);
        await tx.execute(
          sql`update rate_plans set name = ${values.name}, description = ${values.description}, cancellation_policy_id = ${values.cancellationPolicyId},
                meal_plan = ${values.mealPlan}, parent_rate_plan_id = ${values.parentRatePlanId}, derived_percent = ${values.derivedPercent}::numeric,
                prepayment_percent = ${values.prepaymentPercent}, balance_due_days_before_arrival = ${values.balanceDueDaysBeforeArrival},
                allow_for_booking_engine = ${values.allowForBookingEngine}, is_active = ${values.isActive}, sort_order = ${values.sortOrder},
                ${input.translations === undefined ? sql`` : sql`translations = ${JSON.stringify(input.translations)}::jsonb,`} version = version + 1
              where organization_id = ${organizationId} and id = ${ratePlanId} and version = ${input.version}`,
        );
        const { version: _version, ...after } = input;
        await writeAuditEntry(tx, { organizationId, actor, action: 'rate_plan.updated', entityType: 'rate_plan', entityId: ratePlanId, before, after });
        await markListingChanged(tx, organizationId);
        return { ok: true, plan: (await planById(tx, organizationId, ratePlanId))! };
      });
    },

    async deletePlan(organizationId: number, ratePlanId: number, actor: AuditActor, today: string): Promise<PlanWriteOutcome | { ok: true }> {
      return db.transaction(async (tx) => {
        if (!(await lockPlan(tx, organizationId, ratePlanId))) return { ok: false, reason: 'not_found' };
        const before = (await planById(tx, organizationId, ratePlanId))!;
        const bookings = await bookingsUsing(tx, organizationId, ratePlanId, today);
        if (bookings.length > 0) return { ok: false, reason: 'in_use', bookings };
        const derived = await queryRows<{ name: string }>(tx, sql`select name from rate_plans where organization_id = ${organizationId} and parent_rate_plan_id = ${ratePlanId} order by name`);
        if (derived.length > 0) return { ok: false, reason: 'has_derived', plans: derived.map((plan) => plan.name) };
        // Past bookings keep their plan: the row stays (deactivated) rather than rewriting history.
        const [past] = await queryRows<{ id: number }>(tx, sql`select id from bookings where organization_id = ${organizationId} and rate_plan_id = ${ratePlanId} limit 1`);
        if (past) return { ok: false, reason: 'has_past_bookings' };
        await tx.execute(sql`delete from rate_plans where organization_id = ${organizationId} and id = ${ratePlanId}`);
        await writeAuditEntry(tx, { organizationId, actor, action: 'rate_plan.deleted', entityType: 'rate_plan', entityId: ratePlanId, before });
        await markListingChanged(tx, organizationId);
        return { ok: true };
      });
    },

    // Each plan of the property and its parent, for the derivation rules.
    async parentsOf(organizationId: number, propertyId: number): Promise<Map<number, number | null>> {
      const rows = await queryRows<{ id: number; parent_rate_plan_id: number | null }>(
        db,
        sql`select id, parent_rate_plan_id from rate_plans where organization_id = ${organizationId} and property_id = ${propertyId}`,
      );
      return new Map(rows.map((row) => [row.id, row.parent_rate_plan_id]));
    },

    async policyExists(organizationId: number, policyId: number): Promise<boolean> {
      const [row] = await queryRows<{ id: number }>(db, sql`select id from cancellation_policies where organization_id = ${organizationId} and id = ${policyId}`);
      return Boolean(row);
    },
  };
}
