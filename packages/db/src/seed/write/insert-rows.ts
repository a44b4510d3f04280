import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../client.ts';

// Rows go to the database as one JSON document per chunk, expanded by json_populate_recordset:
// for hundreds of thousands of rows this is several times faster than building multi-row
// VALUES lists with one bind parameter per cell, and works the same on PGlite.
const rowsPerStatement = 5_000;

const sqlDefault = Symbol('sql default');
type ColumnInfo = { key: string; name: string; fallback: unknown };

function columnsOf(table: PgTable, rows: readonly Record<string, unknown>[]): ColumnInfo[] {
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  return Object.entries(getTableColumns(table))
    .filter(([key]) => present.has(key))
    .map(([key, column]) => ({
      key,
      // The client maps camelCase keys to snake_case names (casing: 'snake_case').
      name: column.keyAsName ? toSnakeCase(column.name) : column.name,
      // A row that omits a column some other rows set gets the column's default, as an INSERT would.
      fallback: !column.hasDefault ? null : is(column.default, SQL) ? sqlDefault : column.default,
    }));
}

export async function insertRows<T extends PgTable>(db: Database, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows as readonly Record<string, unknown>[];
  const columns = columnsOf(table, records);
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  for (let start = 0; start < records.length; start += rowsPerStatement) {
    const chunk = records.slice(start, start + rowsPerStatement).map((row) => {
      const record: Record<string, unknown> = {};
      for (const column of columns) {
        const value = row[column.key];
        if (value === undefined && column.fallback === sqlDefault) {
          throw new Error(`${getTableName(table)}.${column.key} has an SQL default: set it on every row or on none`);
        }
        record[column.name] = value === undefined ? column.fallback : value;
      }
      return record;
    });
    await db.execute(
      sql`insert into ${tableName} (${names}) select ${names} from json_populate_recordset(null::${tableName}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}
