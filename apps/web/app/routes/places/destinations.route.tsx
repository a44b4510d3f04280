import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { DestinationCard } from '../../components/catalog/destination-card.tsx';
import { listDestinations } from '../../lib/catalog/catalog.server.ts';
import { pageError } from '../../lib/catalog/page-errors.server.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { brandContext, languageContext } from '../../lib/request-context.server.ts';
import catalogStyles from '../../components/catalog/catalog.css?url';
import type { Route } from './+types/destinations.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export function meta({ matches, location }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('destinations.title'), { location });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const brand = context.get(brandContext);
  const result = await listDestinations(brand, request.signal, context.get(languageContext)).catch(pageError);
  return { destinations: result.data };
}

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { destinations } = loaderData;
  return (
    <div className="container catalog-page">
      <header className="catalog-page__head">
        <h1>{t('destinations.title')}</h1>
        <p className="catalog-page__intro">{t('destinations.intro')}</p>
      </header>
      {destinations.length === 0 ? (
        <p className="catalog-page__empty">{t('destinations.empty')}</p>
      ) : (
        <ul className="card-grid card-grid--compact" role="list">
          {destinations.map((destination, index) => (
            <li key={destination.id}>
              <DestinationCard destination={destination} headingLevel={2} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
