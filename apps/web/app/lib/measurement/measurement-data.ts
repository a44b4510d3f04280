import type { AnalyticsIds, ConsentChoice } from '@direct/domain/measurement';

// The root's measurement data (measurement.server.ts), as the browser receives it.
export type MeasurementData = {
  ids: AnalyticsIds;
  // The consent categories the brand's tags need (the banner offers only these).
  needs: { analytics: boolean; marketing: boolean };
  consent: ConsentChoice | null;
  documentMeasures: boolean;
  askNow: boolean;
};
