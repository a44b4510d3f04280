import type { HostDestination, HostDestinationList, UpdateDestinationRequest } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { AppError } from '../../http/app-error.ts';
import { staleWrite } from '../../http/stale-write.ts';
import { imageUrl } from '../catalog/catalog-ports.ts';
import type { DestinationRow, DestinationsRepository } from './destinations.repository.ts';

export type DestinationsService = ReturnType<typeof createDestinationsService>;

const noBrand = () => new AppError('not_found', 'There is no such brand in this organization.');
const noDestination = () => new AppError('not_found', 'This brand has no property in that destination.');

function view(row: DestinationRow): HostDestination {
  const texts = row.descriptions ?? {};
  return {
    cityId: row.city_id,
    name: row.name,
    countryName: row.country_name,
    platformDescription: row.platform_description,
    descriptions: { en: texts.en ?? '', de: texts.de ?? '', pt: texts.pt ?? '' },
    image: row.image_id !== null && row.image_storage_key ? { id: row.image_id, url: imageUrl(row.image_id, row.image_storage_key) } : null,
    version: Number(row.version),
  };
}

export function createDestinationsService(options: { repository: DestinationsRepository }) {
  const { repository } = options;
  return {
    async list(organizationId: number, brandId: number): Promise<HostDestinationList> {
      if (!(await repository.brandExists(organizationId, brandId))) throw noBrand();
      return { brandId, data: (await repository.list(organizationId, brandId)).map(view) };
    },

    async update(organizationId: number, brandId: number, cityId: number, input: UpdateDestinationRequest, actor: AuditActor, requestId?: string): Promise<HostDestination> {
      if (!(await repository.brandExists(organizationId, brandId))) throw noBrand();
      const current = await repository.find(organizationId, brandId, cityId);
      if (!current) throw noDestination();
      const imageId = input.imageId === undefined ? current.image_id : input.imageId;
      if (imageId !== null && imageId !== current.image_id && !(await repository.imageUsable(organizationId, imageId))) {
        const message = 'is not a picture of this organization';
        throw new AppError('validation_failed', message, { fields: [{ field: 'imageId', reason: 'unknown_image', message }] });
      }
      // Only the languages written: an empty one falls back on the site.
      const descriptions = Object.fromEntries(Object.entries(input.descriptions).filter(([, text]) => text !== ''));
      const result = await repository.update(organizationId, brandId, cityId, input.version, { descriptions, imageId }, { actor, requestId });
      if (!result.ok) throw result.reason === 'stale' ? staleWrite('destination') : noDestination();
      return view(result.row);
    },
  };
}
