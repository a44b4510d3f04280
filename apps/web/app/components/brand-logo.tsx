import type { Brand } from '@direct/contracts';

// The brand's logo image when it has one, else its logo text set as a wordmark. The brand name
// is always written out next to it, so the image itself is decorative (empty alt).
export function BrandLogo({ brand }: { brand: Brand }) {
  const logoText = brand.theme.logoText.trim();
  const sameAsName = logoText.toLowerCase() === brand.name.trim().toLowerCase();
  return (
    <span className={sameAsName && !brand.logoUrl ? 'brand-logo brand-logo--wordmark' : 'brand-logo'}>
      {brand.logoUrl ? (
        <img className="brand-logo__image" src={brand.logoUrl} alt="" height={40} />
      ) : (
        !sameAsName &&
        logoText !== '' && (
          <span className="brand-logo__mark" aria-hidden="true">
            {logoText}
          </span>
        )
      )}
      <span className="brand-logo__name">{brand.name}</span>
    </span>
  );
}
