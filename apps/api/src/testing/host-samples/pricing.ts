import type { HostOperationSamples } from './sample.ts';

// Pricing: a property, fee, tax, add-on, voucher or promotion that doesn't exist is fine (an
// allowed role gets its 404); the bodies are valid.
const property = { propertyId: 999_999 };
const fee = { kind: 'cleaning', name: 'Cleaning', calculation: 'per_stay', amountMinor: 5000 };
const tax = { name: 'Tourist tax', kind: 'per_person_per_night', amountMinor: 400, appliesToChildren: true, maxNights: 7, exemptUnderAge: 13 };
const addOn = { label: 'Breakfast', calculation: 'per_guest_per_night', amountMinor: 1200 };
const voucher = { code: 'MATRIX10', kind: 'percentage', percent: 10 };
const promotion = { name: 'Early bird', kind: 'percentage', percent: 10, minDaysBeforeArrival: 60 };

export const pricingSamples: HostOperationSamples = {
  hostPricingContext: {},
  hostListFees: { params: property },
  hostCreateFee: { params: property, body: fee },
  hostUpdateFee: { params: { ...property, feeId: 999_999 }, body: { ...fee, version: 1 } },
  hostDeleteFee: { params: { ...property, feeId: 999_999 } },
  hostListTaxes: { params: property },
  hostCreateTax: { params: property, body: tax },
  hostUpdateTax: { params: { ...property, taxId: 999_999 }, body: { ...tax, version: 1 } },
  hostDeleteTax: { params: { ...property, taxId: 999_999 } },
  hostListAddOns: { params: property },
  hostCreateAddOn: { params: property, body: addOn },
  hostUpdateAddOn: { params: { ...property, addOnId: 999_999 }, body: { ...addOn, version: 1 } },
  hostDeleteAddOn: { params: { ...property, addOnId: 999_999 } },
  hostListVouchers: {},
  hostCreateVoucher: { body: voucher },
  hostUpdateVoucher: { params: { voucherId: 999_999 }, body: { ...voucher, version: 1 } },
  hostDeleteVoucher: { params: { voucherId: 999_999 } },
  hostListPromotions: {},
  hostCreatePromotion: { body: promotion },
  hostUpdatePromotion: { params: { promotionId: 999_999 }, body: { ...promotion, version: 1 } },
  hostDeletePromotion: { params: { promotionId: 999_999 } },
};
