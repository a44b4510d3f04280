import type { SiteBrand } from '../lib/root-data.ts';
import { useTranslation } from '../lib/i18n/translation-context.tsx';

export function hasContactDetails(brand: SiteBrand): boolean {
  return Boolean(brand.contactEmail || brand.contactPhone || brand.postalAddress);
}

export function ContactDetails({ brand, className }: { brand: SiteBrand; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className={['contact-details', className].filter(Boolean).join(' ')}>
      {brand.contactEmail && (
        <div className="contact-details__item">
          <dt>
            <MailIcon />
            {t('shell.email')}
          </dt>
          <dd>
            <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
          </dd>
        </div>
      )}
      {brand.contactPhone && (
        <div className="contact-details__item">
          <dt>
            <PhoneIcon />
            {t('shell.phone')}
          </dt>
          <dd>
            {/* tel: wants digits and a leading +, not the spaces people write numbers with. */}
            <a href={`tel:${brand.contactPhone.replace(/[^\d+]/g, '')}`}>{brand.contactPhone}</a>
          </dd>
        </div>
      )}
      {brand.postalAddress && (
        <div className="contact-details__item">
          <dt>
            <PinIcon />
            {t('shell.address')}
          </dt>
          <dd>
            <address>
              {brand.postalAddress.street}
              <br />
              {brand.postalAddress.postcode} {brand.postalAddress.city}
              <br />
              {countryName(brand.postalAddress.country, i18n.language)}
            </address>
          </dd>
        </div>
      )}
    </dl>
  );
}

// The country's name in the page's language (PT → Portugal, Portugal, Portugal; DE → Germany, Deutschland, Alemanha).
// One Intl.DisplayNames per language: making one costs far more than asking it (every page's footer).
const regionNames = new Map<string, Intl.DisplayNames>();
export function countryName(code: string, language: string): string {
  try {
    let names = regionNames.get(language);
    if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

function PinIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z M3.5 6.5l8.5 6.5 8.5-6.5" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6.6 3.5h2.7l1.4 4.2-2 1.4a11.5 11.5 0 0 0 6.2 6.2l1.4-2 4.2 1.4v2.7A2.1 2.1 0 0 1 18.3 19.5 15.8 15.8 0 0 1 4.5 5.7 2.1 2.1 0 0 1 6.6 3.5z" />
    </svg>
  );
}
