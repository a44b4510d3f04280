import { Button, Field, Panel } from '@direct/ui';
import type { AgreementView } from '@direct/contracts';
import { useEffect } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AgreementActionState, CodeProblem } from '../form-state.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { TFunction } from '@direct/i18n/translator';

export function codeProblemText(t: TFunction, problem: CodeProblem): string {
  switch (problem) {
    case 'code_expired':
      return t('agreement.verify.invalidExpired');
    case 'attempts_exhausted':
      return t('agreement.verify.invalidExhausted');
    case 'no_code':
      return t('agreement.verify.noCode');
    case 'generic':
    case 'invalid_code':
      return t('agreement.verify.invalid');
  }
}

// Step A: the one-time code. "Send me a code" emails it to the booker; the code field appears
// once a code was sent. Both are plain forms posting to the page's action.
export function VerifyEmail({ view, state }: { view: AgreementView; state: AgreementActionState | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { signer, limits } = view;
  const verifyState = state?.intent === 'verify' ? state : undefined;
  const sendState = state?.intent === 'send-code' ? state : undefined;
  const problem = verifyState?.status === 'invalid' ? verifyState.problem : null;
  const codeSent = signer.codeSentAt !== null;
  const error = problem ? codeProblemText(t, problem) : undefined;

  useEffect(() => {
    if (problem) document.getElementById('agreement-code')?.focus();
  }, [problem, verifyState]);

  if (signer.emailVerified) {
    return (
      <Panel aria-labelledby="agreement-verify-title">
        <h2 id="agreement-verify-title">
          {t('agreement.verify.heading')} <span className="agreement-done">({t('agreement.steps.done')})</span>
        </h2>
        <p className="agreement-status agreement-status--ok" role="status">
          {t('agreement.verify.verified', { email: signer.email })}
        </p>
      </Panel>
    );
  }

  return (
    <Panel aria-labelledby="agreement-verify-title">
      <h2 id="agreement-verify-title">{t('agreement.verify.heading')}</h2>
      <p>{t('agreement.verify.explain', { length: limits.codeLength, email: signer.email, minutes: limits.codeMinutes })}</p>
      <Form method="post" className="agreement-inline-form" replace preventScrollReset>
        <input type="hidden" name="intent" value="send-code" />
        <Button type="submit" variant={codeSent ? 'secondary' : 'primary'} aria-disabled={busy || undefined}>
          {codeSent ? t('agreement.verify.resend') : t('agreement.verify.send')}
        </Button>
      </Form>
      <div aria-live="polite">
        {sendState?.status === 'rate_limited' && (
          <p className="agreement-status agreement-status--warn">{t('agreement.verify.rateLimited', { seconds: sendState.seconds })}</p>
        )}
        {sendState?.status === 'error' && <p className="agreement-status agreement-status--warn">{t('agreement.sign.errors.generic')}</p>}
        {codeSent && sendState?.status !== 'rate_limited' && <p className="agreement-status">{t('agreement.verify.sent', { email: signer.email })}</p>}
        {codeSent && signer.resendInSeconds > 0 && sendState?.status !== 'rate_limited' && (
          <p className="agreement-hint">{t('agreement.verify.wait', { seconds: signer.resendInSeconds })}</p>
        )}
      </div>
      {codeSent && (
        <Form method="post" className="agreement-code-form" replace preventScrollReset>
          <input type="hidden" name="intent" value="verify" />
          <Field
            id="agreement-code"
            label={t('agreement.verify.codeLabel')}
            hint={t('agreement.verify.codeHint', { length: limits.codeLength, attempts: limits.maxAttempts })}
            error={error}
            alertError
          >
            {({ className, ...control }) => (
              <div className="agreement-code-row">
                <input
                  {...control}
                  required
                  className={`${className} agreement-code-input`}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]*"
                  maxLength={12}
                />
                <Button type="submit" aria-disabled={busy || undefined}>
                  {t('agreement.verify.submit')}
                </Button>
              </div>
            )}
          </Field>
        </Form>
      )}
    </Panel>
  );
}
