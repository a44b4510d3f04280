// The server span of a request, made by the servers' own code instead of the HTTP instrumentation's
// wrapping of every incoming request (register-site.mjs and register-api.mjs turn that off): the
// website's and the console's first middleware, the API's server (apps/api observability). Loaded
// only while tracing runs.
//
// Why: the instrumentation does its full work before the sampler has spoken (URL, user agent and
// header attributes, every listener on the request and the answer re-bound to the request's
// context) and a page request is traced one time in ten or less. Here a request the sampler leaves
// out costs the context extraction, one non-recording span and one context switch: enough for the
// site's API calls to carry its traceparent (not sampled), so the API leaves them out too.
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { requestSampled } from './early-sampling.mjs';
import { unTracedPaths } from './tracing-config.mjs';

// routeOf names a finished request's route (pageRouteOf: the React Router route id the page
// reported), undefined when no route matched; left out when the server names the span itself
// while it handles the request (the API, from its route pattern).
// skipUnsampled (the API): a request the sampler leaves out runs with no span and no context, as
// if tracing were off (early-sampling.mjs). Its statements and outgoing calls make no spans
// either way (they need a recorded parent); what it no longer does is pass an unsampled
// traceparent on to a gateway, which has no use for it. The site keeps its unsampled span: its
// calls to the API must carry the decision, or the API would draw again.
export function createRequestTracing({ routeOf, skipUnsampled = false }) {
  const tracer = trace.getTracer('@direct/telemetry/site');
  return function traceRequest(req, res, next) {
    // Started with the plain register file, the HTTP instrumentation has already made the server
    // span (sampled or not): a second would split the trace or sample it twice.
    if (unTracedPaths.test(req.url ?? '') || trace.getActiveSpan() !== undefined) return next();
    // Nothing may run between a drawn root and its startSpan below (the draw waits for it).
    if (skipUnsampled && requestSampled(req.headers.traceparent) === false) return next();
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer.startSpan(req.method ?? 'GET', { kind: SpanKind.SERVER }, parent);
    const active = trace.setSpan(parent, span);
    if (span.isRecording()) {
      span.setAttributes({
        'http.request.method': req.method,
        'url.scheme': req.socket?.encrypted ? 'https' : 'http',
        'server.address': String(req.headers.host ?? '').replace(/:\d+$/, ''),
        'network.protocol.version': req.httpVersion,
        'user_agent.original': req.headers['user-agent'],
      });
      // No context.bind(active, res): the answer's listeners (the request's log line on 'finish')
      // already run in this request's context, which AsyncLocalStorage carries from where the answer
      // was written (request-tracing.test.ts and the API's tracing.test.ts prove it), so re-wrapping
      // the answer's emitter methods was work for nothing.
      res.once('close', () => endSpan(span, req, res, routeOf));
    }
    context.with(active, next);
  };
}

// No url.path or url.query: the site's addresses carry booking access tokens (docs/observability.md);
// the route id says which page it was.
function endSpan(span, req, res, routeOf) {
  const route = routeOf?.(req, res);
  if (route !== undefined) {
    span.updateName(`${req.method} ${route}`);
    span.setAttribute('http.route', route);
  }
  if (!res.writableFinished) {
    span.setAttribute('error.type', 'aborted');
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'the connection closed before the answer was sent' });
  } else {
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) {
      span.setAttribute('error.type', String(res.statusCode));
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
  }
  span.end();
}
