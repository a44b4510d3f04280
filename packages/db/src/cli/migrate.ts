// `npm run migrate -w packages/db`: apply the committed migrations to DATABASE_URL or the PGlite
// folder (PGLITE_DATA_DIR). A PGlite folder can be open in one process only: stop the API first.
import { openDatabase } from '../client.ts';
import { readDatabaseSettings } from './environment.ts';

const settings = readDatabaseSettings();
const handle = await openDatabase({ url: settings.url, dataDir: settings.dataDir });
try {
  const started = performance.now();
  await handle.migrate();
  console.log(`Migrated ${settings.describe} in ${Math.round(performance.now() - started)} ms.`);
} finally {
  await handle.close();
}
