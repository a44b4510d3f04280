import type { BrandPostalAddress } from '../../../schema/tenancy.ts';
import type { InOtherLanguages } from './types.ts';

// The demo brands' taglines in German and Portuguese, by the English tagline.
export const taglines: Record<string, InOtherLanguages> = {
  'Homes with a view over the Tagus': { de: 'Wohnen mit Blick auf den Tejo', pt: 'Casas com vista sobre o Tejo' },
  'Chalets below the Matterhorn and the Jungfrau': { de: 'Chalets unter Matterhorn und Jungfrau', pt: 'Chalés aos pés do Matterhorn e da Jungfrau' },
  'Good beds, small prices': { de: 'Gute Betten, kleine Preise', pt: 'Boas camas, preços pequenos' },
  'Book independent holiday homes directly from their hosts': {
    de: 'Unabhängige Ferienunterkünfte direkt bei den Gastgebern buchen',
    pt: 'Reserve casas de férias independentes diretamente aos anfitriões',
  },
  'Wake up to the Douro': { de: 'Aufwachen mit Blick auf den Douro', pt: 'Acordar com vista para o Douro' },
  'Sun, sea and whitewashed walls': { de: 'Sonne, Meer und weiß getünchte Mauern', pt: 'Sol, mar e paredes caiadas' },
  'Mountain air, city comforts': { de: 'Bergluft und Stadtkomfort', pt: 'Ar da montanha, conforto da cidade' },
  'Your own terrace in Barcelona': { de: 'Ihre eigene Terrasse in Barcelona', pt: 'O seu próprio terraço em Barcelona' },
  'Stay inside the Renaissance': { de: 'Wohnen mitten in der Renaissance', pt: 'Fique no coração do Renascimento' },
  'Eiger views from the breakfast table': { de: 'Eigerblick vom Frühstückstisch', pt: 'Vista para o Eiger à mesa do pequeno-almoço' },
  'The Matterhorn, framed': { de: 'Das Matterhorn im Fensterrahmen', pt: 'O Matterhorn emoldurado na janela' },
  'Room for the whole family': { de: 'Platz für die ganze Familie', pt: 'Espaço para toda a família' },
  'Small studios, big neighbourhood': { de: 'Kleine Studios, großes Viertel', pt: 'Estúdios pequenos, bairro grande' },
  'A palazzo of your own': { de: 'Ein Palazzo ganz für Sie', pt: 'Um palazzo só para si' },
  'Walk to the Golden Roof': { de: 'Zu Fuß zum Goldenen Dachl', pt: 'A pé até ao Telhado Dourado' },
};

// Where the demo brands can be written to (shown on their contact pages). Country: ISO code, the
// site names it in the page's language.
export const postalAddresses: Record<number, BrandPostalAddress> = {
  1: { street: 'Rua de São Miguel 24', postcode: '1100-544', city: 'Lisboa', country: 'PT' },
  2: { street: 'Bahnhofstrasse 41', postcode: '3920', city: 'Zermatt', country: 'CH' },
  66: { street: 'Rua da Prata 184', postcode: '1100-422', city: 'Lisboa', country: 'PT' },
  100: { street: 'Avenida da Liberdade 110', postcode: '1269-046', city: 'Lisboa', country: 'PT' },
};
