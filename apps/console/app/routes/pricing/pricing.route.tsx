import { roleAllows } from '@direct/domain/host-access';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { useOrganization } from '../../lib/session/organization-data.ts';
import type { Route } from './+types/pricing.route';
import pricingStyles from './pricing.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pricingStyles }];

const sections = [
  { path: 'fees', key: 'fees' },
  { path: 'taxes', key: 'taxes' },
  { path: 'add-ons', key: 'addOns' },
  { path: 'vouchers', key: 'vouchers' },
  { path: 'promotions', key: 'promotions' },
] as const;

// The pricing pages' frame: their title and the sub-navigation. A property chosen on one of a
// property's pages (fees, taxes, add-ons) stays chosen on the others.
export default function Pricing() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const property = new URLSearchParams(useLocation().search).get('property');
  const base = `/o/${organization.id}/pricing`;
  return (
    <div className="pricing">
      <h1 tabIndex={-1}>{t('consolePricing.nav.title')}</h1>
      <p className="muted">{t('consolePricing.intro')}</p>
      {!roleAllows(organization.role, 'rates:write') && <p className="muted">{t('consolePricing.readOnly')}</p>}
      <nav className="pricing-nav" aria-label={t('consolePricing.nav.sections')}>
        <ul>
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink to={{ pathname: `${base}/${section.path}`, search: property && ['fees', 'taxes', 'add-ons'].includes(section.path) ? `?property=${property}` : '' }}>
                {t(`consolePricing.nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
