// Reading and writing the console's cookies. Every cookie we set is HttpOnly, SameSite=Lax and
// Path=/; Secure when the visitor reached us over HTTPS (request.url's scheme, which express
// derives from X-Forwarded-Proto only behind a trusted proxy) or when configuration forces it.

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function isSecureRequest(request: Pick<Request, 'url'>, forceSecure: boolean): boolean {
  return forceSecure || new URL(request.url).protocol === 'https:';
}

export type CookieOptions = { secure: boolean; maxAgeSeconds?: number; httpOnly?: boolean };

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const attributes = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly !== false) attributes.push('HttpOnly');
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function clearedCookie(name: string, options: { secure: boolean }): string {
  return serializeCookie(name, '', { secure: options.secure, maxAgeSeconds: 0 });
}
