import type { AmenityCode } from '../catalog/amenities.ts';
import type { DemoPropertySeed } from '../catalog/demo-properties/index.ts';
import type { CitySeed } from '../catalog/destinations/index.ts';

// Listing texts assembled from the property's facts, so descriptions and house rules always
// agree with the data (pets, arrival days, check-in times).

const gettingAround: Record<string, string> = {
  Lisbon: 'The metro reaches the airport in twenty minutes; trams and funiculars climb the hills, and most sights are walkable if you like steps.',
  Porto: 'The metro runs from the airport to the centre in thirty minutes; the old town is compact, steep and best explored on foot.',
  Lagos: 'Faro airport is an hour away by car or train; beaches, the marina and the old town are all within walking distance.',
  Zermatt: 'Zermatt is car-free: the train from Visp or Täsch arrives in the village centre, and electric taxis carry your luggage.',
  Interlaken: 'Trains from Zurich and Bern arrive at Interlaken Ost and West; a regional pass covers most trains, buses and lake boats.',
  Innsbruck: 'The airport is ten minutes from the centre by bus; trams and the Nordkette cable car start in the old town.',
  Barcelona: 'The Aerobús and the metro connect the airport with the centre; bikes and the metro make every neighbourhood easy to reach.',
  Florence: 'The tram runs from the airport to Santa Maria Novella station; the historic centre is small and mostly pedestrian.',
};

const amenityPhrases: Partial<Record<AmenityCode, string>> = {
  wifi: 'fast Wi-Fi',
  kitchen: 'a fully equipped kitchen',
  washer: 'a washing machine',
  air_conditioning: 'air conditioning',
  pool: 'a swimming pool',
  hot_tub: 'a hot tub',
  sea_view: 'sea views',
  mountain_view: 'mountain views',
  ski_in_ski_out: 'ski-in/ski-out access',
  balcony: 'a balcony or terrace',
  workspace: 'a dedicated workspace',
  fireplace: 'a fireplace',
  garden: 'a private garden',
  parking: 'parking',
  ev_charger: 'an EV charger',
  gym: 'a gym',
  elevator: 'a lift',
  crib: 'a cot for babies',
  dishwasher: 'a dishwasher',
};

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function describeProperty(seed: DemoPropertySeed, city: CitySeed, amenities: readonly AmenityCode[]): string {
  const paragraphs = [seed.summary, seed.highlights];
  const [first] = seed.unitTypes;
  if (seed.unitTypes.length === 1 && first) {
    const rooms = first.bedrooms === 0 ? 'an open-plan studio' : `${plural(first.bedrooms, 'bedroom')} and ${plural(first.bathrooms, 'bathroom')}`;
    paragraphs.push(`${first.description} Sleeps up to ${first.maxOccupancy} in ${rooms}, about ${first.sizeM2} m².`);
  } else {
    paragraphs.push(
      `Choose from ${plural(seed.unitTypes.length, 'room type')}: ${list(seed.unitTypes.map((u) => `${u.name} (up to ${u.maxOccupancy} guests)`))}.`,
    );
  }
  const phrases = amenities.map((code) => amenityPhrases[code]).filter((p): p is string => p !== undefined).slice(0, 6);
  if (phrases.length) paragraphs.push(`Guests love ${list(phrases)}.`);
  paragraphs.push(`Getting around: ${gettingAround[city.name] ?? city.description}`);
  return paragraphs.join('\n\n');
}

export function houseRules(
  seed: DemoPropertySeed,
  city: CitySeed,
  times: { checkIn: string; checkOut: string },
  requiresIdentity: boolean,
): string {
  const rules = [
    `Check-in from ${times.checkIn.slice(0, 5)}, check-out by ${times.checkOut.slice(0, 5)}.`,
    'No smoking indoors.',
    seed.kind === 'hostel' ? 'Dorm guests must be 18 or older.' : 'No parties or events.',
    city.scene === 'alpine' ? 'Quiet hours from 22:00 to 07:00.' : 'Quiet hours from 22:00 to 08:00.',
    seed.petsAllowed ? 'Pets are welcome; a pet fee applies.' : 'No pets, please.',
  ];
  if (seed.arrivalRule === 'no_sunday_arrivals') rules.push('Arrivals are not possible on Sundays.');
  if (seed.departureRule === 'no_sunday_departures') rules.push('Departures are not possible on Sundays.');
  if (seed.peakChangeover === 'saturday') rules.push('In high season, stays run from Saturday to Saturday.');
  if (seed.kind === 'chalet') rules.push('Please leave ski boots and wet gear in the boot room.');
  if (seed.amenities.includes('pool')) rules.push('The pool is not supervised; children must be accompanied by an adult.');
  if (requiresIdentity) rules.push('Local law requires us to register an ID document for every guest before arrival.');
  return rules.join('\n');
}
