// The host console's own server: the built React Router app behind express, with security headers
// (helmet), compression, one log line per request and a request id the API's logs share. The same
// habits as the website's server (apps/web/server.mjs), on its own host and port.
// Plain JavaScript so Node runs it without a build step: `node server.mjs` from apps/console.
//
// Read here, before the app is loaded (everything else is app/config.server.ts):
//   PORT=3001            where the console listens
//   HOST=                the address to listen on (all interfaces when unset)
//   TRUST_PROXY=false    which proxies may tell us the visitor's address (X-Forwarded-For) and
//                        protocol: false, true (any: only behind a proxy that overwrites them), a
//                        hop count, or comma-separated proxy IPs/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)
//   LOG_LEVEL=info       fatal | error | warn | info | debug | trace | silent
//   NODE_ENV             production logs JSON lines; anything else logs readable, coloured lines
//   SHUTDOWN_TIMEOUT_MS=10000  on SIGTERM/SIGINT, how long in-flight requests may take to finish
//   METRICS_TOKEN=       bearer token GET /metrics requires; unset: only direct requests from this
//                        machine (docs/observability.md). METRICS_ENABLED=false: no /metrics.
//                        OTEL_* variables: tracing (same doc)
//   CONSOLE_BUILD_DIR=build  the build to serve (react-router.config.ts writes it there)
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { createServerLifecycle, shutdownTimeoutFrom } from '@direct/server-lifecycle';
import { withResourceMethods } from '@direct/server-lifecycle/resource-methods';
import { stdoutLogDestination } from '@direct/telemetry/log-destination';
import { createSiteMetrics, pageRouteOf, requestIdFor, requestTracing, traceIdLogging } from '@direct/telemetry/site';
import { RouterContextProvider } from 'react-router';

const here = path.dirname(fileURLToPath(import.meta.url));
const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT || 3001);
const host = process.env.HOST || undefined;
const logger = await createLogger(process.env.LOG_LEVEL || 'info');

let trustProxy;
let shutdownTimeoutMs;
try {
  shutdownTimeoutMs = shutdownTimeoutFrom(process.env);
} catch (error) {
  logger.fatal(`Invalid console configuration: ${error.message}`);
  process.exit(1);
}
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
} catch (error) {
  logger.fatal(`Invalid console configuration: TRUST_PROXY: ${error.message}`);
  process.exit(1);
}

const buildDir = path.resolve(here, process.env.CONSOLE_BUILD_DIR || 'build');
// The app's own configuration is validated when its build is loaded; a bad value stops here.
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
const entry = build.entry.module;

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxy);

// GET /health/live and /health/ready (ready: the API's readiness answers 200; not while stopping).
const lifecycle = createServerLifecycle({ apiReadyUrl: entry.apiReadyUrl() });
// Tracing on (register-site): each request's server span, started before anything else runs.
const traceRequests = await requestTracing({ routeOf: pageRouteOf });
if (traceRequests) app.use(traceRequests);
app.use(lifecycle.health);
// Prometheus metrics (docs/observability.md): every request timed from here on; /metrics answers
// before the request log, so scrapes don't fill it. METRICS_ENABLED=false: none of it (the
// overhead bench's baseline).
const metrics =
  process.env.METRICS_ENABLED === 'false'
    ? undefined
    : createSiteMetrics({
        prefix: 'console',
        apiUrl: entry.apiUrl(),
        token: process.env.METRICS_TOKEN || undefined,
        routeOf: pageRouteOf,
      });
if (metrics) {
  app.use(metrics.middleware);
  app.get('/metrics', metrics.handler);
}

app.use(
  pinoHttp({
    logger,
    // Our id for this request (a well-formed x-request-id from a proxy in front, else a new one): in
    // our log line, in the answer, and on every API call made for it (the API adopts it), so one
    // id finds a request in all the logs.
    genReqId(req, res) {
      const id = requestIdFor(req);
      res.setHeader('x-request-id', id);
      return id;
    },
    customAttributeKeys: { reqId: 'requestId' },
    // One line per request, written when it ends; nothing when it starts.
    quietReqLogger: true,
    customSuccessMessage: (req, res, responseTime) => requestLine(req, res.statusCode, responseTime),
    customErrorMessage: (req, res, error) => `${requestLine(req, res.statusCode)} ${error.message}`,
    customLogLevel: (req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), clientAddress: req.raw?.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  }),
);

// Security headers on every answer (pages, .data, resource routes, files). The policy comes from
// the app (app/lib/security/content-security-policy.server.ts); each answer gets its own nonce.
app.use((req, res, next) => {
  res.locals.nonce = randomBytes(16).toString('base64');
  next();
});
const policy = entry.contentSecurityPolicy();
const permissionsPolicy = entry.permissionsPolicyHeader();
const headersFor = (https) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...policy,
        'script-src': [...policy['script-src'], (req, res) => `'nonce-${res.locals.nonce}'`],
        // Only over HTTPS: on plain http (local runs) it would turn our own requests into failures.
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // Addresses carry one-time tokens (?token=…): other sites never see them; our own forms still
    // send an Origin, which the CSRF check compares.
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only when the visitor reached us over HTTPS (directly or through a trusted proxy).
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
const overHttps = headersFor(true);
const overHttp = headersFor(false);
app.use((req, res, next) => {
  res.setHeader('Permissions-Policy', permissionsPolicy);
  (req.secure ? overHttps : overHttp)(req, res, next);
});

