import { AsyncLocalStorage } from 'node:async_hooks';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';

// What the site's own server (server.mjs) knows about the request before the app sees it: its
// request id (logged, sent back as x-request-id and passed on to the API so both logs join), the
// visitor's address as express's 'trust proxy' setting resolved it, and the nonce the page's
// inline scripts must carry under the Content-Security-Policy.
export type RequestInfo = {
  requestId: string;
  clientAddress: string | undefined;
  nonce: string | undefined;
  // What the page tells the server about itself: the route that answered (metrics label) and the
  // errors thrown while loading or rendering it (counted and logged with the request's id).
  events?: RequestEvents;
};

export type RequestEvents = {
  matchedRoute(routeId: string): void;
  serverError(error: unknown): void;
};

// Filled by server.mjs's getLoadContext (through entry.server's re-export). Without our server
// (`react-router dev`, unit tests) nothing sets it and the defaults apply.
export const requestInfoContext = createContext<RequestInfo>({ requestId: '', clientAddress: undefined, nonce: undefined });

// The API client is one module-level object used by every loader and action; it reads the
// current request's info from here rather than every call site passing it along.
const currentRequest = new AsyncLocalStorage<RequestInfo>();

export function currentRequestInfo(): RequestInfo | undefined {
  return currentRequest.getStore();
}

export function requestInfoFrom(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}

// Root middleware: everything below it (middleware, loaders, actions, rendering) runs with the
// request's info in scope.
export const requestInfoMiddleware: MiddlewareFunction<Response> = ({ context }, next) =>
  currentRequest.run(requestInfoFrom(context), next);
