import type { places as en } from './en.ts';

export const places: typeof en = {
  breadcrumbs: 'Navegação estrutural',
  city: {
    heading: 'Alojamento de férias em {{city}}',
    count_one: '{{count}} alojamento de férias em {{city}}',
    count_other: '{{count}} alojamentos de férias em {{city}}',
    searchWithDates: 'Pesquisar em {{city}} com as suas datas',
    propertiesHeading: 'Onde ficar em {{city}}',
    empty: 'De momento, não há alojamentos para mostrar neste destino.',
  },
  host: {
    eyebrow: 'Anfitrião',
    title: '{{host}}: alojamentos de férias com reserva direta',
    propertiesHeading: 'Alojamentos de {{host}}',
    empty: 'Este anfitrião não tem alojamentos para mostrar de momento.',
  },
};
