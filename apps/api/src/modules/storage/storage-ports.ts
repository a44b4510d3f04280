import type { Readable } from 'node:stream';

// One interface for every file the API keeps (public images and their renditions, kept photo
// originals, encrypted private documents): a local folder by default, any S3-compatible store
// when configured, so several API processes can share the files. Callers name objects by key;
// where the bytes live is the driver's business.
//
// Keys are relative paths of plain segments ("images/photos/12/ab/640.webp"): no empty, "." or
// ".." segment, no backslash, no leading slash, printable ASCII only. A key that is not valid is
// refused by every method (InvalidStorageKeyError), so a key read from a row can never reach
// outside the store.
//
// Prefixes in use (the first segment):
// - images/     public pictures, served by GET /apis/image and /apis/attachments (by row, never by key)
// - originals/  uploaded photos as received, kept to make renditions again; never served
// - private/    private documents (encrypted ID scans, signatures); never served

export type StoredObjectInfo = { key: string; sizeBytes: number; contentType: string; lastModified: Date };
export type StoredObject = StoredObjectInfo & { body: Uint8Array };
export type StoredStream = StoredObjectInfo & { stream: Readable };

export interface FileStorage {
  /** Which driver this is, for logs and health: 'local' or 's3'. */
  readonly kind: 'local' | 's3';
  /** Writes the object whole (replacing one under the same key); readers never see half of it. */
  put(key: string, body: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object as a stream (large files), or null when there is none. */
  getStream(key: string): Promise<StoredStream | null>;
  /** Size, type and time of the object, or null when there is none. */
  head(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under the prefix (a folder-like prefix ending in "/"), in no particular order. */
  list(prefix: string): Promise<string[]>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`not a valid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const maxKeyLength = 512;
const segmentPattern = /^[A-Za-z0-9._~@+=,-]+$/;

export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > maxKeyLength) return false;
  return key.split('/').every((segment) => segment !== '.' && segment !== '..' && segmentPattern.test(segment));
}

export function assertStorageKey(key: string): string {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/** A list prefix: valid key segments ending in "/". */
export function assertStoragePrefix(prefix: string): string {
  if (!prefix.endsWith('/') || !isValidStorageKey(prefix.slice(0, -1))) throw new InvalidStorageKeyError(prefix);
  return prefix;
}

/** The public image key of a row's storage key (rows name keys relative to images/). */
export const publicImageKey = (storageKey: string) => `images/${storageKey}`;
