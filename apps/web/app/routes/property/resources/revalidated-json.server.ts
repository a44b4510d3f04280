import { createHash } from 'node:crypto';

// A JSON answer the browser keeps but asks about again every time (no-cache), with an entity tag
// of its bytes: an unchanged calendar costs a 304 and no body, and a booking that takes nights
// changes the bytes, so the very next look shows them taken (a max-age showed them free for 60 s).
export function revalidatedJson(request: Request, body: unknown): Response {
  const text = JSON.stringify(body);
  const etag = `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const headers = { 'cache-control': 'private, no-cache', etag };
  const sent = request.headers.get('if-none-match');
  if (sent && sent.split(',').some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  return new Response(text, { headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } });
}
