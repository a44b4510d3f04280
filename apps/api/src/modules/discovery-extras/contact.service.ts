import type { ContactMessageBody, ContactMessageCreated } from '@direct/contracts';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { scopeOf, type BrandRecord, type BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import type { ContactRepository, NewContactMessage } from './contact.repository.ts';
import type { OutboxEmail } from './email-outbox.repository.ts';

export type ContactService = ReturnType<typeof createContactService>;

// The platform's sender; replies go to the guest (named in the text, since the outbox has no
// Reply-To column).
export const contactFromAddress = 'no-reply@direct-booking.example';

function notificationOf(brand: BrandRecord, message: NewContactMessage, id: number): OutboxEmail {
  const lines = [
    `New message from the contact form of ${brand.name}.`,
    '',
    `Reply to: ${message.name} <${message.email}>`,
    ...(message.phone ? [`Phone: ${message.phone}`] : []),
    ...(message.propertyId !== null ? [`Property: ${message.propertyId}`] : []),
    ...(message.subject ? [`Subject: ${message.subject}`] : []),
    '',
    message.message,
  ];
  return {
    organizationId: message.organizationId,
    brandId: brand.id,
    dedupeKey: `contact-message:${id}`,
    toAddress: brand.contactEmail ?? brand.organizationEmail ?? contactFromAddress,
    fromAddress: contactFromAddress,
    subject: `Contact form: ${message.subject ?? `message from ${message.name}`}`.slice(0, 200),
    textBody: lines.join('\n'),
  };
}

export function createContactService(options: { repository: ContactRepository; brandScope: BrandScopeService; config: Config }) {
  const { repository, brandScope, config } = options;
  return {
    async send(body: ContactMessageBody): Promise<ContactMessageCreated> {
      const brand = await brandScope.activeBrand(body.brand_id);
      let organizationId = brand.organizationId;
      if (body.property_id !== undefined) {
        const excluded = brand.isSharedListing ? config.sharedListingExcludedOrganizationIds : [];
        const property = await brandScope.propertyInScope(scopeOf(brand, { excludedOrganizationIds: excluded }), body.property_id);
        if (!property) {
          throw new AppError('validation_failed', 'The property is not offered by this brand.', {
            fields: [{ field: 'property_id', message: 'The property is not offered by this brand', reason: 'not_in_brand' }],
          });
        }
        // On the shared listing the message is about one host's property: it belongs to that host.
        organizationId = property.organizationId;
      }
      const message: NewContactMessage = {
        organizationId,
        brandId: brand.id,
        propertyId: body.property_id ?? null,
        name: body.name,
        email: body.email,
        phone: body.phone || null,
        subject: body.subject || null,
        message: body.message,
      };
      return repository.create(message, (id) => notificationOf(brand, message, id));
    },
  };
}
