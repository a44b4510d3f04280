import type { DestinationStream } from 'pino';

export const logBatchBytes: number;
export const logFlushMs: number;
export function stdoutLogDestination(): DestinationStream & { flushSync(): void };
