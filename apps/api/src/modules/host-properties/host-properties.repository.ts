import {
  amenities,
  areas,
  brands,
  cities,
  properties,
  propertyAmenities,
  propertyBrands,
  propertyTexts,
  queryRows,
  seoRoutes,
  sqlStateOf,
  writeAuditEntry,
  type AuditActor,
  type Database,
} from '@direct/db';
import type { ContentLanguage, PublishProblem } from '@direct/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bookableRatesSql } from './host-property-reads.repository.ts';
import { bookingCount, deleting, liveAllocations, refuse, writeProperty, type Executor, type WriteOutcome } from './property-writes.ts';

// The writes of a host's own property rows: basics, texts per language, amenities, times,
// publication, the SEO route, and deleting. Units and unit types are in host-units.repository.ts.

export type HostPropertiesRepository = ReturnType<typeof createHostPropertiesRepository>;

export type Target = { organizationId: number; propertyId: number; version: number; actor: AuditActor };

export type PropertyBasics = {
  propertyType: string;
  cityId: number;
  areaId: number | null;
  addressLine1: string;
  addressLine2: string | null;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  currency: string;
};

export type SeoTexts = { title: string | null; metaDescription: string | null; twitterDescription: string | null; facebookDescription: string | null };

export type NewProperty = PropertyBasics & { name: string; checkInTime: string; checkOutTime: string; brandIds: number[]; slug: string; completeRoute: string; seo: SeoTexts };

export type PropertyTexts = { name: string | null; summary: string | null; description: string | null; houseRules: string | null; checkinInstructions: string | null };

const uniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

// What publishing lacks: an active unit (of an active unit type) and rates a guest can book.
export async function publishProblemsOf(tx: Pick<Database, 'execute'>, propertyId: number, today: string): Promise<PublishProblem[]> {
  const [row] = await queryRows<{ units: boolean; rates: boolean }>(
    tx,
    sql`select exists (select 1 from units u join unit_types ut on ut.id = u.unit_type_id
                       where u.property_id = ${propertyId} and u.is_active and ut.is_active) as units,
               ${bookableRatesSql(propertyId, today)} as rates`,
  );
  return [...(row?.units ? [] : ['no_active_unit' as const]), ...(row?.rates ? [] : ['no_rates' as const])];
}

async function replaceBrands(tx: Executor, organizationId: number, propertyId: number, brandIds: readonly number[]) {
  await tx.delete(propertyBrands).where(and(eq(propertyBrands.organizationId, organizationId), eq(propertyBrands.propertyId, propertyId)));
  await tx.insert(propertyBrands).values(brandIds.map((brandId) => ({ organizationId, propertyId, brandId })));
}

