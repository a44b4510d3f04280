import type { AuditActor } from '@direct/db';
import type { HostBookingGuests, HostDocumentLink } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import type { PrivateDocuments } from '../documents/document-ports.ts';
import { createDocumentLinks } from './document-links.ts';
import type { HostBookingDetailRepository } from './host-booking-detail.repository.ts';

// The guests' personal data and their ID documents (guests:read). A document's file is only ever
// served through a link that names it and lapses after five minutes; issuing a link and opening
// it are both written to the audit log, with who and which document.

export type HostBookingGuestsService = ReturnType<typeof createHostBookingGuestsService>;

type Audit = { actor: AuditActor; requestId?: string | undefined };

export function createHostBookingGuestsService(options: { detail: HostBookingDetailRepository; documents: Pick<PrivateDocuments, 'read'>; documentsKey: Uint8Array; now: () => Date }) {
  const { detail, documents, now } = options;
  const links = createDocumentLinks(options.documentsKey);

  async function ownDocument(organizationId: number, bookingId: number, documentId: number) {
    const document = await detail.identityDocument(organizationId, bookingId, documentId);
    if (!document) throw new AppError('not_found', 'There is no such document for this booking.');
    return document;
  }

  return {
    async guests(organizationId: number, bookingId: number): Promise<HostBookingGuests> {
      if (!(await detail.booking(organizationId, bookingId))) throw new AppError('not_found', 'There is no such booking.');
      const [rows, files] = await Promise.all([detail.guests(organizationId, bookingId), detail.identityDocuments(organizationId, bookingId)]);
      return {
        guests: rows.map((guest) => ({
          id: guest.id,
          isBooker: guest.isBooker,
          isAdult: guest.isAdult,
          firstName: guest.firstName,
          lastName: guest.lastName,
          secondLastName: guest.secondLastName,
          email: guest.email,
          mobile: guest.mobile,
          gender: guest.gender,
          dateOfBirth: guest.dateOfBirth,
          nationality: guest.nationality,
          documentType: guest.documentType,
          documentNumber: guest.passportNumber,
          documentIssuingCountry: guest.documentIssuingCountry,
          documentExpiry: guest.passportExpiry,
          birthPlace: guest.birthPlace,
          address: [guest.addressLine1, guest.addressLine2].filter(Boolean).join(', ') || null,
          city: guest.city,
          postalCode: guest.postalCode,
          country: guest.country,
        })),
        documents: files.map((file) => ({
          id: file.id,
          kind: file.kind as 'id_document' | 'selfie',
          guestId: file.guestId,
          mimeType: file.mimeType,
          sizeBytes: file.sizeBytes,
          createdAt: file.createdAt.toISOString(),
          retainUntil: file.retainUntil?.toISOString() ?? null,
        })),
      };
    },

    async issueLink(organizationId: number, bookingId: number, documentId: number, audit: Audit): Promise<HostDocumentLink> {
      const document = await ownDocument(organizationId, bookingId, documentId);
      const { token, expiresAt } = links.issue({ organizationId, bookingId, documentId }, now());
      await detail.audit({
        organizationId,
        actor: audit.actor,
        action: 'document.link_issued',
        entityType: 'document',
        entityId: documentId,
        after: { bookingId, kind: document.kind, guestId: document.guestId, expiresAt: expiresAt.toISOString() },
        requestId: audit.requestId,
      });
      return {
        path: `/apis/host/organizations/${organizationId}/bookings/${bookingId}/documents/${documentId}?token=${encodeURIComponent(token)}`,
        token,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async view(organizationId: number, bookingId: number, documentId: number, token: string, audit: Audit): Promise<{ bytes: Uint8Array; mimeType: string }> {
      const state = links.check({ organizationId, bookingId, documentId }, token, now());
      // A link made for anything else says nothing about what exists.
      if (state === 'invalid') throw new AppError('not_found', 'There is no such document for this booking.');
      if (state === 'expired') throw new AppError('expired', 'This link has expired; open the document again from the booking.');
      const document = await ownDocument(organizationId, bookingId, documentId);
      const file = await documents.read(organizationId, documentId);
      if (!file) throw new AppError('not_found', 'There is no such document for this booking.');
      await detail.audit({
        organizationId,
        actor: audit.actor,
        action: 'document.viewed',
        entityType: 'document',
        entityId: documentId,
        after: { bookingId, kind: document.kind, guestId: document.guestId },
        requestId: audit.requestId,
      });
      return file;
    },
  };
}
