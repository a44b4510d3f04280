import { Button, Notice, Panel } from '@direct/ui';
import type { AgreementView } from '@direct/contracts';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AgreementActionState, SignField, SignProblem } from '../form-state.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { TFunction } from '@direct/i18n/translator';
import { useHydrated } from '../../../lib/react/use-hydrated.ts';
import { FormField } from '../../../components/contact/form-field.tsx';
import { SignaturePad } from './signature-pad.tsx';

type SignState = Extract<AgreementActionState, { intent: 'sign' }>;

function problemText(t: TFunction, field: SignField, problem: SignProblem, kind: string, mb: number): string {
  if (problem === 'too_large') return t('agreement.sign.errors.tooLarge', { mb });
  if (problem === 'wrong_type') return t('agreement.sign.errors.wrongType');
  if (problem === 'not_verified') return t('agreement.sign.errors.notVerified');
  if (problem === 'already_signed') return t('agreement.sign.errors.alreadySigned');
  switch (field) {
    case 'signer_name':
      return t('agreement.sign.errors.name');
    case 'typed_signature':
      return t('agreement.sign.errors.typed');
    case 'signature':
      return kind === 'drawn' ? t('agreement.sign.errors.drawn') : t('agreement.sign.errors.image');
    case 'accept_terms':
      return t('agreement.sign.errors.consent');
    case 'form':
      return t('agreement.sign.errors.generic');
  }
}

// Step B: the signature. The three ways to sign are radio buttons; CSS shows the chosen one's
// fields (so it works without JavaScript too). Typed and uploaded signatures post as a plain
// multipart form; drawing needs JavaScript and says so when it isn't running.
export function SignAgreementForm({ view, state }: { view: AgreementView; state: SignState | undefined }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const summaryRef = useRef<HTMLDivElement>(null);
  const locked = !view.signer.emailVerified;
  const mb = view.limits.maxSignatureMegabytes;
  const values = state?.values ?? { signerName: view.booking.guestName, typedSignature: '', kind: 'typed' as const };
  const problems = state?.problems ?? {};
  const errorOf = (field: SignField) => {
    const problem = problems[field];
    return problem ? problemText(t, field, problem, values.kind, mb) : undefined;
  };
  const listed = (['form', 'signer_name', 'typed_signature', 'signature', 'accept_terms'] as const).filter((field) => problems[field]);

  useEffect(() => {
    if (state) summaryRef.current?.focus();
  }, [state]);

  const kinds = [
    { value: 'typed', label: t('agreement.sign.typed') },
    { value: 'drawn', label: t('agreement.sign.drawn') },
    { value: 'uploaded', label: t('agreement.sign.uploaded') },
  ] as const;

  return (
    <Panel aria-labelledby="agreement-sign-title">
      <h2 id="agreement-sign-title">{t('agreement.sign.heading')}</h2>
      {locked && <p className="agreement-status">{t('agreement.sign.locked')}</p>}
      <Form method="post" encType="multipart/form-data" className="agreement-sign-form" noValidate preventScrollReset>
        <input type="hidden" name="intent" value="sign" />
        {listed.length > 0 && (
          <Notice boxed tone="error" ref={summaryRef} focusable>
            <p>{t('agreement.sign.errorSummary')}</p>
            <ul>
              {listed.map((field) => (
                <li key={field}>{errorOf(field)}</li>
              ))}
            </ul>
          </Notice>
        )}
        <fieldset className="agreement-sign-form__fields" disabled={locked}>
          <FormField id="signer-name" name="signer_name" label={t('agreement.sign.nameLabel')} autoComplete="name" maxLength={120} defaultValue={values.signerName} error={errorOf('signer_name')} />
          <fieldset className="sign-methods">
            <legend className="field__label">{t('agreement.sign.methodLegend')}</legend>
            <div className="sign-methods__choices">
              {kinds.map((kind) => (
                <label key={kind.value} className="sign-methods__choice">
                  <input type="radio" name="kind" value={kind.value} id={`sign-kind-${kind.value}`} defaultChecked={values.kind === kind.value} />
                  <span>{kind.label}</span>
                </label>
              ))}
            </div>
            <div className="sign-method sign-method--typed">
              <label htmlFor="typed-signature" className="field__label">
                {t('agreement.sign.typedLabel')}
              </label>
              <p id="typed-signature-hint" className="field__hint">
                {t('agreement.sign.typedHint')}
              </p>
              <input
                id="typed-signature"
                name="typed_signature"
                className="field__control signature-typed"
                autoComplete="off"
                maxLength={120}
                defaultValue={values.typedSignature}
                aria-invalid={errorOf('typed_signature') ? true : undefined}
                aria-describedby={errorOf('typed_signature') ? 'typed-signature-hint typed-signature-error' : 'typed-signature-hint'}
              />
              {errorOf('typed_signature') && (
                <p id="typed-signature-error" className="field__error">
                  {errorOf('typed_signature')}
                </p>
              )}
            </div>
            <div className="sign-method sign-method--drawn">
              <p id="drawn-signature-hint" className="field__hint">
                {t('agreement.sign.drawnHint')}
              </p>
              {hydrated ? (
                <SignaturePad describedBy="drawn-signature-hint" invalid={values.kind === 'drawn' && Boolean(problems.signature)} />
              ) : (
                <p className="agreement-status agreement-status--warn">{t('agreement.sign.drawnNeedsScript')}</p>
              )}
              {values.kind === 'drawn' && errorOf('signature') && <p className="field__error">{errorOf('signature')}</p>}
            </div>
            <div className="sign-method sign-method--uploaded">
              <label htmlFor="signature-file" className="field__label">
                {t('agreement.sign.uploadLabel')}
              </label>
              <p id="signature-file-hint" className="field__hint">
                {t('agreement.sign.uploadHint', { mb })}
              </p>
              <input
                id="signature-file"
                name="signature_file"
                type="file"
                accept={view.limits.uploadedTypes.join(',')}
                className="field__control"
                aria-invalid={values.kind === 'uploaded' && errorOf('signature') ? true : undefined}
                aria-describedby={values.kind === 'uploaded' && errorOf('signature') ? 'signature-file-hint signature-file-error' : 'signature-file-hint'}
              />
              {values.kind === 'uploaded' && errorOf('signature') && (
                <p id="signature-file-error" className="field__error">
                  {errorOf('signature')}
                </p>
              )}
            </div>
          </fieldset>
          <div className={`agreement-check${errorOf('accept_terms') ? ' field--invalid' : ''}`}>
            <input
              type="checkbox"
              id="accept-terms"
              name="accept_terms"
              aria-invalid={errorOf('accept_terms') ? true : undefined}
              aria-describedby={errorOf('accept_terms') ? 'accept-terms-error' : undefined}
            />
            <label htmlFor="accept-terms">{t('agreement.sign.consent')}</label>
            {errorOf('accept_terms') && (
              <p id="accept-terms-error" className="field__error">
                {errorOf('accept_terms')}
              </p>
            )}
          </div>
          <Button type="submit" block aria-disabled={busy || undefined}>
            {t('agreement.sign.submit')}
          </Button>
        </fieldset>
      </Form>
    </Panel>
  );
}
