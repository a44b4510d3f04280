import type { MiddlewareFunction } from 'react-router';

// Pages whose address holds a booking's access token, or that show a guest's personal data:
// no cache may keep them and no other site may learn their address from a Referer. A route
// middleware, so the HTML document, its .data requests and its action answers all get the
// headers, error pages included (a wrong token's 404 still has the token in its address).
export const privatePage: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  const answer = mutable(response);
  for (const [name, value] of Object.entries(privateHeaders)) answer.headers.set(name, value);
  return answer;
};

export const privateHeaders = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
} as const;

// Response.redirect() and fetch() answers have immutable headers; a copy can be changed.
function mutable(response: Response): Response {
  try {
    response.headers.set('Cache-Control', privateHeaders['Cache-Control']);
    return response;
  } catch {
    return new Response(response.body, response);
  }
}
