import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import * as schema from '../../schema/index.ts';
import type { World } from '../world/types.ts';
import { insertDailyRates } from './daily-rates.ts';
import type { SeedImageRow } from './image-files.ts';
import { ownPooledImages } from './pooled-images.ts';
import { withDeferredConstraints } from './deferred-constraints.ts';
import { insertRows } from './insert-rows.ts';
import { resetIdentitySequences } from './reset-sequences.ts';

// Above this many rate series (~1.1 million daily rows) the load skips per-row FK and index work.
const bulkLoadThreshold = 2_000;

// Inserts the world in foreign-key order, then the daily rates, then fixes the sequences.
export async function writeWorld(db: Database, planned: World, plannedImages: SeedImageRow[]): Promise<void> {
  const owned = ownPooledImages(planned, plannedImages);
  const world: World = { ...planned, propertyImages: owned.propertyImages, blogPosts: owned.blogPosts };
  const images = owned.images;
  await insertRows(db, schema.countries, world.countries);
  // Hosts own their logo images and point at them: write the hosts without logos, then the
  // images (which reference their host), then the logos. Logos and the platform's pictures are
  // global_images (decision 0048), a host's other pictures images.
  await insertRows(db, schema.organizations, world.organizations.map((row) => ({ ...row, logoImageId: null })));
  await insertRows(db, schema.brands, world.brands.map((row) => ({ ...row, logoImageId: null })));
  const logos = new Set([...world.organizations, ...world.brands].map((row) => row.logoImageId));
  const isGlobal = (image: SeedImageRow) => image.organizationId === null || logos.has(image.id);
  await insertRows(db, schema.globalImages, images.filter(isGlobal));
  await insertRows(
    db,
    schema.images,
    images.flatMap((image) => (isGlobal(image) || image.organizationId === null ? [] : [{ ...image, organizationId: image.organizationId }])),
  );
  await setLogos(db, 'organizations', world.organizations);
  await setLogos(db, 'brands', world.brands);
  await insertRows(db, schema.cities, world.cities);
  await insertRows(db, schema.areas, world.areas);
  await insertRows(db, schema.brandDomains, world.brandDomains);
  await insertRows(db, schema.amenities, world.amenities);
  await insertRows(db, schema.properties, world.properties);
  await insertRows(db, schema.propertyTexts, world.propertyTexts);
  await insertRows(db, schema.propertyBrands, world.propertyBrands);
  await insertRows(db, schema.propertyImages, world.propertyImages);
  await insertRows(db, schema.propertyAmenities, world.propertyAmenities);
  await insertRows(db, schema.unitTypes, world.unitTypes);
  await insertRows(db, schema.units, world.units);
  await insertRows(db, schema.cancellationPolicies, world.cancellationPolicies);
  await insertRows(db, schema.ratePlans, world.ratePlans);
  await insertRows(db, schema.fees, world.fees);
  await insertRows(db, schema.taxes, world.taxes);
  await insertRows(db, schema.addOns, world.addOns);
  await insertRows(db, schema.promotions, world.promotions);
  await insertRows(db, schema.vouchers, world.vouchers);
  await insertRows(db, schema.voucherProperties, world.voucherProperties);
  await insertRows(db, schema.blogCategories, world.blogCategories);
  await insertRows(db, schema.blogTags, world.blogTags);
  await insertRows(db, schema.blogPosts, world.blogPosts);
  await insertRows(db, schema.blogPostCategories, world.blogPostCategories);
  await insertRows(db, schema.blogPostTags, world.blogPostTags);
  await insertRows(db, schema.reviews, world.reviews);
  await insertRows(db, schema.seoRoutes, world.seoRoutes);
  await insertRows(db, schema.agreementTemplates, world.agreementTemplates);
  await insertRows(db, schema.agreementVersions, world.agreementVersions);
  await insertRows(db, schema.checkinSettings, world.checkinSettings);
  await insertRows(db, schema.oauthClients, world.oauthClients);
  await insertRows(db, schema.bookings, world.bookings);
  await insertRows(db, schema.bookingRequests, world.bookingRequests);
  await insertRows(db, schema.guests, world.guests);
  await insertRows(db, schema.unitAllocations, world.unitAllocations);
  await insertRows(db, schema.instalments, world.instalments);
  await insertRows(db, schema.payments, world.payments);
  await insertRows(db, schema.bookingCheckinSteps, world.bookingCheckinSteps);

  const loadRates = () => insertDailyRates(db, world.rateSeries, world.startDate, world.endDate);
  if (world.rateSeries.length > bulkLoadThreshold) {
    await withDeferredConstraints(db, 'daily_rates', loadRates);
  } else {
    await loadRates();
  }
  await resetIdentitySequences(db);
  // Fresh statistics, so the first searches over millions of rates get good plans.
  if (world.rateSeries.length > bulkLoadThreshold) await db.execute(sql`analyze`);
}

async function setLogos(
  db: Database,
  table: 'organizations' | 'brands',
  rows: readonly { id?: number | undefined; logoImageId?: number | null | undefined }[],
): Promise<void> {
  const logos = rows.flatMap((row) => (row.id !== undefined && row.logoImageId != null ? [{ id: row.id, logo: row.logoImageId }] : []));
  if (logos.length === 0) return;
  await db.execute(
    sql`update ${sql.identifier(table)} t set logo_image_id = v.logo
        from json_to_recordset(${JSON.stringify(logos)}::json) as v(id int, logo int) where t.id = v.id`,
  );
}
