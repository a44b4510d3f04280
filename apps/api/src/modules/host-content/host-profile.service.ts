import type { HostProfile, UpdateHostProfileRequest } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { AppError } from '../../http/app-error.ts';
import { staleWrite } from '../../http/stale-write.ts';
import { imageUrl } from '../catalog/catalog-ports.ts';
import type { HostProfileRepository, HostProfileRow } from './host-profile.repository.ts';

export type HostProfileService = ReturnType<typeof createHostProfileService>;

const notFound = () => new AppError('not_found', 'There is no such organization.');

function view(row: HostProfileRow): HostProfile {
  const translations = row.bio_translations ?? {};
  return {
    name: row.name,
    bio: { en: row.description ?? '', de: translations.de ?? '', pt: translations.pt ?? '' },
    languagesSpoken: row.languages_spoken ?? [],
    photo: row.logo_image_id !== null && row.logo_storage_key ? { id: row.logo_image_id, url: imageUrl(row.logo_image_id, row.logo_storage_key) } : null,
    listed: row.is_listed_host,
    version: Number(row.version),
  };
}

export function createHostProfileService(options: { repository: HostProfileRepository }) {
  const { repository } = options;
  return {
    async get(organizationId: number): Promise<HostProfile> {
      const row = await repository.find(organizationId);
      if (!row) throw notFound();
      return view(row);
    },

    async update(organizationId: number, input: UpdateHostProfileRequest, actor: AuditActor, requestId?: string): Promise<HostProfile> {
      const current = await repository.find(organizationId);
      if (!current) throw notFound();
      const photoId = input.photoImageId === undefined ? current.logo_image_id : input.photoImageId;
      if (photoId !== null && photoId !== current.logo_image_id && !(await repository.imageUsable(organizationId, photoId))) {
        const message = 'is not a picture of this organization';
        throw new AppError('validation_failed', message, { fields: [{ field: 'photoImageId', reason: 'unknown_image', message }] });
      }
      const bioTranslations: Record<string, string> = {};
      if (input.bio.de) bioTranslations.de = input.bio.de;
      if (input.bio.pt) bioTranslations.pt = input.bio.pt;
      const result = await repository.update(
        organizationId,
        input.version,
        {
          name: input.name,
          description: input.bio.en || null,
          logoImageId: photoId,
          isListedHost: input.listed,
          bioTranslations,
          languagesSpoken: [...new Set(input.languagesSpoken)],
        },
        { actor, requestId },
      );
      if (!result.ok) throw result.reason === 'stale' ? staleWrite('host profile') : notFound();
      return view(result.row);
    },
  };
}
