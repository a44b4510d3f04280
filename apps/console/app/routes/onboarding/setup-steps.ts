// The onboarding's steps, in order: the organization (with its brand), the brand's look, the first
// property, its prices, publishing. Each step's page sends the host on to the next one; "later"
// skips a step. The steps after the property carry it in ?propertyId=; the last step leads to the
// organization's home.
const steps = ['organization', 'brand', 'property', 'rates', 'publish'] as const;
export type SetupStep = (typeof steps)[number];

export const setupSteps = {
  count: steps.length,
  number: (step: SetupStep): number => steps.indexOf(step) + 1,
  path(step: Exclude<SetupStep, 'organization'>, organizationId: number, propertyId?: number | null): string {
    return `/o/${organizationId}/setup/${step}${propertyId ? `?propertyId=${propertyId}` : ''}`;
  },
  after(step: SetupStep, organizationId: number, propertyId?: number | null): string {
    const next = steps[steps.indexOf(step) + 1];
    return next && next !== 'organization' ? setupSteps.path(next, organizationId, propertyId) : `/o/${organizationId}?welcome=1`;
  },
};
