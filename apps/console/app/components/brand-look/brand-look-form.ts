// The colour fields of a brand's look, in the order the form shows them.
export const brandColourNames = ['primaryColor', 'accentColor', 'backgroundColor', 'textColor'] as const;
export type BrandColourName = (typeof brandColourNames)[number];

// The brand's postal address, as the API names its parts (postalAddress.street …).
export const addressFieldNames = ['street', 'postcode', 'city', 'country'] as const;

// The countries the address field offers (named in the host's language by Intl.DisplayNames);
// the API accepts any ISO 3166-1 code, so a country can be added here without a release of it.
export const addressCountries = [
  'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI',
  'LT', 'LU', 'LV', 'MA', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'TR', 'US', 'CA', 'BR', 'CV', 'AO', 'MZ',
] as const;

// The currencies the API accepts for a brand (UpdateBrandRequest).
export const brandCurrencies = ['EUR', 'GBP', 'USD', 'CHF'] as const;

// The measurement tags the site loads after a guest's consent (decision 0033), as the API names them.
export const measurementFieldNames = ['ga4MeasurementId', 'gtmContainerId', 'metaPixelId'] as const;
