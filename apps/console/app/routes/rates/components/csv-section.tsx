import { Button, Field, Notice } from '@direct/ui';
import { Form, useNavigation } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { csvReasonText, failureOf, type RatesResult } from '../../../lib/forms/rates-form.ts';

// The CSV of rates: a download of the months shown, and an upload checked row by row (all or nothing).

export function CsvSection({ propertyId, exportHref, result, canImport }: { propertyId: number; exportHref: string; result: RatesResult | undefined; canImport: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const importing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'import';
  const failed = failureOf(result, 'import');
  const columnName = (column: string) => (column === 'row' || column === '' ? '—' : column);
  return (
    <section className="panel" aria-labelledby="csv-title">
      <h2 id="csv-title">{t('consoleRates.csv.title')}</h2>
      <p className="muted">{t('consoleRates.csv.intro')}</p>
      <p>
        <a href={exportHref} download className="button button--secondary">
          {t('consoleRates.csv.export')}
        </a>{' '}
        <span className="muted">{t('consoleRates.csv.exportRange')}</span>
      </p>
      {result?.ok && result.intent === 'import' && <Notice tone="success">{t('consoleRates.csv.imported', { count: result.count ?? 0 })}</Notice>}
      {failed && (
        <div className="form-message form-message--error" role="alert">
          {failed.rows && failed.rows.length > 0 ? (
            <>
              <p>{t('consoleRates.csv.problems')}</p>
              <ul className="rates-csv-problems">
                {failed.rows.map((problem) => (
                  <li key={`${problem.row}-${problem.column}`}>{t('consoleRates.csv.problem', { row: problem.row, column: columnName(problem.column), reason: csvReasonText(t, problem.reason) })}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{failed.fieldErrors['file'] ? t('consoleRates.csv.noFile') : t('console.formErrors.invalid')}</p>
          )}
        </div>
      )}
      {canImport && (
      <Form method="post" encType="multipart/form-data" className="form-row" aria-busy={importing}>
        <CsrfField />
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="propertyId" value={propertyId} />
        <Field id="csv-file" label={t('consoleRates.csv.file')} required requiredText={t('console.forms.required')}>
          {(control) => <input type="file" name="file" accept=".csv,text/csv" {...control} />}
        </Field>
        <Button type="submit" disabled={importing}>
          {t('consoleRates.csv.import')}
        </Button>
        {importing && (
          <div className="rates-progress" role="status">
            <progress aria-label={t('consoleRates.csv.importing')} />
            <span>{t('consoleRates.csv.importing')}</span>
          </div>
        )}
      </Form>
      )}
    </section>
  );
}
