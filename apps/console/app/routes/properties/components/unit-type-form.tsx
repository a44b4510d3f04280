import type { HostUnitType } from '@direct/contracts';
import { Button } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { failureFor, type PropertyFailure } from '../property-errors.ts';
import { PropertyFormSummary } from './property-form-summary.tsx';
import { typedOr, usePropertyFieldError } from './use-property-field-error.ts';

const counts = [
  { name: 'maxAdults', min: 1, max: 50 },
  { name: 'maxChildren', min: 0, max: 50 },
  { name: 'maxOccupancy', min: 1, max: 100 },
  { name: 'baseOccupancy', min: 1, max: 100 },
  { name: 'bedrooms', min: 0, max: 50 },
  { name: 'bathrooms', min: 0, max: 50 },
  { name: 'beds', min: 0, max: 100 },
] as const;

const defaults = { maxAdults: 2, maxChildren: 0, maxOccupancy: 2, baseOccupancy: 2, bedrooms: 1, bathrooms: 1, beds: 1 };

// A unit type's fields: name, description, capacity, rooms, size, pets (and, once it exists,
// whether it is bookable). The capacity rules come back from the API as field errors.
export function UnitTypeForm({ intent, unitType, failure: result }: { intent: 'add-type' | 'save-type'; unitType: HostUnitType | null; failure: PropertyFailure | undefined }) {
  const { t } = useTranslation();
  const target = unitType ? String(unitType.id) : '';
  const failure = failureFor(result, intent, target);
  const errorOf = usePropertyFieldError(failure);
  const prefix = unitType ? `ut-${unitType.id}-` : 'ut-new-';
  const flag = (name: 'petsAllowed' | 'isActive', stored: boolean) => (failure ? failure.values[name] === 'on' : stored);
  return (
    <>
      <PropertyFormSummary failure={failure} />
      <Form method="post" noValidate className="form-stack unit-type-form">
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="target" value={target} />
        {unitType && <input type="hidden" name="version" value={unitType.version} />}
        <TextField idPrefix={prefix} name="name" label={t('consoleProperties.unitFields.name')} defaultValue={typedOr(failure, 'name', unitType?.name)} error={errorOf('name')} maxLength={120} autoComplete="off" />
        <TextField
          idPrefix={prefix}
          name="description"
          label={t('consoleProperties.unitFields.description')}
          defaultValue={typedOr(failure, 'description', unitType?.description)}
          error={errorOf('description')}
          required={false}
          maxLength={2000}
          autoComplete="off"
        />
        <div className="number-grid">
          {counts.map((count) => (
            <TextField
              key={count.name}
              idPrefix={prefix}
              name={count.name}
              type="number"
              min={count.min}
              max={count.max}
              inputMode="numeric"
              label={t(`consoleProperties.unitFields.${count.name}`)}
              defaultValue={typedOr(failure, count.name, unitType ? unitType[count.name] : defaults[count.name])}
              error={errorOf(count.name)}
            />
          ))}
          <TextField idPrefix={prefix} name="sizeM2" type="number" min={1} max={10000} inputMode="numeric" label={t('consoleProperties.unitFields.sizeM2')} defaultValue={typedOr(failure, 'sizeM2', unitType?.sizeM2)} error={errorOf('sizeM2')} required={false} />
        </div>
        <label className="checkbox">
          <input type="checkbox" name="petsAllowed" defaultChecked={flag('petsAllowed', unitType?.petsAllowed ?? false)} />
          {t('consoleProperties.unitFields.petsAllowed')}
        </label>
        {unitType && (
          <label className="checkbox">
            <input type="checkbox" name="isActive" defaultChecked={flag('isActive', unitType.isActive)} />
            {t('consoleProperties.units.typeActive')}
          </label>
        )}
        <Button type="submit">{unitType ? t('consoleProperties.units.saveType') : t('consoleProperties.units.addTypeSubmit')}</Button>
      </Form>
    </>
  );
}
