// What the website's and the console's servers (server.mjs) share for observability: the request
// id they adopt or make, trace ids in their log lines, and their Prometheus /metrics.
import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { metricsAllowed } from './metrics-access.mjs';
import { tracingConfigured } from './tracing-config.mjs';

// Same rule as the API (apps/api/src/request-logging.ts): an id a caller chose (a load balancer,
// the visitor's own tooling) is kept only when well-formed, so it can't forge or flood log lines.
const wellFormedId = /^[A-Za-z0-9-]{8,64}$/;

export function requestIdFor(req) {
  const sent = req.headers['x-request-id'];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value !== undefined && wellFormedId.test(value) ? value : randomUUID();
}

// pino's options with tracing on: every line written inside a sampled request carries its trace
// id (trace-id-logging.mjs). Off, nothing is added (and @opentelemetry/api is never loaded).
export async function traceIdLogging(env) {
  if (!tracingConfigured(env)) return {};
  const { traceIdLogOptions } = await import('./trace-id-logging.mjs');
  return traceIdLogOptions();
}

// The first middleware of the site's and console's servers while tracing runs (started with
// @direct/telemetry/register-site): each page request's server span (request-tracing.mjs).
// undefined when tracing is off, so nothing runs per request then.
export { requestTracing } from './server-tracing.mjs';

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// The route a finished page request is counted under: the React Router route id the server put in
// res.locals.route, else its kind (a .data request, a build file, anything else).
export function pageRouteOf(req, res) {
  if (res.locals?.route !== undefined) return res.locals.route;
  const path = req.path ?? (req.url ?? '').split('?', 1)[0];
  return path.endsWith('.data') ? 'data' : /\.[A-Za-z0-9]+$/.test(path) ? 'static' : 'other';
}

// prefix: web | console. apiUrl: the API's origin, whose calls are timed on their own. routeOf
// names a finished request's route (the React Router route id the page reported, else a kind).
export function createSiteMetrics({ prefix, apiUrl, routeOf, token }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: `${prefix}_http_request_duration_seconds`,
    help: 'Requests by route (React Router route id; data, static or other when none), method and status class.',
    labelNames: ['route', 'method', 'status_class'],
    buckets: latencyBuckets,
    registers: [registry],
  });
  const ssrErrors = new Counter({
    name: `${prefix}_ssr_errors_total`,
    help: 'Errors thrown while loading or rendering a page (React Router handleError).',
    registers: [registry],
  });
  const apiCalls = new Histogram({
    name: `${prefix}_api_call_duration_seconds`,
    help: 'Calls this server made to the API (time to response headers), by method and status class (error: no answer).',
    labelNames: ['method', 'status_class'],
    buckets: latencyBuckets,
    registers: [registry],
  });
  timeApiCalls(new URL(apiUrl).origin, apiCalls);
  // One labelled series per route, method and status: prom-client would otherwise sort and hash
  // the label object at every request. Routes are the app's route ids and a few kinds, methods
  // and statuses what HTTP allows, so the map stays as small as the series themselves.
  const series = new Map();
  const requestSeries = (route, method, status) => {
    const key = `${route} ${method} ${status}`;
    let child = series.get(key);
    if (child === undefined) {
      child = requests.labels({ route, method, status_class: `${Math.floor(status / 100)}xx` });
      series.set(key, child);
    }
    return child;
  };

  return {
    ssrError: () => ssrErrors.inc(),
    // First middleware: times every request until its answer is sent.
    middleware(req, res, next) {
      const started = performance.now();
      res.once('finish', () => {
        requestSeries(routeOf(req, res), req.method, res.statusCode).observe((performance.now() - started) / 1000);
      });
      next();
    },
    // GET /metrics: METRICS_TOKEN as a bearer token, or (unset) a direct request from this machine.
    async handler(req, res) {
      if (!metricsAllowed({ headers: req.headers, remoteAddress: req.socket.remoteAddress }, token)) {
        res.status(token === undefined ? 403 : 401).type('text/plain').send('Metrics are for the operators.\n');
        return;
      }
      res.set('content-type', registry.contentType).set('cache-control', 'no-store').send(await registry.metrics());
    },
  };
}

// fetch (undici) announces each request on diagnostics channels; the API's are timed from
// creation to response headers. No wrapping of fetch, nothing on other origins.
function timeApiCalls(apiOrigin, histogram) {
  const started = new WeakMap();
  const finish = (request, statusClass) => {
    const start = started.get(request);
    if (start === undefined) return;
    started.delete(request);
    histogram.observe({ method: request.method, status_class: statusClass }, (performance.now() - start) / 1000);
  };
  diagnostics.subscribe('undici:request:create', ({ request }) => {
    if (request.origin === apiOrigin || String(request.origin) === apiOrigin) started.set(request, performance.now());
  });
  diagnostics.subscribe('undici:request:headers', ({ request, response }) => finish(request, `${Math.floor(response.statusCode / 100)}xx`));
  diagnostics.subscribe('undici:request:error', ({ request }) => finish(request, 'error'));
}
