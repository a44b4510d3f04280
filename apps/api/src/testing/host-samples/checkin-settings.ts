import type { HostOperationSamples } from './sample.ts';

export const checkinSettingsSamples: HostOperationSamples = {
  hostGetCheckinSettings: { params: { propertyId: 999_999 } },
  hostUpdateCheckinSettings: {
    params: { propertyId: 999_999 },
    body: { requiredSteps: ['general_info', 'terms'], depositAmountMinor: 0, depositHoursBeforeArrival: 24, depositReleaseDaysAfterCheckout: 2, identityRetentionDays: 30 },
  },
  hostGetPropertyAgreement: { params: { propertyId: 999_999 } },
  hostPublishAgreementVersion: { params: { propertyId: 999_999 }, body: { language: 'en', body: 'I, {{guestName}}, agree to the house rules.' } },
  hostPreviewAgreement: { params: { propertyId: 999_999 }, body: { language: 'de', body: 'Ich, {{guestName}}, stimme der Hausordnung zu.' } },
  hostDownloadAgreementPreview: { params: { propertyId: 999_999, versionId: 999_999 } },
};
