import type { FieldError, HostUnit, HostUnitType, UnitTypeInput, UpdateUnitRequest, UpdateUnitTypeRequest } from '@direct/contracts';
import { unitTypeCapacityProblems, utcDateOf } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { HostPropertiesService, HostContext } from './host-properties.service.ts';
import type { HostUnitsRepository } from './host-units.repository.ts';
import { refusalError } from './host-property-refusals.ts';
import { unitTypeView, unitView } from './host-property-views.ts';

export type HostUnitsService = ReturnType<typeof createHostUnitsService>;

// The capacity rules as field errors (400) before the database's check constraint could say no.
function checkCapacity(input: UnitTypeInput): void {
  const problems = unitTypeCapacityProblems(input);
  if (problems.length === 0) return;
  const fields: FieldError[] = problems.map((problem) => ({ field: problem.field, reason: problem.reason, message: problem.message }));
  throw new AppError('validation_failed', 'The request is invalid; see fields.', { fields });
}

export function createHostUnitsService(options: { repository: HostUnitsRepository; properties: Pick<HostPropertiesService, 'get'>; now: () => Date }) {
  const { repository } = options;
  const today = () => utcDateOf(options.now());
  const scopeOf = (context: HostContext, propertyId: number) => ({ ...context, propertyId });

  return {
    async createUnitType(context: HostContext, propertyId: number, input: UnitTypeInput): Promise<HostUnitType> {
      checkCapacity(input);
      const created = await repository.createUnitType(scopeOf(context, propertyId), input);
      if (!created.ok) throw refusalError(created, created.reason === 'not_found' ? 'property' : 'unit type');
      return unitTypeView(created.value, []);
    },

    async updateUnitType(context: HostContext, propertyId: number, unitTypeId: number, input: UpdateUnitTypeRequest): Promise<HostUnitType> {
      const { version, ...fields } = input;
      checkCapacity(fields);
      const updated = await repository.updateUnitType(scopeOf(context, propertyId), unitTypeId, version, fields, today());
      if (!updated.ok) throw refusalError(updated, 'unit type');
      const property = await options.properties.get(context.organizationId, propertyId);
      return property.unitTypes.find((unitType) => unitType.id === unitTypeId) ?? unitTypeView(updated.value, []);
    },

    async deleteUnitType(context: HostContext, propertyId: number, unitTypeId: number): Promise<void> {
      const outcome = await repository.deleteUnitType(scopeOf(context, propertyId), unitTypeId, today());
      if (!outcome.ok) throw refusalError(outcome, 'unit type');
    },

    async createUnit(context: HostContext, propertyId: number, unitTypeId: number, name: string): Promise<HostUnit> {
      const created = await repository.createUnit(scopeOf(context, propertyId), unitTypeId, name);
      if (!created.ok) throw refusalError(created, 'unit type');
      return unitView(created.value);
    },

    async updateUnit(context: HostContext, propertyId: number, unitId: number, input: UpdateUnitRequest): Promise<HostUnit> {
      const { version, ...change } = input;
      const updated = await repository.updateUnit(scopeOf(context, propertyId), unitId, version, change, today());
      if (!updated.ok) throw refusalError(updated, 'unit');
      return unitView(updated.value);
    },

    async deleteUnit(context: HostContext, propertyId: number, unitId: number): Promise<void> {
      const outcome = await repository.deleteUnit(scopeOf(context, propertyId), unitId, today());
      if (!outcome.ok) throw refusalError(outcome, 'unit');
    },
  };
}
