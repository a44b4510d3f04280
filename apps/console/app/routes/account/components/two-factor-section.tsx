import { Badge, Button, Notice } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { FormErrorSummary, useAnswerKey, useFieldError } from '../../../components/form-messages.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { FormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

export type TwoFactorSetupView = { totpUri: string; secret: string; backupCodes: string[]; qrSvg: string };
export type TwoFactorResult =
  | ({ intent: string } & (FormFailure & { setup?: TwoFactorSetupView }))
  | { intent: string; ok: true; setup?: TwoFactorSetupView };

export function TwoFactorSection({ enabled, result }: { enabled: boolean; result: TwoFactorResult | undefined }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(result);
  const answerKey = useAnswerKey(result);
  const setup = result?.setup;
  const done = result?.ok === true && !setup;
  return (
    <section className="panel" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">
        {t('console.twoFactor.sectionTitle')} <Badge>{enabled ? t('console.twoFactor.on') : t('console.twoFactor.off')}</Badge>
      </h2>
      <p>{t('console.twoFactor.explain')}</p>
      {done && <Notice tone="success">{result?.intent === 'disable' ? t('console.twoFactor.turnedOff') : t('console.twoFactor.turnedOn')}</Notice>}
      <FormErrorSummary result={result} />
      {setup ? (
        <div className="two-factor-setup">
          <ol className="steps">
            <li>{t('console.twoFactor.scan')}</li>
            <li>{t('console.twoFactor.saveCodes')}</li>
            <li>{t('console.twoFactor.enterCode')}</li>
          </ol>
          <div className="qr-code" role="img" aria-label={t('console.twoFactor.qrLabel')} dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
          <p>
            {t('console.twoFactor.secret')} <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          <h3>{t('console.twoFactor.backupCodes')}</h3>
          <ul className="backup-codes">
            {setup.backupCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <Form method="post" noValidate className="form-stack">
            <CsrfField />
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="totpUri" value={setup.totpUri} />
            <input type="hidden" name="backupCodes" value={setup.backupCodes.join(' ')} />
            <TextField key={answerKey} name="code" label={t('console.fields.code')} hint={t('console.twoFactor.confirmHint')} autoComplete="one-time-code" inputMode="numeric" maxLength={32} error={errorOf('code')} />
            <Button type="submit">{t('console.twoFactor.confirm')}</Button>
          </Form>
        </div>
      ) : (
        <Form method="post" noValidate className="form-stack">
          <CsrfField />
          <input type="hidden" name="intent" value={enabled ? 'disable' : 'start'} />
          <TextField
            key={answerKey}
            name="password"
            type="password"
            label={t('console.fields.password')}
            hint={t('console.twoFactor.passwordHint')}
            autoComplete="current-password"
            error={errorOf('password')}
          />
          <Button type="submit" variant={enabled ? 'secondary' : 'primary'}>
            {enabled ? t('console.twoFactor.turnOff') : t('console.twoFactor.turnOn')}
          </Button>
        </Form>
      )}
    </section>
  );
}
