import { config } from '../../config.server.ts';
import type { Route } from './+types/photo-image.route';

// The photo page's thumbnails on the console's own origin (its policy loads images from itself
// only): /images/<id>/<width> is the API's public resize call, the nearest rendition in the format
// the browser's Accept header prefers; a drawing (SVG) comes as it is, with the API's own policy.
const passedOnHeaders = ['content-type', 'content-length', 'cache-control', 'etag', 'vary', 'content-security-policy', 'content-disposition'];

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.imageId) || !/^\d{1,4}$/.test(params.width)) return new Response('Not found', { status: 404 });
  const headers = new Headers({ accept: request.headers.get('accept')?.slice(0, 500) || 'image/*' });
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch) headers.set('if-none-match', ifNoneMatch.slice(0, 500));
  let upstream: Response;
  try {
    upstream = await fetch(`${config.apiUrl}/apis/attachments/resize/${params.imageId}/${params.width}/photo`, { headers, signal: request.signal });
  } catch {
    return new Response('Service unavailable', { status: 503 });
  }
  if (!upstream.ok && upstream.status !== 304) {
    await upstream.body?.cancel();
    return new Response('Not found', { status: 404 });
  }
  const answer = new Headers({ 'x-content-type-options': 'nosniff' });
  for (const name of passedOnHeaders) {
    const value = upstream.headers.get(name);
    if (value) answer.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: answer });
}
