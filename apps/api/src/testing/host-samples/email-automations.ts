import type { HostOperationSamples } from './sample.ts';

// Email templates, automations and access details: a brand or property that doesn't exist is
// fine (an allowed role gets its 404); the bodies are valid.
const template = { brandId: 999_999, kind: 'review_invitation', language: 'en' };
const text = { subject: 'How was {{property}}?', body: 'Dear {{guestName}},\n\n{{reviewLink}}' };

export const emailAutomationSamples: HostOperationSamples = {
  hostListEmailTemplates: {},
  hostGetEmailTemplate: { params: template },
  hostSaveEmailTemplate: { params: template, body: text },
  hostResetEmailTemplate: { params: template },
  hostPreviewEmailTemplate: { params: template, body: text },
  hostGetEmailAutomations: {},
  hostUpdateEmailAutomations: { body: { automations: [{ kind: 'before_arrival', enabled: true, daysBefore: 5 }], properties: [] } },
  hostGetAccessDetails: { params: { propertyId: 999_999 } },
  hostSaveAccessDetails: { params: { propertyId: 999_999 }, body: { doorCode: '1234', wifiName: 'Casa', wifiPassword: 'secret', arrivalInstructions: '', version: 0 } },
};
