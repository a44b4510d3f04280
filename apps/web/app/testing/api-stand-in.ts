import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A throwaway HTTP server on 127.0.0.1 (random port) that plays the provider API in tests.
export type StandInRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
};

export type StandInAnswer = { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };

export type StandInHandler = (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer> | 'hang';

export type ApiStandIn = {
  url: string;
  requests: StandInRequest[];
  count(path: string): number;
  close(): Promise<void>;
};

export async function startApiStandIn(handler: StandInHandler): Promise<ApiStandIn> {
  const requests: StandInRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const request: StandInRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    const answer = await handler(request);
    if (answer === 'hang') {
      hanging.add(res);
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    const isText = typeof answer.body === 'string';
    res.writeHead(answer.status, {
      'content-type': isText ? 'text/html' : 'application/json',
      ...answer.headers,
    });
    res.end(answer.body === undefined ? undefined : isText ? (answer.body as string) : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    count: (path) => requests.filter((request) => request.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// A port nothing listens on: bind one, note it, release it.
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function tokenAnswer(token: string, expiresIn = 3600): StandInAnswer {
  return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: expiresIn } };
}

export function envelope(code: string, status: number, message: string, fields: unknown[] = []): StandInAnswer {
  return { status, body: { error: { code, message, fields }, requestId: 'req-test-1' } };
}
