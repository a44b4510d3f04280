import {
  contentLanguageValues,
  propertyCurrencyValues,
  propertyTypeValues,
  type ContentLanguage,
  type CreatePropertyRequest,
  type HostProperty,
  type HostPropertyListQuery,
  type HostPropertyPage,
  type HostPropertyReferences,
  type UpdatePropertyRequest,
  type UpdatePropertySeoRequest,
  type UpdatePropertyTextsRequest,
} from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { propertyRouteOf, slugOf, utcDateOf } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { HostPropertiesRepository, PropertyBasics } from './host-properties.repository.ts';
import type { HostPropertyReadsRepository } from './host-property-reads.repository.ts';
import { invalidField, refusalError } from './host-property-refusals.ts';
import { propertyView } from './host-property-views.ts';
import type { WriteOutcome } from './property-writes.ts';

export type HostPropertiesService = ReturnType<typeof createHostPropertiesService>;

// Who acts, for which organization; every method names both.
export type HostContext = { organizationId: number; actor: AuditActor };

const maxGeneratedSlugTries = 50;

export function createHostPropertiesService(options: { repository: HostPropertiesRepository; reads: HostPropertyReadsRepository; now: () => Date }) {
  const { repository, reads } = options;
  const today = () => utcDateOf(options.now());

  async function read(organizationId: number, propertyId: number): Promise<HostProperty> {
    const model = await reads.find(organizationId, propertyId, today());
    if (!model) throw new AppError('not_found', 'No such property.');
    return propertyView(model);
  }

  // The write happened (answer the property as it is now), or its refusal.
  async function answer(context: HostContext, propertyId: number, outcome: WriteOutcome): Promise<HostProperty> {
    if (!outcome.ok) throw refusalError(outcome, 'property');
    return read(context.organizationId, propertyId);
  }

  // The city the address names, its area, and the organization's brands among those asked for.
  async function checkedPlace(organizationId: number, input: Pick<PropertyBasics, 'cityId' | 'areaId'> & { brandIds?: number[] | undefined }) {
    const city = await repository.city(input.cityId);
    if (!city) throw invalidField('cityId', 'not_found', 'There is no such city.');
    if (input.areaId !== null && !(await repository.areaIsIn(input.areaId, city.id))) {
      throw invalidField('areaId', 'not_in_city', 'This area is not in the chosen city.');
    }
    const own = await repository.brandIds(organizationId);
    const brandIds = input.brandIds ? [...new Set(input.brandIds)] : own.slice(0, 1);
    if (brandIds.length === 0) throw invalidField('brandIds', 'required', 'Choose at least one brand.');
    if (brandIds.some((id) => !own.includes(id))) throw invalidField('brandIds', 'not_found', 'Only your organization’s brands can show the property.');
    return { city, brandIds };
  }

  // A slug from the name, made unique with a number when taken (-2, -3, …).
  async function freeSlug(organizationId: number, base: string, citySlug: string): Promise<string> {
    const stem = base || 'property';
    for (let n = 1; n <= maxGeneratedSlugTries; n++) {
      const slug = n === 1 ? stem : `${stem.slice(0, 75)}-${n}`;
      if (await repository.slugIsFree(organizationId, slug, propertyRouteOf(citySlug, slug))) return slug;
    }
    throw invalidField('slug', 'taken', 'Choose a slug for the property’s address.');
  }

  return {
    async list(organizationId: number, query: HostPropertyListQuery): Promise<HostPropertyPage> {
      const page = query.page ?? 1;
      const { total, rows } = await reads.page(organizationId, {
        published: query.published,
        featured: query.featured,
        q: query.q || undefined,
        sort: query.sort,
        limit: query.limit,
        offset: (page - 1) * query.limit,
      });
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          city: { id: row.city_id, name: row.city_name },
          units: { total: row.units_total, active: row.units_active },
          isPublished: row.is_active,
          isFeatured: row.is_featured,
          updatedAt: new Date(row.updated_at).toISOString(),
          version: row.version,
        })),
        meta: { page, limit: query.limit, total },
      };
    },

    async references(organizationId: number): Promise<HostPropertyReferences> {
      const refs = await reads.references(organizationId);
      return {
        cities: refs.cities.map((city) => ({
          id: city.id,
          name: city.name,
          country: { code: city.countryCode, name: city.countryName },
          latitude: city.latitude,
          longitude: city.longitude,
          areas: refs.areas.filter((area) => area.cityId === city.id).map((area) => ({ id: area.id, name: area.name })),
        })),
        amenities: refs.amenities,
        brands: refs.brands,
        propertyTypes: [...propertyTypeValues],
        currencies: [...propertyCurrencyValues],
        languages: [...contentLanguageValues],
      };
    },

    get: read,

    async create(context: HostContext, input: CreatePropertyRequest): Promise<HostProperty> {
      const { city, brandIds } = await checkedPlace(context.organizationId, input);
      let slug: string;
      if (input.slug) {
        if (!(await repository.slugIsFree(context.organizationId, input.slug, propertyRouteOf(city.slug, input.slug)))) throw refusalError({ reason: 'slug_taken' }, 'property');
        slug = input.slug;
      } else {
        slug = await freeSlug(context.organizationId, slugOf(input.name), city.slug);
      }
      const { slug: _slug, brandIds: _brands, ...fields } = input;
      const created = await repository.create(
        context.organizationId,
        { ...fields, brandIds, slug, completeRoute: propertyRouteOf(city.slug, slug), seo: { title: input.name, metaDescription: null, twitterDescription: null, facebookDescription: null } },
        context.actor,
      );
      if (!created.ok) throw refusalError(created, 'property');
      return read(context.organizationId, created.value);
    },

    async update(context: HostContext, propertyId: number, input: UpdatePropertyRequest): Promise<HostProperty> {
      const current = await read(context.organizationId, propertyId);
      const { city, brandIds } = await checkedPlace(context.organizationId, { ...input, brandIds: input.brandIds ?? current.brandIds });
      // Moving to another city moves the address on the site (/stays/<city>/<slug>) with it.
      const completeRoute = city.id !== current.city.id && current.seo ? propertyRouteOf(city.slug, current.seo.slug) : null;
      if (completeRoute && !(await repository.slugIsFree(context.organizationId, current.seo!.slug, completeRoute, propertyId))) {
        throw refusalError({ reason: 'route_taken' }, 'property');
      }
      const { version, brandIds: _brands, ...basics } = input;
      const outcome = await repository.updateBasics({ ...context, propertyId, version }, { ...basics, brandIds, completeRoute });
      return answer(context, propertyId, outcome);
    },

    async updateTexts(context: HostContext, propertyId: number, language: ContentLanguage, input: UpdatePropertyTextsRequest): Promise<HostProperty> {
      // English is what every other language falls back to: a property always has an English name.
      if (language === 'en' && !input.name) throw invalidField('name', 'required', 'The English name is required.');
      const { version, ...texts } = input;
      return answer(context, propertyId, await repository.updateTexts({ ...context, propertyId, version }, language, texts));
    },

    async setAmenities(context: HostContext, propertyId: number, input: { version: number; amenityIds: number[] }): Promise<HostProperty> {
      const ids = [...new Set(input.amenityIds)].sort((a, b) => a - b);
      const known = await repository.knownAmenityIds(ids);
      if (known.length !== ids.length) throw invalidField('amenityIds', 'not_found', 'Some of these amenities don’t exist.');
      return answer(context, propertyId, await repository.setAmenities({ ...context, propertyId, version: input.version }, ids));
    },

    async updateDetails(context: HostContext, propertyId: number, input: { version: number; checkInTime: string; checkOutTime: string; isDirect: boolean }): Promise<HostProperty> {
      const { version, ...details } = input;
      return answer(context, propertyId, await repository.updateDetails({ ...context, propertyId, version }, details));
    },

    async setPublication(context: HostContext, propertyId: number, input: { version: number; published: boolean }): Promise<HostProperty> {
      return answer(context, propertyId, await repository.setPublication({ ...context, propertyId, version: input.version }, input.published, today()));
    },

    async setFeatured(context: HostContext, propertyId: number, input: { version: number; featured: boolean }): Promise<HostProperty> {
      return answer(context, propertyId, await repository.setFeatured({ ...context, propertyId, version: input.version }, input.featured));
    },

    async updateSeo(context: HostContext, propertyId: number, input: UpdatePropertySeoRequest): Promise<HostProperty> {
      const current = await read(context.organizationId, propertyId);
      const citySlug = (await repository.city(current.city.id))!.slug;
      const completeRoute = propertyRouteOf(citySlug, input.slug);
      if (!(await repository.slugIsFree(context.organizationId, input.slug, completeRoute, propertyId))) throw refusalError({ reason: 'slug_taken' }, 'property');
      const { version, ...seo } = input;
      return answer(context, propertyId, await repository.updateSeo({ ...context, propertyId, version }, { ...seo, completeRoute }));
    },

    async delete(context: HostContext, propertyId: number): Promise<void> {
      const outcome = await repository.delete(context.organizationId, propertyId, context.actor, today());
      if (!outcome.ok) throw refusalError(outcome, 'property');
    },
  };
}
