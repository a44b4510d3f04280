import type { NewsletterSubscriptionBody, NewsletterSubscriptionCreated } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import { activeBrand } from './brand-lookup.ts';
import type { BrandScopeRepository } from './brand-scope.repository.ts';
import type { NewsletterRepository } from './newsletter.repository.ts';

export type NewsletterService = ReturnType<typeof createNewsletterService>;

export const alreadySubscribedMessage = 'This email address is already subscribed.';

export function createNewsletterService(options: { repository: NewsletterRepository; brands: BrandScopeRepository }) {
  const { repository, brands } = options;
  return {
    async subscribe(body: NewsletterSubscriptionBody): Promise<NewsletterSubscriptionCreated> {
      const brand = await activeBrand(brands, body.brand_id);
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
