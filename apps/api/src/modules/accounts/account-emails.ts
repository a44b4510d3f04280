import { catalogFor, fillTemplate, renderEmailBlocks, type EmailBlock } from '../email/email-ports.ts';
import type { HostEmailKind } from './host-auth.ts';

const platform = 'Direct';

const paths: Record<HostEmailKind, string> = { verify: '/verify-email', magic_link: '/magic-link', reset: '/reset-password' };

// The account emails (confirm your email, sign-in link, password reset) in the host's language,
// each with a link to the console page that takes the token.
export function accountEmail(kind: HostEmailKind, input: { language: string; name: string; consoleOrigin: string; token: string }) {
  const { catalog, language } = catalogFor(input.language);
  const texts = catalog.hostEmails;
  const values = { platform, name: input.name };
  const link = `${input.consoleOrigin}${paths[kind]}?token=${encodeURIComponent(input.token)}&lng=${language}`;
  const part = kind === 'verify' ? texts.verify : kind === 'magic_link' ? texts.magicLink : texts.reset;
  const expires = kind === 'verify' ? texts.verify.expires : null;
  const blocks: EmailBlock[] = [
    ...(input.name ? [{ text: fillTemplate(texts.greeting, values) }] : []),
    { text: fillTemplate(part.intro, values) },
    { link, label: part.button },
    ...(expires ? [{ text: expires }] : []),
    { text: texts.ignore },
    { text: fillTemplate(texts.signOff, values) },
  ];
  return { subject: fillTemplate(part.subject, values), ...renderEmailBlocks(blocks) };
}
