import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type ServerLifecycleOptions = {
  // The API's readiness endpoint: the site is ready when it answers 200.
  apiReadyUrl: string;
  // How long the API's answer may take (default 2000 ms).
  checkTimeoutMs?: number;
  fetch?: typeof fetch;
};

type Logger = { info: (fields: object, message: string) => void; warn: (fields: object, message: string) => void };
type Next = (error?: unknown) => void;

export type ServerLifecycle = {
  // Middleware (express's signature, Node's request and response) answering GET /health/live and
  // GET /health/ready; anything else goes to next().
  health: (req: IncomingMessage, res: ServerResponse, next: Next) => void;
  // Resolves with the exit code: 0 when every request finished, 1 when cut at timeoutMs.
  shutDown: (server: Server, timeoutMs: number) => Promise<0 | 1>;
  stopOnSignals: (server: Server, timeoutMs: number, log: Logger) => void;
  isShuttingDown: () => boolean;
};

export function createServerLifecycle(options: ServerLifecycleOptions): ServerLifecycle;
export function shutdownTimeoutFrom(env: Record<string, string | undefined>): number;
