// The onboarding's steps after the organization exists, in order. Each step's page sends the
// host on to the next one; "later" skips a step. The last step leads to the organization's home.
const steps = ['organization', 'brand'] as const;
export type SetupStep = (typeof steps)[number];

export const setupSteps = {
  number: (step: SetupStep): number => steps.indexOf(step) + 1,
  after(step: SetupStep, organizationId: number): string {
    const next = steps[steps.indexOf(step) + 1];
    return next ? `/o/${organizationId}/setup/${next}` : `/o/${organizationId}?welcome=1`;
  },
};
