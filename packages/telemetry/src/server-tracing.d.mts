import type { IncomingMessage, ServerResponse } from 'node:http';

// routeOf names a finished request's route; undefined when none matched (the span keeps the
// method alone as its name). Left out, the server names the span itself (the API's route hook).
// skipUnsampled: a request the sampler leaves out gets no span and no context (the API).
export function requestTracing<Req extends IncomingMessage, Res extends ServerResponse>(options: {
  routeOf?: (req: Req, res: Res) => string | undefined;
  skipUnsampled?: boolean;
}): Promise<((req: Req, res: Res, next: () => void) => void) | undefined>;
