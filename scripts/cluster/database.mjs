// The cluster's one PostgreSQL database: DATABASE_URL when given, else a database on the local
// server (127.0.0.1:5432), fresh (`cluster_<time>`) or one reused by name (--database <name>).
import pg from 'pg';

const localServer = 'postgres://postgres@127.0.0.1:5432';

export function databasePlan({ databaseUrl, name }) {
  if (databaseUrl) return { url: databaseUrl, created: false, name: new URL(databaseUrl).pathname.slice(1) };
  const chosen = name ?? `cluster_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(chosen)) throw new Error(`--database ${chosen}: use lower-case letters, digits and _`);
  return { url: `${localServer}/${chosen}`, created: name === undefined, name: chosen };
}

// Creates the database on the local server unless it exists (a reused name keeps its data).
export async function ensureDatabase(plan) {
  if (plan.url !== `${localServer}/${plan.name}`) return;
  await withServer(async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [plan.name]);
    if (rowCount === 0) await client.query(`create database "${plan.name}"`);
  });
}

export async function dropDatabase(plan) {
  if (!plan.created) return;
  await withServer((client) => client.query(`drop database if exists "${plan.name}" with (force)`));
}

async function withServer(work) {
  // The maintenance database every PostgreSQL server has.
  const client = new pg.Client({ connectionString: `${localServer}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
