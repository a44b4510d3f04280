import { localeData } from '../../../lib/i18n/locale-data.server.ts';
import { translatorFor } from '../../../lib/i18n/translation-context.tsx';
import { reviewView } from '../review-view.ts';
import { apiFailure, invalidQuery } from '../../../lib/api/json-answers.server.ts';
import { getReviews } from '../property.server.ts';
import { checkReviewsQuery } from '../resource-query.ts';
import { brandContext, languageContext } from '../../../lib/request-context.server.ts';
import type { Route } from './+types/reviews.route';

// A further page of a property's reviews for "Show more reviews", ready to show in the guest's
// language: GET /resources/reviews?property=&page= (&lng=). The API checks that the property is
// visible on the brand.
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const checked = checkReviewsQuery(url.searchParams);
  if (!checked.ok) return invalidQuery(checked.fields);
  const { property, page } = checked.value;
  const lng = context.get(languageContext);
  try {
    const answer = await getReviews(context.get(brandContext), property, page, request.signal);
    const t = translatorFor(localeData(lng));
    return Response.json(
      {
        items: answer.data.map((review) => reviewView(review, t, lng)),
        page: answer.meta.page,
        total: answer.meta.total,
        lastPage: Math.max(1, Math.ceil(answer.meta.total / answer.meta.limit)),
      },
      { headers: { 'cache-control': 'private, max-age=60' } },
    );
  } catch (error) {
    return apiFailure(error, 'reviews');
  }
}
