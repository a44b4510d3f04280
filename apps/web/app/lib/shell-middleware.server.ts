import { data, type MiddlewareFunction } from 'react-router';
import { ApiError } from '@direct/api-client';
import { resolveBrand } from './api/api.server.ts';
import { pageStatusFor } from './api/route-errors.server.ts';
import { hostnameFromRequest } from './brand/host-name.ts';
import { detectLanguage, languageCookie } from './i18n/detect-language.ts';
import { platformLocaleData } from './i18n/locale-data.server.ts';
import { brandContext, languageContext } from './request-context.server.ts';
import type { ShellFailure, ShellFailureReason } from './shell-failure.ts';

// Runs first: picks the language, and makes an explicit ?lng= choice stick with a cookie. It
// wraps the brand middleware so the cookie is set on error pages too.
export const languageMiddleware: MiddlewareFunction<Response> = async ({ url, request, context }, next) => {
  // `url`, not request.url: a data request's address ends in .data ("/de.data"), which hides the
  // language segment.
  const detected = detectLanguage({ url: url.href, headers: request.headers });
  context.set(languageContext, detected.lng);
  const response = await next();
  if (detected.source === 'query') {
    response.headers.append(
      'Set-Cookie',
      languageCookie(detected.lng, { secure: url.protocol === 'https:' }),
    );
  }
  return response;
};

// Resolves the brand from the host name. Without a brand there is no site to render, so any
// failure ends here with the matching platform error page (and no route loader runs).
export const brandMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }) => {
  const hostname = hostnameFromRequest(request);
  try {
    context.set(brandContext, await resolveBrand(hostname));
  } catch (error) {
    const reason = failureReason(error);
    // An API outage is one line per request, not a stack trace each; other failures are bugs.
    if (reason === 'unavailable') console.error(`Brand for ${hostname} not resolved: ${(error as Error).message}`);
    if (reason === 'server-error') console.error(`Brand for ${hostname} not resolved:`, error);
    const failure: ShellFailure = {
      type: 'shell-failure',
      reason,
      hostname,
      locale: platformLocaleData(context.get(languageContext)),
      year: new Date().getFullYear(),
    };
    const status = reason === 'unregistered-domain' ? 404 : reason === 'unavailable' ? 503 : 500;
    // Files and JSON (sitemap.xml, robots.txt, images, /resources/…) have no page to show the
    // failure on: a short plain answer, not the page's failure data.
    if (!isPagePattern(pattern)) throw new Response(plainFailure[reason], { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    throw data(failure, { status });
  }
};

function failureReason(error: unknown): ShellFailureReason {
  // validation_failed: a host the API can't even take as a name (an IPv6 literal, say) has no
  // site either.
  if (error instanceof ApiError && (error.code === 'unregistered_domain' || error.code === 'validation_failed')) {
    return 'unregistered-domain';
  }
  return pageStatusFor(error) === 503 ? 'unavailable' : 'server-error';
}

const plainFailure: Record<ShellFailureReason, string> = {
  'unregistered-domain': 'No website is registered at this address.',
  unavailable: 'Temporarily unavailable. Please try again in a few minutes.',
  'server-error': 'Something went wrong.',
};

// Every page lives under the optional language segment (routes.ts); anything else is a file or
// a JSON resource.
export function isPagePattern(pattern: string): boolean {
  const path = pattern.replace(/^\/+/, '');
  return path === '' || path.startsWith(':lng?');
}
