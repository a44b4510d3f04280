// Texts of the places pages (city and host pages). Owned by the places feature; de.ts and pt.ts
// must match key for key.
export const places = {
  breadcrumbs: 'Breadcrumb',
  city: {
    heading: 'Holiday rentals in {{city}}',
    count_one: '{{count}} holiday home in {{city}}',
    count_other: '{{count}} holiday homes in {{city}}',
    searchWithDates: 'Search {{city}} with your dates',
    propertiesHeading: 'Places to stay in {{city}}',
    empty: 'There are no properties to show in this destination right now.',
  },
  host: {
    eyebrow: 'Host',
    title: '{{host}}: holiday homes booked direct',
    propertiesHeading: 'Homes by {{host}}',
    empty: 'This host has no properties to show right now.',
  },
};
