import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../testing/stand-ins/s3-stand-in.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { InvalidStorageKeyError, isValidStorageKey, type FileStorage } from './storage-ports.ts';

// The same behaviour from both drivers: the local folder and the S3 driver talking to a local
// stand-in of S3 through the real SDK (signed requests, the stand-in checks each one).

const s3 = { bucket: 'direct-files', region: 'eu-west-1', accessKeyId: 'AKIATESTSTANDIN', secretAccessKey: 'stand-in-secret-key/with+odd=chars' };
let root: string;
let standIn: S3StandIn;
let s3Storage: ReturnType<typeof createS3Storage>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'storage-'));
  standIn = await startS3StandIn({ ...s3, pageSize: 2 });
  s3Storage = createS3Storage({
    bucket: s3.bucket,
    region: s3.region,
    endpoint: standIn.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
});
afterAll(async () => {
  s3Storage?.close();
  await standIn?.close();
  await rm(root, { recursive: true, force: true });
});

const bytes = (value: string) => new Uint8Array(Buffer.from(value));

const drivers: [string, () => FileStorage][] = [
  ['local folder', () => createLocalStorage({ root })],
  ['S3 (stand-in)', () => s3Storage],
];

describe.each(drivers)('%s driver', (_name, storage) => {
  it('puts, heads, gets (bytes and stream) and deletes an object', async () => {
    const store = storage();
    const key = 'images/photos/7/abc/640.webp';
    expect(await store.get(key)).toBeNull();
    expect(await store.head(key)).toBeNull();
    await store.put(key, bytes('first'), { contentType: 'image/webp' });
    await store.put(key, bytes('second version'), { contentType: 'image/webp' });
    const head = await store.head(key);
    expect(head).toMatchObject({ key, sizeBytes: 14, contentType: 'image/webp' });
    expect(head!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const object = await store.get(key);
    expect(Buffer.from(object!.body).toString()).toBe('second version');
    expect(object!.contentType).toBe('image/webp');
    const streamed = await store.getStream(key);
    expect(await text(streamed!.stream)).toBe('second version');
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.getStream(key)).toBeNull();
  });

  it('keeps binary content byte for byte', async () => {
    const store = storage();
    const binary = new Uint8Array(70_000).map((_, index) => (index * 7919) % 256);
    await store.put('private/3/binary-key', binary, { contentType: 'application/octet-stream' });
    expect(Buffer.from((await store.get('private/3/binary-key'))!.body).equals(Buffer.from(binary))).toBe(true);
  });

  it('lists the keys under a prefix, across pages', async () => {
    const store = storage();
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg', 'sub/d.jpg']) await store.put(`originals/9/${name}`, bytes(name), { contentType: 'image/jpeg' });
    await store.put('originals/90/other.jpg', bytes('x'), { contentType: 'image/jpeg' });
    expect((await store.list('originals/9/')).sort()).toEqual(['originals/9/a.jpg', 'originals/9/b.jpg', 'originals/9/c.jpg', 'originals/9/sub/d.jpg']);
    expect(await store.list('originals/none/')).toEqual([]);
  });

  it('refuses keys that could leave the store, whatever the driver', async () => {
    const store = storage();
    for (const key of ['../secret.txt', 'images/../../etc/passwd', '/etc/hostname', 'images//x', 'images/./x', 'images\\x', '', 'images/x y', 'images/é']) {
      await expect(store.put(key, bytes('x'), { contentType: 'text/plain' }), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    await expect(store.list('images')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});

describe('the local folder driver', () => {
  it('writes files under the root with the key as path, for this user only, and never leaves a partial file', async () => {
    const store = createLocalStorage({ root });
    await store.put('private/1/doc', bytes('secret'), { contentType: 'application/octet-stream' });
    expect(await readFile(join(root, 'private', '1', 'doc'), 'utf8')).toBe('secret');
    expect((await stat(join(root, 'private', '1', 'doc'))).mode & 0o777).toBe(0o600);
    await writeFile(join(root, 'private', '1', 'doc.abc.part'), 'half');
    expect(await store.list('private/1/')).toEqual(['private/1/doc']);
  });

  it('types a file by its extension (a folder keeps no content type)', async () => {
    const store = createLocalStorage({ root });
    await store.put('images/t/1.avif', bytes('x'), { contentType: 'image/avif' });
    await store.put('images/t/noext', bytes('x'), { contentType: 'image/avif' });
    expect((await store.head('images/t/1.avif'))!.contentType).toBe('image/avif');
    expect((await store.head('images/t/noext'))!.contentType).toBe('application/octet-stream');
  });
});

describe('the S3 driver against the stand-in', () => {
  it('signs every request with the configured key, sends lengths and types, and never an ACL', () => {
    expect(standIn.problems).toEqual([]);
    expect(standIn.calls.length).toBeGreaterThan(10);
    for (const call of standIn.calls) {
      expect(String(call.headers['authorization'])).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/\\d{8}/${s3.region}/s3/aws4_request`));
      expect(call.path.startsWith(`/${s3.bucket}`)).toBe(true);
      if (call.method === 'PUT') {
        expect(Number(call.headers['content-length'])).toBe(call.bodyBytes);
        expect(call.headers['content-type']).toBeTruthy();
        expect(call.headers['x-amz-acl']).toBeUndefined();
      }
    }
    expect(standIn.calls.some((call) => call.query.includes('continuation-token'))).toBe(true);
  });

  it('fails (never silently) when the secret is wrong', async () => {
    const wrong = createS3Storage({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: standIn.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    try {
      await expect(wrong.put('images/x.jpg', bytes('x'), { contentType: 'image/jpeg' })).rejects.toThrow();
      expect(standIn.problems.at(-1)).toMatch(/signature does not match/);
    } finally {
      wrong.close();
      standIn.problems.length = 0;
    }
  });
});

describe('storage keys', () => {
  it('are relative paths of plain segments', () => {
    expect(isValidStorageKey('images/properties/1-casa/1.svg')).toBe(true);
    expect(isValidStorageKey('private/12/Zx_-abc')).toBe(true);
    expect(isValidStorageKey('a/'.repeat(300))).toBe(false);
  });
});
