import { amenitySeeds } from '../catalog/amenities.ts';
import { addMonths, assertIsoDate } from '../calendar-dates.ts';
import { planBlog } from './blog.ts';
import { planBookings } from './bookings.ts';
import { planCheckin } from './checkin.ts';
import { planHostClients } from './host-clients.ts';
import { planAddOns, planVouchersAndPromotions } from './commerce.ts';
import { planGeography } from './geo.ts';
import { planHosts } from './hosts.ts';
import { planImagePool } from './image-plans.ts';
import { demoPropertyCount, generatedHostCountFor, planProperties } from './properties.ts';
import { planCancellationPolicies, planRates } from './rates.ts';
import { planReviews } from './reviews.ts';
import { planRoutes } from './routes.ts';
import { idSequence, type World } from './types.ts';

export type WorldOptions = { startDate: string; properties?: number | undefined };

export const rateMonths = 18;

// The whole demo world as rows with explicit ids: pure, so equal options give equal worlds.
export function buildWorld(options: WorldOptions): World {
  const startDate = assertIsoDate(options.startDate);
  const totalProperties = options.properties ?? demoPropertyCount;
  if (!Number.isInteger(totalProperties) || totalProperties < demoPropertyCount) {
    throw new RangeError(`properties must be an integer of at least ${demoPropertyCount} (the hand-made demo set)`);
  }
  const world: World = {
    startDate,
    endDate: addMonths(startDate, rateMonths),
    countries: [], cities: [], areas: [], organizations: [], brands: [], brandDomains: [], images: [],
    amenities: amenitySeeds.map((a) => ({ id: a.id, code: a.code, category: a.category })),
    properties: [], propertyTexts: [], propertyBrands: [], propertyImages: [], propertyAmenities: [], unitTypes: [], units: [],
    cancellationPolicies: [], ratePlans: [], rateSeries: [], fees: [], taxes: [], addOns: [], promotions: [],
    vouchers: [], voucherProperties: [], blogCategories: [], blogTags: [], blogPosts: [], blogPostCategories: [],
    blogPostTags: [], reviews: [], seoRoutes: [], agreementTemplates: [], agreementVersions: [], checkinSettings: [], oauthClients: [],
    bookings: [], bookingRequests: [], guests: [], unitAllocations: [], instalments: [], payments: [], bookingCheckinSteps: [],
  };
  const images = idSequence();
  const areaFor = planGeography(world, images);
  const hosts = planHosts(world, generatedHostCountFor(totalProperties), { images, brandDomains: idSequence() });
  const pool = totalProperties > demoPropertyCount ? planImagePool(images) : null;
  if (pool) for (const cityImages of pool.values()) world.images.push(...cityImages);

  const properties = planProperties(world, hosts, totalProperties, areaFor, { images, unitTypes: idSequence(), units: idSequence() }, pool);
  const policies = planCancellationPolicies(world, hosts, idSequence());
  planRates(world, properties, policies, { ratePlans: idSequence(), fees: idSequence(), taxes: idSequence() });
  planAddOns(world, properties, idSequence());
  planVouchersAndPromotions(world, hosts, properties, startDate, { vouchers: idSequence(), promotions: idSequence() });
  const posts = planBlog(world, hosts, startDate, { posts: idSequence(), categories: idSequence(), tags: idSequence(), images }, pool);
  planReviews(world, properties, startDate, idSequence());
  planRoutes(world, hosts, properties, posts, idSequence());
  planCheckin(world, hosts, properties, startDate, { templates: idSequence(), versions: idSequence() });
  planHostClients(world, hosts);
  const sequence = () => idSequence();
  planBookings(world, properties, startDate, {
    bookings: sequence(), guests: sequence(), allocations: sequence(), instalments: sequence(), payments: sequence(), steps: sequence(), requests: sequence(),
  });
  return world;
}
