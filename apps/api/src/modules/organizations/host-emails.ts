import type { HostRole } from '@direct/domain/host-access';
import { catalogFor, fillTemplate, renderEmailBlocks } from '../email/email-ports.ts';

const platform = 'Direct';

// The invitation to join an organization, in the language the inviter chose for it.
export function invitationEmail(input: { language: string; inviter: string; organization: string; role: HostRole; link: string }) {
  const { catalog } = catalogFor(input.language);
  const texts = catalog.hostEmails;
  const values = { inviter: input.inviter, organization: input.organization, platform, role: texts.roles[input.role] };
  return {
    subject: fillTemplate(texts.invitation.subject, values),
    ...renderEmailBlocks([
      { text: fillTemplate(texts.invitation.intro, values) },
      { link: input.link, label: texts.invitation.button },
      { text: texts.invitation.expires },
      { text: texts.ignore },
      { text: fillTemplate(texts.signOff, values) },
    ]),
  };
}
