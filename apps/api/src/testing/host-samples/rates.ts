import type { HostOperationSamples } from './sample.ts';

// Rows that don't exist (an allowed role gets their 404); bodies valid, so roles are what decides.
const property = { propertyId: 999_999 };

export const rateSamples: HostOperationSamples = {
  hostListRatesProperties: {},
  hostListCancellationPolicies: {},
  hostCreateCancellationPolicy: { body: { name: 'Flexible', kind: 'flexible', rules: [{ daysBeforeArrival: 7, refundPercent: 100 }] } },
  hostUpdateCancellationPolicy: { params: { policyId: 999_999 }, body: { name: 'Flexible', kind: 'flexible', rules: [{ daysBeforeArrival: 7, refundPercent: 100 }], version: 1 } },
  hostDeleteCancellationPolicy: { params: { policyId: 999_999 } },
  hostListRatePlans: { params: property },
  hostCreateRatePlan: { params: property, body: { name: 'Standard', cancellationPolicyId: 999_999 } },
  hostUpdateRatePlan: { params: { ratePlanId: 999_999 }, body: { name: 'Standard', cancellationPolicyId: 999_999, version: 1 } },
  hostDeleteRatePlan: { params: { ratePlanId: 999_999 } },
  hostRatesCalendar: { params: property, query: { ratePlanId: '1', from: '2030-01-01', to: '2030-01-31' } },
  hostBulkUpdateRates: { params: property, body: { ratePlanId: 1, unitTypeIds: [1], ranges: [{ from: '2030-01-01', to: '2030-01-07' }], set: { priceMinor: 10_000 } } },
  hostListBlocks: { params: property },
  hostCreateBlock: { params: property, body: { unitId: 1, from: '2030-01-01', to: '2030-01-03', reason: 'maintenance' } },
  hostDeleteBlock: { params: { blockId: 999_999 } },
  hostExportRates: { params: property, query: { from: '2030-01-01', to: '2030-01-31' } },
  hostImportRates: { params: property, body: { csv: 'date\n' } },
};
