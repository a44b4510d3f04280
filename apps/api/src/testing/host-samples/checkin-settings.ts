import type { HostOperationSamples } from './sample.ts';

export const checkinSettingsSamples: HostOperationSamples = {
  hostGetCheckinSettings: { params: { propertyId: 999_999 } },
  hostUpdateCheckinSettings: {
    params: { propertyId: 999_999 },
    body: { requiredSteps: ['general_info', 'terms'], depositAmountMinor: 0, depositHoursBeforeArrival: 24, depositReleaseDaysAfterCheckout: 2, identityRetentionDays: 30 },
  },
};
