import { z } from 'zod';
import { Language } from './brands.ts';
import { IdListParam, IdParam } from './catalog-query.ts';

// GET /api/autocomplete: destinations and properties of a brand's scope matching what the guest types.
export const AutocompleteQuery = z.strictObject({
  brand_id: IdParam.describe('The brand whose catalogue is searched (a host brand, or the shared listing)'),
  organization_id: IdParam.optional().describe('Only this host’s properties and destinations'),
  exclude_organization_id: IdListParam.optional(),
  search: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe('What the guest typed, 1–100 characters; shorter than 2 characters (trimmed) answers an empty list'),
  language: Language.optional().describe(
    'The page’s language: a place is suggested by its name in it when that name matches what was typed, and cities are named in it in sublabels; otherwise English',
  ),
});
export type AutocompleteQuery = z.infer<typeof AutocompleteQuery>;

export const suggestionTypes = ['city', 'area', 'property'] as const;

export const Suggestion = z
  .object({
    type: z.enum(suggestionTypes),
    id: z.number().int(),
    label: z.string(),
    // City: its country; area: its city; property: its city.
    sublabel: z.string().nullable(),
    // The page to open (completeRoute); null when the entity has no page of its own.
    route: z.string().nullable(),
    // Active properties in scope for a city or an area; null for a property.
    numberOfProperties: z.number().int().nullable(),
  })
  .meta({ id: 'Suggestion' });
export type Suggestion = z.infer<typeof Suggestion>;

export const AutocompleteResponse = z.object({ data: z.array(Suggestion).max(10) }).meta({ id: 'AutocompleteResponse' });
export type AutocompleteResponse = z.infer<typeof AutocompleteResponse>;

const maxId = 2_147_483_647;
const BodyId = z.number().int().min(1, 'must be at least 1').max(maxId, 'is too large');

// Digits, spaces, + ( ) - only, with 7–15 digits (E.164 allows 15).
export const PhoneNumber = z
  .string()
  .trim()
  .max(40)
  .regex(/^[0-9+() -]+$/, 'may contain only digits, spaces, +, (, ) and -')
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    },
    { message: 'must have 7 to 15 digits', params: { reason: 'invalid_phone' } },
  );

// POST /apis/contact_messages: a guest's message to the brand.
export const ContactMessageBody = z
  .strictObject({
    brand_id: BodyId,
    name: z.string().trim().min(1).max(120),
    email: z.string().trim().max(254).pipe(z.email('must be a valid email address')),
    // A form's empty field counts as not given.
    phone: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), PhoneNumber.optional()),
    subject: z.string().trim().max(200).optional(),
    message: z.string().trim().min(10, 'must be at least 10 characters').max(5000),
    property_id: BodyId.optional(),
  })
  .meta({ id: 'ContactMessageBody' });
export type ContactMessageBody = z.infer<typeof ContactMessageBody>;

export const ContactMessageCreated = z.object({ id: z.number().int() }).meta({ id: 'ContactMessageCreated' });
export type ContactMessageCreated = z.infer<typeof ContactMessageCreated>;

// POST /apis/newsletter_subscriptions.
export const NewsletterSubscriptionBody = z
  .strictObject({
    brand_id: BodyId,
    email: z.string().trim().max(254).pipe(z.email('must be a valid email address')),
    language: Language.optional(),
  })
  .meta({ id: 'NewsletterSubscriptionBody' });
export type NewsletterSubscriptionBody = z.infer<typeof NewsletterSubscriptionBody>;

export const NewsletterSubscriptionCreated = z
  .object({ id: z.number().int(), status: z.literal('subscribed') })
  .meta({ id: 'NewsletterSubscriptionCreated' });
export type NewsletterSubscriptionCreated = z.infer<typeof NewsletterSubscriptionCreated>;
