import { createBooking } from '@direct/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRatesWorld, type RatesWorld } from '../../testing/host-rates-world.ts';

// Cancellation policies and rate plans through the host API: the domain's rules as field
// errors, derived plans without circles, stale versions, other organizations, and nothing a
// current or future booking needs taken away.

let w: RatesWorld;
// Two sign-ups (scrypt) and a migrated database: slow on a busy machine.
beforeAll(async () => {
  w = await createRatesWorld();
}, 180_000);
afterAll(async () => w?.close());

const fieldsOf = (answer: { json: () => { error: { fields: { field: string; reason: string }[] } } }) => answer.json().error.fields.map((entry) => `${entry.field}:${entry.reason}`);

describe('cancellation policies', () => {
  it('creates, lists with their use, updates with the version, and audits', async () => {
    const created = await w.call('POST', `${w.base}/cancellation-policies`, { name: 'Moderate', kind: 'moderate', rules: [{ daysBeforeArrival: 3, refundPercent: 50 }, { daysBeforeArrival: 14, refundPercent: 100 }] }, w.session);
    expect(created.status).toBe(201);
    // Stored furthest first.
    expect(created.json()).toMatchObject({ name: 'Moderate', ratePlanCount: 0, version: 1, rules: [{ daysBeforeArrival: 14 }, { daysBeforeArrival: 3 }] });
    const id = created.json().id;
    const updated = await w.call('PUT', `${w.base}/cancellation-policies/${id}`, { name: 'Moderate 14', kind: 'moderate', rules: [{ daysBeforeArrival: 14, refundPercent: 100 }], version: 1 }, w.session);
    expect(updated.status).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Moderate 14', version: 2 });
    expect(await w.lastAudit('cancellation_policy.updated')).toMatchObject({ before: { name: 'Moderate' }, after: { name: 'Moderate 14' } });

    const stale = await w.call('PUT', `${w.base}/cancellation-policies/${id}`, { name: 'Lost update', kind: 'moderate', rules: [{ daysBeforeArrival: 14, refundPercent: 100 }], version: 1 }, w.session);
    expect(stale.status).toBe(409);
    expect(fieldsOf(stale)).toEqual(['version:stale']);
    const list = await w.call('GET', `${w.base}/cancellation-policies`, undefined, w.session);
    expect(list.json().data.find((policy: { id: number }) => policy.id === id).name).toBe('Moderate 14');
  });

  it('refuses tiers that break the domain rule, naming each field', async () => {
    const late = await w.call('POST', `${w.base}/cancellation-policies`, { name: 'Odd', kind: 'strict', rules: [{ daysBeforeArrival: 30, refundPercent: 20 }, { daysBeforeArrival: 2, refundPercent: 90 }] }, w.session);
    expect(late.status).toBe(400);
    expect(fieldsOf(late)).toEqual(['rules.1.refundPercent:refund_increases_late']);
    const nonRefundable = await w.call('POST', `${w.base}/cancellation-policies`, { name: 'NR', kind: 'non_refundable', rules: [{ daysBeforeArrival: 2, refundPercent: 10 }] }, w.session);
    expect(fieldsOf(nonRefundable)).toEqual(['rules:not_allowed']);
    const tooMuch = await w.call('POST', `${w.base}/cancellation-policies`, { name: 'Too much', kind: 'flexible', rules: [{ daysBeforeArrival: 2, refundPercent: 150 }] }, w.session);
    expect(fieldsOf(tooMuch)).toEqual(['rules.0.refundPercent:too_big']);
  });

  it('refuses to delete a policy a plan uses, naming the plan', async () => {
    const { policyId } = await w.policyAndPlan('Policy in use');
    const refused = await w.call('DELETE', `${w.base}/cancellation-policies/${policyId}`, undefined, w.session);
    expect(refused.status).toBe(409);
    expect(refused.json().error.message).toContain('Policy in use');
  });
});

