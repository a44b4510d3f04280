import { and, desc, eq, lte, sql } from 'drizzle-orm';
import {
  agreementSignatures,
  agreementTemplates,
  agreementVersions,
  bookings,
  brands,
  checkinSettings,
  cities,
  countries,
  emailOutbox,
  emailVerifications,
  organizations,
  properties,
  unitTypes,
  type Database,
} from '@direct/db';

// Everything the agreement step reads and writes. Every method acts for one organization.

export type AgreementOutboxEmail = {
  organizationId: number;
  brandId: number;
  dedupeKey: string;
  // The booking it is about and which email it is, for the booking's timeline.
  bookingId?: number;
  kind?: string;
  toAddress: string;
  fromAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: { filename: string; documentId: number }[];
};

export type AgreementContext = {
  // Null: the property requires the terms step but its host wrote no text (the built-in one applies).
  templateId: number | null;
  templateName: string | null;
  hostName: string;
  hostEmail: string | null;
  hostLanguage: string;
  brandName: string;
  propertyAddress: { line1: string; line2: string | null; postalCode: string | null; city: string; country: string };
  checkInTime: string;
  checkOutTime: string;
  maxGuests: number;
  depositAmountMinor: number;
  propertyCurrency: string;
};

export type AgreementVersionRow = { id: number; version: number; language: string; body: string };
export type VerificationRow = typeof emailVerifications.$inferSelect;
export type SignatureRow = typeof agreementSignatures.$inferSelect;

export type AgreementsRepository = ReturnType<typeof createAgreementsRepository>;

