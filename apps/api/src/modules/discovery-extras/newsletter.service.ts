import type { NewsletterSubscriptionBody, NewsletterSubscriptionCreated } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import type { BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import type { NewsletterRepository } from './newsletter.repository.ts';

export type NewsletterService = ReturnType<typeof createNewsletterService>;

export const alreadySubscribedMessage = 'This email address is already subscribed.';

export function createNewsletterService(options: { repository: NewsletterRepository; brandScope: BrandScopeService }) {
  const { repository, brandScope } = options;
  return {
    async subscribe(body: NewsletterSubscriptionBody): Promise<NewsletterSubscriptionCreated> {
      const brand = await brandScope.activeBrand(body.brand_id);
      const result = await repository.subscribe({
        organizationId: brand.organizationId,
        brandId: brand.id,
        email: body.email,
        language: body.language ?? brand.defaultLanguage,
      });
      if (result.outcome === 'already_subscribed') {
        throw new AppError('conflict', alreadySubscribedMessage, {
          fields: [{ field: 'email', reason: 'already_subscribed', message: alreadySubscribedMessage }],
        });
      }
      return { id: result.id, status: 'subscribed' };
    },
  };
}
