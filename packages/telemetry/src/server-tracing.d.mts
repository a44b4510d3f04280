import type { IncomingMessage, ServerResponse } from 'node:http';

// routeOf names a finished request's route; undefined when none matched (the span keeps the
// method alone as its name).
export function requestTracing<Req extends IncomingMessage, Res extends ServerResponse>(options: {
  routeOf: (req: Req, res: Res) => string | undefined;
}): Promise<((req: Req, res: Res, next: () => void) => void) | undefined>;
