import type { DestinationStream } from 'pino';

export const logBatchBytes: number;
export function stdoutLogDestination(): DestinationStream & { flushSync(): void };
