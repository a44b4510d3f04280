import { endpoints, type HostBrandSettings } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';
import { brandColourNames } from './brand-look-form.ts';

const fields = ['tagline', 'logoText', ...brandColourNames] as const;

// Saves the look form; the API's field names (theme.primaryColor) map to the form's (primaryColor).
export async function saveBrandLook(
  form: FormData,
  target: { organizationId: number; brandId: number },
  token: string,
  signal: AbortSignal,
): Promise<{ ok: true; brand: HostBrandSettings } | FormFailure> {
  const tagline = textOf(form, 'tagline').trim();
  try {
    const brand = await hostCall(endpoints.hostUpdateBrand, token, {
      params: target,
      body: {
        version: Number(textOf(form, 'version')) || 1,
        tagline: tagline === '' ? null : tagline,
        theme: {
          primaryColor: textOf(form, 'primaryColor'),
          accentColor: textOf(form, 'accentColor'),
          backgroundColor: textOf(form, 'backgroundColor'),
          textColor: textOf(form, 'textColor'),
          logoText: textOf(form, 'logoText'),
        },
      },
      signal,
    });
    return { ok: true, brand };
  } catch (error) {
    const failure = formFailureOf(error, ['tagline', ...fields.map((name) => (name === 'tagline' ? name : `theme.${name}`))], keptValues(form, fields));
    return failure;
  }
}
