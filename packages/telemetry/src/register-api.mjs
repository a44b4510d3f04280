// register.mjs for the API and its worker (`node --import @direct/telemetry/register-api …`): as
// register-site.mjs, incoming requests get their server span from the API's own server
// (apps/api/src/observability/trace-context.ts, request-tracing.mjs) once the sampler has spoken;
// outgoing calls and database statements are instrumented as with register.mjs.
import './register-site.mjs';
