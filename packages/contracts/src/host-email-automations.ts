import { z } from 'zod';
import { emailAutomationKinds, maxDaysBefore, templateVariables } from '@direct/domain/email-automation';
import { Language } from './brands.ts';
import { OrganizationParams } from './host-accounts.ts';
import { jsonInteger, maxInt4 } from './numbers.ts';

// Guest emails that go out by themselves (decision 0013): the host's texts per brand, kind and
// language, the automations' settings with per-property switches, and the access details sent
// once check-in is completed.

export { emailAutomationKinds, templateVariables };
export const EmailAutomationKind = z.enum(emailAutomationKinds);
export type EmailAutomationKind = z.infer<typeof EmailAutomationKind>;

const IdPath = z.coerce.number().int().min(1).max(maxInt4);

export const EmailTemplateParams = OrganizationParams.extend({ brandId: IdPath, kind: EmailAutomationKind, language: Language });
export const EmailTemplatesQuery = z.object({ brandId: IdPath.optional() });

// Unknown {{variables}} are refused by the API with the field and the names (the list depends on the kind).
export const EmailTemplateInput = z
  .object({
    subject: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    body: z.string().trim().min(1, 'is required').max(10_000, 'must be at most 10000 characters'),
  })
  .meta({ id: 'EmailTemplateInput' });
export type EmailTemplateInput = z.infer<typeof EmailTemplateInput>;

export const HostEmailTemplate = z
  .object({
    brandId: z.number().int(),
    kind: EmailAutomationKind,
    language: Language,
    subject: z.string(),
    body: z.string(),
    // false: the catalog's default text (nothing stored yet).
    custom: z.boolean(),
    variables: z.array(z.string()),
    updatedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'HostEmailTemplate' });
export type HostEmailTemplate = z.infer<typeof HostEmailTemplate>;

export const HostEmailTemplateList = z
  .object({
    brands: z.array(z.object({ id: z.number().int(), name: z.string(), languages: z.array(Language) })),
    // The brand shown (the query's, else the first); null when the organization has no brand.
    brandId: z.number().int().nullable(),
    data: z.array(HostEmailTemplate),
  })
  .meta({ id: 'HostEmailTemplateList' });
export type HostEmailTemplateList = z.infer<typeof HostEmailTemplateList>;

export const EmailPreview = z
  .object({ subject: z.string(), html: z.string(), text: z.string() })
  .meta({ id: 'EmailPreview' });
export type EmailPreview = z.infer<typeof EmailPreview>;

export const EmailAutomationSetting = z
  .object({
    kind: EmailAutomationKind,
    enabled: z.boolean(),
    // Only before_arrival and instalment_reminder use it; null for the others.
    daysBefore: jsonInteger(1, maxDaysBefore).nullable(),
  })
  .meta({ id: 'EmailAutomationSetting' });
export type EmailAutomationSetting = z.infer<typeof EmailAutomationSetting>;

export const EmailAutomationPropertySetting = z.object({
  propertyId: z.number().int().min(1).max(maxInt4),
  // The automations turned off for this property.
  offKinds: z.array(EmailAutomationKind).max(emailAutomationKinds.length),
});

export const HostEmailAutomations = z
  .object({
    automations: z.array(EmailAutomationSetting),
    properties: z.array(EmailAutomationPropertySetting.extend({ name: z.string() })),
  })
  .meta({ id: 'HostEmailAutomations' });
export type HostEmailAutomations = z.infer<typeof HostEmailAutomations>;

export const EmailAutomationsUpdate = z
  .object({
    automations: z.array(EmailAutomationSetting).max(emailAutomationKinds.length),
    properties: z.array(EmailAutomationPropertySetting).max(1000),
  })
  .meta({ id: 'EmailAutomationsUpdate' });
export type EmailAutomationsUpdate = z.infer<typeof EmailAutomationsUpdate>;

const accessText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const AccessDetailsInput = z
  .object({
    doorCode: accessText(100),
    wifiName: accessText(100),
    wifiPassword: accessText(100),
    arrivalInstructions: accessText(4000),
    version: jsonInteger(0).meta({ description: 'The version this write is based on (0 when none was stored).' }),
  })
  .meta({ id: 'AccessDetailsInput' });
export type AccessDetailsInput = z.infer<typeof AccessDetailsInput>;

export const HostAccessDetails = z
  .object({
    propertyId: z.number().int(),
    propertyName: z.string(),
    doorCode: z.string(),
    wifiName: z.string(),
    wifiPassword: z.string(),
    arrivalInstructions: z.string(),
    // 0: nothing stored yet.
    version: z.number().int(),
  })
  .meta({ id: 'HostAccessDetails' });
export type HostAccessDetails = z.infer<typeof HostAccessDetails>;

export const AccessDetailsParams = OrganizationParams.extend({ propertyId: IdPath });

// Development only (DEV_SURFACES): run the automations as of a moment, e.g. the day after a stay.
export const DevAutomationsRun = z
  .object({ at: z.iso.datetime({ offset: true }).or(z.iso.date()) })
  .meta({ id: 'DevAutomationsRun' });
export const DevAutomationsResult = z
  .object({ at: z.string(), sent: z.record(z.string(), z.number().int()) })
  .meta({ id: 'DevAutomationsResult' });
export type DevAutomationsResult = z.infer<typeof DevAutomationsResult>;
