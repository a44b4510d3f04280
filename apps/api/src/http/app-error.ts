import { httpStatusByErrorCode, type ErrorCode, type FieldError } from '@direct/contracts';

export type AppErrorOptions = {
  fields?: readonly FieldError[];
  // Extra response headers the error must carry (e.g. WWW-Authenticate on a 401).
  headers?: Readonly<Record<string, string>>;
  cause?: unknown;
};

// The one error type services and routes throw for an expected failure. Its message is shown to
// the client, so it must never contain internals; anything else becomes a 500 internal_error.
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: readonly FieldError[];
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = httpStatusByErrorCode[code];
    this.fields = options.fields ?? [];
    this.headers = options.headers ?? {};
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
