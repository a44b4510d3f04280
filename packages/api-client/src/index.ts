// The API client the website's and the console's servers call the API with: a client-credentials
// token source, one call per endpoint object, and the errors an answer can become. Server-only:
// import it from `*.server.ts` modules.
export * from './api-client.server.ts';
export * from './api-errors.server.ts';
export * from './api-request.server.ts';
export * from './api-response.server.ts';
export * from './endpoint-call.server.ts';
export * from './token-source.server.ts';
