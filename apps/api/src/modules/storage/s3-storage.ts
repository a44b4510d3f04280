import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, assertStoragePrefix, type FileStorage, type StoredObjectInfo } from './storage-ports.ts';

// Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Ceph, Garage, …) through the official
// SDK: several API processes share one bucket. Objects are never made public (no ACL is sent);
// the API serves images itself, so the bucket stays private.

export type S3Settings = Readonly<{
  bucket: string;
  region: string;
  // Another host than AWS (MinIO, R2…); unset: AWS's own endpoint for the region.
  endpoint: string | undefined;
  // bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted stores need it.
  forcePathStyle: boolean;
  // Unset: the SDK's usual chain (environment, shared config, instance or task role).
  credentials: Readonly<{ accessKeyId: string; secretAccessKey: string }> | undefined;
}>;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (error: unknown) => statusOf(error) === 404 || (error as { name?: string }).name === 'NoSuchKey' || (error as { name?: string }).name === 'NotFound';

export function createS3Storage(settings: S3Settings): FileStorage & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: { ...settings.credentials } } : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
    // default (CRC32 trailers); integrity of what we read is checked by our own hashes where it matters.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = settings.bucket;

  const infoOf = (key: string, answer: { ContentLength?: number | undefined; ContentType?: string | undefined; LastModified?: Date | undefined }): StoredObjectInfo => ({
    key,
    sizeBytes: answer.ContentLength ?? 0,
    contentType: answer.ContentType ?? 'application/octet-stream',
    lastModified: answer.LastModified ?? new Date(0),
  });

  async function getObject(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',

    async put(key, body, options) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: assertStorageKey(key), Body: body, ContentType: options.contentType, ContentLength: body.byteLength }),
      );
    },

    async get(key) {
      const answer = await getObject(key);
      if (!answer?.Body) return null;
      const body = await answer.Body.transformToByteArray();
      return { ...infoOf(key, answer), sizeBytes: body.byteLength, body };
    },

    async getStream(key) {
      const answer = await getObject(key);
      if (!answer?.Body) return null;
      const stream = answer.Body instanceof Readable ? answer.Body : Readable.fromWeb(answer.Body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
      return { ...infoOf(key, answer), stream };
    },

    async head(key) {
      try {
        return infoOf(key, await client.send(new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) })));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a key that is not there, as the interface asks.
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },

    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: assertStoragePrefix(prefix), ...(ContinuationToken ? { ContinuationToken } : {}) }));
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },

    close: () => client.destroy(),
  };
}
