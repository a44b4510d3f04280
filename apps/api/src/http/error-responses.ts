import { ErrorEnvelope, httpStatusByErrorCode, type ErrorCode } from '@direct/contracts';

const statuses = new Set(Object.values(httpStatusByErrorCode));

// Response schemas for the error statuses a route can answer, so the OpenAPI document shows the
// envelope for each of them: `response: { 200: Brand, ...errorResponses(400, 404) }`.
// 500 is always included: any route can fail unexpectedly.
export function errorResponses(...codes: readonly (number | ErrorCode)[]): Record<number, typeof ErrorEnvelope> {
  const result: Record<number, typeof ErrorEnvelope> = { 500: ErrorEnvelope };
  for (const code of codes) {
    const status = typeof code === 'number' ? code : httpStatusByErrorCode[code];
    if (!statuses.has(status)) throw new Error(`No error code answers with HTTP ${status}`);
    result[status] = ErrorEnvelope;
  }
  return result;
}
