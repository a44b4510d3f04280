import type { SceneKind } from '../destinations/index.ts';
import { areaNames, cityNames } from './places.ts';
import type { OtherLanguage } from './types.ts';

// Alt texts of the demo pictures in German and Portuguese, shot by shot as world/image-plans.ts
// describes them in English. Place names as each language says them (Lissabon, Lisboa).
const cityIn = (city: string, language: OtherLanguage) => cityNames[city]?.[language] ?? city;
const areaIn = (area: string, language: OtherLanguage) => areaNames[area]?.[language] ?? cityNames[area]?.[language] ?? area;

const views: Record<OtherLanguage, Record<SceneKind, string>> = {
  de: { coast: 'zum Meer', alpine: 'zu den Bergen', oldtown: 'zur Altstadt' },
  pt: { coast: 'para o mar', alpine: 'para as montanhas', oldtown: 'para o centro histórico' },
};

type Shot = (name: string, scene: SceneKind, area: string) => string;

// One per gallery position, in the gallery's order.
export const galleryAlts: Record<OtherLanguage, readonly Shot[]> = {
  de: [
    (name) => `${name}: Außenansicht an einem sonnigen Tag`,
    (name, scene) => `${name}: Wohnzimmer mit Fenster ${views.de[scene]}`,
    (name) => `${name}: Schlafzimmer im sanften Morgenlicht`,
    (name, _scene, area) => `${name}: Blick über ${areaIn(area, 'de')} bei Sonnenuntergang`,
    (name) => `${name}: Außenansicht bei Nacht mit erleuchteten Fenstern`,
    (name) => `${name}: das Wohnzimmer am Abend`,
  ],
  pt: [
    (name) => `${name}: vista exterior num dia de sol`,
    (name, scene) => `${name}: sala de estar com janela ${views.pt[scene]}`,
    (name) => `${name}: quarto com a luz suave da manhã`,
    (name, _scene, area) => `${name}: vista sobre ${areaIn(area, 'pt')} ao pôr do sol`,
    (name) => `${name}: vista exterior à noite, com as janelas iluminadas`,
    (name) => `${name}: a sala de estar ao fim do dia`,
  ],
};

export function galleryAlt(position: number, name: string, scene: SceneKind, area: string): Record<OtherLanguage, string> {
  const de = galleryAlts.de[position];
  const pt = galleryAlts.pt[position];
  return { de: de ? de(name, scene, area) : '', pt: pt ? pt(name, scene, area) : '' };
}

export function poolHomeName(city: string): Record<OtherLanguage, string> {
  return { de: `Ferienunterkunft in ${cityIn(city, 'de')}`, pt: `Casa de férias em ${cityIn(city, 'pt')}` };
}

export function cityAlt(city: string, scene: SceneKind): Record<OtherLanguage, string> {
  const de = cityIn(city, 'de');
  const pt = cityIn(city, 'pt');
  const alts: Record<SceneKind, Record<OtherLanguage, string>> = {
    coast: { de: `Die Küste bei ${de}: goldene Klippen, ein Felsturm im Meer und ein Segelboot`, pt: `A costa de ${pt}: falésias douradas, um leixão e um veleiro` },
    alpine: { de: `Schneebedeckte Gipfel und Kiefernwälder über ${de}`, pt: `Picos nevados e pinhais sobre ${pt}` },
    oldtown: { de: `Die Dächer und Kuppeln von ${de} über dem Fluss`, pt: `Os telhados e as cúpulas de ${pt} sobre o rio` },
  };
  return alts[scene];
}

export function logoAlt(host: string): Record<OtherLanguage, string> {
  return { de: `Logo von ${host}`, pt: `Logótipo de ${host}` };
}
