import { config } from '../config.server.ts';
import type { Route } from './+types/image-proxy.route';

// Public images (logos, photos) are served by the API at /apis/image/{id}/{file}, and photos'
// renditions at /apis/attachments/resize/{id}/{width}/{file} and
// /apis/attachments/renditions/{id}/{format}/{width}/{file}. The site answers the same paths on
// the brand's own domain, so pages never point guests' browsers at the API host and a
// white-label domain shows no trace of the platform.
// The API's safety headers travel with the file: an SVG's own policy (no script, sandboxed) and
// its Content-Disposition, so a crafted SVG can't act as a page on the brand's origin. The site's
// server lets this answer's policy replace its page policy (server.mjs, pageDecides).
// A resize without a format in the name is chosen by the browser's Accept header: it goes along,
// and the answer's Vary comes back so caches keep one copy per format.
// Pages name photos by the short /images/<id>/<width>[.avif|.webp|.jpg] (a srcset lists several
// per photo, and every page's HTML must stay within 40 KB): the same resize call.
const passedOnHeaders = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'content-security-policy', 'content-disposition', 'vary'];

// The three image paths, each part checked before anything is asked of the API.
const imagePaths = [
  /^\/apis\/image\/\d{1,10}\/[\w.-]{1,200}$/,
  /^\/apis\/attachments\/resize\/\d{1,10}\/\d{1,5}\/[\w.-]{1,200}$/,
  /^\/apis\/attachments\/renditions\/\d{1,10}\/(avif|webp|jpeg)\/\d{1,5}\/[\w.-]{1,200}$/,
];

const shortForm = /^\/images\/(\d{1,10})\/(\d{1,5})(\.avif|\.webp|\.jpg)?$/;

export async function loader({ request }: Route.LoaderArgs) {
  let path = new URL(request.url).pathname;
  const short = shortForm.exec(path);
  if (short) path = `/apis/attachments/resize/${short[1]}/${short[2]}/photo${short[3] ?? ''}`;
  if (!imagePaths.some((pattern) => pattern.test(path))) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  }
  const headers = new Headers({ accept: request.headers.get('accept')?.slice(0, 500) || 'image/*' });
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch) headers.set('if-none-match', ifNoneMatch.slice(0, 500));
  let upstream: Response;
  try {
    upstream = await fetch(`${config.apiUrl.replace(/\/+$/, '')}${path}`, { headers, signal: request.signal });
  } catch {
    return new Response('Service unavailable', { status: 503, headers: { 'content-type': 'text/plain', 'retry-after': '30' } });
  }
  const answer = new Headers({ 'x-content-type-options': 'nosniff' });
  for (const name of passedOnHeaders) {
    const value = upstream.headers.get(name);
    if (value) answer.set(name, value);
  }
  if (!upstream.ok && upstream.status !== 304) {
    await upstream.body?.cancel();
    return new Response('Not found', { status: upstream.status === 404 ? 404 : 502, headers: { 'content-type': 'text/plain' } });
  }
  return new Response(upstream.body, { status: upstream.status, headers: answer });
}
