import type { AddOnInput, FeeInput, TaxInput } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { addOnProblems, feeProblems, taxProblems } from '@direct/domain';
import type { z } from 'zod';
import { addOnAnswer, feeAnswer, percentColumn, slotColumn, taxAnswer, translationsOf } from './pricing-answers.ts';
import { noSuchProperty, refuseProblems, written } from './pricing-errors.ts';
import type { AddOnValues, FeeValues, PropertyPricingRepository, TaxValues } from './property-pricing.repository.ts';

// A property's fees, taxes and add-ons. The guest site reads them live (rate_and_availability,
// the booking quote, the add-ons list), so a change shows in the next quote; bookings keep the
// price lines they were made with (bookings.quote), so no change reaches a booking already made.
// An add-on a booking took is referenced by it: it can be deactivated, not deleted.

export type PropertyPricingService = ReturnType<typeof createPropertyPricingService>;

type Place = { organizationId: number; propertyId: number };
type Versioned<T> = T & { version: number };

export function createPropertyPricingService(options: { repository: PropertyPricingRepository }) {
  const { repository } = options;

  async function checkProperty(place: Place): Promise<void> {
    if (!(await repository.property(place.organizationId, place.propertyId))) throw noSuchProperty();
  }

  async function feeValues(place: Place, input: z.output<typeof FeeInput>): Promise<FeeValues> {
    const problems = feeProblems(input);
    if (input.unitTypeId !== null && !(await repository.hasUnitType(place, input.unitTypeId))) {
      problems.push({ field: 'unitTypeId', reason: 'not_found', message: 'This property has no such unit type' });
    }
    refuseProblems(problems);
    return { kind: input.kind, name: input.name, calculation: input.calculation, amountMinor: input.amountMinor, isMandatory: input.isMandatory, unitTypeId: input.unitTypeId, ...translationsOf(input) };
  }

  function taxValues(input: z.output<typeof TaxInput>): TaxValues {
    refuseProblems(taxProblems(input));
    return {
      name: input.name,
      kind: input.kind,
      percent: input.percent === null ? null : input.percent.toFixed(3),
      amountMinor: input.amountMinor,
      includesFees: input.includesFees,
      appliesToChildren: input.appliesToChildren,
      maxNights: input.maxNights,
      exemptUnderAge: input.exemptUnderAge,
      ...translationsOf(input),
    };
  }

  function addOnValues(input: z.output<typeof AddOnInput>): AddOnValues {
    refuseProblems(addOnProblems(input));
    return {
      kind: input.kind,
      label: input.label,
      description: input.description || null,
      calculation: input.calculation,
      amountMinor: input.amountMinor,
      percent: percentColumn(input.percent),
      slotTime: slotColumn(input.slotTime),
      maxQuantity: input.maxQuantity,
      isActive: input.isActive,
      sortOrder: input.sortOrder,
      ...translationsOf(input),
    };
  }

  return {
    async context(organizationId: number) {
      return repository.context(organizationId);
    },

    async fees(place: Place) {
      await checkProperty(place);
      return { data: (await repository.fees(place)).map(feeAnswer) };
    },
    async createFee(place: Place, input: z.output<typeof FeeInput>, actor: AuditActor) {
      await checkProperty(place);
      return feeAnswer(await repository.createFee(place, await feeValues(place, input), actor));
    },
    async updateFee(place: Place, feeId: number, input: Versioned<z.output<typeof FeeInput>>, actor: AuditActor) {
      await checkProperty(place);
      return feeAnswer(written(await repository.updateFee(place, feeId, await feeValues(place, input), input.version, actor), 'fee'));
    },
    async deleteFee(place: Place, feeId: number, version: number | undefined, actor: AuditActor) {
      await checkProperty(place);
      written(await repository.deleteFee(place, feeId, version, actor), 'fee');
    },

    async taxes(place: Place) {
      await checkProperty(place);
      return { data: (await repository.taxes(place)).map(taxAnswer) };
    },
    async createTax(place: Place, input: z.output<typeof TaxInput>, actor: AuditActor) {
      await checkProperty(place);
      return taxAnswer(await repository.createTax(place, taxValues(input), actor));
    },
    async updateTax(place: Place, taxId: number, input: Versioned<z.output<typeof TaxInput>>, actor: AuditActor) {
      await checkProperty(place);
      return taxAnswer(written(await repository.updateTax(place, taxId, taxValues(input), input.version, actor), 'tax'));
    },
    async deleteTax(place: Place, taxId: number, version: number | undefined, actor: AuditActor) {
      await checkProperty(place);
      written(await repository.deleteTax(place, taxId, version, actor), 'tax');
    },

    async addOns(place: Place) {
      await checkProperty(place);
      return { data: (await repository.addOns(place)).map(addOnAnswer) };
    },
    async createAddOn(place: Place, input: z.output<typeof AddOnInput>, actor: AuditActor) {
      await checkProperty(place);
      return addOnAnswer(await repository.createAddOn(place, addOnValues(input), actor));
    },
    async updateAddOn(place: Place, addOnId: number, input: Versioned<z.output<typeof AddOnInput>>, actor: AuditActor) {
      await checkProperty(place);
      return addOnAnswer(written(await repository.updateAddOn(place, addOnId, addOnValues(input), input.version, actor), 'add-on'));
    },
    async deleteAddOn(place: Place, addOnId: number, version: number | undefined, actor: AuditActor) {
      await checkProperty(place);
      written(await repository.deleteAddOn(place, addOnId, version, actor), 'add-on');
    },
  };
}
