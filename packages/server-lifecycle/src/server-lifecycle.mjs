// Health endpoints and a graceful stop for the site's and the console's express servers
// (server.mjs in apps/web and apps/console). Plain JavaScript: those servers run without a build
// step. Types: server-lifecycle.d.mts. The API has its own (apps/api/src/lifecycle/).

// A readiness probe that hangs is as bad as a failed one: a balancer needs an answer.
const defaultCheckTimeoutMs = 2000;

/**
 * @param {import('./server-lifecycle.d.mts').ServerLifecycleOptions} options
 * @returns {import('./server-lifecycle.d.mts').ServerLifecycle}
 */
export function createServerLifecycle(options) {
  const checkTimeoutMs = options.checkTimeoutMs ?? defaultCheckTimeoutMs;
  const fetchImpl = options.fetch ?? fetch;
  let shuttingDown = false;

  async function apiIsReady() {
    try {
      const response = await fetchImpl(options.apiReadyUrl, { signal: AbortSignal.timeout(checkTimeoutMs) });
      await response.body?.cancel();
      return response.status === 200;
    } catch {
      return false;
    }
  }

  // Express-style middleware on Node's own request and response (no express API needed), mounted
  // first, before logging and React Router: probes every few seconds stay out of the logs.
  function health(req, res, next) {
    // While stopping, no connection is kept for another request: the balancer reconnects elsewhere.
    if (shuttingDown) res.setHeader('Connection', 'close');
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = (req.url ?? '').split('?', 1)[0];
    if (path === '/health/live') return answer(res, 200, { status: 'ok' });
    if (path !== '/health/ready') return next();
    (shuttingDown ? Promise.resolve(false) : apiIsReady()).then((api) => {
      const checks = { api, shuttingDown };
      const ready = api && !checks.shuttingDown;
      answer(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not_ready', checks });
    }, next);
  }

  // Readiness turns 503 at once, the listener closes (new connections are refused), requests in
  // flight finish; after timeoutMs the remaining connections are cut. Resolves with the exit code.
  function shutDown(server, timeoutMs) {
    shuttingDown = true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        server.closeAllConnections();
        resolve(1);
      }, timeoutMs);
      server.close(() => {
        clearTimeout(timer);
        resolve(0);
      });
      // Keep-alive connections waiting for a next request would hold close() open until they time out.
      server.closeIdleConnections();
    });
  }

  // SIGTERM (orchestrators, `docker stop`) and SIGINT (Ctrl-C): stop gracefully, once, then exit.
  function stopOnSignals(server, timeoutMs, log) {
    let stopping = false;
    for (const signal of ['SIGTERM', 'SIGINT']) {
      process.on(signal, () => {
        if (stopping) return;
        stopping = true;
        log.info({ signal }, 'shutting down: finishing in-flight requests');
        shutDown(server, timeoutMs).then((code) => {
          if (code !== 0) log.warn({ timeoutMs }, 'requests still running at the shutdown timeout were cut short');
          process.exit(code);
        });
      });
    }
  }

  return { health, shutDown, stopOnSignals, isShuttingDown: () => shuttingDown };
}

function answer(res, status, body) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

// SHUTDOWN_TIMEOUT_MS, as the API reads it: how long in-flight requests may take once stopping.
export function shutdownTimeoutFrom(env) {
  const raw = (env.SHUTDOWN_TIMEOUT_MS ?? '').trim();
  if (raw === '') return 10_000;
  if (!/^\d+$/.test(raw) || Number(raw) < 100 || Number(raw) > 600_000) {
    throw new Error(`SHUTDOWN_TIMEOUT_MS: "${raw}" must be a whole number of milliseconds from 100 to 600000`);
  }
  return Number(raw);
}