app.use(compression());
// Hashed file names never change: cached for a year. Other build files for an hour.
app.use(
  path.posix.join(build.publicPath, 'assets'),
  express.static(path.join(build.assetsBuildDirectory, 'assets'), { immutable: true, maxAge: '1y' }),
);
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { maxAge: '1h' }));

// Headers an answer decides for itself replace the defaults above; the React Router adapter would
// otherwise add a second value beside them.
const pageDecides = new Set(['referrer-policy', 'cache-control', 'x-robots-tag', 'content-security-policy']);
app.use((req, res, next) => {
  const append = res.append.bind(res);
  res.append = (field, value) => (pageDecides.has(field.toLowerCase()) ? res.set(field, value) : append(field, value));
  next();
});

// A form posted without JavaScript may carry `Origin: null` (Fetch standard, privacy settings), and
// React Router's action check would refuse it as a forged request. The browser's Sec-Fetch-Site
// still tells whether it came from our own origin: only then is the null origin dropped; a null or
// foreign origin from anywhere else stays refused (app/lib/security/csrf.server.ts checks too).
app.use((req, res, next) => {
  if (req.headers.origin === 'null' && req.headers['sec-fetch-site'] === 'same-origin') delete req.headers.origin;
  next();
});

app.all(
  '*',
  createRequestHandler({
    build: withResourceMethods(build),
    // Always production: React Router's development mode writes an error's message and stack into
    // the answer (a JSON resource asked with a method it has no handler for, an unexpected error),
    // and this server serves the built app to whoever reaches it, `npm start` included. Errors are
    // logged here with the request id (handleError) instead.
    mode: 'production',
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(entry.requestInfoContext, {
        requestId: String(req.id),
        clientAddress: clientAddress(req),
        nonce: res.locals.nonce,
        // The page tells its route (for the metrics) and its errors (counted, logged with the id).
        events: {
          matchedRoute(id) {
            res.locals.route = id;
          },
          serverError(error) {
            metrics?.ssrError();
            req.log.error({ err: error }, 'error while loading or rendering a page');
          },
        },
      });
      return context;
    },
  }),
);

const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
function onListen() {
  logger.info(`Host console listening on http://${host ?? 'localhost'}:${port}`);
}
lifecycle.stopOnSignals(server, shutdownTimeoutMs, logger);

// --- helpers -------------------------------------------------------------------------------------

async function createLogger(level) {
  // With tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), each line carries the trace id as well.
  const traced = await traceIdLogging(process.env);
  // JSON lines written asynchronously and in batches, as the API's (decision 0057).
  if (production) return pino({ level, ...traced }, stdoutLogDestination());
  const { default: pretty } = await import('pino-pretty');
  return pino(
    { level, ...traced },
    pretty({
      colorize: true,
      singleLine: true,
      translateTime: 'HH:MM:ss.l',
      messageFormat: '{msg}{if requestId} [{requestId}]{end}',
      ignore: 'pid,hostname,req,res,responseTime,requestId,traceId',
    }),
  );
}

// Same syntax as the API's TRUST_PROXY: off by default, true/false, a hop count, or a list of
// proxy addresses and CIDR ranges.
function parseTrustProxy(raw) {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((item) => item.trim()).filter(Boolean);
  for (const item of entries) {
    const [address, bits, ...rest] = item.split('/');
    const family = isIP(address);
    const maxBits = family === 4 ? 32 : 128;
    if (!family || rest.length > 0 || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))) {
      throw new Error(`"${item}" is not an IP address or CIDR range (use true, false, a hop count or a comma-separated list)`);
    }
  }
  return entries;
}

// express resolves req.ip through 'trust proxy'; an IPv4 visitor on a dual-stack socket shows
// as ::ffff:a.b.c.d, which the API should see as a.b.c.d.
function clientAddress(req) {
  const ip = req.ip;
  if (!ip) return undefined;
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

// Tokens are long base64url strings mixing digits and both cases; route names (e.g.
// booking_payment_terminal) are lower-case words.
function looksLikeToken(segment) {
  const [name] = segment.split('.', 1);
  return /^[A-Za-z0-9_-]{20,}$/.test(name) && /\d/.test(name) && /[A-Z]/.test(name);
}

function requestLine(req, status, responseTime) {
  const duration = responseTime === undefined ? '' : ` ${Math.round(responseTime)}ms`;
  return `${req.method} ${redactUrl(req.originalUrl ?? req.url)} ${status}${duration}`;
}

// One-time tokens are in some addresses (?token=…): logs don't keep them.
function redactUrl(url) {
  const [pathname, query] = String(url).split('?', 2);
  const cleanPath = pathname
    .split('/')
    .map((segment) => (looksLikeToken(segment) ? segment.replace(/^[A-Za-z0-9_-]+/, ':token') : segment))
    .join('/');
  if (!query) return cleanPath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (/^(access|access_token|token|code|payment_intent_client_secret)$/i.test(key)) params.set(key, 'redacted');
  }
  return `${cleanPath}?${params}`;
}
