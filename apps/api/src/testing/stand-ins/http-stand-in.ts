import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: string };
export type StandInAnswer = { status: number; body: unknown };
export type StandInHandler = (request: RecordedRequest) => StandInAnswer | Promise<StandInAnswer>;

// A local HTTP server standing in for a gateway's API in tests: records every request and answers
// through the handler. Closed by the test.
export async function startHttpStandIn(handler: StandInHandler): Promise<{ url: string; requests: RecordedRequest[]; close: () => Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: RecordedRequest = { method: incoming.method ?? 'GET', path: incoming.url ?? '/', headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      Promise.resolve()
        .then(() => handler(request))
        .then(
          (answer) => {
            outgoing.writeHead(answer.status, { 'content-type': 'application/json' });
            outgoing.end(JSON.stringify(answer.body));
          },
          (error: unknown) => {
            outgoing.writeHead(500, { 'content-type': 'application/json' });
            outgoing.end(JSON.stringify({ error: { message: String(error) } }));
          },
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A request the handler left unanswered on purpose (a gateway that hangs) would keep it open.
        server.closeAllConnections();
      }),
  };
}

export function header(request: RecordedRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
