import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import type { BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import { createAutocompleteRepository } from './autocomplete.repository.ts';
import { createAutocompleteService } from './autocomplete.service.ts';
import { createContactRepository } from './contact.repository.ts';
import { createContactService } from './contact.service.ts';
import { createNewsletterRepository } from './newsletter.repository.ts';
import { createNewsletterService } from './newsletter.service.ts';

export type DiscoveryExtrasServices = ReturnType<typeof createDiscoveryExtrasServices>;

// Autocomplete, the contact form and newsletter sign-up of the guest website. The brand lookup
// and scope are the catalogue's (catalog.brandScope), so they agree with the catalogue pages.
export function createDiscoveryExtrasServices(options: { db: Database; config: Config; brandScope: BrandScopeService }) {
  const { db, config, brandScope } = options;
  return {
    autocomplete: createAutocompleteService({ repository: createAutocompleteRepository(db), brandScope }),
    contact: createContactService({ repository: createContactRepository(db), brandScope, config }),
    newsletter: createNewsletterService({ repository: createNewsletterRepository(db), brandScope }),
  };
}
