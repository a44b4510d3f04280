import type { OrganizationsRepository } from './organizations.repository.ts';

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;

export function createOrganizationsService(options: { repository: OrganizationsRepository }) {
  return {
    async platformIsEmpty(): Promise<boolean> {
      return !(await options.repository.anyExists());
    },
  };
}
