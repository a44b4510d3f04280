import type { SiteBrand } from '../lib/root-data.ts';

// The brand's logo image when it has one (it carries the name, which is still in the text for
// screen readers and search engines), else its logo text set as a wordmark next to the name.
export function BrandLogo({ brand }: { brand: SiteBrand }) {
  const logoText = brand.logoText.trim();
  const sameAsName = logoText.toLowerCase() === brand.name.trim().toLowerCase();
  return (
    <span className={sameAsName && !brand.logoUrl ? 'brand-logo brand-logo--wordmark' : 'brand-logo'}>
      {brand.logoUrl ? (
        <img className="brand-logo__image" src={brand.logoUrl} alt="" width={156} height={52} />
      ) : (
        !sameAsName &&
        logoText !== '' && (
          <span className="brand-logo__mark" aria-hidden="true" data-brand-logo-text="">
            {logoText}
          </span>
        )
      )}
      <span className={brand.logoUrl ? 'visually-hidden' : 'brand-logo__name'}>{brand.name}</span>
    </span>
  );
}
