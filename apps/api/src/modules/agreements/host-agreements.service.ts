import type { AgreementPreview, AgreementTextBody, HostPropertyAgreement } from '@direct/contracts';
import { languages } from '@direct/contracts';
import { agreementPlaceholders, fillAgreement, type AgreementValues } from '@direct/domain';
import type { AuditActor } from '@direct/db';
import { AppError } from '../../http/app-error.ts';
import { builtInAgreement, builtInTitle } from './agreement-built-in.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { agreementTextsFor, formatDate, formatInstant, formatMoney } from './agreement-texts.ts';
import type { HostAgreementVersionRow, HostAgreementsRepository } from './host-agreements.repository.ts';

// The host edits a property's agreement per language; each save is a new, immutable version and
// guests sign the newest. The preview fills a text with sample values, as a guest would see it.

export type HostAgreementsService = ReturnType<typeof createHostAgreementsService>;

const notFound = () => new AppError('not_found', 'There is no such property.');

// Sample booking facts for the preview (the property's own name, the rest made up).
function sampleValues(propertyName: string, language: string, now: Date): AgreementValues {
  const { locale } = agreementTextsFor(language);
  return {
    hostName: 'Casa Example Lda.',
    guestName: 'Maria Example',
    guestEmail: 'maria@example.com',
    propertyName,
    propertyAddress: 'Rua Augusta 10, 1100-053 Lisboa, Portugal',
    checkIn: formatDate('2026-07-10', locale),
    checkOut: formatDate('2026-07-17', locale),
    checkInTime: '15:00',
    checkOutTime: '11:00',
    maxGuests: '4',
    guests: '2',
    depositAmount: formatMoney(30_000, 'EUR', locale),
    ratePlanName: 'Standard',
    bookingCode: 'DEMO-1234',
    signedAt: formatInstant(now, locale),
  };
}

const summaryOf = (row: HostAgreementVersionRow) => ({
  id: row.id,
  version: row.version,
  language: row.language as HostPropertyAgreement['versions'][number]['language'],
  publishedAt: row.publishedAt.toISOString(),
  authorName: row.authorName,
});

export function createHostAgreementsService(options: { repository: HostAgreementsRepository; now: () => Date }) {
  const { repository, now } = options;

  async function view(organizationId: number, propertyId: number): Promise<HostPropertyAgreement> {
    const facts = await repository.facts(organizationId, propertyId);
    if (!facts) throw notFound();
    const versions = await repository.versions(organizationId, facts.templateId);
    const current = languages.flatMap((language) => {
      // Newest first: the first of a language is what guests sign now.
      const row = versions.find((version) => version.language === language);
      return row ? [{ ...summaryOf(row), body: row.body, preview: fillAgreement(row.body, sampleValues(facts.propertyName, language, now())) }] : [];
    });
    return {
      propertyId,
      placeholders: [...agreementPlaceholders],
      defaultLanguage: facts.defaultLanguage,
      current,
      builtIn: languages.map((language) => ({ language, body: builtInAgreement(language).body })),
      versions: versions.map(summaryOf),
    };
  }

  return {
    view,

    async publish(organizationId: number, propertyId: number, input: AgreementTextBody, author: AuditActor, requestId?: string): Promise<HostPropertyAgreement> {
      const saved = await repository.publish(organizationId, propertyId, { ...input, author, now: now(), requestId });
      if (!saved) throw notFound();
      return view(organizationId, propertyId);
    },

    async preview(organizationId: number, propertyId: number, input: AgreementTextBody): Promise<AgreementPreview> {
      const facts = await repository.facts(organizationId, propertyId);
      if (!facts) throw notFound();
      return { language: input.language, preview: fillAgreement(input.body, sampleValues(facts.propertyName, input.language, now())) };
    },

    /** A saved version as the PDF a guest would sign, with sample values, marked as a preview. */
    async previewPdf(organizationId: number, propertyId: number, versionId: number): Promise<{ bytes: Uint8Array; filename: string }> {
      const facts = await repository.facts(organizationId, propertyId);
      const row = facts ? await repository.version(organizationId, facts.templateId, versionId) : undefined;
      if (!facts || !row) throw new AppError('not_found', 'There is no such agreement version.');
      const at = now();
      const bytes = await renderAgreementPdf({
        title: facts.templateName ?? builtInTitle(row.language),
        bookingCode: 'DEMO-1234',
        language: row.language,
        renderedBody: fillAgreement(row.body, sampleValues(facts.propertyName, row.language, at)),
        signerName: 'Maria Example',
        signerEmail: 'maria@example.com',
        signedAt: at,
        contentHash: '-',
        signature: { kind: 'typed', text: 'Maria Example' },
        version: row.version,
        preview: true,
      });
      return { bytes, filename: `agreement-preview-${row.language}-v${row.version}.pdf` };
    },
  };
}
