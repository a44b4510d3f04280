import type { ErrorCode, FieldError } from '@direct/contracts';

// The API answered with its error envelope: a known code, the HTTP status and field messages.
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldError[];
  readonly requestId: string | undefined;

  constructor(init: { code: ErrorCode; status: number; message: string; fields?: FieldError[]; requestId?: string }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields ?? [];
    this.requestId = init.requestId;
  }
}

// The API could not be reached or did not answer in time (network error, timeout, or a gateway
// in front of it saying so). Pages show the 503 page; retrying later may help.
export class ApiUnavailableError extends Error {
  override readonly name = 'ApiUnavailableError';
  readonly status: number | undefined;

  constructor(message: string, options: { cause?: unknown; status?: number } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}

// The API answered something that is not in the contract (wrong JSON shape, HTML error page).
// A bug on one side or the other, never the guest's fault: pages show the 500 page.
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  readonly status: number;

  constructor(message: string, options: { cause?: unknown; status: number }) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}
