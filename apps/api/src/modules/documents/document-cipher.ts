import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM for private files at rest. Layout of an encrypted file:
//   1 byte version (1) | 12 bytes IV (random per file) | 16 bytes auth tag | ciphertext
// The storage key is authenticated data, so a file copied over another document's file fails to
// decrypt instead of showing the wrong person's ID.

const version = 1;
const ivLength = 12;
const tagLength = 16;
const headerLength = 1 + ivLength + tagLength;

export function encryptDocument(key: Uint8Array, plaintext: Uint8Array, storageKey: string): Buffer {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
  cipher.setAAD(Buffer.from(storageKey, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([version]), iv, cipher.getAuthTag(), ciphertext]);
}

/** Throws when the file was changed, belongs to another key or storage key, or is not ours. */
export function decryptDocument(key: Uint8Array, stored: Uint8Array, storageKey: string): Buffer {
  if (stored.length < headerLength || stored[0] !== version) throw new Error('not an encrypted document');
  const buffer = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  const iv = buffer.subarray(1, 1 + ivLength);
  const tag = buffer.subarray(1 + ivLength, headerLength);
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
  decipher.setAAD(Buffer.from(storageKey, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(buffer.subarray(headerLength)), decipher.final()]);
}
