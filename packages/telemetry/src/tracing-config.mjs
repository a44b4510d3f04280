// What the standard OTEL_* variables ask for, read without loading any of the SDK.

// Scrapes and probes would be most of the spans and tell nothing.
export const unTracedPaths = /^(\/apis)?\/(metrics|health|healthz|readyz|livez)(\/|\?|$)/;

// Set while tracing runs: @direct/db wraps the embedded PGlite's queries in spans only then
// (PGlite has no instrumentation of its own), and the site's request tracing is made only then.
export const tracingFlag = Symbol.for('direct.telemetry.tracing');
export const tracingRuns = () => globalThis[tracingFlag] === true;

// OTEL_SDK_DISABLED=true wins; otherwise an OTLP endpoint (for all signals or for traces) turns
// tracing on.
export function tracingConfigured(env) {
  if (String(env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

// The service's name in the traces: OTEL_SERVICE_NAME, else the npm package that started it
// (`npm start --workspace apps/api` → @direct/api), else a generic name.
export function serviceNameOf(env) {
  return env.OTEL_SERVICE_NAME?.trim() || env.npm_package_name?.trim() || 'direct-booking';
}

const samplers = new Set([
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
]);

// OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG as the specification names them; default
// parentbased_always_on (the site decides, the API follows the traceparent it receives).
export function samplerSetting(env) {
  const name = (env.OTEL_TRACES_SAMPLER ?? '').trim().toLowerCase() || 'parentbased_always_on';
  if (!samplers.has(name)) throw new Error(`OTEL_TRACES_SAMPLER: "${name}" is not one of ${[...samplers].join(', ')}`);
  const rawRatio = (env.OTEL_TRACES_SAMPLER_ARG ?? '').trim();
  const ratio = rawRatio === '' ? 1 : Number(rawRatio);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1) throw new Error(`OTEL_TRACES_SAMPLER_ARG: "${rawRatio}" is not a ratio between 0 and 1`);
  return { name, ratio };
}

// OTEL_BSP_SCHEDULE_DELAY: how long spans wait in the batch before being sent (default 5000 ms).
export function batchDelayMs(env) {
  const raw = (env.OTEL_BSP_SCHEDULE_DELAY ?? '').trim();
  const value = raw === '' ? 5000 : Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`OTEL_BSP_SCHEDULE_DELAY: "${raw}" is not a whole number of milliseconds`);
  return value;
}
