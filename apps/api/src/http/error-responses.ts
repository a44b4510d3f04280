import { ErrorEnvelope, errorStatusesOf, type ErrorCode } from '@direct/contracts';

// Response schemas for the error statuses a route can answer, so the OpenAPI document shows the
// envelope for each of them (500 always: any route can fail unexpectedly). Endpoints list their
// errors in the contract; routeOf calls this.
export function errorResponses(...codes: readonly (number | ErrorCode)[]): Record<number, typeof ErrorEnvelope> {
  return Object.fromEntries(errorStatusesOf({ errors: codes }).map((status) => [status, ErrorEnvelope]));
}
