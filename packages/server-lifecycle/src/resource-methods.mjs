// The site's and the console's resource routes (a route module with no page: JSON resources, files,
// robots.txt) answer a method they have no handler for with 405, the methods they do have in
// `Allow`, and the API's error envelope. Left to React Router, a POST to a GET-only resource is a
// 405 whose body reads "Unexpected Server Error" (with the framework's stack in its development
// mode), and a GET to a POST-only one is a 400 saying the same.
//
// The build is served with a handler added where one is missing, so React Router's own matching
// decides which route a request is for; page routes are left as they are (their error page answers).

const noStore = { 'cache-control': 'no-store' };

function methodNotAllowed(allowed) {
  const allow = allowed.join(', ');
  return () =>
    Response.json(
      { error: { code: 'method_not_allowed', message: `This address answers ${allow} only.`, fields: [] } },
      { status: 405, headers: { allow, ...noStore } },
    );
}

/**
 * @template {{ routes: Record<string, { module: object } | undefined> }} Build
 * @param {Build} build
 * @returns {Build}
 */
export function withResourceMethods(build) {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (route === undefined) return [id, route];
      /** @type {Record<string, unknown>} */
      const module = { ...route.module };
      const resource = module.default === undefined && (module.loader !== undefined || module.action !== undefined);
      if (!resource || (module.loader !== undefined && module.action !== undefined)) return [id, route];
      const added = module.loader === undefined ? { loader: methodNotAllowed(['POST']) } : { action: methodNotAllowed(['GET', 'HEAD']) };
      return [id, { ...route, module: { ...module, ...added } }];
    }),
  );
  return { ...build, routes };
}
