import { catalogs } from '@direct/i18n';

// What other modules may use to write an email for the outbox: the host-account texts in a
// language, and a renderer from blocks (paragraphs and links) to plain text and simple HTML.

export type EmailBlock = { text: string } | { link: string; label: string };
export type RenderedEmail = { textBody: string; htmlBody: string };

type Catalog = (typeof catalogs)['en'];

export function catalogFor(language: string): { catalog: Catalog; language: string } {
  const found = (catalogs as Record<string, Catalog | undefined>)[language];
  return found ? { catalog: found, language } : { catalog: catalogs.en, language: 'en' };
}

export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => values[key] ?? match);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function renderEmailBlocks(blocks: readonly EmailBlock[]): RenderedEmail {
  const text = blocks.map((block) => ('text' in block ? block.text : `${block.label}: ${block.link}`)).join('\n\n');
  const html = blocks
    .map((block) =>
      'text' in block
        ? `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`,
    )
    .join('');
  return { textBody: text, htmlBody: `<!doctype html><html><body style="font-family:sans-serif">${html}</body></html>` };
}
