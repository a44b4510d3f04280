import { Button, Field, Notice, panelClassName } from '@direct/ui';
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
  return (
    <Form method="post" encType="multipart/form-data" action={action} className={panelClassName({}, 'identity-card')} aria-labelledby={`${id}-title`} data-testid={`identity-form-${kind}`}>
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
        <Notice boxed tone="success">
          <p>{t('identity.upload.success', { item: t(`identity.kinds.${kind}`) })}</p>
        </Notice>
      )}
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="guest" value={guest?.guest ?? 1} />
      <Field
        id={id}
        label={uploaded ? t('identity.upload.replace') : t('identity.upload.file')}
        hint={`${t(`identity.kindHints.${kind}`, { formats, mb: requirement.maxMegabytes })}${kind === 'selfie' ? ` ${t('identity.upload.takePhoto')}` : ''}`}
        error={error ?? undefined}
        alertError
      >
        {({ className, ...control }) => (
          <input
            {...control}
            required
            className={`${className} identity-file`}
            name="file"
            type="file"
            accept={acceptAttribute(requirement.mimeTypes)}
            {...(kind === 'selfie' ? { capture: 'user' as const } : {})}
          />
        )}
      </Field>
      <Button type="submit" aria-disabled={busy || undefined}>
        {t('identity.upload.submit')}
      </Button>
    </Form>
  );
}
