import type { HostOperationSamples } from './sample.ts';

export const exportSamples: HostOperationSamples = {
  hostExportPayments: { query: { from: '2026-01-01', to: '2026-01-31' } },
  hostExportTouristTax: { query: { from: '2026-01-01', to: '2026-12-31' } },
};
