import type { AmenityCode } from '../catalog/amenities.ts';
import type { DemoPropertySeed } from '../catalog/demo-properties/index.ts';
import type { CitySeed } from '../catalog/destinations/index.ts';
import { listingPhrases, type ListingPhrases } from '../catalog/translations/listing-phrases.ts';
import { listingTexts } from '../catalog/translations/listings.ts';
import { otherLanguages } from '../catalog/translations/types.ts';
import type { World } from './types.ts';

// The showcase listings in German and Portuguese (property_texts), assembled like the English
// ones in property-texts.ts from the same facts, so every language says the same thing.

function list(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function describe(words: ListingPhrases, texts: { summary: string; highlights: string }, seed: DemoPropertySeed, city: CitySeed, amenities: readonly AmenityCode[]): string {
  const paragraphs = [texts.summary, texts.highlights];
  const [first] = seed.unitTypes;
  if (seed.unitTypes.length === 1 && first) {
    paragraphs.push(words.sleeps(first.description, first.maxOccupancy, words.rooms(first.bedrooms, first.bathrooms), first.sizeM2));
  } else {
    // Unit type names are the host's own (English) names.
    paragraphs.push(words.roomTypes(seed.unitTypes.length, list(seed.unitTypes.map((u) => words.upTo(u.name, u.maxOccupancy)), words.and)));
  }
  const phrases = amenities.map((code) => words.amenities[code]).filter((p): p is string => p !== undefined).slice(0, 6);
  if (phrases.length) paragraphs.push(words.guestsLove(list(phrases, words.and)));
  const around = words.cities[city.name];
  if (around) paragraphs.push(words.gettingAround(around));
  return paragraphs.join('\n\n');
}

function rules(words: ListingPhrases, seed: DemoPropertySeed, city: CitySeed, times: { checkIn: string; checkOut: string }, requiresIdentity: boolean): string {
  const r = words.rules;
  const lines = [
    r.times(times.checkIn.slice(0, 5), times.checkOut.slice(0, 5)),
    r.noSmoking,
    seed.kind === 'hostel' ? r.adultsOnlyDorms : r.noParties,
    r.quietHours(city.scene === 'alpine' ? '07:00' : '08:00'),
    seed.petsAllowed ? r.petsWelcome : r.noPets,
  ];
  if (seed.arrivalRule === 'no_sunday_arrivals') lines.push(r.noSundayArrivals);
  if (seed.departureRule === 'no_sunday_departures') lines.push(r.noSundayDepartures);
  if (seed.peakChangeover === 'saturday') lines.push(r.saturdayChangeover);
  if (seed.kind === 'chalet') lines.push(r.bootRoom);
  if (seed.amenities.includes('pool')) lines.push(r.pool);
  if (requiresIdentity) lines.push(r.identity);
  return lines.join('\n');
}

export function planTranslatedTexts(
  world: World,
  property: { seed: DemoPropertySeed; organizationId: number; city: CitySeed; amenities: readonly AmenityCode[]; times: { checkIn: string; checkOut: string }; requiresIdentity: boolean },
): void {
  const texts = listingTexts[property.seed.id];
  if (!texts) return;
  for (const language of otherLanguages) {
    const words = listingPhrases[language];
    world.propertyTexts.push({
      organizationId: property.organizationId,
      propertyId: property.seed.id,
      language,
      summary: texts[language].summary,
      description: describe(words, texts[language], property.seed, property.city, property.amenities),
      houseRules: rules(words, property.seed, property.city, property.times, property.requiresIdentity),
    });
  }
}
