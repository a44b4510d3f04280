import type { CityGuide } from '../catalog/city-guides.ts';
import type { CitySeed } from '../catalog/destinations/index.ts';
import type { Rng } from '../prng.ts';

// Blog post templates written from the city guides: every post has paragraphs, headings and a list.

export type CategorySlug = 'travel-guides' | 'food-and-drink' | 'family-travel' | 'seasonal-tips' | 'news';

export const blogCategoryTitles: Record<CategorySlug, string> = {
  'travel-guides': 'Travel guides',
  'food-and-drink': 'Food & drink',
  'family-travel': 'Family travel',
  'seasonal-tips': 'Seasonal tips',
  news: 'News from us',
};

export type PostDraft = {
  title: string;
  shortContent: string;
  summary: string;
  contentHtml: string;
  category: CategorySlug;
  tags: string[];
};

type TopicInput = { city: CitySeed; guide: CityGuide; hostName: string; rng: Rng };
export type Topic = (input: TopicInput) => PostDraft;

const p = (text: string) => `<p>${text}</p>`;
const h2 = (text: string) => `<h2>${text}</h2>`;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const cityTopics: readonly Topic[] = [
  ({ city, guide, rng }) => {
    const title = rng.pick([`48 hours in ${city.name}`, `A long weekend in ${city.name}`, `${city.name} in two days`]);
    return {
      title,
      shortContent: `Two days, five highlights and where to rest your feet in ${city.name}.`,
      summary: `Short on time in ${city.name}? Our plan covers ${guide.sights[0]} and ${guide.sights[1]}, with time left for a long lunch.`,
      contentHtml: [
        p(`${city.description} Two days are enough to fall for the place, if you choose well.`),
        h2('Day one'),
        p(`Start early with ${guide.sights[0]}, before the tour groups arrive, then wander towards ${guide.sights[1]}. For lunch, try ${guide.food[0]}.`),
        h2('Day two'),
        ul(guide.sights.slice(2).map(cap)),
        p(`End the weekend at ${guide.viewpoints[0]}: it is at its best in the last hour of daylight.`),
      ].join(''),
      category: 'travel-guides',
      tags: [city.name, 'Weekend', 'Sightseeing'],
    };
  },
  ({ city, guide, rng }) => {
    const title = rng.pick([`Where to eat in ${city.name}`, `Eating like a local in ${city.name}`, `A food lover\u2019s guide to ${city.name}`]);
    return {
      title,
      shortContent: `The dishes to try in ${city.name}, and where locals eat them.`,
      summary: `From ${guide.food[0]} to ${guide.food[1]}: our host team\u2019s favourite tastes of ${city.name}.`,
      contentHtml: [
        p(`Ask three people in ${city.name} where to eat and you will get five answers. These are the ones our team agrees on.`),
        h2('Four things to try'),
        ul(guide.food.map(cap)),
        h2('A few tips'),
        p('Lunch menus are the best value; many kitchens close between services, and reservations help on Friday and Saturday nights.'),
      ].join(''),
      category: 'food-and-drink',
      tags: [city.name, 'Food'],
    };
  },
  ({ city, guide, rng }) => {
    const title = rng.pick([`Three day trips from ${city.name}`, `Easy day trips from ${city.name}`]);
    return {
      title,
      shortContent: `Leave the bags at home: three easy escapes from ${city.name}.`,
      summary: `Trains and short drives take you from ${city.name} to ${guide.dayTrips[0]} and more, and back for dinner.`,
      contentHtml: [
        p(`One of the joys of staying in ${city.name} is how much lies within a short ride.`),
        h2('Our favourites'),
        ul(guide.dayTrips.map(cap)),
        p('Set off early, check the last train back, and pack a picnic: most of these places are busiest at lunchtime.'),
      ].join(''),
      category: 'travel-guides',
      tags: [city.name, 'Day trips'],
    };
  },
  ({ city, guide }) => ({
    title: `${city.name} with children`,
    shortContent: `Playgrounds, museums and treats: ${city.name} for families.`,
    summary: `Travelling with kids? ${cap(guide.kids[0] as string)} is only the beginning.`,
    contentHtml: [
      p(`${city.name} is friendlier to families than its crowds suggest. Plan one big outing a day and leave room for ice cream.`),
      h2('What our guests\u2019 children loved'),
      ul(guide.kids.map(cap)),
      h2('Practical notes'),
      p('Ask us for a cot, a high chair or a stair gate when you book; they are free in every home that lists them.'),
    ].join(''),
    category: 'family-travel',
    tags: [city.name, 'Family'],
  }),
  ({ city, guide }) => ({
    title: `When to visit ${city.name}`,
    shortContent: `Weather, prices and crowds in ${city.name}, month by month.`,
    summary: guide.bestTime,
    contentHtml: [
      p(`Every season has something to offer in ${city.name}, but prices and crowds vary a lot.`),
      h2('Our short answer'),
      p(guide.bestTime),
      h2('Good to know'),
      ul(['Book early for school holidays and public holidays', 'Minimum stays are longer in high season', 'Midweek arrivals are often cheaper']),
    ].join(''),
    category: 'seasonal-tips',
    tags: [city.name, 'Seasons'],
  }),
  ({ city, guide, rng }) => {
    const title = rng.pick([`The best viewpoints in ${city.name}`, `${city.name} from above: our favourite views`]);
    return {
      title,
      shortContent: `Where to watch the sunset in ${city.name}.`,
      summary: `Bring a camera: ${guide.viewpoints[0]} and two more views worth the climb.`,
      contentHtml: [
        p(`Some cities are best seen from street level. ${city.name} is best seen from above.`),
        h2('Three views worth the climb'),
        ul(guide.viewpoints.map(cap)),
        p('Golden hour is about an hour before sunset; arrive a little earlier to find a spot.'),
      ].join(''),
      category: 'travel-guides',
      tags: [city.name, 'Viewpoints', 'Photography'],
    };
  },
  ({ city, guide }) => ({
    title: `Working remotely from ${city.name}`,
    shortContent: `Desks, Wi-Fi and a change of scenery in ${city.name}.`,
    summary: `Thinking of a working holiday? ${guide.workSpots}`,
    contentHtml: [
      p(`More of our guests bring their laptops. ${city.name} makes it easy to work in the morning and explore in the afternoon.`),
      h2('Where to work'),
      p(guide.workSpots),
      h2('What to look for in a home'),
      ul(['A proper desk and chair', 'Fibre internet (ask us for a speed test)', 'A quiet bedroom for calls', 'Weekly cleaning for longer stays']),
    ].join(''),
    category: 'travel-guides',
    tags: [city.name, 'Remote work'],
  }),
];

