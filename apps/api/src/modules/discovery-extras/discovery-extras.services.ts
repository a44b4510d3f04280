import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import { createAutocompleteRepository } from './autocomplete.repository.ts';
import { createAutocompleteService } from './autocomplete.service.ts';
import { createBrandScopeRepository } from './brand-scope.repository.ts';
import { createContactRepository } from './contact.repository.ts';
import { createContactService } from './contact.service.ts';
import { createNewsletterRepository } from './newsletter.repository.ts';
import { createNewsletterService } from './newsletter.service.ts';

export type DiscoveryExtrasServices = ReturnType<typeof createDiscoveryExtrasServices>;

// Autocomplete, the contact form and newsletter sign-up of the guest website.
export function createDiscoveryExtrasServices(options: { db: Database; config: Config }) {
  const { db, config } = options;
  const brands = createBrandScopeRepository(db);
  return {
    autocomplete: createAutocompleteService({ repository: createAutocompleteRepository(db), brands }),
    contact: createContactService({ repository: createContactRepository(db), brands, config }),
    newsletter: createNewsletterService({ repository: createNewsletterRepository(db), brands }),
  };
}
