import { Button } from '@direct/ui';
import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { CsrfField } from '../csrf-field.tsx';
import { TextField } from '../text-field.tsx';

// The brand's logo: what it is now, a file to replace it (through the API's photo pipeline) and
// its removal. Separate forms from the look's, so a half-edited look is not posted with them.
export function LogoPanel({ logoUrl, error }: { logoUrl: string | null; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="brand-logo-panel" aria-labelledby="logo-title">
      <h2 id="logo-title">{t('consoleBrand.logo')}</h2>
      {logoUrl ? (
        <figure className="brand-logo-panel__current">
          <img src={logoUrl} alt={t('consoleBrand.logoCurrent')} />
        </figure>
      ) : (
        <p className="muted">{t('consoleBrand.logoNone')}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="form-row">
        <CsrfField />
        <input type="hidden" name="intent" value="logo-upload" />
        <TextField name="file" type="file" accept="image/png,image/jpeg,image/webp,image/avif" label={t('consoleBrand.logoFile')} hint={t('consoleBrand.logoHint')} error={error} />
        <Button type="submit" variant="secondary">
          {t('consoleBrand.logoUpload')}
        </Button>
      </Form>
      {logoUrl && (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="logo-remove" />
          <Button type="submit" variant="secondary">
            {t('consoleBrand.logoRemove')}
          </Button>
        </Form>
      )}
    </section>
  );
}
