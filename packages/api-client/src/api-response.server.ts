import { ErrorEnvelope } from '@direct/contracts';
import type { z } from 'zod';
import { ApiContractError, ApiError, ApiUnavailableError } from './api-errors.server.ts';

// Gateways in front of the API answer these without our envelope when the API is down.
const gatewayStatuses = new Set([502, 503, 504]);

export type FetchFunction = typeof fetch;

// One HTTP exchange with the API. Network failures and timeouts become ApiUnavailableError so
// callers never see a bare TypeError("fetch failed").
export async function send(
  fetchFn: FetchFunction,
  url: URL,
  init: RequestInit,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await fetchFn(url, { ...init, signal: signal ? AbortSignal.any([timeout, signal]) : timeout });
  } catch (error) {
    const reason = timeout.aborted ? `no answer within ${timeoutMs} ms` : describe(error);
    throw new ApiUnavailableError(`API not reachable (${init.method ?? 'GET'} ${url.pathname}): ${reason}`, {
      cause: error,
    });
  }
}

// Turns a non-2xx answer into the matching typed error.
export async function errorFromResponse(response: Response, url: URL): Promise<Error> {
  const text = await readText(response, url);
  const envelope = ErrorEnvelope.safeParse(parseJsonOrUndefined(text));
  if (envelope.success) {
    const { code, message, fields } = envelope.data.error;
    return new ApiError({ code, status: response.status, message, fields, requestId: envelope.data.requestId });
  }
  if (gatewayStatuses.has(response.status)) {
    return new ApiUnavailableError(`API unavailable (${url.pathname}): HTTP ${response.status}`, {
      status: response.status,
    });
  }
  return new ApiContractError(`API answered HTTP ${response.status} without an error envelope (${url.pathname})`, {
    status: response.status,
  });
}

// Reads a 2xx answer and checks it against the contract schema.
export async function parseBody<T>(response: Response, url: URL, schema: z.ZodType<T>): Promise<T> {
  const text = await readText(response, url);
  const json = response.status === 204 || text === '' ? undefined : parseJsonOrUndefined(text);
  if (json === undefined && text !== '') {
    throw new ApiContractError(`API answered non-JSON for ${url.pathname}`, { status: response.status });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new ApiContractError(`API answer for ${url.pathname} does not match the contract: ${issues}`, {
      status: response.status,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

async function readText(response: Response, url: URL): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    // The connection dropped (or timed out) after the headers arrived.
    throw new ApiUnavailableError(`API answer for ${url.pathname} was cut off: ${describe(error)}`, { cause: error });
  }
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
