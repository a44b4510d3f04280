import { acceptAll, consentCookie, rejectAll, type ConsentChoice } from '@direct/domain/measurement';
import type { Route } from './+types/consent.route';

// POST /resources/consent — the cookie banner's form when JavaScript hasn't run (with it, the page
// stores the choice itself): stores the guest's choice in the consent cookie and goes back to the
// page it was made on (decision 0033). Only a path on this site is a place to go back to.
export async function action({ request, url }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const choice = choiceOf(form);
  if (!choice) return new Response('choice must be accept, reject or custom', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const returnTo = form?.get('returnTo');
  const back = typeof returnTo === 'string' && /^\/(?![/\\])/.test(returnTo) ? returnTo : '/';
  return new Response(null, {
    status: 303,
    headers: { location: back, 'set-cookie': consentCookie(choice, { secure: url.protocol === 'https:' }), 'cache-control': 'no-store' },
  });
}

function choiceOf(form: FormData | null): ConsentChoice | null {
  switch (form?.get('choice')) {
    case 'accept':
      return acceptAll;
    case 'reject':
      return rejectAll;
    case 'custom':
      return { necessary: true, analytics: form.get('analytics') === 'on', marketing: form.get('marketing') === 'on' };
    default:
      return null;
  }
}
