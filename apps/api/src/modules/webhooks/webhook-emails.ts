import { catalogFor, fillTemplate, renderEmailBlocks } from '../email/email-ports.ts';
import type { DisableNotice } from './webhook-deliveries.repository.ts';

const platform = 'Direct';

// To each owner when an endpoint is switched off after persistent failure, in their language.
export function webhookDisabledEmail(notice: DisableNotice, options: { consoleOrigin: string; organizationId: number; from: string }) {
  const { catalog } = catalogFor(notice.owner.language);
  const texts = catalog.hostEmails;
  const values = { organization: notice.organizationName, url: notice.url, failures: String(notice.failures), error: notice.lastError ?? '—', platform };
  return {
    fromAddress: options.from,
    subject: fillTemplate(texts.webhookDisabled.subject, values),
    ...renderEmailBlocks([
      { text: fillTemplate(texts.webhookDisabled.intro, values) },
      { text: fillTemplate(texts.webhookDisabled.lastError, values) },
      { link: `${options.consoleOrigin}/o/${options.organizationId}/webhooks`, label: texts.webhookDisabled.button },
      { text: texts.webhookDisabled.after },
      { text: fillTemplate(texts.signOff, values) },
    ]),
  };
}
