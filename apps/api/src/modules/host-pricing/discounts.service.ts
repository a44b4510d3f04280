import type { FieldError, PromotionInput, VoucherInput, VoucherListQuery } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { promotionProblems, usageLimitProblem, voucherProblems } from '@direct/domain';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { DiscountsRepository, PromotionValues, VoucherValues } from './discounts.repository.ts';
import { percentColumn, promotionAnswer, translationsOf, voucherAnswer } from './pricing-answers.ts';
import { refuseProblems, written } from './pricing-errors.ts';

// The organization's vouchers and promotions. The booking quote reads them live, so a change
// applies to the next quote; a booking keeps the discount line it was made with. A voucher a
// booking used is referenced by it: it can be deactivated, not deleted.

export type DiscountsService = ReturnType<typeof createDiscountsService>;

type Versioned<T> = T & { version: number };

function codeTaken(code: string): AppError {
  const message = `Another voucher already has the code ${code} (codes are the same whatever the letter case).`;
  return new AppError('conflict', message, { fields: [{ field: 'code', reason: 'taken', message }] });
}

export function createDiscountsService(options: { repository: DiscountsRepository; now: () => Date }) {
  const { repository, now } = options;

  // Each property named must be the organization's; the error names the one that is not.
  async function propertyProblems(organizationId: number, propertyIds: readonly number[], field: (index: number) => string): Promise<FieldError[]> {
    const found = new Set((await repository.propertiesOf(organizationId, propertyIds)).map((row) => row.id));
    return propertyIds.flatMap((id, index) => (found.has(id) ? [] : [{ field: field(index), reason: 'not_found', message: 'This organization has no such property' }]));
  }

  async function voucherValues(organizationId: number, input: z.output<typeof VoucherInput>, usedCount = 0): Promise<VoucherValues> {
    const validFrom = input.validFrom === null ? null : new Date(input.validFrom);
    const validUntil = input.validUntil === null ? null : new Date(input.validUntil);
    const propertyIds = [...new Set(input.propertyIds)];
    const problems: FieldError[] = [
      ...voucherProblems({ ...input, validFrom, validUntil }),
      ...(await propertyProblems(organizationId, input.propertyIds, (index) => `propertyIds.${index}`)),
    ];
    const limit = usageLimitProblem(input.usageLimit, usedCount);
    if (limit) problems.push(limit);
    refuseProblems(problems);
    return {
      code: input.code,
      kind: input.kind,
      percent: percentColumn(input.percent),
      amountMinor: input.amountMinor,
      currency: input.currency,
      validFrom,
      validUntil,
      usageLimit: input.usageLimit,
      minNights: input.minNights,
      isActive: input.isActive,
      propertyIds,
    };
  }

  async function promotionValues(organizationId: number, input: z.output<typeof PromotionInput>): Promise<PromotionValues> {
    const problems: FieldError[] = promotionProblems(input);
    if (input.propertyId !== null) problems.push(...(await propertyProblems(organizationId, [input.propertyId], () => 'propertyId')));
    // A fixed amount is in the property's currency: "every property" must mean one currency.
    if (input.kind === 'fixed' && input.propertyId === null && (await repository.propertyCurrencies(organizationId)).length > 1) {
      problems.push({ field: 'propertyId', reason: 'mixed_currencies', message: 'Your properties use several currencies: choose the property of a fixed-amount promotion' });
    }
    refuseProblems(problems);
    return {
      name: input.name,
      propertyId: input.propertyId,
      kind: input.kind,
      percent: percentColumn(input.percent),
      amountMinor: input.amountMinor,
      minNights: input.minNights,
      minDaysBeforeArrival: input.minDaysBeforeArrival,
      stayFrom: input.stayFrom,
      stayUntil: input.stayUntil,
      isActive: input.isActive,
      ...translationsOf(input),
    };
  }

  return {
    async vouchers(organizationId: number, query: VoucherListQuery) {
      const { rows, total } = await repository.voucherPage(organizationId, query, now());
      return { data: rows.map(voucherAnswer), meta: { page: query.page, limit: query.limit, total } };
    },
    async createVoucher(organizationId: number, input: z.output<typeof VoucherInput>, actor: AuditActor) {
      const created = await repository.createVoucher(organizationId, await voucherValues(organizationId, input), actor);
      if (created === 'code_taken') throw codeTaken(input.code);
      return voucherAnswer(created);
    },
    async updateVoucher(organizationId: number, voucherId: number, input: Versioned<z.output<typeof VoucherInput>>, actor: AuditActor) {
      const current = await repository.voucher(organizationId, voucherId);
      if (!current) throw new AppError('not_found', 'No such voucher.');
      const outcome = await repository.updateVoucher(organizationId, voucherId, await voucherValues(organizationId, input, current.usedCount), input.version, actor);
      if (outcome === 'code_taken') throw codeTaken(input.code);
      return voucherAnswer(written(outcome, 'voucher'));
    },
    async deleteVoucher(organizationId: number, voucherId: number, version: number | undefined, actor: AuditActor) {
      written(await repository.deleteVoucher(organizationId, voucherId, version, actor), 'voucher');
    },

    async promotions(organizationId: number) {
      return { data: (await repository.promotions(organizationId)).map(promotionAnswer) };
    },
    async createPromotion(organizationId: number, input: z.output<typeof PromotionInput>, actor: AuditActor) {
      return promotionAnswer(await repository.createPromotion(organizationId, await promotionValues(organizationId, input), actor));
    },
    async updatePromotion(organizationId: number, promotionId: number, input: Versioned<z.output<typeof PromotionInput>>, actor: AuditActor) {
      return promotionAnswer(written(await repository.updatePromotion(organizationId, promotionId, await promotionValues(organizationId, input), input.version, actor), 'promotion'));
    },
    async deletePromotion(organizationId: number, promotionId: number, version: number | undefined, actor: AuditActor) {
      written(await repository.deletePromotion(organizationId, promotionId, version, actor), 'promotion');
    },
  };
}
