import { endpoints, type HostBrandSettings } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';
import { brandColourNames } from './brand-look-form.ts';

const fields = ['tagline', 'logoText', ...brandColourNames, 'contactEmail', 'contactPhone'] as const;

// The brand page has contact fields, onboarding doesn't: an absent field is left as it is.
function optionalText(form: FormData, name: string): { [key: string]: string | null } {
  if (!form.has(name)) return {};
  const value = textOf(form, name).trim();
  return { [name]: value === '' ? null : value };
}

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
        ...optionalText(form, 'contactEmail'),
        ...optionalText(form, 'contactPhone'),
      },
      signal,
    });
    return { ok: true, brand };
  } catch (error) {
    const apiField = (name: (typeof fields)[number]) => (name === 'tagline' || name === 'contactEmail' || name === 'contactPhone' ? name : `theme.${name}`);
    const failure = formFailureOf(error, fields.map(apiField), keptValues(form, fields));
    return failure;
  }
}
