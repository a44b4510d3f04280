// Each incoming request's server span, made by the server's own code (request-tracing.mjs) when
// it was started with @direct/telemetry/register-site or …/register-api. undefined when tracing
// is off, so nothing runs per request then (and the SDK is never loaded).
import { tracingRuns } from './tracing-config.mjs';

export async function requestTracing({ routeOf, skipUnsampled }) {
  if (!tracingRuns()) return undefined;
  const { createRequestTracing } = await import('./request-tracing.mjs');
  return createRequestTracing({ routeOf, skipUnsampled });
}
