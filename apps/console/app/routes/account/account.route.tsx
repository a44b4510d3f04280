import { endpoints } from '@direct/contracts';
import { data, useActionData } from 'react-router';
import { ConsoleShell } from '../../components/console-shell.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, textOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { secureCookiesContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { sessionCookie } from '../../lib/session/session-cookie.server.ts';
import { useSignedInHost } from '../../lib/session/signed-in-data.ts';
import { TwoFactorSection, type TwoFactorResult } from './components/two-factor-section.tsx';
import { qrCodeSvg, secretOf } from './qr-code.server.ts';
import type { Route } from './+types/account.route';

// The host's account: who they are, and the second factor (turn on with the password → scan →
// confirm with a first code; turn off with the password).
export async function action({ request, context }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  // Turning the second factor on or off renews the session: the cookie takes the new one.
  const renewed = (session: { token: string; expiresAt: string }, result: TwoFactorResult) =>
    data(result, { headers: { 'Set-Cookie': sessionCookie(session, { secure: context.get(secureCookiesContext) }) } });
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const signal = request.signal;
  if (intent === 'start') {
    try {
      const setup = await hostCall(endpoints.hostStartTwoFactor, token, { body: { password: textOf(form, 'password') }, signal });
      return { intent, ok: true as const, setup: await setupView(setup.totpUri, setup.backupCodes) };
    } catch (error) {
      return { intent, ...passwordFailure(error) };
    }
  }
  if (intent === 'confirm') {
    const totpUri = textOf(form, 'totpUri');
    const backupCodes = textOf(form, 'backupCodes').split(/\s+/).filter(Boolean);
    try {
      const { session } = await hostCall(endpoints.hostConfirmTwoFactor, token, { body: { code: textOf(form, 'code') }, signal });
      return renewed(session, { intent, ok: true });
    } catch (error) {
      const failure = formFailureOf(error, ['code']);
      const codeFailure = failure.formError === 'forbidden' || failure.formError === 'unauthorized' || failure.formError === 'invalid';
      return { intent, ...failure, ...(codeFailure ? { formError: undefined, fieldErrors: { code: 'wrong_code' } } : {}), setup: await setupView(totpUri, backupCodes) };
    }
  }
  try {
    const { session } = await hostCall(endpoints.hostDisableTwoFactor, token, { body: { password: textOf(form, 'password') }, signal });
    return renewed(session, { intent: 'disable', ok: true });
  } catch (error) {
    return { intent: 'disable', ...passwordFailure(error) };
  }
}

async function setupView(totpUri: string, backupCodes: string[]) {
  return { totpUri, secret: secretOf(totpUri), backupCodes, qrSvg: await qrCodeSvg(totpUri) };
}

// A wrong password is the password field's fault, whatever status the API chose for it.
function passwordFailure(error: unknown) {
  const failure = formFailureOf(error, ['password']);
  if (failure.formError === 'forbidden' || failure.formError === 'unauthorized') return { ...failure, formError: undefined, fieldErrors: { password: 'wrong_password' } };
  return failure;
}

export default function Account() {
  const { t } = useTranslation();
  const me = useSignedInHost();
  const result = useActionData<typeof action>() as TwoFactorResult | undefined;
  const title = t('console.account.title');
  return (
    <ConsoleShell me={me}>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <dl className="details">
        <dt>{t('console.fields.name')}</dt>
        <dd>{me.user.name}</dd>
        <dt>{t('console.fields.email')}</dt>
        <dd>{me.user.email}</dd>
      </dl>
      <TwoFactorSection enabled={me.user.twoFactorEnabled} result={result} />
    </ConsoleShell>
  );
}
