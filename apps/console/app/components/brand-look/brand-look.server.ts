import { endpoints, languages, type BrandFont, type HostBrandSettings, type UpdateBrandRequest } from '@direct/contracts';
import type { z } from 'zod';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';
import { addressFieldNames, brandColourNames, measurementFieldNames } from './brand-look-form.ts';

type UpdateBody = z.input<typeof UpdateBrandRequest>;

// Form field names; where they differ from the API's (theme.primaryColor ↔ primaryColor) the
// API's field errors are mapped back below. A field absent from the form (onboarding has no
// contact, address, font or language fields) is left as it is.
const taglineFields = languages.map((language) => `taglines.${language}` as const);
const addressFields = addressFieldNames.map((name) => `postalAddress.${name}` as const);
const fields = ['tagline', ...taglineFields, 'logoText', ...brandColourNames, 'headingFont', 'bodyFont', 'contactEmail', 'contactPhone', ...measurementFieldNames, 'languages', 'defaultLanguage', 'currency', ...addressFields] as const;
type FormField = (typeof fields)[number];
const themeFields = new Set<FormField>(['logoText', ...brandColourNames, 'headingFont', 'bodyFont']);
const apiField = (name: FormField) => (themeFields.has(name) ? `theme.${name}` : name);

function optionalText(form: FormData, name: string): { [key: string]: string | null } {
  if (!form.has(name)) return {};
  const value = textOf(form, name).trim();
  return { [name]: value === '' ? null : value };
}

// The page's four address fields: all empty means no address; otherwise the API checks each.
function postalAddressOf(form: FormData): Pick<UpdateBody, 'postalAddress'> {
  if (!addressFields.some((name) => form.has(name))) return {};
  const [street, postcode, city, country] = addressFields.map((name) => textOf(form, name).trim()) as [string, string, string, string];
  if (!street && !postcode && !city && !country) return { postalAddress: null };
  return { postalAddress: { street, postcode, city, country } };
}

function pageFieldsOf(form: FormData): Partial<UpdateBody> {
  const body: Partial<UpdateBody> = {};
  if (taglineFields.some((name) => form.has(name))) {
    body.taglines = Object.fromEntries(languages.map((language) => [language, textOf(form, `taglines.${language}`).trim()]));
  }
  // Checkboxes: the hidden `languagesShown` says the form had them, so none ticked means none.
  if (form.has('languagesShown')) body.languages = form.getAll('languages').filter((value): value is string => typeof value === 'string') as UpdateBody['languages'];
  if (form.has('defaultLanguage')) body.defaultLanguage = textOf(form, 'defaultLanguage') as UpdateBody['defaultLanguage'];
  if (form.has('currency')) body.currency = textOf(form, 'currency') as UpdateBody['currency'];
  return body;
}

// The API refuses a font outside its list by field; the cast only carries the text there.
function fontsOf(form: FormData): { headingFont?: BrandFont; bodyFont?: BrandFont } {
  const fonts: { headingFont?: BrandFont; bodyFont?: BrandFont } = {};
  if (form.has('headingFont')) fonts.headingFont = textOf(form, 'headingFont') as BrandFont;
  if (form.has('bodyFont')) fonts.bodyFont = textOf(form, 'bodyFont') as BrandFont;
  return fonts;
}

// Saves the look form (onboarding's and the brand page's).
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
        ...(form.has('tagline') ? { tagline: tagline === '' ? null : tagline } : {}),
        theme: {
          primaryColor: textOf(form, 'primaryColor'),
          accentColor: textOf(form, 'accentColor'),
          backgroundColor: textOf(form, 'backgroundColor'),
          textColor: textOf(form, 'textColor'),
          logoText: textOf(form, 'logoText'),
          ...fontsOf(form),
        },
        ...pageFieldsOf(form),
        ...postalAddressOf(form),
        ...optionalText(form, 'contactEmail'),
        ...optionalText(form, 'contactPhone'),
        ...Object.assign({}, ...measurementFieldNames.map((name) => optionalText(form, name))),
      },
      signal,
    });
    return { ok: true, brand };
  } catch (error) {
    // Errors stay under the API's names (theme.primaryColor); the page asks for them so.
    return formFailureOf(error, fields.map(apiField), { ...keptValues(form, fields), languages: form.getAll('languages').join(',') });
  }
}