export function createAgreementsRepository(db: Database) {
  return {
    /** The facts the template is filled with; undefined when the property has no agreement template. */
    async context(organizationId: number, bookingId: number): Promise<AgreementContext | undefined> {
      const [row] = await db
        .select({
          templateId: agreementTemplates.id,
          templateName: agreementTemplates.name,
          hostName: organizations.name,
          organizationEmail: organizations.email,
          brandEmail: brands.contactEmail,
          brandName: brands.name,
          hostLanguage: brands.defaultLanguage,
          line1: properties.addressLine1,
          line2: properties.addressLine2,
          postalCode: properties.postalCode,
          city: cities.name,
          country: countries.name,
          checkInTime: properties.checkInTime,
          checkOutTime: properties.checkOutTime,
          maxGuests: unitTypes.maxOccupancy,
          depositAmountMinor: checkinSettings.depositAmountMinor,
          propertyCurrency: properties.currency,
          requiredSteps: checkinSettings.requiredSteps,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(unitTypes, eq(unitTypes.id, bookings.unitTypeId))
        .innerJoin(cities, eq(cities.id, properties.cityId))
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .innerJoin(brands, eq(brands.id, bookings.brandId))
        .innerJoin(organizations, eq(organizations.id, bookings.organizationId))
        .innerJoin(checkinSettings, and(eq(checkinSettings.propertyId, bookings.propertyId), eq(checkinSettings.organizationId, organizationId)))
        .leftJoin(agreementTemplates, and(eq(agreementTemplates.id, checkinSettings.agreementTemplateId), eq(agreementTemplates.organizationId, organizationId)))
        .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)));
      // No text and no terms step: the host asked for no agreement.
      if (!row || (row.templateId === null && !row.requiredSteps.includes('terms'))) return undefined;
      return {
        templateId: row.templateId,
        templateName: row.templateName,
        hostName: row.hostName,
        hostEmail: row.brandEmail ?? row.organizationEmail,
        hostLanguage: row.hostLanguage,
        brandName: row.brandName,
        propertyAddress: { line1: row.line1, line2: row.line2, postalCode: row.postalCode, city: row.city, country: row.country },
        checkInTime: row.checkInTime.slice(0, 5),
        checkOutTime: row.checkOutTime.slice(0, 5),
        maxGuests: row.maxGuests,
        depositAmountMinor: row.depositAmountMinor,
        propertyCurrency: row.propertyCurrency,
      };
    },

    /** The newest published version of a template in each language. */
    async publishedVersions(organizationId: number, templateId: number | null, now: Date): Promise<AgreementVersionRow[]> {
      if (templateId === null) return [];
      const rows = await db
        .select({ id: agreementVersions.id, version: agreementVersions.version, language: agreementVersions.language, body: agreementVersions.body })
        .from(agreementVersions)
        .where(and(eq(agreementVersions.organizationId, organizationId), eq(agreementVersions.templateId, templateId), lte(agreementVersions.publishedAt, now)))
        .orderBy(desc(agreementVersions.version));
      const newest = new Map<string, AgreementVersionRow>();
      for (const row of rows) if (!newest.has(row.language)) newest.set(row.language, row);
      return [...newest.values()];
    },

    async version(organizationId: number, versionId: number): Promise<AgreementVersionRow | undefined> {
      const [row] = await db
        .select({ id: agreementVersions.id, version: agreementVersions.version, language: agreementVersions.language, body: agreementVersions.body })
        .from(agreementVersions)
        .where(and(eq(agreementVersions.organizationId, organizationId), eq(agreementVersions.id, versionId)));
      return row;
    },

    async signature(organizationId: number, bookingId: number): Promise<SignatureRow | undefined> {
      const [row] = await db
        .select()
        .from(agreementSignatures)
        .where(and(eq(agreementSignatures.organizationId, organizationId), eq(agreementSignatures.bookingId, bookingId)))
        .orderBy(desc(agreementSignatures.signedAt))
        .limit(1);
      return row;
    },

    async bookingCode(organizationId: number, bookingId: number): Promise<string | undefined> {
      const [row] = await db.select({ code: bookings.code }).from(bookings).where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)));
      return row?.code;
    },

    async latestVerification(organizationId: number, bookingId: number): Promise<VerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(emailVerifications)
        .where(and(eq(emailVerifications.organizationId, organizationId), eq(emailVerifications.bookingId, bookingId)))
        .orderBy(desc(emailVerifications.createdAt), desc(emailVerifications.id))
        .limit(1);
      return row;
    },

    async isVerified(organizationId: number, bookingId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: emailVerifications.id })
        .from(emailVerifications)
        .where(
          and(
            eq(emailVerifications.organizationId, organizationId),
            eq(emailVerifications.bookingId, bookingId),
            sql`lower(${emailVerifications.email}) = lower(${email})`,
            sql`${emailVerifications.verifiedAt} is not null`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** A new code (its hash) and the email that carries it, together. */
    async createVerification(
      input: { organizationId: number; bookingId: number; email: string; codeHash: string; expiresAt: Date; now: Date },
      email: (verificationId: number) => AgreementOutboxEmail,
    ): Promise<VerificationRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(emailVerifications)
          .values({ organizationId: input.organizationId, bookingId: input.bookingId, email: input.email, codeHash: input.codeHash, expiresAt: input.expiresAt, createdAt: input.now })
          .returning();
        if (!row) throw new Error('email verification not stored');
        await tx.insert(emailOutbox).values(email(row.id)).onConflictDoNothing({ target: emailOutbox.dedupeKey });
        return row;
      });
    },

    /**
     * Counts an attempt before the code is compared, in one statement that refuses once the limit
     * is reached: parallel guesses can't exceed the attempts. Returns the row as it is now, or
     * undefined when no attempt is left.
     */
    async takeAttempt(organizationId: number, verificationId: number, maxAttempts: number): Promise<VerificationRow | undefined> {
      const [row] = await db
        .update(emailVerifications)
        .set({ attempts: sql`${emailVerifications.attempts} + 1` })
        .where(and(eq(emailVerifications.organizationId, organizationId), eq(emailVerifications.id, verificationId), sql`${emailVerifications.attempts} < ${maxAttempts}`))
        .returning();
      return row;
    },

    async markVerified(organizationId: number, verificationId: number, now: Date): Promise<void> {
      await db
        .update(emailVerifications)
        .set({ verifiedAt: now })
        .where(and(eq(emailVerifications.organizationId, organizationId), eq(emailVerifications.id, verificationId)));
    },

    /**
     * The signature row and the emails carrying its PDF, in one transaction. Returns undefined when
     * the booking was signed meanwhile (the unique index or the check below).
     */
    async insertSignature(
      row: typeof agreementSignatures.$inferInsert & { organizationId: number; bookingId: number },
      emails: (signatureId: number) => AgreementOutboxEmail[],
    ): Promise<SignatureRow | undefined> {
      return db.transaction(async (tx) => {
        // Serialises concurrent signings of one booking.
        await tx.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.organizationId, row.organizationId), eq(bookings.id, row.bookingId))).for('update');
        const [existing] = await tx
          .select({ id: agreementSignatures.id })
          .from(agreementSignatures)
          .where(and(eq(agreementSignatures.organizationId, row.organizationId), eq(agreementSignatures.bookingId, row.bookingId)));
        if (existing) return undefined;
        const [inserted] = await tx.insert(agreementSignatures).values(row).returning();
        if (!inserted) return undefined;
        const outgoing = emails(inserted.id);
        if (outgoing.length > 0) await tx.insert(emailOutbox).values(outgoing).onConflictDoNothing({ target: emailOutbox.dedupeKey });
        return inserted;
      });
    },
  };
}
