import { guestNames } from '../catalog/people.ts';
import { closings, homeRemarks, openings, titlesByRating } from '../catalog/review-texts.ts';
import { addDays, atUtcHour } from '../calendar-dates.ts';
import { createRng } from '../prng.ts';
import type { IdSequence, PropertyModel, World } from './types.ts';

// Zero to eight imported reviews per property (most have some), rated 3 to 5.
export function planReviews(world: World, properties: readonly PropertyModel[], startDate: string, ids: IdSequence): void {
  for (const property of properties) {
    const rng = createRng('reviews', property.id);
    const count = rng.chance(0.12) ? 0 : rng.int(1, 8);
    const place = property.area;
    const placeRemarks = [
      `${place} was the perfect base for exploring ${property.city.name}.`,
      `The location in ${place} is hard to beat; we walked everywhere.`,
      `Lovely neighbourhood, with cafés and a bakery around the corner.`,
      `${property.city.name} was wonderful and the host\u2019s tips were spot on.`,
    ];
    const authors = rng.sample(guestNames, count);
    for (let i = 0; i < count; i++) {
      const roll = rng.next();
      const rating = (roll < 0.1 ? 3 : roll < 0.45 ? 4 : 5) as 3 | 4 | 5;
      const stayedOn = addDays(startDate, -rng.int(12, 420));
      const text = [
        rng.pick(openings[rating]),
        rng.pick(homeRemarks[rating === 3 ? 'mixed' : 'positive']),
        rng.pick(placeRemarks),
        rng.pick(closings[rating]),
      ].join(' ');
      const createdAt = atUtcHour(addDays(stayedOn, rng.int(2, 10)), rng.int(7, 21));
      world.reviews.push({
        id: ids.next(),
        organizationId: property.host.id,
        propertyId: property.id,
        authorName: authors[i] as string,
        rating,
        title: rng.pick(titlesByRating[rating]),
        text,
        language: 'en',
        status: 'published',
        stayedOn,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
}
