// The SQLSTATE of a failed query (e.g. 23P01 exclusion violation, 23505 unique violation),
// whether it comes straight from the driver or wrapped by Drizzle (error.cause).
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
