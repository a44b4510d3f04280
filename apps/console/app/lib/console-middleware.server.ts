import { data, type MiddlewareFunction } from 'react-router';
import { config } from '../config.server.ts';
import { detectLanguage, languageCookieName } from './i18n/detect-language.ts';
import { csrfTokenContext, languageContext, secureCookiesContext, sessionTokenContext } from './request-context.server.ts';
import { isSecureRequest, serializeCookie } from './security/cookies.server.ts';
import { csrfCookie, csrfCookieValueOf, csrfFieldName, csrfHeaderName, csrfTokenFor, needsCsrfCheck, newCsrfSecretValue, verifyCsrf } from './security/csrf.server.ts';
import { sessionTokenOf } from './session/session-cookie.server.ts';

// No console page may be cached or indexed: every one shows a host's own data or a form.
const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;

export type CsrfRefusal = { kind: 'csrf' };

// Root middleware: language, session token, CSRF (cookie issued on first visit, every non-GET
// request checked before any action runs), private headers on every answer.
export const consoleMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const secure = isSecureRequest(request, config.secureCookies);
  context.set(secureCookiesContext, secure);
  const detected = detectLanguage(request);
  context.set(languageContext, detected.lng);
  context.set(sessionTokenContext, sessionTokenOf(request));

  const existing = csrfCookieValueOf(request);
  if (needsCsrfCheck(request.method)) {
    // A script's upload names the token in a header, so the file streams on without being read
    // here; a form carries it in its fields.
    const submitted = request.headers.get(csrfHeaderName) ?? (await request.clone().formData().catch(() => new FormData())).get(csrfFieldName);
    const verdict = verifyCsrf(request, submitted, {
      secret: config.csrfSecret,
      allowedOrigins: [new URL(request.url).origin, config.consoleOrigin],
    });
    if (!verdict.ok) throw data({ kind: 'csrf' } satisfies CsrfRefusal, { status: 403 });
  }
  const cookieValue = existing ?? newCsrfSecretValue();
  context.set(csrfTokenContext, csrfTokenFor(cookieValue, config.csrfSecret));

  const response = mutable(await next());
  for (const [name, value] of Object.entries(privateHeaders)) response.headers.set(name, value);
  if (!existing) response.headers.append('Set-Cookie', csrfCookie(cookieValue, { secure }));
  if (detected.source === 'query') {
    response.headers.append('Set-Cookie', serializeCookie(languageCookieName, detected.lng, { secure, maxAgeSeconds: 365 * 24 * 3600 }));
  }
  return response;
};

// Response.redirect() and fetch() answers have immutable headers; a copy can be changed.
function mutable(response: Response): Response {
  try {
    response.headers.set('Cache-Control', privateHeaders['Cache-Control']);
    return response;
  } catch {
    return new Response(response.body, response);
  }
}
