import { useTranslation } from 'react-i18next';
import { ContactDetails, hasContactDetails } from '../components/contact-details.tsx';
import { brandPageMeta } from '../lib/i18n/page-meta.ts';
import { useRootData } from '../lib/root-data.ts';
import homeStyles from '../styles/home.css?url';
import type { Route } from './+types/home';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: homeStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('home.title'));
}

export default function Home() {
  const { t } = useTranslation();
  const { brand } = useRootData();
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero__inner">
          <h1 id="home-title" className="hero__title">
            {brand.name}
          </h1>
          {brand.tagline && <p className="hero__tagline">{brand.tagline}</p>}
          <p className="hero__welcome">{t('home.welcome')}</p>
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
    </>
  );
}
