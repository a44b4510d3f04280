import { z } from 'zod';
import { Language } from './language.ts';

// Query-string building blocks of the catalogue lists (API-Platform style keys such as
// "order[name]", "unit_count[gt]", "properties[]"). Every value arrives as a string, or as an
// array of strings when the key is repeated. Query schemas carry no .meta({ id }): OpenAPI
// parameters are listed inline and @fastify/swagger can't follow a $ref there.

const maxId = 2_147_483_647;

export const IdParam = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be at least 1').max(maxId, 'is too large'));

export const CountParam = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(0).max(maxId, 'is too large'));

export const FlagParam = z
  .enum(['true', 'false', '1', '0'], 'must be true or false')
  .transform((value) => value === 'true' || value === '1');

export const OrderDirection = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['asc', 'desc'], 'must be asc or desc'))
  .describe('asc or desc');

export const PageParam = IdParam.describe('Page number, from 1');

export const limitParam = (defaultLimit: number, max = 50) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(max, `must be at most ${max}`))
    .optional()
    .transform((value) => value ?? defaultLimit)
    .describe(`Items per page, 1–${max} (default ${defaultLimit})`);

// One value or the key repeated: exclude_organization_id=66&exclude_organization_id=70.
export const IdListParam = z
  .union([z.string(), z.array(z.string()).max(100)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(
    // Checked as a whole so an error names the key as sent, not "key.0".
    z.array(z.string()).refine((values) => values.every((value) => IdParam.safeParse(value).success), {
      message: 'must be organization ids (whole numbers from 1)',
      params: { reason: 'invalid_id' },
    }),
  )
  .transform((values) => values.map(Number));

// properties[]=name&properties[]=images: a sparse fieldset. Unknown names fail on the key as sent.
export function fieldsetParam<const T extends readonly [string, ...string[]]>(fields: T) {
  // id is always there; naming it is allowed and changes nothing.
  const known = new Set<string>(['id', ...fields]);
  return z
    .union([z.string(), z.array(z.string()).max(50)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z.array(z.string()).superRefine((names, context) => {
        const unknown = names.filter((name) => !known.has(name));
        if (unknown.length > 0) {
          context.addIssue({
            code: 'custom',
            message: `Unknown field ${unknown.join(', ')}; known fields: ${fields.join(', ')}`,
            params: { reason: 'unknown_field' },
          });
        }
      }),
    )
    .transform((names) => names.filter((name) => name !== 'id') as T[number][])
    .describe(`Sparse fieldset: only these fields (plus id) in each item. One of ${fields.join(', ')}`);
}

export const ListMeta = z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }).meta({ id: 'ListMeta' });
export type ListMeta = z.infer<typeof ListMeta>;

export const Money = z.object({ amountMinor: z.number().int(), currency: z.string().length(3) }).meta({ id: 'Money' });
export type Money = z.infer<typeof Money>;

export const ImageRef = z
  .object({
    id: z.number().int(),
    url: z.string(),
    alt: z.string(),
    // The language the alt text is in: the page's where the host wrote one, else en (decision 0032).
    altLanguage: Language.optional(),
    width: z.number().int(),
    height: z.number().int(),
    // Present for photos kept as renditions: any of these widths and formats is served by
    // GET /apis/attachments/resize/{id}/{width}/{name}.{avif|webp|jpg} (or the Accept header's
    // choice without an extension). Absent for a drawing served as it is (SVG).
    renditions: z
      .object({ widths: z.array(z.number().int()), formats: z.array(z.enum(['avif', 'webp', 'jpeg'])) })
      .optional()
      .describe('The widths (ascending) and formats of the photo’s renditions'),
  })
  .meta({ id: 'ImageRef' });
export type ImageRef = z.infer<typeof ImageRef>;

export const Country = z.object({ code: z.string(), name: z.string() }).meta({ id: 'Country' });

// The SEO texts of a page with its own route (a property, a city, a host), from the routes table.
export const SeoTexts = z
  .object({
    completeRoute: z.string(),
    metaDescription: z.string().nullable(),
    twitterDescription: z.string().nullable(),
    facebookDescription: z.string().nullable(),
  })
  .meta({ id: 'SeoTexts' });
export type SeoTexts = z.infer<typeof SeoTexts>;

// The page's language for host texts (names, alt texts): each in it where the host wrote one,
// else in English, with the language said beside it (decision 0032).
export const TextLanguageParam = Language.describe('The page’s language: host texts in it where written, else English (see the *Language fields)');

// A translated name and the language it is in.
export const LocalizedName = z.object({ id: z.number().int(), name: z.string(), nameLanguage: Language.optional() });
