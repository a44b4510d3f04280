// `npm run seed -w packages/db [-- --force] [--properties N] [--start-date YYYY-MM-DD]`:
// migrate, then fill an empty database with the demo world. --force wipes the database first.
// A PGlite folder can be open in one process only: stop the API first.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client.ts';
import { queryRows } from '../raw-query.ts';
import { demoPropertyCount, seedDemoData } from '../seed/index.ts';
import { assertIsoDate } from '../seed/calendar-dates.ts';
import { readDatabaseSettings } from './environment.ts';
import { parseSeedArguments } from './seed-arguments.ts';

let args: ReturnType<typeof parseSeedArguments>;
try {
  args = parseSeedArguments(process.argv.slice(2));
  if (args.properties !== undefined && args.properties < demoPropertyCount) {
    throw new Error(`--properties must be at least ${demoPropertyCount} (the hand-made demo set)`);
  }
  if (args.startDate !== undefined) assertIsoDate(args.startDate);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const settings = readDatabaseSettings();
const handle = await openDatabase({ url: settings.url, dataDir: settings.dataDir });
try {
  const started = performance.now();
  if (args.force) {
    // Everything the migrations created lives in these two schemas (extensions included).
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`drop schema if exists public cascade`);
    await handle.db.execute(sql`create schema public`);
    // As on a fresh database (PostgreSQL 15+): everyone may use the schema, only owners create in it.
    await handle.db.execute(sql`grant usage on schema public to public`);
  }
  await handle.migrate();
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from organizations`);
  if (count > 0) {
    console.log(`${settings.describe} already has data (${count} organizations); nothing seeded. Use --force to wipe and reseed.`);
  } else {
    const summary = await seedDemoData(handle.db, {
      filesDir: settings.filesDir,
      startDate: args.startDate,
      properties: args.properties,
    });
    const [rates] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from daily_rates`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${settings.describe} in ${seconds} s: ${summary.organizations} organizations, ${summary.brands} brands, ` +
        `${summary.properties} properties, ${rates?.count ?? 0} daily rates; images in ${settings.filesDir}/images.`,
    );
  }
} finally {
  await handle.close();
}
