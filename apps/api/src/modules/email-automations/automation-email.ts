import { catalogs } from '@direct/i18n';
import { fillTemplateVariables, linkVariables, type EmailAutomationKind } from '@direct/domain';
import { renderBrandedEmail, type EmailBlock, type EmailBrand } from '../email/email-ports.ts';

// One automation email from its text (the host's or the catalog's default) and its values, in the
// brand's layout. The body is plain text: paragraphs split on empty lines; a link variable alone
// on its paragraph becomes the button; a paragraph that fills to nothing (no arrival
// instructions written) is left out.

type Catalog = (typeof catalogs)['en'];
export type AutomationText = { subject: string; body: string };

const catalogOf = (language: string): Catalog => (catalogs as Record<string, Catalog | undefined>)[language] ?? catalogs.en;

export function defaultAutomationText(kind: EmailAutomationKind, language: string): AutomationText {
  return { ...catalogOf(language).automationEmails[kind] };
}

// Stay dates are calendar dates: read them as UTC so no time zone moves them.
export function formatEmailDate(isoDate: string, language: string): string {
  const locale = language === 'pt' ? 'pt-PT' : language === 'en' ? 'en-GB' : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

const linkPattern = new RegExp(`^\\{\\{\\s*(${linkVariables.join('|')})\\s*\\}\\}$`);

export function composeAutomationEmail(input: {
  text: AutomationText;
  language: string;
  values: Readonly<Record<string, string>>;
  brand: EmailBrand | null;
}): { subject: string; textBody: string; htmlBody: string } {
  const buttons = catalogOf(input.language).automationEmails.buttons as Record<string, string>;
  const blocks: EmailBlock[] = [];
  for (const paragraph of input.text.body.split(/\n[ \t]*\n/)) {
    const trimmed = paragraph.trim();
    const link = linkPattern.exec(trimmed)?.[1];
    if (link) {
      const href = input.values[link];
      if (href) blocks.push({ link: href, label: buttons[link] ?? href });
      continue;
    }
    const filled = fillTemplateVariables(trimmed, input.values).trim();
    if (filled) blocks.push({ text: filled });
  }
  const subject = fillTemplateVariables(input.text.subject, input.values).replace(/\s+/g, ' ').trim();
  return { subject, ...renderBrandedEmail(blocks, { brand: input.brand, language: input.language }) };
}