export const hostTopics: readonly Topic[] = [
  ({ hostName }) => ({
    title: `Why booking direct with ${hostName} pays off`,
    shortContent: 'Better prices, flexible dates and a real person to talk to.',
    summary: `When you book directly with ${hostName}, there is no platform fee, and you talk to the people who look after your home.`,
    contentHtml: [
      p('Booking platforms are convenient, but their fees end up in the price you pay. Booking direct cuts out the middleman.'),
      h2('What you get'),
      ul(['No booking fees', 'Our best price, guaranteed', 'Early check-in and late check-out when we can', 'Local tips from people who live here']),
      p(`Questions before you book? Write to us and a member of the ${escapeHtml(hostName)} team will answer, usually within the hour.`),
    ].join(''),
    category: 'news',
    tags: ['Booking', 'Tips'],
  }),
  ({ hostName }) => ({
    title: 'How our online check-in works',
    shortContent: 'Five minutes on your phone, and the keys are ready when you arrive.',
    summary: `${hostName} checks you in online: share your details, sign the agreement and arrive stress-free.`,
    contentHtml: [
      p('Nobody wants to fill in forms after a long journey. That is why we moved check-in online.'),
      h2('The steps'),
      ul(['Confirm your arrival time', 'Add the guests travelling with you', 'Read and sign the rental agreement', 'Pay the balance and, where needed, the security deposit']),
      p('The security deposit is a hold on your card, not a charge; it is released automatically after check-out.'),
    ].join(''),
    category: 'news',
    tags: ['Check-in', 'Tips'],
  }),
  ({ city }) => {
    const trip = city.scene === 'alpine' ? 'mountain' : city.scene === 'coast' ? 'beach' : 'city';
    return {
      title: `What to pack for a ${trip} holiday`,
      shortContent: `Our checklist for a ${trip} break, from adapters to sunscreen.`,
      summary: `Pack light and pack right: what our guests most often forget on a ${trip} holiday.`,
      contentHtml: [
        p('After years of welcoming guests, we know what gets left behind, and what people wish they had brought.'),
        h2('The checklist'),
        ul(
          trip === 'mountain'
            ? ['Layers, not one thick jacket', 'Sunglasses and sunscreen, even in winter', 'Blister plasters', 'A refillable water bottle']
            : trip === 'beach'
              ? ['Reef-safe sunscreen', 'Water shoes for rocky coves', 'A light jumper for the evenings', 'A dry bag for boat trips']
              : ['Comfortable walking shoes', 'A scarf for church visits', 'A reusable shopping bag', 'A European plug adapter'],
        ),
        p('Everything else (towels, hairdryer, basic kitchen supplies) is waiting for you in the home.'),
      ].join(''),
      category: 'seasonal-tips',
      tags: ['Packing', cap(trip)],
    };
  },
];
