// Loaded before a server's own code (`node --import @direct/telemetry/register …`), so the
// instrumentations wrap http, fetch and pg before anything uses them. Tracing is on only when an
// OTLP endpoint is configured (standard OTEL_* variables); otherwise nothing else is loaded and
// the process runs exactly as without this file.
import { tracingConfigured } from './tracing-config.mjs';

if (tracingConfigured(process.env)) {
  const { startTracing } = await import('./tracing.mjs');
  await startTracing(process.env);
}
