// register.mjs for the website's and the console's servers (`node --import
// @direct/telemetry/register-site server.mjs`): the same SDK, except that incoming requests get
// their server span from the server's own middleware (requestTracing in site-observability.mjs),
// which does next to nothing for the requests the sampler leaves out.
import { tracingConfigured } from './tracing-config.mjs';

if (tracingConfigured(process.env)) {
  const { startTracing } = await import('./tracing.mjs');
  await startTracing(process.env, { serverSpans: 'app' });
}
