import type { HostUnitType } from '@direct/contracts';
import { Badge, Button, DataTable } from '@direct/ui';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { failureFor, type PropertyFailure } from '../property-errors.ts';
import { UnitTypeForm } from './unit-type-form.tsx';
import { typedOr, usePropertyFieldError } from './use-property-field-error.ts';

// A small form for one change of one unit (type): the intent, its target and the version seen.
function ChangeForm({ intent, target, version, children, className = 'inline-form' }: { intent: string; target: number; version?: number; children: ReactNode; className?: string }) {
  return (
    <Form method="post" className={className}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={target} />
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      {children}
    </Form>
  );
}

// One unit type: its facts, its details form (folded away until needed), its units with their
// own small forms, adding a unit, and deleting the type.
export function UnitTypePanel({ unitType, canWrite, failure }: { unitType: HostUnitType; canWrite: boolean; failure: PropertyFailure | undefined }) {
  const { t } = useTranslation();
  const addFailure = failureFor(failure, 'add-unit', String(unitType.id));
  const addError = usePropertyFieldError(addFailure);
  const editOpen = failureFor(failure, 'save-type', String(unitType.id)) !== undefined;
  const titleId = `unit-type-${unitType.id}`;
  return (
    <section className="panel unit-type" aria-labelledby={titleId}>
      <div className="unit-type__head">
        <h3 id={titleId}>{unitType.name}</h3>
        <Badge tone={unitType.isActive ? 'success' : 'neutral'}>{t(`consoleProperties.units.${unitType.isActive ? 'active' : 'inactive'}`)}</Badge>
        <span className="muted">{t('consoleProperties.units.sleeps', { count: unitType.maxOccupancy })}</span>
      </div>
      {canWrite && (
        <details className="unit-type__edit" open={editOpen}>
          <summary>{t('consoleProperties.units.editType', { name: unitType.name })}</summary>
          <UnitTypeForm intent="save-type" unitType={unitType} failure={failure} />
        </details>
      )}
      {unitType.units.length === 0 ? (
        <p>{t('consoleProperties.units.noUnits')}</p>
      ) : (
        <DataTable caption={t('consoleProperties.units.unitsOf', { name: unitType.name })}>
          <thead>
            <tr>
              <th scope="col">{t('consoleProperties.units.unitName')}</th>
              <th scope="col">{t('consoleProperties.units.status')}</th>
              {canWrite && <th scope="col">{t('consoleProperties.units.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {unitType.units.map((unit) => (
              <tr key={unit.id}>
                <th scope="row">{unit.name}</th>
                <td>{unit.isActive ? <Badge tone="success">{t('consoleProperties.units.active')}</Badge> : <Badge tone="neutral">{t('consoleProperties.units.inactive')}</Badge>}</td>
                {canWrite && (
                  <td>
                    <div className="row-actions">
                      <ChangeForm intent="rename-unit" target={unit.id} version={unit.version}>
                        <label className="visually-hidden" htmlFor={`unit-name-${unit.id}`}>
                          {t('consoleProperties.units.renameLabel', { name: unit.name })}
                        </label>
                        <input id={`unit-name-${unit.id}`} className="unit-rename" name="name" defaultValue={unit.name} maxLength={120} required autoComplete="off" />
                        <Button type="submit" small variant="secondary">
                          {t('consoleProperties.units.rename')}
                          <span className="visually-hidden"> {unit.name}</span>
                        </Button>
                      </ChangeForm>
                      <ChangeForm intent={unit.isActive ? 'deactivate-unit' : 'activate-unit'} target={unit.id} version={unit.version}>
                        <Button type="submit" small variant="secondary">
                          {t(`consoleProperties.units.${unit.isActive ? 'deactivate' : 'activate'}`)}
                          <span className="visually-hidden"> {unit.name}</span>
                        </Button>
                      </ChangeForm>
                      <ChangeForm intent="delete-unit" target={unit.id}>
                        <Button type="submit" small variant="quiet">
                          {t('consoleProperties.units.deleteUnit')}
                          <span className="visually-hidden"> {unit.name}</span>
                        </Button>
                      </ChangeForm>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {canWrite && (
        <div className="unit-type__footer">
          <ChangeForm intent="add-unit" target={unitType.id} className="form-row">
            <TextField
              idPrefix={`new-unit-${unitType.id}-`}
              name="name"
              label={t('consoleProperties.units.newUnit', { name: unitType.name })}
              defaultValue={typedOr(addFailure, 'name', '')}
              error={addError('name')}
              maxLength={120}
              autoComplete="off"
            />
            <Button type="submit" variant="secondary">
              {t('consoleProperties.units.addUnit')}
            </Button>
          </ChangeForm>
          <ChangeForm intent="delete-type" target={unitType.id}>
            <Button type="submit" variant="quiet">
              {t('consoleProperties.units.deleteType')}
              <span className="visually-hidden"> {unitType.name}</span>
            </Button>
          </ChangeForm>
        </div>
      )}
    </section>
  );
}
