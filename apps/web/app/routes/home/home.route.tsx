import type { BlogCardData, DestinationCardData, PropertyCardData } from '../../lib/catalog/cards.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link, useLocation } from 'react-router';
import { BlogCard } from '../../components/catalog/blog-card.tsx';
import { DestinationCard } from '../../components/catalog/destination-card.tsx';
import { PropertyCard } from '../../components/catalog/property-card.tsx';
import { SectionError } from './components/section-error.tsx';
import { SearchPrompt } from '../../components/search/search-prompt.tsx';
import { ContactDetails, hasContactDetails } from '../../components/contact-details.tsx';
import { listBlogPosts, listDestinations, listTopRated, section, type Section } from '../../lib/catalog/catalog.server.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { brandContext, languageContext } from '../../lib/request-context.server.ts';
import { useRootData } from '../../lib/root-data.ts';
import homeStyles from './home.css?url';
import { emptyValues } from '../../lib/search/search-params.ts';
import type { Route } from './+types/home.route';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: homeStyles },
];

export function meta({ matches, location }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('home.title'), { location });
}

// Each section loads on its own: one failed list shows that section's error, not an error page.
export async function loader({ context, request }: Route.LoaderArgs) {
  const brand = context.get(brandContext);
  const lng = context.get(languageContext);
  const [topRated, destinations, posts] = await Promise.all([
    section(listTopRated(brand, request.signal, lng)),
    section(listDestinations(brand, request.signal, lng)),
    section(listBlogPosts(brand, 1, 2, request.signal, lng)),
  ]);
  return { topRated, destinations, posts };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand } = useRootData();
  const { topRated, destinations, posts } = loaderData;
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero__inner">
          <h1 id="home-title" className="hero__title">
            {brand.name}
          </h1>
          {/* Always present (hidden when empty) so the console's live preview can fill it in. */}
          <p className="hero__tagline" data-brand-tagline="" hidden={!brand.tagline}>
            {brand.tagline}
          </p>
          <p className="hero__welcome">{t('home.welcome')}</p>
          <SearchPrompt variant="hero" values={emptyValues} />
        </div>
      </section>
      {hasContactDetails(brand) && (
        <section className="container home-contact" aria-labelledby="home-contact-title">
          <div className="home-contact__card">
            <div>
              <h2 id="home-contact-title">{t('home.contactHeading')}</h2>
              <p>{t('home.contactText')}</p>
            </div>
            <ContactDetails brand={brand} className="contact-details--cards" />
          </div>
        </section>
      )}
      <HomeSection id="home-top-rated" title={t('home.topRatedHeading')} data={topRated} more={{ to: '/explore', label: t('home.exploreAll') }}>
        {(items: PropertyCardData[]) => (
          <ul className="card-grid card-grid--compact" role="list">
            {items.map((property) => (
              <li key={property.id}>
                {/* Lazy: below the hero and the contact card on every screen, so preloading them
                    (eager images are preloaded in the head) only took bandwidth from the hero's paint. */}
                <PropertyCard property={property} />
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
      <HomeSection
        id="home-destinations"
        title={t('home.destinationsHeading')}
        data={destinations}
        more={{ to: '/destinations', label: t('home.allDestinations') }}
      >
        {(items: DestinationCardData[]) => (
          <ul className="card-grid card-grid--compact" role="list">
            {items.map((destination) => (
              <li key={destination.id}>
                <DestinationCard destination={destination} />
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
      <HomeSection id="home-blog" title={t('home.blogHeading')} data={posts} more={{ to: '/blog', label: t('home.allPosts') }}>
        {(items: BlogCardData[]) => (
          <ul className="card-grid card-grid--wide" role="list">
            {items.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
    </>
  );
}

// A titled home section: hidden when its list is empty, an error note when it failed.
function HomeSection<T>({
  id,
  title,
  data,
  more,
  children,
}: {
  id: string;
  title: string;
  data: Section<T>;
  more?: { to: string; label: string };
  children: (items: T[]) => ReactNode;
}) {
  const { pathname } = useLocation();
  if (data.status === 'ok' && data.items.length === 0) return null;
  return (
    <section className="container home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id}>{title}</h2>
        {more && data.status === 'ok' && (
          <Link to={localizedPath(pathname, more.to)} className="home-section__more">
            {more.label} <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
      {data.status === 'ok' ? children(data.items) : <SectionError />}
    </section>
  );
}