export function createHostPropertiesRepository(db: Database) {
  return {
    async city(cityId: number): Promise<{ id: number; slug: string } | null> {
      const [row] = await db.select({ id: cities.id, slug: cities.slug }).from(cities).where(eq(cities.id, cityId)).limit(1);
      return row ?? null;
    },

    async areaIsIn(areaId: number, cityId: number): Promise<boolean> {
      const [row] = await db.select({ id: areas.id }).from(areas).where(and(eq(areas.id, areaId), eq(areas.cityId, cityId))).limit(1);
      return Boolean(row);
    },

    async brandIds(organizationId: number): Promise<number[]> {
      const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.organizationId, organizationId)).orderBy(asc(brands.id));
      return rows.map((row) => row.id);
    },

    async knownAmenityIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: amenities.id }).from(amenities).where(inArray(amenities.id, [...ids]));
      return rows.map((row) => row.id);
    },

    // Whether a slug (unique per host) and the address it makes (unique on the platform) are free.
    async slugIsFree(organizationId: number, slug: string, completeRoute: string, exceptPropertyId?: number): Promise<boolean> {
      const except = exceptPropertyId ?? 0;
      const [row] = await queryRows<{ taken: boolean }>(
        db,
        sql`select exists (select 1 from properties where organization_id = ${organizationId} and slug = ${slug} and id <> ${except})
            or exists (select 1 from seo_routes where complete_route = ${completeRoute}
                       and not (entity_type = 'property' and entity_id = ${except})) as taken`,
      );
      return !row?.taken;
    },

    // A draft: unpublished, on the given brands, with its route on the site.
    async create(organizationId: number, input: NewProperty, actor: AuditActor): Promise<WriteOutcome<number>> {
      try {
        return await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(properties)
            .values({
              organizationId,
              defaultBrandId: input.brandIds[0]!,
              name: input.name,
              slug: input.slug,
              propertyType: input.propertyType,
              cityId: input.cityId,
              areaId: input.areaId,
              addressLine1: input.addressLine1,
              addressLine2: input.addressLine2,
              postalCode: input.postalCode,
              latitude: input.latitude,
              longitude: input.longitude,
              currency: input.currency,
              checkInTime: input.checkInTime,
              checkOutTime: input.checkOutTime,
              isActive: false,
              isFeatured: false,
            })
            .returning({ id: properties.id });
          const propertyId = created!.id;
          await replaceBrands(tx, organizationId, propertyId, input.brandIds);
          await tx.insert(seoRoutes).values({ entityType: 'property', entityId: propertyId, completeRoute: input.completeRoute, urlEnding: input.slug, ...input.seo });
          await writeAuditEntry(tx, { organizationId, actor, action: 'property.created', entityType: 'property', entityId: propertyId, after: input });
          return { ok: true as const, value: propertyId };
        });
      } catch (error) {
        if (uniqueViolation(error)) return refuse({ reason: 'slug_taken' });
        throw error;
      }
    },

    // Basics and brands; a new city moves the property's address on the site with it.
    async updateBasics(target: Target, input: PropertyBasics & { brandIds: number[]; completeRoute: string | null }): Promise<WriteOutcome> {
      try {
        return await writeProperty(db, target, {
          action: 'property.updated',
          apply: async (tx, before) => {
            if (input.currency !== before.currency) {
              const [rates] = await queryRows<{ found: boolean }>(tx, sql`select exists (select 1 from daily_rates dr join unit_types ut on ut.id = dr.unit_type_id where ut.property_id = ${before.id}) as found`);
              // Prices are stored in the property's currency: changing it would reprice every night.
              if (rates?.found) return refuse({ reason: 'rates_exist' });
            }
            const { brandIds, completeRoute, ...basics } = input;
            const defaultBrandId = brandIds.includes(before.defaultBrandId) ? before.defaultBrandId : brandIds[0]!;
            await tx.update(properties).set({ ...basics, defaultBrandId }).where(eq(properties.id, before.id));
            const previousBrands = await tx.select({ id: propertyBrands.brandId }).from(propertyBrands).where(eq(propertyBrands.propertyId, before.id));
            await replaceBrands(tx, before.organizationId, before.id, brandIds);
            if (completeRoute) {
              await tx.update(seoRoutes).set({ completeRoute }).where(and(eq(seoRoutes.entityType, 'property'), eq(seoRoutes.entityId, before.id)));
            }
            const { propertyType, cityId, areaId, addressLine1, addressLine2, postalCode, latitude, longitude, currency } = before;
            return {
              before: { propertyType, cityId, areaId, addressLine1, addressLine2, postalCode, latitude, longitude, currency, brandIds: previousBrands.map((brand) => brand.id) },
              after: input,
            };
          },
        });
      } catch (error) {
        if (uniqueViolation(error)) return refuse({ reason: 'route_taken' });
        throw error;
      }
    },

    // English lives in the property's own columns; another language in its property_texts row.
    async updateTexts(target: Target, language: ContentLanguage, texts: PropertyTexts): Promise<WriteOutcome> {
      return writeProperty(db, target, {
        action: 'property.texts_updated',
        apply: async (tx, before) => {
          if (language === 'en') {
            const { name, summary, description, houseRules, checkinInstructions } = before;
            await tx
              .update(properties)
              .set({ ...texts, name: texts.name ?? before.name })
              .where(eq(properties.id, before.id));
            return { before: { language, name, summary, description, houseRules, checkinInstructions }, after: { language, ...texts } };
          }
          const [previous] = await tx
            .select()
            .from(propertyTexts)
            .where(and(eq(propertyTexts.propertyId, before.id), eq(propertyTexts.language, language)));
          await tx
            .insert(propertyTexts)
            .values({ organizationId: target.organizationId, propertyId: before.id, language, ...texts })
            .onConflictDoUpdate({ target: [propertyTexts.propertyId, propertyTexts.language, propertyTexts.organizationId], set: { ...texts, updatedAt: new Date() } });
          const { name, summary, description, houseRules, checkinInstructions } = previous ?? { name: null, summary: null, description: null, houseRules: null, checkinInstructions: null };
          return { before: { language, name, summary, description, houseRules, checkinInstructions }, after: { language, ...texts } };
        },
      });
    },

    async setAmenities(target: Target, amenityIds: readonly number[]): Promise<WriteOutcome> {
      return writeProperty(db, target, {
        action: 'property.amenities_updated',
        apply: async (tx, before) => {
          const previous = await tx.select({ id: propertyAmenities.amenityId }).from(propertyAmenities).where(eq(propertyAmenities.propertyId, before.id));
          await tx.delete(propertyAmenities).where(eq(propertyAmenities.propertyId, before.id));
          if (amenityIds.length > 0) await tx.insert(propertyAmenities).values(amenityIds.map((amenityId) => ({ organizationId: before.organizationId, propertyId: before.id, amenityId })));
          return { before: { amenityIds: previous.map((row) => row.id).sort((a, b) => a - b) }, after: { amenityIds } };
        },
      });
    },

    async updateDetails(target: Target, details: { checkInTime: string; checkOutTime: string; isDirect: boolean }): Promise<WriteOutcome> {
      return writeProperty(db, target, {
        action: 'property.details_updated',
        apply: async (tx, before) => {
          await tx.update(properties).set(details).where(eq(properties.id, before.id));
          return { before: { checkInTime: before.checkInTime.slice(0, 5), checkOutTime: before.checkOutTime.slice(0, 5), isDirect: before.isDirect }, after: details };
        },
      });
    },

    // Publishing checks what it needs inside the transaction, so a unit deactivated meanwhile counts.
    async setPublication(target: Target, published: boolean, today: string): Promise<WriteOutcome> {
      return writeProperty(db, target, {
        action: published ? 'property.published' : 'property.unpublished',
        apply: async (tx, before) => {
          if (published) {
            const problems = await publishProblemsOf(tx, before.id, today);
            if (problems.length > 0) return refuse({ reason: 'not_publishable', problems });
          }
          await tx.update(properties).set({ isActive: published }).where(eq(properties.id, before.id));
          return { before: { published: before.isActive }, after: { published } };
        },
      });
    },

    async setFeatured(target: Target, featured: boolean): Promise<WriteOutcome> {
      return writeProperty(db, target, {
        action: featured ? 'property.featured' : 'property.unfeatured',
        apply: async (tx, before) => {
          await tx.update(properties).set({ isFeatured: featured }).where(eq(properties.id, before.id));
          return { before: { featured: before.isFeatured }, after: { featured } };
        },
      });
    },

    async updateSeo(target: Target, input: SeoTexts & { slug: string; completeRoute: string }): Promise<WriteOutcome> {
      try {
        return await writeProperty(db, target, {
          action: 'property.seo_updated',
          apply: async (tx, before) => {
            const [previous] = await tx.select().from(seoRoutes).where(and(eq(seoRoutes.entityType, 'property'), eq(seoRoutes.entityId, before.id)));
            const { slug, completeRoute, ...texts } = input;
            await tx.update(properties).set({ slug }).where(eq(properties.id, before.id));
            const route = { completeRoute, urlEnding: slug, ...texts };
            if (previous) await tx.update(seoRoutes).set(route).where(eq(seoRoutes.id, previous.id));
            else await tx.insert(seoRoutes).values({ entityType: 'property', entityId: before.id, ...route });
            return {
              before: previous
                ? { slug: before.slug, completeRoute: previous.completeRoute, title: previous.title, metaDescription: previous.metaDescription, twitterDescription: previous.twitterDescription, facebookDescription: previous.facebookDescription }
                : { slug: before.slug },
              after: input,
            };
          },
        });
      } catch (error) {
        if (uniqueViolation(error)) return refuse({ reason: 'slug_taken' });
        throw error;
      }
    },

    // Only a property nobody has booked can go: bookings keep their property for the records.
    async delete(organizationId: number, propertyId: number, actor: AuditActor, today: string): Promise<WriteOutcome> {
      return deleting(() => db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(properties)
          .where(and(eq(properties.organizationId, organizationId), eq(properties.id, propertyId)))
          .for('update');
        if (!before) return refuse({ reason: 'not_found' });
        const stays = await liveAllocations(tx, organizationId, { propertyId }, today);
        if (stays.length > 0) return refuse({ reason: 'live_stays', stays });
        const count = await bookingCount(tx, organizationId, { propertyId });
        if (count > 0) return refuse({ reason: 'has_bookings', count });
        await tx.delete(seoRoutes).where(and(eq(seoRoutes.entityType, 'property'), eq(seoRoutes.entityId, propertyId)));
        await tx.delete(properties).where(eq(properties.id, propertyId));
        const { name, slug, cityId, addressLine1 } = before;
        await writeAuditEntry(tx, { organizationId, actor, action: 'property.deleted', entityType: 'property', entityId: propertyId, before: { name, slug, cityId, addressLine1 } });
        return { ok: true as const, value: null };
      }));
    },
  };
}
