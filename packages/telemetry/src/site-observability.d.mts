import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { TraceIdLogOptions } from './trace-id-logging.d.mts';

// express's request and answer, as much of them as this module uses.
type SiteRequest = IncomingMessage & { path: string };
type SiteResponse = ServerResponse & {
  status(code: number): SiteResponse;
  type(type: string): SiteResponse;
  set(name: string, value: string): SiteResponse;
  send(body: string): SiteResponse;
};

export function requestIdFor(req: { headers: IncomingHttpHeaders }): string;
export function traceIdLogging(env: Record<string, string | undefined>): Promise<Partial<TraceIdLogOptions>>;
export function requestTracing(options: {
  routeOf: (req: SiteRequest, res: SiteResponse) => string;
}): Promise<((req: SiteRequest, res: SiteResponse, next: () => void) => void) | undefined>;
export function pageRouteOf(req: SiteRequest, res: SiteResponse & { locals?: { route?: string } }): string;
export function createSiteMetrics(options: {
  prefix: string;
  apiUrl: string;
  routeOf: (req: SiteRequest, res: SiteResponse) => string;
  token: string | undefined;
}): {
  ssrError(): void;
  middleware(req: SiteRequest, res: SiteResponse, next: () => void): void;
  handler(req: SiteRequest, res: SiteResponse): Promise<void>;
};
