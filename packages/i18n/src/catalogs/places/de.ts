import type { places as en } from './en.ts';

export const places: typeof en = {
  breadcrumbs: 'Brotkrümelnavigation',
  city: {
    heading: 'Ferienunterkünfte in {{city}}',
    count_one: '{{count}} Ferienunterkunft in {{city}}',
    count_other: '{{count}} Ferienunterkünfte in {{city}}',
    searchWithDates: 'Mit Ihren Reisedaten in {{city}} suchen',
    propertiesHeading: 'Unterkünfte in {{city}}',
    empty: 'In diesem Reiseziel gibt es derzeit keine Unterkünfte.',
  },
  host: {
    eyebrow: 'Gastgeber',
    title: '{{host}}: Ferienunterkünfte direkt buchen',
    propertiesHeading: 'Unterkünfte von {{host}}',
    empty: 'Dieser Gastgeber hat derzeit keine Unterkünfte.',
  },
};
