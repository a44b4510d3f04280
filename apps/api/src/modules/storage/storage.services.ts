import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage-ports.ts';

export type FileStorageService = FileStorage & { close(): void };

// The driver the configuration names: FILES_DIR, or the S3 bucket when S3_BUCKET is set.
export function createFileStorage(settings: Config['storage']): FileStorageService {
  if (settings.driver === 's3') return createS3Storage(settings);
  return { ...createLocalStorage({ root: settings.root }), close: () => undefined };
}
