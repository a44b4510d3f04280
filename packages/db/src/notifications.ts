import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

export type ChannelHandlers = {
  onNotify: (payload: string) => void;
  // Whether notifications are being received; while false a subscriber can't know what changed.
  onListening: (listening: boolean) => void;
};

export type ChannelListener = {
  // Resolves once every notification committed before the call has been handed to onNotify.
  sync: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * LISTEN on a channel of the database behind `db`. On PostgreSQL a dedicated connection (a pooled
 * one would be handed to other queries) that reconnects after a loss, saying so through
 * onListening; on PGlite the embedded instance's own listener. Never throws for a lost or
 * refused connection: it keeps retrying every `retryMs` until closed.
 */
export async function listenTo(db: Database, channel: string, handlers: ChannelHandlers, options: { retryMs?: number } = {}): Promise<ChannelListener> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const unsubscribe = await client.listen(channel, (payload) => handlers.onNotify(payload));
    handlers.onListening(true);
    return {
      // PGlite hands a transaction's notifications over with the result of its commit.
      sync: async () => undefined,
      close: async () => {
        handlers.onListening(false);
        await unsubscribe();
      },
    };
  }
  if (client instanceof pg.Pool) return listenOnServer((client as unknown as { options: pg.ClientConfig }).options, channel, handlers, options.retryMs ?? 1_000);
  throw new Error('listenTo: unknown database driver');
}

async function listenOnServer(config: pg.ClientConfig, channel: string, handlers: ChannelHandlers, retryMs: number): Promise<ChannelListener> {
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const lost = (connection: pg.Client) => {
    if (current !== connection) return;
    current = null;
    handlers.onListening(false);
    connection.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), retryMs);
  };

  async function connect(): Promise<void> {
    // Named, so an operator (or a test) can tell the listening connections apart.
    const connection = new pg.Client({ ...config, connectionTimeoutMillis: 5_000, application_name: `listen ${channel}` });
    connection.on('error', () => lost(connection));
    connection.on('end', () => lost(connection));
    connection.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    current = connection;
    try {
      await connection.connect();
      await connection.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (closed || current !== connection) {
        await connection.end().catch(() => undefined);
        return;
      }
      handlers.onListening(true);
    } catch {
      lost(connection);
    }
  }

  handlers.onListening(false);
  await connect();
  return {
    // A commit signals the listening backend before it answers the writer, and the backend sends
    // what it was signalled before the answer to any later query: one round trip on the listening
    // connection brings every notification committed so far.
    sync: async () => {
      await current?.query('select 1').catch(() => undefined);
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const connection = current;
      current = null;
      handlers.onListening(false);
      await connection?.end().catch(() => undefined);
    },
  };
}
