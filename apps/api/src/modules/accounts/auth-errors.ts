// better-auth throws its APIError with a machine code in the body (e.g. INVALID_EMAIL_OR_PASSWORD);
// redirects (a link's error page) are thrown as 302s. Read without importing its classes.

export function authErrorCode(error: unknown): string | null {
  if (!error || typeof error !== 'object' || (error as { name?: unknown }).name !== 'APIError') return null;
  const body = (error as { body?: { code?: unknown } }).body;
  if (typeof body?.code === 'string') return body.code;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'string' ? status : 'UNKNOWN';
}

export function isRedirect(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return statusCode === 302 || (error as { status?: unknown }).status === 'FOUND';
}
