import { randomBytes } from 'node:crypto';
import type { Database } from '@direct/db';
import { createCalendarExportRepository } from './calendar-export.repository.ts';
import { createCalendarExportService } from './calendar-export.service.ts';

// 24 random bytes: 32 URL-safe characters nobody guesses.
const newToken = () => randomBytes(24).toString('base64url');

export function createCalendarExportServices(options: { db: Database; feedBaseUrl: string; now: () => Date }) {
  return createCalendarExportService({ repository: createCalendarExportRepository(options.db, newToken), feedBaseUrl: options.feedBaseUrl, now: options.now });
}
