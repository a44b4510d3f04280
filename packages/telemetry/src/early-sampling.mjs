// A request's sampling decided before its server span exists, so that the API can serve a request
// the sampler leaves out with no span and no context at all (docs/observability.md, session 25).
//
// Why: the SDK decides inside startSpan, after it has made a trace id (random hex), checked it,
// and, for a ratio, folded it into a number; then the request still runs inside a new context (a
// copy of the context's map and of AsyncLocalStorage's frame). For a cached catalogue answer of
// about 0.1 ms those steps were the larger part of what tracing cost, sampled or not (callgrind:
// about 8,000 instructions of 185,000 a call, with the garbage they leave).
import { SamplingDecision } from '@opentelemetry/sdk-trace';

// The root sampler of the provider (tracing.mjs), wrapped: a decision taken early by
// `sampledRoot()` is the one the span about to start receives; any other root span (a job's
// statement, a request decided the usual way) goes to the configured sampler as before.
export class EarlyRootSampler {
  #inner;
  #ratio;
  #decided = false;

  constructor(inner, ratio) {
    this.#inner = inner;
    this.#ratio = ratio;
  }

  // Whether a new trace starts here, drawn at the configured ratio. True obliges the caller to
  // start its root span at once (synchronously), which takes the decision with it.
  sampledRoot() {
    const sampled = this.#ratio >= 1 || Math.random() < this.#ratio;
    this.#decided = sampled;
    return sampled;
  }

  shouldSample(...args) {
    if (!this.#decided) return this.#inner.shouldSample(...args);
    this.#decided = false;
    return { decision: SamplingDecision.RECORD_AND_SAMPLED };
  }

  toString() {
    return `EarlyRoot{${this.#inner.toString()}}`;
  }
}

// The provider's early sampler and whether it follows an incoming trace's decision (parentbased_*);
// set by startTracing (undefined: none), read by the servers' request tracing.
let early;
export function setEarlySampling(sampler, followsParent) {
  early = sampler === undefined ? undefined : { sampler, followsParent };
}

// W3C trace context, version 00: a valid trace id and parent id (not all zeros) and the flags.
const traceparentPattern = /^00-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-([0-9a-f]{2})$/;

// Whether the request is traced, as the sampler would decide for its server span: false when it
// is surely not (a root the draw left out, or an incoming trace that was not sampled and that a
// parentbased_* sampler follows); true when a root was drawn (its span must start now); undefined
// when the SDK must decide (a sampled incoming trace, an unusual traceparent, no early sampler,
// or a sampler that ignores the caller: its trace-id ratio then agrees with the caller's).
export function requestSampled(traceparent) {
  if (early === undefined) return undefined;
  if (typeof traceparent !== 'string') return early.sampler.sampledRoot();
  if (!early.followsParent) return undefined;
  const flags = traceparentPattern.exec(traceparent.trim())?.[1];
  if (flags === undefined) return undefined;
  return (Number.parseInt(flags, 16) & 1) === 1 ? undefined : false;
}
