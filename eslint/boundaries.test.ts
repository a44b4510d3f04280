import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proof that each boundary rule fails on a deliberate violation (and passes the allowed forms):
// the repository's own eslint.config.js lints small snippets placed at the paths they would live at.

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const boundaryRules = new Set([
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-imports',
  'no-restricted-properties',
  'no-restricted-syntax',
  'no-restricted-globals',
]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repositoryRoot });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && boundaryRules.has(message.ruleId)).map((message) => message.message);
}

describe('API modules', () => {
  const inPayments = 'apps/api/src/modules/payments/example.service.ts';

  it('refuse another module’s repository', async () => {
    const errors = await boundaryErrors(inPayments, `import { createBookingsRepository } from '../bookings/bookings.repository.ts';\nexport const make = createBookingsRepository;\n`);
    expect(errors.join('\n')).toMatch(/A repository is private to its module/);
  });

  it('refuse another module’s private files', async () => {
    const errors = await boundaryErrors(inPayments, `import { bookingOf } from '../bookings/booking-views.ts';\nexport const view = bookingOf;\n`);
    expect(errors).toEqual([expect.stringMatching(/reachable only through its ports/)]);
  });

  it('refuse values from another module’s service, allow its types', async () => {
    const value = await boundaryErrors(inPayments, `import { createBookingLifecycleService } from '../bookings/booking-lifecycle.service.ts';\nexport const make = createBookingLifecycleService;\n`);
    expect(value).toEqual([expect.stringMatching(/Import only types from another module’s service/)]);
    const types = await boundaryErrors(inPayments, `import type { BookingLifecycleService } from '../bookings/booking-lifecycle.service.ts';\nexport type Lifecycle = BookingLifecycleService;\n`);
    expect(types).toEqual([]);
  });

  it('allow another module’s ports and the module’s own files', async () => {
    const code = [
      `import type { Booking } from '../bookings/booking-ports.ts';`,
      `import { scopeOf } from '../brand-scope/brand-scope-ports.ts';`,
      `import { createPaymentsRepository } from './payments.repository.ts';`,
      `import { AppError } from '../../http/app-error.ts';`,
      `export const parts: unknown[] = [scopeOf, createPaymentsRepository, AppError];`,
      `export type Seen = Booking;`,
    ].join('\n');
    expect(await boundaryErrors(inPayments, `${code}\n`)).toEqual([]);
  });

  it('refuse the composition root inside a module', async () => {
    const errors = await boundaryErrors(inPayments, `import { createServices } from '../../services.ts';\nexport const make = createServices;\n`);
    expect(errors).toEqual([expect.stringMatching(/never imports the composition root/)]);
  });

  it('let tests and the composition root wire anything', async () => {
    const wiring = `import { createBookingsRepository } from './modules/bookings/bookings.repository.ts';\nexport const make = createBookingsRepository;\n`;
    expect(await boundaryErrors('apps/api/src/services.ts', wiring)).toEqual([]);
    const test = `import { createBookingsRepository } from '../bookings/bookings.repository.ts';\nexport const make = createBookingsRepository;\n`;
    expect(await boundaryErrors('apps/api/src/modules/payments/example.test.ts', test)).toEqual([]);
  });
});

describe('process.env', () => {
  const reads = ['export const port = process.env.PORT;', 'const { env } = process;\nexport const port = env.PORT;', `import { env } from 'node:process';\nexport const port = env.PORT;`];

  it.each(reads)('is refused outside config: %s', async (code) => {
    expect(await boundaryErrors('apps/api/src/modules/payments/example.service.ts', `${code}\n`)).toEqual([expect.stringMatching(/Read the environment in config only/)]);
    expect(await boundaryErrors('apps/web/app/lib/example.server.ts', `${code}\n`)).toEqual([expect.stringMatching(/Read the environment in config only/)]);
  });

  it('is read by the config modules, tests and test harnesses', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect(await boundaryErrors('apps/api/src/config.ts', code)).toEqual([]);
    expect(await boundaryErrors('apps/web/app/config.server.ts', code)).toEqual([]);
    expect(await boundaryErrors('apps/api/src/testing/example.ts', code)).toEqual([]);
    expect(await boundaryErrors('apps/api/src/modules/jobs/example.test.ts', code)).toEqual([]);
  });
});

describe('the web', () => {
  it('never imports @direct/db', async () => {
    expect(await boundaryErrors('apps/web/app/routes/example.tsx', `import { createDatabase } from '@direct/db';\nexport const make = createDatabase;\n`)).toEqual([
      expect.stringMatching(/through the API/),
    ]);
    expect(await boundaryErrors('apps/web/app/lib/example.server.ts', `import { createTestDatabase } from '@direct/db/testing';\nexport const make = createTestDatabase;\n`)).toEqual([
      expect.stringMatching(/through the API/),
    ]);
  });
});

describe('packages/domain', () => {
  const inDomain = 'packages/domain/src/booking/example.ts';

  it.each([
    [`import { readFileSync } from 'node:fs';\nexport const read = readFileSync;`, /does no I\/O/],
    [`import { request } from 'http';\nexport const call = request;`, /does no I\/O/],
    [`import { sql } from 'drizzle-orm';\nexport const query = sql;`, /knows no database/],
    [`import type { Database } from '@direct/db';\nexport type Db = Database;`, /knows no database/],
    [`export const load = () => fetch('https://example.com');`, /does no I\/O/],
    [`export const stamp = () => Date.now();`, /reads no clock/],
    [`export const today = () => new Date();`, /reads no clock/],
    [`export const mode = process.env.NODE_ENV;`, /environment/],
  ])('refuses %s', async (code, message) => {
    const errors = await boundaryErrors(inDomain, `${code}\n`);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toMatch(message);
  });

  it('computes freely: hashing, dates from arguments, Intl', async () => {
    const code = [
      `import { createHash } from 'node:crypto';`,
      `export const digest = (text: string) => createHash('sha256').update(text).digest('hex');`,
      `export const day = (iso: string) => new Date(\`\${iso}T00:00:00Z\`).getUTCDay();`,
      `export const money = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);`,
    ].join('\n');
    expect(await boundaryErrors(inDomain, `${code}\n`)).toEqual([]);
  });
});