describe('rate plans', () => {
  it('creates a base plan and a derived one, and refuses a circle', async () => {
    const { policyId, planId } = await w.policyAndPlan('Flexible');
    const plans = `${w.base}/properties/${w.property.id}/rate-plans`;
    const derived = await w.call('POST', plans, { name: 'Non-refundable', cancellationPolicyId: policyId, parentRatePlanId: planId, derivedPercent: -10, mealPlan: 'breakfast', prepaymentPercent: 30, balanceDueDaysBeforeArrival: 14 }, w.session);
    expect(derived.status).toBe(201);
    expect(derived.json()).toMatchObject({ parentRatePlanId: planId, derivedPercent: -10, mealPlan: 'breakfast', prepaymentPercent: 30, version: 1 });
    const grandchild = (await w.call('POST', plans, { name: 'Member', cancellationPolicyId: policyId, parentRatePlanId: derived.json().id, derivedPercent: -5 }, w.session)).json();

    const base = (await w.call('GET', plans, undefined, w.session)).json().data.find((plan: { id: number }) => plan.id === planId);
    const circle = await w.call('PUT', `${w.base}/rate-plans/${planId}`, { ...base, cancellationPolicyId: policyId, parentRatePlanId: grandchild.id, derivedPercent: 5 }, w.session);
    expect(circle.status).toBe(400);
    expect(fieldsOf(circle)).toEqual(['parentRatePlanId:cycle']);
    const half = await w.call('POST', plans, { name: 'Half', cancellationPolicyId: policyId, parentRatePlanId: planId }, w.session);
    expect(fieldsOf(half)).toEqual(['derivedPercent:required']);
  });

  it('refuses a parent of another property and a policy of another organization', async () => {
    const { policyId } = await w.policyAndPlan('Here');
    const foreignPolicy = (await w.call('POST', `/apis/host/organizations/${w.other.organizationId}/cancellation-policies`, { name: 'Theirs', kind: 'flexible', rules: [{ daysBeforeArrival: 1, refundPercent: 100 }] }, w.other.session)).json();
    const plans = `${w.base}/properties/${w.property.id}/rate-plans`;
    expect(fieldsOf(await w.call('POST', plans, { name: 'X', cancellationPolicyId: foreignPolicy.id }, w.session))).toEqual(['cancellationPolicyId:not_found']);
    expect(fieldsOf(await w.call('POST', plans, { name: 'X', cancellationPolicyId: policyId, parentRatePlanId: 999_999, derivedPercent: 5 }, w.session))).toEqual(['parentRatePlanId:not_found']);
  });

  it('answers 404 for another organization’s plans and properties, and 409 for a stale version', async () => {
    const { planId, policyId } = await w.policyAndPlan('Mine');
    const theirs = `/apis/host/organizations/${w.organizationId}`;
    expect((await w.call('GET', `${theirs}/properties/${w.property.id}/rate-plans`, undefined, w.other.session)).status).toBe(404);
    const otherBase = `/apis/host/organizations/${w.other.organizationId}`;
    expect((await w.call('GET', `${otherBase}/properties/${w.property.id}/rate-plans`, undefined, w.other.session)).json().error.message).toBe('No such property.');
    expect((await w.call('DELETE', `${otherBase}/rate-plans/${planId}`, undefined, w.other.session)).status).toBe(404);

    const body = { name: 'Mine, renamed', cancellationPolicyId: policyId, version: 1 };
    expect((await w.call('PUT', `${w.base}/rate-plans/${planId}`, body, w.session)).status).toBe(200);
    const stale = await w.call('PUT', `${w.base}/rate-plans/${planId}`, { ...body, name: 'Lost' }, w.session);
    expect(stale.status).toBe(409);
    expect(fieldsOf(stale)).toEqual(['version:stale']);
  });

  it('refuses to deactivate or delete a plan a current or future booking uses, naming the bookings', async () => {
    const { planId, policyId } = await w.policyAndPlan('Booked');
    const { booking } = await createBooking(w.db, {
      brand: { id: w.brandId },
      property: w.property,
      unitType: w.unitTypes[0]!,
      unit: w.units[0]!,
      ratePlan: { id: planId },
      checkIn: '2026-04-01',
      checkOut: '2026-04-04',
    });
    const deactivate = await w.call('PUT', `${w.base}/rate-plans/${planId}`, { name: 'Booked', cancellationPolicyId: policyId, isActive: false, version: 1 }, w.session);
    expect(deactivate.status).toBe(409);
    expect(deactivate.json().error.message).toContain(`${booking.code} (2026-04-01 → 2026-04-04)`);
    expect(fieldsOf(deactivate)).toEqual(['isActive:in_use']);
    const remove = await w.call('DELETE', `${w.base}/rate-plans/${planId}`, undefined, w.session);
    expect(remove.status).toBe(409);
    expect(remove.json().error.message).toContain(booking.code);
    // Still there, still active.
    const plan = (await w.call('GET', `${w.base}/properties/${w.property.id}/rate-plans`, undefined, w.session)).json().data.find((p: { id: number }) => p.id === planId);
    expect(plan).toMatchObject({ isActive: true, version: 1 });
  });

  it('refuses to delete a parent of derived plans, and deletes an unused plan with its audit entry', async () => {
    const { planId, policyId } = await w.policyAndPlan('Parent');
    const child = (await w.call('POST', `${w.base}/properties/${w.property.id}/rate-plans`, { name: 'Child', cancellationPolicyId: policyId, parentRatePlanId: planId, derivedPercent: 10 }, w.session)).json();
    const refused = await w.call('DELETE', `${w.base}/rate-plans/${planId}`, undefined, w.session);
    expect(refused.status).toBe(409);
    expect(fieldsOf(refused)).toEqual(['ratePlanId:has_derived']);
    expect((await w.call('DELETE', `${w.base}/rate-plans/${child.id}`, undefined, w.session)).status).toBe(204);
    expect((await w.call('DELETE', `${w.base}/rate-plans/${planId}`, undefined, w.session)).status).toBe(204);
    expect(await w.lastAudit('rate_plan.deleted')).toMatchObject({ before: { name: 'Parent' } });
  });
});
