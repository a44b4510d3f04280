import { z } from 'zod';
import { addOnCalculations, addOnKinds } from './bookings.ts';
import { OrganizationParams } from './host-accounts.ts';
import { JsonId, jsonInteger, maxInt4 } from './numbers.ts';
import { RowVersion } from './row-version.ts';
import { textTranslationsInput, textTranslationsOutput } from './text-translations.ts';

// The host's pricing of one property: fees, taxes and add-ons. Amounts are minor units of the
// property's currency (the console converts what the host types in major units); percentages are
// numbers with at most two decimals. Rules between fields (a percentage tax needs a percent, a time
// slot needs a time…) are the domain's (@direct/domain pricing-rules) and answer 400 per field.

const id = z.coerce.number().int().min(1).max(maxInt4);
export const PricingPropertyParams = OrganizationParams.extend({ propertyId: id });
export const FeeParams = PricingPropertyParams.extend({ feeId: id });
export const TaxParams = PricingPropertyParams.extend({ taxId: id });
export const AddOnParams = PricingPropertyParams.extend({ addOnId: id });

// The version a delete is based on: optional, so a tool may delete outright; the console sends it.
export const DeleteVersionQuery = z.object({ version: z.coerce.number().int().min(1).max(maxInt4).optional() });

// Up to 10,000.00 in major units per charge: enough for any fee, and a stay's total stays an int4.
export const maxChargeMinor = 1_000_000;

export const Name = z.string().trim().min(1).max(120);
const Amount = jsonInteger(0, maxChargeMinor);

// 0 < percent ≤ 100, at most two decimals (numeric(6,2) and a guest-readable figure).
export const Percent = z
  .number()
  .gt(0, 'must be more than 0')
  .max(100, 'must be at most 100')
  .refine((value) => Number(value.toFixed(2)) === value, { message: 'use at most 2 decimals', params: { reason: 'too_precise' } });

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

// --- Fees ------------------------------------------------------------------------------------

export const feeKinds = ['cleaning', 'extra_guest', 'pet', 'linen', 'service', 'other'] as const;
export const feeCalculations = ['per_stay', 'per_night', 'per_guest', 'per_guest_per_night', 'per_pet', 'per_pet_per_night'] as const;

export const FeeInput = z
  .strictObject({
    kind: z.enum(feeKinds),
    name: Name.describe('What the guest sees on the price line, e.g. "Cleaning"'),
    calculation: z.enum(feeCalculations),
    amountMinor: Amount,
    // Optional fees are not in the quote; mandatory ones are in every price shown (all-in).
    isMandatory: z.boolean().default(true),
    // Null: every unit type of the property.
    unitTypeId: nullable(JsonId),
    translations: textTranslationsInput({ name: 120 }),
  })
  .meta({ id: 'HostFeeRequest' });
export const FeeUpdate = FeeInput.extend({ version: RowVersion }).meta({ id: 'HostFeeUpdate' });

export const HostFee = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    unitTypeId: z.number().int().nullable(),
    kind: z.enum(feeKinds),
    name: z.string(),
    calculation: z.enum(feeCalculations),
    amountMinor: z.number().int(),
    isMandatory: z.boolean(),
    // The name in other languages (decision 0032); English is `name`.
    translations: textTranslationsOutput(['name']).optional(),
    version: z.number().int(),
  })
  .meta({ id: 'HostFee' });
export type HostFee = z.infer<typeof HostFee>;
export const HostFeeList = z.object({ data: z.array(HostFee) }).meta({ id: 'HostFeeList' });

// --- Taxes -----------------------------------------------------------------------------------

export const taxKinds = ['percentage', 'per_person_per_night', 'per_night', 'per_stay'] as const;

