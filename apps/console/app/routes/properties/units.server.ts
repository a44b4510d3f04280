import { endpoints, type UnitTypeInput } from '@direct/contracts';
import type { TranslationKey } from '@direct/i18n/translator';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { textOf } from '../../lib/forms/form-failure.server.ts';
import { checked, numberOf, optionalNumberOf, versionOf } from '../../lib/forms/form-values.server.ts';

export const unitTypeFields = ['name', 'description', 'maxAdults', 'maxChildren', 'maxOccupancy', 'baseOccupancy', 'bedrooms', 'bathrooms', 'beds', 'sizeM2', 'petsAllowed', 'isActive'] as const;

function unitTypeBody(form: FormData): UnitTypeInput {
  const count = (name: string) => numberOf(form, name) as number;
  return {
    name: textOf(form, 'name'),
    description: textOf(form, 'description') || null,
    maxAdults: count('maxAdults'),
    maxChildren: count('maxChildren'),
    maxOccupancy: count('maxOccupancy'),
    baseOccupancy: count('baseOccupancy'),
    bedrooms: count('bedrooms'),
    bathrooms: count('bathrooms'),
    beds: count('beds'),
    sizeM2: optionalNumberOf(form, 'sizeM2'),
    petsAllowed: checked(form, 'petsAllowed'),
  };
}

// One form per change on the units page; `intent` says which and `target` on which unit (type).
// Answers the toast's text; an API refusal is thrown to the caller.
export async function unitsChange(form: FormData, ids: { organizationId: number; propertyId: number }, token: string, signal: AbortSignal): Promise<TranslationKey> {
  const intent = textOf(form, 'intent');
  const target = Number(textOf(form, 'target'));
  const version = versionOf(form);
  switch (intent) {
    case 'add-type':
      await hostCall(endpoints.hostCreateUnitType, token, { params: ids, body: unitTypeBody(form), signal });
      return 'consoleProperties.done.unitTypeAdded';
    case 'save-type':
      await hostCall(endpoints.hostUpdateUnitType, token, { params: { ...ids, unitTypeId: target }, body: { version, ...unitTypeBody(form), isActive: checked(form, 'isActive') }, signal });
      return 'consoleProperties.done.unitTypeSaved';
    case 'delete-type':
      await hostCall(endpoints.hostDeleteUnitType, token, { params: { ...ids, unitTypeId: target }, signal });
      return 'consoleProperties.done.unitTypeDeleted';
    case 'add-unit':
      await hostCall(endpoints.hostCreateUnit, token, { params: { ...ids, unitTypeId: target }, body: { name: textOf(form, 'name') }, signal });
      return 'consoleProperties.done.unitAdded';
    case 'rename-unit':
      await hostCall(endpoints.hostUpdateUnit, token, { params: { ...ids, unitId: target }, body: { version, name: textOf(form, 'name') }, signal });
      return 'consoleProperties.done.unitSaved';
    case 'activate-unit':
    case 'deactivate-unit':
      await hostCall(endpoints.hostUpdateUnit, token, { params: { ...ids, unitId: target }, body: { version, isActive: intent === 'activate-unit' }, signal });
      return 'consoleProperties.done.unitSaved';
    case 'delete-unit':
      await hostCall(endpoints.hostDeleteUnit, token, { params: { ...ids, unitId: target }, signal });
      return 'consoleProperties.done.unitDeleted';
    default:
      throw new Error(`Unknown units intent: ${intent}`);
  }
}
