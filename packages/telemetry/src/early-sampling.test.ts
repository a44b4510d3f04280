import { ROOT_CONTEXT, trace } from '@opentelemetry/api';
import {
  AlwaysOffSampler,
  InMemorySpanExporter,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
} from '@opentelemetry/sdk-trace';
import { afterEach, describe, expect, it } from 'vitest';
import { EarlyRootSampler, requestSampled, setEarlySampling } from './early-sampling.mjs';

const trace16 = '4bf92f3577b34da6a3ce929d0e0e4736';
const span8 = '00f067aa0ba902b7';

function tracerWith(sampler: Sampler) {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ sampler, spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  return { tracer: provider.getTracer('test'), exporter };
}

afterEach(() => setEarlySampling(undefined, false));

describe('the early root sampler', () => {
  it('gives the span started after a drawn root the sampled decision, once; other roots go to the configured sampler', () => {
    const root = new EarlyRootSampler(new AlwaysOffSampler(), 1);
    const { tracer, exporter } = tracerWith(new ParentBasedSampler({ root }));

    expect(root.sampledRoot()).toBe(true);
    tracer.startSpan('drawn').end();
    // The decision was taken with the span: the next root is the configured sampler's (off).
    tracer.startSpan('a job statement').end();
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['drawn']);
  });

  it('leaves a root out at ratio 0 and draws about the configured share otherwise', () => {
    expect(new EarlyRootSampler(new AlwaysOffSampler(), 0).sampledRoot()).toBe(false);
    const root = new EarlyRootSampler(new TraceIdRatioBasedSampler(0.25), 0.25);
    const { tracer } = tracerWith(root);
    let drawn = 0;
    for (let index = 0; index < 20_000; index += 1) {
      if (!root.sampledRoot()) continue;
      drawn += 1;
      // A drawn root is recorded whatever its trace id (the configured sampler is not asked).
      const span = tracer.startSpan('request');
      expect(span.isRecording()).toBe(true);
      span.end();
    }
    expect(drawn / 20_000).toBeGreaterThan(0.23);
    expect(drawn / 20_000).toBeLessThan(0.27);
  });
});

describe("a request's sampling decided before its span", () => {
  const parentbased = (ratio: number) => setEarlySampling(new EarlyRootSampler(new TraceIdRatioBasedSampler(ratio), ratio), true);

  it('is left to the SDK when no early sampler runs', () => {
    expect(requestSampled(undefined)).toBeUndefined();
    expect(requestSampled(`00-${trace16}-${span8}-00`)).toBeUndefined();
  });

  it('follows an incoming decision under a parentbased sampler: not sampled is known now, sampled is the SDK’s', () => {
    parentbased(1);
    expect(requestSampled(`00-${trace16}-${span8}-00`)).toBe(false);
    expect(requestSampled(`00-${trace16}-${span8}-02`)).toBe(false);
    expect(requestSampled(`00-${trace16}-${span8}-01`)).toBeUndefined();
    expect(requestSampled(`00-${trace16}-${span8}-03`)).toBeUndefined();
  });

  it('leaves a traceparent the SDK might read otherwise (or reject) to the SDK', () => {
    parentbased(0);
    for (const odd of [
      `00-${'0'.repeat(32)}-${span8}-00`,
      `00-${trace16}-${'0'.repeat(16)}-00`,
      `01-${trace16}-${span8}-00-extra`,
      `00-${trace16.toUpperCase()}-${span8}-00`,
      'garbage',
      `00-${trace16}-${span8}-00, 00-${trace16}-${span8}-01`,
    ]) {
      expect(requestSampled(odd), odd).toBeUndefined();
    }
  });

  it('draws a root for a request without a traceparent, kept for the span the server starts next', () => {
    parentbased(0);
    expect(requestSampled(undefined)).toBe(false);
    // A root the configured sampler would leave out (its trace-id ratio is 0) is recorded when drawn.
    const root = new EarlyRootSampler(new TraceIdRatioBasedSampler(0), 1);
    setEarlySampling(root, true);
    const { tracer, exporter } = tracerWith(new ParentBasedSampler({ root }));
    expect(requestSampled(undefined)).toBe(true);
    tracer.startSpan('request').end();
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['request']);
  });

  it('draws only true roots when the sampler ignores the caller (not parentbased): its trace-id ratio then agrees with the caller', () => {
    const root = new EarlyRootSampler(new AlwaysOffSampler(), 1);
    setEarlySampling(root, false);
    expect(requestSampled(`00-${trace16}-${span8}-00`)).toBeUndefined();
    expect(requestSampled(`00-${trace16}-${span8}-01`)).toBeUndefined();
    // Nothing was drawn: the SDK asks the configured sampler (off here) for the caller's trace.
    const { tracer, exporter } = tracerWith(root);
    const parent = trace.setSpanContext(ROOT_CONTEXT, { traceId: trace16, spanId: span8, traceFlags: 1, isRemote: true });
    tracer.startSpan('request', {}, parent).end();
    expect(exporter.getFinishedSpans()).toHaveLength(0);
    // A request without a traceparent is a root, drawn.
    expect(requestSampled(undefined)).toBe(true);
  });
});
