import type { IdentityFileRequirement, IdentityStatus } from '@direct/contracts';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/translation-context.tsx';
import { errorKeys, type UploadFormState } from '../form-state.ts';
import { acceptAttribute } from '../paths.ts';
import { StepBadge } from './identity-rule.tsx';

// One upload (ID document or selfie) as its own multipart form: a plain post without JavaScript.
export function IdentityFileForm({
  requirement,
  guest,
  action,
  state,
  saved,
}: {
  requirement: IdentityFileRequirement;
  guest: IdentityStatus['guests'][number] | undefined;
  action: string;
  state: UploadFormState | undefined;
  saved: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('kind') === requirement.kind;
  const kind = requirement.kind;
  const id = `identity-${kind}`;
  const uploaded = guest?.files.find((file) => file.kind === kind);
  const formats = requirement.formats.join(', ');
  const error = state ? t(errorKeys[state.error], { mb: requirement.maxMegabytes, formats }) : null;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Form method="post" encType="multipart/form-data" action={action} className="identity-card" aria-labelledby={`${id}-title`} data-testid={`identity-form-${kind}`}>
      <div className="identity-card__head">
        <h2 id={`${id}-title`}>{t(`identity.kinds.${kind}`)}</h2>
        <StepBadge done={Boolean(uploaded)} />
      </div>
      <p className="identity-card__state">
        {uploaded
          ? t('identity.upload.uploaded', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(uploaded.uploadedAt)) })
          : t('identity.upload.missing')}
      </p>
      {saved && !state && (
        <p className="form-message form-message--success" role="status">
          {t('identity.upload.success', { item: t(`identity.kinds.${kind}`) })}
        </p>
      )}
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="guest" value={guest?.guest ?? 1} />
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={id} className="field__label">
          {uploaded ? t('identity.upload.replace') : t('identity.upload.file')}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          {t(`identity.kindHints.${kind}`, { formats, mb: requirement.maxMegabytes })}
          {kind === 'selfie' ? ` ${t('identity.upload.takePhoto')}` : ''}
        </p>
        <input
          id={id}
          name="file"
          type="file"
          required
          accept={acceptAttribute(requirement.mimeTypes)}
          {...(kind === 'selfie' ? { capture: 'user' as const } : {})}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="field__control identity-file"
        />
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button button--submit" aria-disabled={busy || undefined}>
        {t('identity.upload.submit')}
      </button>
    </Form>
  );
}
