import type { HostProperty } from '@direct/contracts';
import { Button } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// Deleting needs a ticked confirmation (works without JavaScript); the API refuses a property
// that has bookings and says which.
export function DeleteProperty({ property, action }: { property: HostProperty; action: string }) {
  const { t } = useTranslation();
  return (
    <section className="panel panel--danger" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('consoleProperties.basics.deleteTitle')}</h2>
      <p>{t('consoleProperties.basics.deleteText')}</p>
      <Form method="post" action={action} className="form-stack">
        <CsrfField />
        <input type="hidden" name="intent" value="delete" />
        <label className="checkbox">
          <input type="checkbox" name="confirm" required />
          {t('consoleProperties.basics.deleteConfirm', { name: property.name })}
        </label>
        <Button type="submit" variant="secondary">
          {t('consoleProperties.basics.delete')}
        </Button>
      </Form>
    </section>
  );
}
