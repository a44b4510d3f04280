import { sql } from 'drizzle-orm';
import { queryRows, sqlStateOf, type Database } from '@direct/db';

export type SubscribeResult = { outcome: 'subscribed'; id: number } | { outcome: 'already_subscribed' };

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;

export function createNewsletterRepository(db: Database) {
  return {
    // Subscribes an address to a brand's newsletter (one row per brand and lower(email)). A row
    // that unsubscribed earlier is subscribed again; a live one is left alone. Two requests at
    // once meet at the unique index: the loser gets 23505 and answers "already subscribed".
    async subscribe(input: { organizationId: number; brandId: number; email: string; language: string }): Promise<SubscribeResult> {
      const [resubscribed] = await queryRows<{ id: number }>(
        db,
        sql`update newsletter_subscriptions set unsubscribed_at = null, language = ${input.language}
            where brand_id = ${input.brandId} and lower(email) = lower(${input.email}) and unsubscribed_at is not null
            returning id`,
      );
      if (resubscribed) return { outcome: 'subscribed', id: resubscribed.id };
      try {
        const [created] = await queryRows<{ id: number }>(
          db,
          sql`insert into newsletter_subscriptions (organization_id, brand_id, email, language)
              values (${input.organizationId}, ${input.brandId}, ${input.email}, ${input.language})
              returning id`,
        );
        if (!created) throw new Error('newsletter subscription not inserted');
        return { outcome: 'subscribed', id: created.id };
      } catch (error) {
        if (sqlStateOf(error) === '23505') return { outcome: 'already_subscribed' };
        throw error;
      }
    },
  };
}
