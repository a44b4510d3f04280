import type { IncomingHttpHeaders } from 'node:http';

export function metricsAllowed(request: { headers: IncomingHttpHeaders; remoteAddress: string | undefined }, token: string | undefined): boolean;
