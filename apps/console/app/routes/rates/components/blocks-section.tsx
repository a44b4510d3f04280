import type { HostBlock, HostRatesProperty } from '@direct/contracts';
import { Button, Field, Notice } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { failureOf, fieldErrorOf, type RatesResult } from '../../../lib/forms/rates-form.ts';

// Owner stays, maintenance and other blocks: the list (each with its remove button) and the form
// to add one, which a selection in the grid can fill.

export type BlockDraft = { unitTypeId: number; from: string; to: string; token: number };

export function BlocksSection({ property, blocks, draft, result }: { property: HostRatesProperty; blocks: HostBlock[]; draft: BlockDraft | null; result: RatesResult | undefined }) {
  const { t, lng } = useTranslation();
  const failed = failureOf(result, 'add-block');
  const errorOf = fieldErrorOf(t, result, 'add-block');
  const unitSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (draft) unitSelect.current?.focus();
  }, [draft]);
  const kept = (field: string, fallback = '') => failed?.values[field] ?? fallback;
  const dateFormat = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
  const show = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));
  const units = property.unitTypes.flatMap((unitType) => unitType.units.map((unit) => ({ ...unit, unitTypeId: unitType.id, unitTypeName: unitType.name })));
  const draftUnit = draft ? units.find((unit) => unit.unitTypeId === draft.unitTypeId) : undefined;
  const formKey = `${draft?.token ?? 0}-${result ? JSON.stringify(result).length : 0}`;

  return (
    <section className="panel" aria-labelledby="blocks-title" id="blocks">
      <h2 id="blocks-title">{t('consoleRates.blocks.title')}</h2>
      <p className="muted">{t('consoleRates.blocks.intro')}</p>
      {result?.ok && result.intent === 'add-block' && <Notice tone="success">{t('consoleRates.blocks.added')}</Notice>}
      {result?.ok && result.intent === 'remove-block' && <Notice tone="success">{t('consoleRates.blocks.removed')}</Notice>}
      {blocks.length === 0 ? (
        <p>{t('consoleRates.blocks.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('consoleRates.blocks.unit')}</th>
                <th scope="col">{t('consoleRates.blocks.dates')}</th>
                <th scope="col">{t('consoleRates.blocks.reason')}</th>
                <th scope="col">{t('consoleRates.blocks.note')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('consoleRates.blocks.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {blocks.map((block) => (
                <tr key={block.id}>
                  <td>
                    {block.unit.name} {block.unit.unitTypeName !== block.unit.name && <span className="muted">({block.unit.unitTypeName})</span>}
                  </td>
                  <td>
                    {show(block.from)} – {show(block.to)}
                  </td>
                  <td>{t(`consoleRates.blocks.reasons.${block.reason}`)}</td>
                  <td>{block.note}</td>
                  <td>
                    <Form method="post" className="inline-form">
                      <CsrfField />
                      <input type="hidden" name="intent" value="remove-block" />
                      <input type="hidden" name="propertyId" value={property.id} />
                      <input type="hidden" name="blockId" value={block.id} />
                      <Button type="submit" variant="secondary" small aria-label={t('consoleRates.blocks.removeLabel', { unit: block.unit.name, from: show(block.from), to: show(block.to) })}>
                        {t('consoleRates.blocks.remove')}
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {failed && (
        <Notice tone="error" boxed className="form-summary">
          {failed.detail ?? t('console.formErrors.fixFields', { count: Object.keys(failed.fieldErrors).length })}
        </Notice>
      )}
      <Form method="post" className="form-row rates-block-form" key={formKey}>
        <CsrfField />
        <input type="hidden" name="intent" value="add-block" />
        <input type="hidden" name="propertyId" value={property.id} />
        <Field id="block-unit" label={t('consoleRates.blocks.unit')} error={errorOf('unitId')} required requiredText={t('console.forms.required')}>
          {(control) => (
            <select ref={unitSelect} name="unitId" {...control} defaultValue={draftUnit ? String(draftUnit.id) : kept('unitId')}>
              {property.unitTypes.map((unitType) => (
                <optgroup key={unitType.id} label={unitType.name}>
                  {unitType.units.map((unit) => (
                    <option key={unit.id} value={unit.id}>
                      {unit.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Field id="block-from" label={t('consoleRates.blocks.from')} error={errorOf('blockFrom')} required requiredText={t('console.forms.required')}>
          {(control) => <input type="date" name="blockFrom" {...control} defaultValue={draft?.from ?? kept('blockFrom')} />}
        </Field>
        <Field id="block-to" label={t('consoleRates.blocks.to')} error={errorOf('blockTo')} required requiredText={t('console.forms.required')}>
          {(control) => <input type="date" name="blockTo" {...control} defaultValue={draft?.to ?? kept('blockTo')} />}
        </Field>
        <Field id="block-reason" label={t('consoleRates.blocks.reason')} error={errorOf('reason')}>
          {(control) => (
            <select name="reason" {...control} defaultValue={kept('reason', 'owner_stay')}>
              {(['owner_stay', 'maintenance', 'other'] as const).map((reason) => (
                <option key={reason} value={reason}>
                  {t(`consoleRates.blocks.reasons.${reason}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="block-note" label={t('consoleRates.blocks.note')} error={errorOf('note')} optionalText={t('consoleRates.optional')}>
          {(control) => <input name="note" maxLength={500} {...control} defaultValue={kept('note')} />}
        </Field>
        <Button type="submit">{t('consoleRates.blocks.add')}</Button>
      </Form>
    </section>
  );
}
