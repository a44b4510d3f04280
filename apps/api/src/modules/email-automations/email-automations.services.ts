import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import { createAutomationRunner } from './automation-runner.service.ts';
import { createAutomationRunsRepository } from './automation-runs.repository.ts';
import { createAutomationSettingsRepository } from './automation-settings.repository.ts';
import { createAutomationSettingsService } from './automation-settings.service.ts';
import type { AutomationBookings } from './email-automations-ports.ts';
import { createEmailTemplatesRepository } from './email-templates.repository.ts';
import { createEmailTemplatesService } from './email-templates.service.ts';

export type EmailAutomationsServices = ReturnType<typeof createEmailAutomationsServices>;

// The host's email templates, the automations' settings and access details, and the runner the
// background job (and, with DEV_SURFACES, the test clock) calls.
export function createEmailAutomationsServices(options: { db: Database; config: Config; bookings: AutomationBookings; now: () => Date }) {
  const { db, config, bookings, now } = options;
  const templatesRepository = createEmailTemplatesRepository(db);
  const settingsRepository = createAutomationSettingsRepository(db);
  return {
    templates: createEmailTemplatesService({ repository: templatesRepository, now }),
    settings: createAutomationSettingsService({ repository: settingsRepository }),
    runner: createAutomationRunner({ runs: createAutomationRunsRepository(db), templates: templatesRepository, settings: settingsRepository, bookings, fromAddress: config.mail.from }),
  };
}