export const TaxInput = z
  .strictObject({
    name: Name.describe('e.g. "Lisbon tourist tax"'),
    kind: z.enum(taxKinds),
    // Percentage taxes only.
    percent: nullable(Percent),
    // The amount kinds only (per person per night, per night, per stay).
    amountMinor: nullable(Amount),
    // Percentage taxes: whether the mandatory fees are taxed too.
    includesFees: z.boolean().default(false),
    // Per-person taxes: whether children pay.
    appliesToChildren: z.boolean().default(false),
    // Per-night taxes: charged for at most this many nights (e.g. Lisbon: 7).
    maxNights: nullable(jsonInteger(1, 365)),
    // Per-person taxes that children pay: guests under this age pay nothing (e.g. Lisbon: 13).
    exemptUnderAge: nullable(jsonInteger(1, 18)),
    translations: textTranslationsInput({ name: 120 }),
  })
  .meta({ id: 'HostTaxRequest' });
export const TaxUpdate = TaxInput.extend({ version: RowVersion }).meta({ id: 'HostTaxUpdate' });

export const HostTax = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    name: z.string(),
    kind: z.enum(taxKinds),
    percent: z.number().nullable(),
    amountMinor: z.number().int().nullable(),
    includesFees: z.boolean(),
    appliesToChildren: z.boolean(),
    maxNights: z.number().int().nullable(),
    exemptUnderAge: z.number().int().nullable(),
    // The name in other languages (decision 0032); English is `name`.
    translations: textTranslationsOutput(['name']).optional(),
    version: z.number().int(),
  })
  .meta({ id: 'HostTax' });
export type HostTax = z.infer<typeof HostTax>;
export const HostTaxList = z.object({ data: z.array(HostTax) }).meta({ id: 'HostTaxList' });

// --- Add-ons (upsells, early check-in and late check-out slots) ------------------------------

export const SlotTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM');

export const AddOnInput = z
  .strictObject({
    kind: z.enum(addOnKinds).default('extra'),
    label: Name.describe('e.g. "Breakfast" or "Early check-in 12:00"'),
    description: nullable(z.string().trim().max(1000)),
    calculation: z.enum(addOnCalculations),
    amountMinor: nullable(Amount),
    // Percentage add-ons: a share of the accommodation.
    percent: nullable(Percent),
    // Time slots (arrival_time, departure_time) only.
    slotTime: nullable(SlotTime),
    maxQuantity: jsonInteger(1, 50).default(1),
    // An inactive add-on is no longer offered; bookings that have it keep it.
    isActive: z.boolean().default(true),
    sortOrder: jsonInteger(0, 999).default(0),
    translations: textTranslationsInput({ label: 120, description: 1000 }),
  })
  .meta({ id: 'HostAddOnRequest' });
export const AddOnUpdate = AddOnInput.extend({ version: RowVersion }).meta({ id: 'HostAddOnUpdate' });

export const HostAddOn = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    kind: z.enum(addOnKinds),
    label: z.string(),
    description: z.string().nullable(),
    calculation: z.enum(addOnCalculations),
    amountMinor: z.number().int().nullable(),
    percent: z.number().nullable(),
    slotTime: z.string().nullable(),
    maxQuantity: z.number().int(),
    isActive: z.boolean(),
    sortOrder: z.number().int(),
    // Bookings that took it: such an add-on can be deactivated, not deleted.
    bookingCount: z.number().int(),
    // label and description in other languages (decision 0032).
    translations: textTranslationsOutput(['label', 'description']).optional(),
    version: z.number().int(),
  })
  .meta({ id: 'HostAddOn' });
export type HostAddOn = z.infer<typeof HostAddOn>;
export const HostAddOnList = z.object({ data: z.array(HostAddOn) }).meta({ id: 'HostAddOnList' });

// --- What the pricing pages pick from ----------------------------------------------------------

export const PricingProperty = z
  .object({
    id: z.number().int(),
    name: z.string(),
    currency: z.string(),
    unitTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'HostPricingProperty' });
export type PricingProperty = z.infer<typeof PricingProperty>;

export const PricingContext = z
  .object({
    properties: z.array(PricingProperty),
    // The organization's brands' currencies, the first the main one: what a fixed voucher may use.
    currencies: z.array(z.string()),
  })
  .meta({ id: 'HostPricingContext' });
export type PricingContext = z.infer<typeof PricingContext>;
