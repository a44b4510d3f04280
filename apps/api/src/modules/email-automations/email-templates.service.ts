import type { EmailPreview, EmailTemplateInput, HostEmailTemplate, HostEmailTemplateList, Language } from '@direct/contracts';
import { addDays, emailAutomationKinds, templateVariables, unknownTemplateVariables, type EmailAutomationKind } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import { emailBrandOf } from '../email/email-ports.ts';
import { composeAutomationEmail, defaultAutomationText, formatEmailDate } from './automation-email.ts';
import type { BrandForTemplates, EmailTemplatesRepository, TemplateAudit, TemplateKey, TemplateRow } from './email-templates.repository.ts';

export type EmailTemplatesService = ReturnType<typeof createEmailTemplatesService>;
type Key = { brandId: number; kind: EmailAutomationKind; language: Language };

const supportedLanguages = new Set<string>(['en', 'de', 'pt']);

// Refuses every {{name}} the kind doesn't offer, naming the field and the names, so the editor
// can show the host exactly what to fix (a typo would otherwise reach guests as "{{gestName}}").
export function checkTemplateVariables(kind: EmailAutomationKind, input: EmailTemplateInput): void {
  const fields = (['subject', 'body'] as const).flatMap((field) => {
    const unknown = unknownTemplateVariables(kind, input[field]);
    return unknown.length > 0 ? [{ field, message: `Unknown variable: ${unknown.map((name) => `{{${name}}}`).join(', ')}`, reason: 'unknown_variable' }] : [];
  });
  if (fields.length > 0) throw new AppError('validation_failed', 'The text uses variables this email does not offer.', { fields });
}

function sampleValues(brand: BrandForTemplates, kind: EmailAutomationKind, language: string, today: string): Record<string, string> {
  const site = brand.siteOrigin ?? 'https://example.com';
  const checkIn = addDays(today, 30);
  const all: Record<string, string> = {
    guestName: 'Maria',
    property: 'Casa do Mar',
    checkIn: formatEmailDate(checkIn, language),
    checkOut: formatEmailDate(addDays(checkIn, 4), language),
    bookingCode: 'LS-7K3Q9P',
    brand: brand.name,
    checkinLink: `${site}/booking/confirm-booking-first/LS-7K3Q9P`,
    reviewLink: `${site}/booking/review/LS-7K3Q9P/sample`,
    paymentLink: `${site}/payment/booking_payment_terminal/LS-7K3Q9P/sample`,
    siteLink: `${site}/`,
    doorCode: '4821',
    wifiName: 'CasaDoMar-Guest',
    wifiPassword: 'sunny-days-2026',
    arrivalInstructions: 'The key box is to the left of the front door.',
    amount: '€450.00',
    dueDate: formatEmailDate(addDays(today, 10), language),
  };
  return Object.fromEntries(templateVariables[kind].map((name) => [name, all[name] ?? '']));
}

export function createEmailTemplatesService(options: { repository: EmailTemplatesRepository; now: () => Date }) {
  const { repository, now } = options;

  async function brandOf(organizationId: number, brandId: number): Promise<BrandForTemplates> {
    const brand = (await repository.brands(organizationId)).find((candidate) => candidate.id === brandId);
    if (!brand) throw new AppError('not_found', 'There is no such brand.');
    return brand;
  }

  function view(key: TemplateKey & { kind: EmailAutomationKind }, row: TemplateRow | undefined): HostEmailTemplate {
    const text = row ?? defaultAutomationText(key.kind, key.language);
    return {
      brandId: key.brandId,
      kind: key.kind,
      language: key.language as Language,
      subject: text.subject,
      body: text.body,
      custom: row !== undefined,
      variables: [...templateVariables[key.kind]],
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  }

  return {
    async list(organizationId: number, brandId: number | undefined): Promise<HostEmailTemplateList> {
      const brands = await repository.brands(organizationId);
      const shown = brandId === undefined ? brands[0] : brands.find((brand) => brand.id === brandId);
      if (brandId !== undefined && !shown) throw new AppError('not_found', 'There is no such brand.');
      const brandList = brands.map((brand) => ({ id: brand.id, name: brand.name, languages: brand.languages.filter((l) => supportedLanguages.has(l)) as Language[] }));
      if (!shown) return { brands: brandList, brandId: null, data: [] };
      const rows = await repository.list(organizationId, shown.id);
      const languages = shown.languages.filter((language) => supportedLanguages.has(language));
      const data = emailAutomationKinds.flatMap((kind) =>
        languages.map((language) => view({ brandId: shown.id, kind, language }, rows.find((row) => row.kind === kind && row.language === language))),
      );
      return { brands: brandList, brandId: shown.id, data };
    },

    async get(organizationId: number, key: Key): Promise<HostEmailTemplate> {
      await brandOf(organizationId, key.brandId);
      return view(key, await repository.find(organizationId, key));
    },

    async save(organizationId: number, key: Key, input: EmailTemplateInput, audit: TemplateAudit): Promise<HostEmailTemplate> {
      await brandOf(organizationId, key.brandId);
      checkTemplateVariables(key.kind, input);
      return view(key, await repository.save(organizationId, key, { subject: input.subject, body: input.body }, audit));
    },

    async reset(organizationId: number, key: Key, audit: TemplateAudit): Promise<void> {
      await brandOf(organizationId, key.brandId);
      await repository.remove(organizationId, key, audit);
    },

    async preview(organizationId: number, key: Key, input: EmailTemplateInput): Promise<EmailPreview> {
      const brand = await brandOf(organizationId, key.brandId);
      checkTemplateVariables(key.kind, input);
      const today = now().toISOString().slice(0, 10);
      const email = composeAutomationEmail({
        text: input,
        language: key.language,
        values: sampleValues(brand, key.kind, key.language, today),
        // The logo by its text: the console's pages (and the preview's frame, which inherits their
        // content policy) load no images from brand sites.
        brand: { ...emailBrandOf(brand, brand.siteOrigin), logoUrl: null },
      });
      return { subject: email.subject, html: email.htmlBody, text: email.textBody };
    },
  };
}
