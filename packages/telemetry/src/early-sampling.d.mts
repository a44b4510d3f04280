import type { Sampler, SamplingResult } from '@opentelemetry/sdk-trace';

export declare class EarlyRootSampler implements Sampler {
  constructor(inner: Sampler, ratio: number);
  sampledRoot(): boolean;
  shouldSample(...args: Parameters<Sampler['shouldSample']>): SamplingResult;
  toString(): string;
}

export declare function setEarlySampling(sampler: EarlyRootSampler | undefined, followsParent: boolean): void;

export declare function requestSampled(traceparent: string | string[] | undefined): boolean | undefined;
