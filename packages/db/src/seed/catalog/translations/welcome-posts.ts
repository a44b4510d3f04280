import { listingPhrases } from './listing-phrases.ts';
import { cityNames } from './places.ts';
import type { OtherLanguage } from './types.ts';

// One post per demo brand in German and in Portuguese (a translation is its own post): the host
// introduces itself and its cities, so a German or Portuguese blog page is never empty.
export type TranslatedPost = { title: string; shortContent: string; summary: string; contentHtml: string };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function joined(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export function welcomePost(language: OtherLanguage, hostName: string, cities: readonly string[]): TranslatedPost {
  const names = cities.map((city) => cityNames[city]?.[language] ?? city);
  const words = listingPhrases[language];
  const places = joined(names, words.and);
  const around = cities
    .slice(0, 3)
    .map((city, index) => (words.cities[city] ? `<h2>${escape(names[index] ?? city)}</h2><p>${escape(words.cities[city])}</p>` : ''))
    .join('');
  const host = escape(hostName);
  if (language === 'de') {
    return {
      title: `Willkommen bei ${hostName}: unsere Tipps für ${names[0] ?? places}`,
      shortContent: `Wer wir sind, wo unsere Unterkünfte liegen und wie Sie sich vor Ort bewegen.`,
      summary: `${hostName} stellt sich vor: Unterkünfte in ${places}, persönlicher Empfang und unsere Tipps für die Anreise und die ersten Tage.`,
      contentHtml:
        `<p>Schön, dass Sie da sind! Bei ${host} kümmern wir uns persönlich um jede Buchung – von der ersten Frage bis zur Abreise. ` +
        `Unsere Unterkünfte liegen in ${escape(places)}, und wir kennen jede Straße davor.</p>` +
        around +
        `<p>Wenn Sie direkt bei uns buchen, zahlen Sie keine Vermittlungsgebühr und erreichen uns ohne Umwege. Schreiben Sie uns jederzeit – auf Deutsch, Englisch oder Portugiesisch.</p>`,
    };
  }
  return {
    title: `Bem-vindo à ${hostName}: as nossas dicas para ${names[0] ?? places}`,
    shortContent: 'Quem somos, onde ficam os nossos alojamentos e como se deslocar por lá.',
    summary: `A ${hostName} apresenta-se: alojamentos em ${places}, receção personalizada e as nossas dicas para a chegada e os primeiros dias.`,
    contentHtml:
      `<p>Que bom tê-lo por cá! Na ${host} tratamos pessoalmente de cada reserva, da primeira pergunta até à partida. ` +
      `Os nossos alojamentos ficam em ${escape(places)} e conhecemos cada rua à volta.</p>` +
      around +
      '<p>Ao reservar diretamente connosco não paga comissões de intermediários e fala sempre com quem o recebe. Escreva-nos quando quiser, em português, inglês ou alemão.</p>',
  };
}
