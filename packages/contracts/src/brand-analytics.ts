import { analyticsIdExamples, analyticsIdPatterns } from '@direct/domain/measurement';
import { z } from 'zod';

// A brand's measurement tags (decision 0033): only their public ids, which the site loads after
// the guest's consent. Each is null when the brand has none.
export const BrandAnalytics = z
  .object({
    ga4MeasurementId: z.string().nullable(),
    gtmContainerId: z.string().nullable(),
    metaPixelId: z.string().nullable(),
  })
  .meta({ id: 'BrandAnalytics' });
export type BrandAnalytics = z.infer<typeof BrandAnalytics>;

// Trimmed and upper-cased (ids are written G-…, GTM-…); an empty text is no id (null).
function idInput(key: keyof typeof analyticsIdPatterns, message: string) {
  return z
    .string()
    .trim()
    .toUpperCase()
    .max(40)
    .transform((value) => (value === '' ? null : value))
    .pipe(z.string().regex(analyticsIdPatterns[key], `${message} like ${analyticsIdExamples[key]}`).nullable())
    .nullable()
    .optional();
}

export const AnalyticsIdInputs = {
  ga4MeasurementId: idInput('ga4MeasurementId', 'must be a Google Analytics 4 measurement id'),
  gtmContainerId: idInput('gtmContainerId', 'must be a Google Tag Manager container id'),
  metaPixelId: idInput('metaPixelId', 'must be a Meta pixel id (digits only)'),
};
