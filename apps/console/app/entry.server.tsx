import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { config } from './config.server.ts';
import { contentSecurityPolicyDirectives, permissionsPolicy } from './lib/security/content-security-policy.server.ts';
import { requestInfoFrom } from './lib/security/request-info.server.ts';

// The console's server (server.mjs) reads these from the build: the context key it fills with the
// request's id, visitor address and script nonce, and the security policy.
export { requestInfoContext } from './lib/security/request-info.server.ts';
// The API's address, whose calls the server's metrics time apart from any other.
export const apiUrl = () => config.apiUrl;
export const contentSecurityPolicy = () => contentSecurityPolicyDirectives({ tileUrl: config.map.tileUrl, brandSiteFrameSource: config.brandSiteFrameSource });
export const permissionsPolicyHeader = () => permissionsPolicy();
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
  // https://httpwg.org/specs/rfc9110.html#HEAD: same status and headers, no body.
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // People get the page as soon as the shell is ready (streaming); crawlers and SPA-mode
    // renders get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready are logged by React Router when it renders the error
        // boundary; only log the ones that happen while streaming.
        if (shellRendered) console.error(error);
      },
    });
  });
}

// Log server errors once, but not the aborts caused by visitors closing the page.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // Our server counts it and logs it as a JSON line with the request id; without it, the console.
  const events = requestInfoFrom(context).events;
  if (events) events.serverError(error);
  else console.error(error);
};
