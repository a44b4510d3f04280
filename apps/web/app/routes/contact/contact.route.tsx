import { data, useActionData, useLocation } from 'react-router';
import { ContactForm } from './components/contact-form.tsx';
import { NewsletterForm } from './components/newsletter-form.tsx';
import { ContactDetails, hasContactDetails } from '../../components/contact-details.tsx';
import { api } from '../../lib/api/api.server.ts';
import { handleContactForm, handleNewsletterForm } from './contact.server.ts';
import type { FormState } from '../../lib/contact/form-state.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { brandPageMeta, pageUrl, rootDataFrom, siteOrigin } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { brandContext, languageContext } from '../../lib/request-context.server.ts';
import { useRootData } from '../../lib/root-data.ts';
import contactStyles from './contact.css?url';
import type { Route } from './+types/contact.route';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: contactStyles },
];

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  const brand = root?.brand;
  const origin = root ? siteOrigin(root) : '';
  const jsonLd = brand && {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    url: pageUrl(origin, location, root.locale.lng),
    inLanguage: root.locale.lng,
    mainEntity: {
      '@type': 'Organization',
      name: brand.name,
      url: `${origin}/`,
      ...(brand.contactEmail ? { email: brand.contactEmail } : {}),
      ...(brand.contactPhone ? { telephone: brand.contactPhone } : {}),
      ...(brand.postalAddress
        ? {
            address: {
              '@type': 'PostalAddress',
              streetAddress: brand.postalAddress.street,
              postalCode: brand.postalAddress.postcode,
              addressLocality: brand.postalAddress.city,
              addressCountry: brand.postalAddress.country,
            },
          }
        : {}),
    },
  };
  return brandPageMeta(matches, (t) => t('contact.title'), {
    location,
    extra: jsonLd ? [{ 'script:ld+json': jsonLd }] : [],
  });
}

// Both forms of the page post here: the contact form (intent "contact") and the newsletter
// sign-up (intent "newsletter", also from the footer of every page). The answer is the form's
// state; a full-page POST gets the page back with it (and the matching status).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const brand = context.get(brandContext);
  const intent = form.get('intent');
  let answer: { state: FormState; status: number };
  if (intent === 'contact') answer = await handleContactForm(api, brand, form, request.signal);
  else if (intent === 'newsletter') answer = await handleNewsletterForm(api, brand, context.get(languageContext), form, request.signal);
  else throw data(null, { status: 400 });
  return data(answer.state, { status: answer.status });
}

export default function Contact() {
  const { t } = useTranslation();
  const { brand } = useRootData();
  const { pathname } = useLocation();
  const actionData = useActionData<typeof action>();
  const formAction = localizedPath(pathname, '/contact');
  return (
    <div className="container contact-page">
      <header className="catalog-page__head">
        <h1>{t('contact.title')}</h1>
        <p className="catalog-page__intro">{t('contact.intro', { brand: brand.name })}</p>
      </header>
      <div className="contact-layout">
        <section className="contact-panel contact-panel--form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.formHeading')}</h2>
          <ContactForm action={formAction} serverState={actionData?.form === 'contact' ? actionData : undefined} />
        </section>
        <div className="contact-aside">
          {hasContactDetails(brand) && (
            <section className="contact-panel" aria-labelledby="contact-details-title">
              <h2 id="contact-details-title">{t('contact.detailsHeading')}</h2>
              <p className="contact-panel__text">{t('contact.detailsText')}</p>
              <ContactDetails brand={brand} className="contact-details--cards" />
            </section>
          )}
          <section id="newsletter" className="contact-panel" aria-labelledby="newsletter-title">
            <h2 id="newsletter-title">{t('newsletter.heading')}</h2>
            <p className="contact-panel__text">{t('newsletter.text', { brand: brand.name })}</p>
            <NewsletterForm
              action={formAction}
              idPrefix="newsletter"
              serverState={actionData?.form === 'newsletter' ? actionData : undefined}
            />
          </section>
        </div>
      </div>
    </div>
  );
}
