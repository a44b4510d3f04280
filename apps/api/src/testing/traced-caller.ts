// A stand-in for the website's server in the tracing test, run as its own process under
// `node --import @direct/telemetry/register-site` as the site is: an HTTP server whose first step
// is the site's request tracing (its server span) and whose one page calls the API through the
// site's own API client (@direct/api-client), as the site's loaders do.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, createTokenSource } from '@direct/api-client';
import { endpoints } from '@direct/contracts';
import { pageRouteOf, requestTracing } from '@direct/telemetry/site';

const apiUrl = process.env.API_URL ?? '';
const tokens = createTokenSource({ apiUrl, clientId: process.env.WEB_CLIENT_ID ?? '', clientSecret: process.env.WEB_CLIENT_SECRET ?? '' });
const api = createApiClient({ apiUrl, tokens, caller: () => ({ requestId: 'traced-caller-0001', clientAddress: undefined }) });

const traceRequest = await requestTracing({ routeOf: pageRouteOf });
if (!traceRequest) throw new Error('the caller runs under register-site with an OTLP endpoint: tracing is expected');

const server = createServer((request, response) => {
  traceRequest(Object.assign(request, { path: request.url ?? '/' }), Object.assign(response, { locals: {} }) as never, () => page(response));
});

function page(response: ServerResponse): void {
  api
    .call(endpoints.resolveBrand, { query: { hostname: 'nobody.localhost' } })
    .then(
      () => 200,
      (error: { status?: number }) => error.status ?? 500,
    )
    .then((status) => response.writeHead(200, { 'content-type': 'text/plain' }).end(`api answered ${status}\n`));
}
server.listen(0, '127.0.0.1', () => {
  console.log(`caller ready at http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close());
