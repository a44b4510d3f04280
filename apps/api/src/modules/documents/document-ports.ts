// Private files (ID documents, selfies, signatures, signed agreement PDFs): stored outside any
// public path, typed by their content (never their name), encrypted at rest when asked, deleted
// after their retention date. Implemented as services.documents by the identity engineer.

// The accepted formats by name, for the messages of the modules that take files.
export { formatNames } from './content-type.ts';

export type DocumentKind = 'id_document' | 'selfie' | 'signature' | 'agreement_pdf' | 'other';

export type StoredDocument = { id: number; mimeType: string; sizeBytes: number; sha256: string };

export interface PrivateDocuments {
  /** The MIME type read from the bytes' signature (image/jpeg, image/png, image/webp, application/pdf, …), or null. */
  detectType(bytes: Uint8Array): string | null;
  /**
   * The bytes as they may be kept: images encoded again from their pixels (nothing after the end
   * marker, no metadata), HEIC checked to end at its last box, PDFs without active content.
   * Refuses (AppError unsupported_media_type on `field`, reason unsafe_content) saying why.
   */
  makeSafe(bytes: Uint8Array, mimeType: string, field: string): Promise<Uint8Array>;
  /**
   * Stores the bytes (made safe as makeSafe does) and writes the documents row. Refuses (AppError
   * validation_failed on `field`) content whose detected type is not in `allowedTypes`, or larger
   * than `maxBytes`; unsafe content as makeSafe does.
   */
  store(input: {
    organizationId: number;
    bookingId: number;
    guestId?: number | null;
    kind: DocumentKind;
    bytes: Uint8Array;
    allowedTypes: readonly string[];
    maxBytes: number;
    field: string;
    encrypt: boolean;
    retainUntil: Date | null;
  }): Promise<StoredDocument>;
  /** The decrypted bytes of a document of this organization; null when unknown or deleted. */
  read(organizationId: number, documentId: number): Promise<{ bytes: Uint8Array; mimeType: string } | null>;
  /** Deletes files past their retention date (keeps the row, marked deleted). Returns how many. */
  purgeExpired(now: Date): Promise<number>;
}
