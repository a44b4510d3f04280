import { z } from 'zod';

// The closed set of error codes the API answers with. Adding a code is a contract change.
export const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  // The site's and the console's resource routes asked with a method they have no handler for
  // (@direct/server-lifecycle/resource-methods); the API answers an unknown method with not_found.
  'method_not_allowed',
  'unregistered_domain',
  'conflict',
  'accommodation_unavailable',
  // An Idempotency-Key already used for a request with a different body (Stripe's rule).
  'idempotency_key_reused',
  'payment_failed',
  'expired',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'uri_too_long',
  'request_timeout',
  'request_headers_too_large',
  'internal_error',
  'service_unavailable',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const httpStatusByErrorCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  unregistered_domain: 404,
  conflict: 409,
  accommodation_unavailable: 409,
  idempotency_key_reused: 422,
  payment_failed: 402,
  expired: 410,
  rate_limited: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  // A path parameter (or the whole URL) longer than the router accepts.
  uri_too_long: 414,
  // The client took too long to send its request.
  request_timeout: 408,
  request_headers_too_large: 431,
  internal_error: 500,
  service_unavailable: 503,
};

export const FieldError = z.object({
  // Dotted path of the offending input, as the client sent it (e.g. "date[after]", "guests.0.email").
  field: z.string(),
  message: z.string(),
  // Machine-readable reason (e.g. "required", "invalid_email", "too_small") for translation.
  reason: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

// Every error the API returns has exactly this shape.
export const ErrorEnvelope = z
  .object({
    error: z.object({
      code: ErrorCode,
      message: z.string(),
      fields: z.array(FieldError).default([]),
    }),
    requestId: z.string(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
