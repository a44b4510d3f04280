import { apiClientSamples } from './api-clients.ts';
import { bookingChangeSamples } from './booking-changes.ts';
import { brandSamples } from './brands.ts';
import { brandDomainSamples } from './brand-domains.ts';
import { exportSamples } from './exports.ts';
import { checkinSettingsSamples } from './checkin-settings.ts';
import { organizationSamples } from './organizations.ts';
import { propertySamples } from './properties.ts';
import { rateSamples } from './rates.ts';
import { pricingSamples } from './pricing.ts';
import { photoSamples } from './photos.ts';
import { bookingSamples } from './bookings.ts';
import { depositsTodaySamples } from './deposits-today.ts';
import { reviewMessageSamples } from './reviews-messages.ts';
import { emailAutomationSamples } from './email-automations.ts';
import { contentSamples } from './content.ts';
import { channelSamples } from './channels.ts';
import { channelFeedSamples, webhookSamples } from './webhooks-calendars.ts';
import type { HostOperationSamples } from './sample.ts';

// Every host operation's sample call, one file per domain.
export const samples: HostOperationSamples = {
  ...organizationSamples,
  ...propertySamples,
  ...photoSamples,
  ...apiClientSamples,
  ...brandSamples,
  ...brandDomainSamples,
  ...exportSamples,
  ...checkinSettingsSamples,
  ...rateSamples,
  ...pricingSamples,
  ...bookingSamples,
  ...depositsTodaySamples,
  ...bookingChangeSamples,
  ...reviewMessageSamples,
  ...emailAutomationSamples,
  ...contentSamples,
  ...channelSamples,
  ...webhookSamples,
  ...channelFeedSamples,
};
