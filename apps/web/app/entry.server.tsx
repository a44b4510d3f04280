import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { config } from './config.server.ts';
import { wholeDocument } from './lib/react/compact-manifest.server.ts';
import { hydrateAfterPaint, pageLoader } from './lib/react/hydrate-after-paint.server.ts';
import { contentSecurityPolicyDirectives, permissionsPolicy } from './lib/security/content-security-policy.server.ts';
import { requestInfoFrom } from './lib/security/request-info.server.ts';
import { cacheTags, pageCachePolicy } from './lib/cache/page-cache-policy.server.ts';
import { matchesIfNoneMatch, pageEtag } from './lib/cache/page-etag.server.ts';
import { brandContext } from './lib/request-context.server.ts';

// The site's server (server.mjs) reads these from the build: the context key it fills with the
// request's id, visitor address and script nonce, and the security policy made from our config.
export { requestInfoContext } from './lib/security/request-info.server.ts';
// The pages' loader script (decision 0054): server.mjs serves it at its hashed address.
export const pageLoaderScript = () => pageLoader;
// The API's address, whose calls the server's metrics time apart from any other.
export const apiUrl = () => config.apiUrl;
export const contentSecurityPolicy = () => contentSecurityPolicyDirectives(config);
export const permissionsPolicyHeader = () => permissionsPolicy(config);
// The one origin allowed to frame a ?brandPreview page (the console's live preview of a brand).
export const previewFrameAncestor = () => config.consoleOrigin;
// Where server.mjs's /health/ready asks whether the API is ready (this server is ready when it is).
export const apiReadyUrl = () => `${config.apiUrl}/health/ready`;

// Deferred data still pending after this long is rendered as its error state.
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The Content-Security-Policy allows inline scripts only with this request's nonce: React's
  // own streaming scripts get it from renderToPipeableStream, React Router's (<Scripts>,
  // <ScrollRestoration>, <Links>) from <ServerRouter nonce>.
  const { nonce, events } = requestInfoFrom(loadContext);
  const routeId = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
  if (routeId) events?.matchedRoute(routeId);
  const cacheable = applyCachePolicy(request, responseStatusCode, responseHeaders, routerContext, loadContext);
  // https://httpwg.org/specs/rfc9110.html#HEAD: same status and headers, no body.
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let documentReady = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // Everyone gets the complete document in one piece (crawlers always did). No loader defers
      // data, so the shell is ready only once every loader has answered and streaming would win
      // nothing but the time to encode the hydration data; what it cost was React's streaming
      // runtime and a hidden copy of that data moved into place by script (1.1 KB a page, issue 10
      // §3's 40 KB). A page whose loader starts deferring data should bring streaming back.
      onAllReady() {
        documentReady = true;
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        // The document whole, its inline route manifest without indentation, its scripts loaded
        // after the first paint (decision 0054), sent as one body.
        const { sink, document } = wholeDocument();
        document.then((rendered) => {
          const html = hydrateAfterPaint(rendered);
          clearTimeout(timeoutId);
          timeoutId = undefined;
          if (!cacheable) {
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            return;
          }
          // A page a cache may keep gets a validator, which needs the whole document first.
          if (responseStatusCode !== 200) {
            // React failed while writing the document out (onError): no cache keeps that page.
            responseHeaders.set('Cache-Control', 'no-store');
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            return;
          }
          const etag = pageEtag(html, nonce);
          responseHeaders.set('ETag', etag);
          if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) {
            resolve(new Response(null, { status: 304, headers: responseHeaders }));
          } else {
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          }
        }, reject);
        pipe(sink);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the document is ready are logged by React Router when it renders the
        // error boundary; only log the ones that happen while it is sent.
        if (documentReady) console.error(error);
      },
    });
  });
}

// Cache-Control for every page document (lib/cache/page-cache-policy.server.ts); true when a
// cache may keep it (shared or private), which then gets an ETag and cache tags.
function applyCachePolicy(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): boolean {
  // A page that decided for itself (a private page's `private, no-store`) keeps its own.
  if (headers.has('cache-control')) return false;
  const routeId = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
  const policy = pageCachePolicy(
    { method: request.method, url: new URL(request.url), cookieHeader: request.headers.get('cookie'), status, routeId, headers },
    config.pageCache,
  );
  headers.set('Cache-Control', policy.cacheControl);
  if (policy.kind === 'no-store') return false;
  headers.append('Vary', 'Cookie');
  if (policy.kind === 'shared') {
    const tags = cacheTags(brandOf(loadContext), propertyIdOf(routerContext));
    if (tags.length) {
      // Cloudflare and others read Cache-Tag (comma-separated); Fastly reads Surrogate-Key.
      headers.set('Cache-Tag', tags.join(','));
      headers.set('Surrogate-Key', tags.join(' '));
    }
  }
  return request.method.toUpperCase() === 'GET';
}

function brandOf(loadContext: RouterContextProvider) {
  try {
    return loadContext.get(brandContext);
  } catch {
    // No brand (its middleware failed): the page is an error page, never shared anyway.
    return undefined;
  }
}

function propertyIdOf(routerContext: EntryContext): number | undefined {
  const data = routerContext.staticHandlerContext.loaderData['routes/property/property.route'] as { property?: { id?: unknown } } | undefined;
  return typeof data?.property?.id === 'number' ? data.property.id : undefined;
}

// Log server errors once, but not the aborts caused by guests closing the page.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // Our server counts it and logs it as a JSON line with the request id; without it, the console.
  const events = requestInfoFrom(context).events;
  if (events) events.serverError(error);
  else console.error(error);
};
