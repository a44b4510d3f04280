import type { HostDeposit } from '@direct/contracts';
import { Button, Field } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { FormErrorSummary } from '../../../components/form-messages.tsx';
import { isFormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// The photos of the damage a claim rests on: shown from the console's own origin; one more can be
// added while a claim is still possible (a plain multipart form, so it works without script).
export function DamagePhotos({ deposit, photoBase, mayAdd, result }: { deposit: HostDeposit; photoBase: string; mayAdd: boolean; result: unknown }) {
  const { t } = useTranslation();
  const reason = isFormFailure(result) ? result.fieldErrors['file'] : undefined;
  const fileError = reason === 'too_many' ? t('consoleToday.deposit.photos.tooMany') : reason ? t('consoleToday.deposit.photos.badFile') : undefined;
  return (
    <section className="panel deposit-photos" aria-labelledby="deposit-photos-title">
      <h2 id="deposit-photos-title">{t('consoleToday.deposit.photos.title')}</h2>
      <p className="muted">{t('consoleToday.deposit.photos.intro')}</p>
      {deposit.photos.length === 0 ? (
        <p>{t('consoleToday.deposit.photos.none')}</p>
      ) : (
        <ul className="deposit-photos__list">
          {deposit.photos.map((photo, index) => (
            <li key={photo.documentId}>
              <a href={`${photoBase}/${photo.documentId}`}>
                <img src={`${photoBase}/${photo.documentId}`} alt={t('consoleToday.deposit.photos.alt', { number: index + 1 })} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {mayAdd && (
        <>
          <FormErrorSummary result={result} />
          <Form method="post" encType="multipart/form-data" noValidate className="deposit-capture">
            <CsrfField />
            <input type="hidden" name="intent" value="photo" />
            <Field id="deposit-photo" label={t('consoleToday.deposit.photos.file')} hint={t('consoleToday.deposit.photos.fileHint')} error={fileError} required requiredText={t('console.forms.required')}>
              {(control) => <input type="file" name="file" accept="image/jpeg,image/png,image/webp" {...control} />}
            </Field>
            <Button type="submit" variant="secondary">
              {t('consoleToday.deposit.photos.add')}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
