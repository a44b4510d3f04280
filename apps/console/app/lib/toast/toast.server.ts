import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ToastTone } from '@direct/ui';
import { redirect, type RouterContextProvider } from 'react-router';
import { config } from '../../config.server.ts';
import { secureCookiesContext } from '../request-context.server.ts';
import { clearedCookie, readCookie, serializeCookie } from '../security/cookies.server.ts';

// A toast survives the redirect after a form post in a short-lived signed cookie (the Epic Stack's
// way): the action sets it, the next page's root loader reads it once and clears it. Signed so
// nobody can make the console display a message of their choosing.
export type ToastMessage = { id: string; tone: ToastTone; message: string };

export const toastCookieName = 'direct_console_toast';
const tones: readonly ToastTone[] = ['success', 'error', 'info'];

function signature(payload: string): string {
  return createHmac('sha256', config.csrfSecret).update(`toast:${payload}`).digest('base64url');
}

export function toastCookie(toast: { tone?: ToastTone; message: string }, options: { secure: boolean }): string {
  const payload = Buffer.from(JSON.stringify({ id: randomUUID(), tone: toast.tone ?? 'success', message: toast.message.slice(0, 500) })).toString('base64url');
  return serializeCookie(toastCookieName, `${payload}.${signature(payload)}`, { secure: options.secure, maxAgeSeconds: 60 });
}

export function readToast(request: Pick<Request, 'headers'>): ToastMessage | undefined {
  const value = readCookie(request.headers.get('cookie'), toastCookieName);
  const [payload, signed] = value?.split('.') ?? [];
  if (!payload || !signed) return undefined;
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<ToastMessage>;
    if (typeof parsed.id !== 'string' || typeof parsed.message !== 'string' || !tones.includes(parsed.tone as ToastTone)) return undefined;
    return { id: parsed.id, tone: parsed.tone as ToastTone, message: parsed.message };
  } catch {
    return undefined;
  }
}

export function clearedToastCookie(options: { secure: boolean }): string {
  return clearedCookie(toastCookieName, options);
}

// After a successful form post: go to `url` and say what happened there (already translated).
export function redirectWithToast(url: string, toast: { tone?: ToastTone; message: string }, context: Readonly<RouterContextProvider>): Response {
  return redirect(url, { headers: { 'Set-Cookie': toastCookie(toast, { secure: context.get(secureCookiesContext) }) } });
}

// The page a form was posted from, to redirect back to. A client-side submission reaches the action
// as "<page>.data" (React Router's data requests), which is not a page.
export function pagePathOf(request: Pick<Request, 'url'>): string {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  url.searchParams.delete('_routes');
  url.searchParams.delete('index');
  const query = url.searchParams.toString();
  return `${path || '/'}${query ? `?${query}` : ''}`;
}
