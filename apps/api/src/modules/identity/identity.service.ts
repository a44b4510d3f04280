import type { IdentityFileKind, IdentityStatus, IdentityUploadResult, TypedIdentityBody } from '@direct/contracts';
import { identityDocumentTypes } from '@direct/contracts';
import {
  identityPolicyFor,
  identityRetainUntil,
  isIdentitySatisfied,
  megabyte,
  requiredIdentityGuests,
  validateTypedIdentity,
  type IdentityPolicy,
  type ProvidedIdentity,
} from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { BookingsForPayments, Booking } from '../bookings/booking-ports.ts';
import type { CheckinProgress } from '../checkin/checkin-ports.ts';
import { formatNames } from '../documents/document-ports.ts';
import type { DocumentsService, DocumentSummary } from '../documents/documents.service.ts';
import type { IdentityFacts, IdentityGuestRow, IdentityRepository } from './identity.repository.ts';
import { typedDetailsMessage } from './identity-messages.ts';

export type IdentityService = ReturnType<typeof createIdentityService>;

// Typed document details are stored like a scan: an encrypted private document, deleted with the
// others after the retention date. This type marks them among a booking's documents.
export const typedDetailsMimeType = 'application/vnd.direct.identity-details+json';

type Access = { booking: Booking; facts: IdentityFacts; policy: IdentityPolicy };

const formatsOf = (mimeTypes: readonly string[]) => [...new Set(mimeTypes.map((type) => formatNames[type] ?? type))].join(', ');
const megabytesOf = (bytes: number) => Math.floor(bytes / megabyte);

