import { sans, serif, humanist } from './font-stacks.ts';
import type { HostSeed } from './types.ts';

export const lisbonStaysId = 1;
export const alpineLodgesId = 2;
export const budgetBedsId = 66;
export const platformOrganizationId = 100;

// The two showcase hosts, the hidden organization 66 and the platform behind the shared listing.
export const mainHosts: HostSeed[] = [
  {
    id: lisbonStaysId,
    name: 'Lisbon Stays',
    slug: 'lisbon-stays',
    alias: 'lisbon-stays',
    description:
      'A family-run team of Lisboetas with homes in Alfama, Baixa and Príncipe Real, plus a few favourites in Porto and on the Algarve coast. We meet every guest in person.',
    tagline: 'Homes with a view over the Tagus',
    email: 'hello@lisbon-stays.example',
    phone: '+351 21 887 4410',
    website: 'https://lisbon-stays.example',
    currency: 'EUR',
    theme: {
      primaryColor: '#1d4e89',
      accentColor: '#f2a541',
      backgroundColor: '#fffaf2',
      textColor: '#1f2933',
      logoText: 'Lisbon Stays',
      fontFamily: sans,
    },
    isListedHost: true,
    flexibleDays: 7,
    chargesVat: false,
  },
  {
    id: alpineLodgesId,
    name: 'Alpine Lodges',
    slug: 'alpine-lodges',
    alias: 'alpine-lodges',
    description:
      'Chalets, apartments and a small hotel in Zermatt and Interlaken, looked after by mountain guides and ski instructors who know every run and trail.',
    tagline: 'Chalets below the Matterhorn and the Jungfrau',
    email: 'reservations@alpine-lodges.example',
    phone: '+41 27 966 2480',
    website: 'https://alpine-lodges.example',
    currency: 'CHF',
    theme: {
      primaryColor: '#2f4f3a',
      accentColor: '#c8553d',
      backgroundColor: '#f7f7f2',
      textColor: '#1b1f1d',
      logoText: 'Alpine Lodges',
      fontFamily: serif,
    },
    isListedHost: true,
    flexibleDays: 14,
    chargesVat: true,
  },
  {
    id: budgetBedsId,
    name: 'Budget Beds',
    slug: 'budget-beds',
    alias: 'budget-beds',
    description: 'Friendly hostels with dorms and private rooms in five European cities. Sells on its own site only.',
    tagline: 'Good beds, small prices',
    email: 'beds@budget-beds.example',
    phone: '+351 21 342 9901',
    website: 'https://budget-beds.example',
    currency: 'EUR',
    theme: {
      primaryColor: '#b3261e',
      accentColor: '#ffd23f',
      backgroundColor: '#fffdf7',
      textColor: '#2b2118',
      logoText: 'Budget Beds',
      fontFamily: humanist,
    },
    isListedHost: true,
    flexibleDays: 2,
    chargesVat: false,
  },
  {
    id: platformOrganizationId,
    name: 'Direct Collection',
    slug: 'direct-collection',
    alias: 'direct',
    description: 'The shared listing of independent hosts who take bookings directly.',
    tagline: 'Book independent holiday homes directly from their hosts',
    email: 'hello@direct-collection.example',
    phone: '+351 21 000 4242',
    website: 'https://direct.example',
    currency: 'EUR',
    theme: {
      primaryColor: '#3b2f63',
      accentColor: '#ff8552',
      backgroundColor: '#ffffff',
      textColor: '#22223b',
      logoText: 'Direct Collection',
      fontFamily: sans,
    },
    isListedHost: false,
    isSharedListing: true,
    flexibleDays: 7,
    chargesVat: false,
  },
];