/** The calendar date in a time zone (the property's "today"). */
function todayIn(timezone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export function createIdentityService(options: {
  repository: IdentityRepository;
  documents: DocumentsService;
  bookings: Pick<BookingsForPayments, 'findByAccess'>;
  progress: CheckinProgress;
  now: () => Date;
}) {
  const { repository, documents, bookings, progress } = options;

  // Proof of access, then the booking's facts. Wrong code/token/other booking → 404.
  async function access(code: string, token: string): Promise<Access> {
    const booking = await bookings.findByAccess(code, token);
    const facts = booking ? await repository.facts(booking.organizationId, booking.id) : null;
    if (!booking || !facts) throw new AppError('not_found', 'No booking matches this link.');
    return { booking, facts, policy: identityPolicyFor(facts.countryCode) };
  }

  // Changes are for confirmed bookings of properties that ask for this step.
  function assertOpen({ booking, facts }: Access): void {
    if (booking.status !== 'confirmed') throw new AppError('conflict', 'Identity documents can be added once the booking is confirmed.');
    if (!facts.requiredSteps.includes('identity')) throw new AppError('conflict', 'This stay does not ask for identity documents.');
  }

  const slotOf = (adults: IdentityGuestRow[], guestId: number | null) => {
    if (guestId === null) return 1;
    const index = adults.findIndex((adult) => adult.id === guestId);
    return index < 0 ? null : index + 1;
  };

  async function typedSlot(organizationId: number, document: DocumentSummary): Promise<number | null> {
    const stored = await documents.read(organizationId, document.id);
    if (!stored) return null;
    const parsed = JSON.parse(Buffer.from(stored.bytes).toString('utf8')) as { guest?: unknown };
    return typeof parsed.guest === 'number' ? parsed.guest : null;
  }

  async function provided(booking: Booking, adults: IdentityGuestRow[]) {
    const onFile = await documents.listForBooking(booking.organizationId, booking.id);
    const files: (DocumentSummary & { slot: number })[] = [];
    const typed: (DocumentSummary & { slot: number })[] = [];
    for (const document of onFile) {
      if (document.kind === 'id_document' || document.kind === 'selfie') {
        const slot = slotOf(adults, document.guestId);
        if (slot !== null) files.push({ ...document, slot });
      } else if (document.kind === 'other' && document.mimeType === typedDetailsMimeType) {
        const slot = await typedSlot(booking.organizationId, document);
        if (slot !== null) typed.push({ ...document, slot });
      }
    }
    return { files, typed };
  }

  async function statusOf({ booking, facts, policy }: Access): Promise<IdentityStatus> {
    const adults = await repository.adults(booking.organizationId, booking.id);
    const { files, typed } = await provided(booking, adults);
    const given: ProvidedIdentity[] = requiredIdentityGuests(policy, booking.adults).map((guest) => ({
      guest,
      files: files.filter((file) => file.slot === guest).map((file) => file.kind as IdentityFileKind),
      typed: typed.some((entry) => entry.slot === guest),
    }));
    return {
      booking: { code: booking.code, brandId: booking.brandId, status: booking.status, propertyName: booking.propertyName, checkIn: booking.checkIn, checkOut: booking.checkOut, language: booking.language },
      required: facts.requiredSteps.includes('identity'),
      policy: {
        rule: policy.rule,
        reason: policy.reason,
        countryCode: policy.countryCode,
        appliesTo: policy.appliesTo,
        files: policy.files.map((file) => ({ ...file, mimeTypes: [...file.mimeTypes], formats: [...file.formats], maxMegabytes: megabytesOf(file.maxBytes) })),
        typedFields: [...policy.typedFields],
        documentTypes: policy.typedFields.length > 0 ? [...identityDocumentTypes] : [],
      },
      guests: given.map((entry) => {
        const adult = adults[entry.guest - 1];
        const name = adult ? [adult.firstName, adult.lastName].filter(Boolean).join(' ') || null : null;
        return {
          guest: entry.guest,
          name: entry.guest === 1 && !name ? `${booking.guest.firstName} ${booking.guest.lastName}`.trim() : name,
          isBooker: entry.guest === 1,
          files: files
            .filter((file) => file.slot === entry.guest)
            .map((file) => ({ kind: file.kind as IdentityFileKind, uploadedAt: file.createdAt.toISOString() })),
          typedProvided: entry.typed,
          complete: (policy.typedFields.length === 0 || entry.typed) && policy.files.every((file) => entry.files.includes(file.kind)),
        };
      }),
      complete: isIdentitySatisfied(policy, booking.adults, given),
      retainUntil: identityRetainUntil(booking.checkOut, facts.retentionDays).toISOString(),
    };
  }

  // Replaced items are deleted at once (only the newest counts), then the step completes when
  // everything the policy asks for is there.
  async function afterChange(state: Access, replaced: DocumentSummary[]): Promise<IdentityStatus> {
    for (const old of replaced) await documents.discard(state.booking.organizationId, old.id);
    const status = await statusOf(state);
    if (status.complete) await progress.complete(state.booking.organizationId, state.booking.id, 'identity');
    return status;
  }

  function guestSlot(state: Access, guest: number | undefined): number {
    const slot = guest ?? 1;
    if (!requiredIdentityGuests(state.policy, state.booking.adults).includes(slot)) {
      throw new AppError('validation_failed', 'This guest does not need to provide documents.', {
        fields: [{ field: 'guest', message: 'Not a guest whose documents are needed', reason: 'invalid_choice' }],
      });
    }
    return slot;
  }

  return {
    status: async (code: string, token: string): Promise<IdentityStatus> => statusOf(await access(code, token)),

    /** The largest file any rule accepts: the upload parser's own limit. */
    maxFileBytes: 10 * megabyte,

    async upload(code: string, token: string, input: { kind: string; guest?: number | undefined; bytes: Uint8Array }): Promise<IdentityUploadResult> {
      const state = await access(code, token);
      assertOpen(state);
      const { booking, facts, policy } = state;
      if (policy.files.length === 0) {
        throw new AppError('validation_failed', 'No files are accepted for this stay: its country asks for the document details typed in instead.', {
          fields: [{ field: 'file', message: 'Type in the document details instead of uploading a file', reason: 'not_accepted' }],
        });
      }
      const requirement = policy.files.find((file) => file.kind === input.kind);
      if (!requirement) {
        throw new AppError('validation_failed', `kind must be one of: ${policy.files.map((file) => file.kind).join(', ')}.`, {
          fields: [{ field: 'kind', message: `Must be one of: ${policy.files.map((file) => file.kind).join(', ')}`, reason: 'invalid_choice' }],
        });
      }
      const slot = guestSlot(state, input.guest);
      const limit = megabytesOf(requirement.maxBytes);
      if (input.bytes.length > requirement.maxBytes) throw tooLarge(limit);
      const detected = documents.detectType(input.bytes);
      if (!detected || !requirement.mimeTypes.includes(detected)) throw unsupported(requirement.mimeTypes);
      const adults = await repository.adults(booking.organizationId, booking.id);
      const before = (await provided(booking, adults)).files.filter((file) => file.slot === slot && file.kind === requirement.kind);
      const stored = await documents.store({
        organizationId: booking.organizationId,
        bookingId: booking.id,
        guestId: adults[slot - 1]?.id ?? null,
        kind: requirement.kind,
        bytes: input.bytes,
        allowedTypes: requirement.mimeTypes,
        maxBytes: requirement.maxBytes,
        field: 'file',
        encrypt: true,
        retainUntil: identityRetainUntil(booking.checkOut, facts.retentionDays),
      });
      const status = await afterChange(state, before);
      return { kind: requirement.kind, guest: slot, mimeType: stored.mimeType, sizeBytes: stored.sizeBytes, status };
    },

    async typed(code: string, token: string, body: TypedIdentityBody): Promise<IdentityStatus> {
      const state = await access(code, token);
      assertOpen(state);
      const { booking, facts, policy } = state;
      if (policy.typedFields.length === 0) {
        throw new AppError('conflict', 'This stay asks for a photo of the ID document and a selfie, not typed details.');
      }
      const slot = guestSlot(state, body.guest);
      const result = validateTypedIdentity(
        {
          documentType: body.document_type,
          documentNumber: body.document_number,
          supportNumber: body.support_number,
          expiryDate: body.expiry_date,
          nationality: body.nationality,
        },
        todayIn(facts.timezone, options.now()),
      );
      if (!result.ok) {
        throw new AppError('validation_failed', 'Some document details are missing or invalid; see fields.', {
          fields: result.problems.map((problem) => ({ field: problem.field, message: typedDetailsMessage(problem), reason: problem.reason })),
        });
      }
      const adults = await repository.adults(booking.organizationId, booking.id);
      const before = (await provided(booking, adults)).typed.filter((entry) => entry.slot === slot);
      await documents.storeData({
        organizationId: booking.organizationId,
        bookingId: booking.id,
        guestId: adults[slot - 1]?.id ?? null,
        kind: 'other',
        mimeType: typedDetailsMimeType,
        bytes: Buffer.from(JSON.stringify({ guest: slot, ...result.document }), 'utf8'),
        encrypt: true,
        retainUntil: identityRetainUntil(booking.checkOut, facts.retentionDays),
      });
      return afterChange(state, before);
    },
  };
}

export function tooLarge(limitMegabytes: number): AppError {
  return new AppError('payload_too_large', `The file is larger than ${limitMegabytes} MB; upload a file of at most ${limitMegabytes} MB.`, {
    fields: [{ field: 'file', message: `The file must be at most ${limitMegabytes} MB`, reason: 'too_large' }],
  });
}

export function unsupported(mimeTypes: readonly string[]): AppError {
  const formats = formatsOf(mimeTypes);
  return new AppError('unsupported_media_type', `This file is not in an accepted format (checked by its content, not its name); upload ${formats}.`, {
    fields: [{ field: 'file', message: `The file must be one of: ${formats}`, reason: 'unsupported_type' }],
  });
}
