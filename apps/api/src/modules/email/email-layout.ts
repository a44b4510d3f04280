import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

// The one branded layout of every guest email (decision 0013): react-email's components give
// table-based markup with inline styles that common clients (Outlook, Gmail, Apple Mail) show
// alike. Rendered synchronously with React's static renderer so callers keep writing the email in
// the same transaction as the change. React escapes every text and attribute: guest input (names,
// messages) can't inject markup. The plain-text body is the blocks as they always were.

export type EmailBlock = { text: string } | { link: string; label: string } | { rows: readonly (readonly [string, string])[] };
export type RenderedEmail = { textBody: string; htmlBody: string };

export type EmailBrand = {
  name: string;
  // Shown as the header when there is no logo image (the brand theme's logoText).
  logoText?: string | null | undefined;
  // Absolute URL of the brand's logo image (relative URLs can't load in a mail client).
  logoUrl?: string | null | undefined;
  primaryColor?: string | null | undefined;
  accentColor?: string | null | undefined;
  backgroundColor?: string | null | undefined;
  textColor?: string | null | undefined;
  contactEmail?: string | null | undefined;
  contactPhone?: string | null | undefined;
  siteOrigin?: string | null | undefined;
};

// Used when an email has no brand (platform mail to hosts) or a brand colour isn't a plain colour.
const platformColours = { primary: '#1f4b99', accent: '#e0a526', background: '#f4f5f7', text: '#1d2330' } as const;

// A theme colour goes into a style attribute: only plain hex colours, so no CSS can ride along.
const safeColour = (value: string | null | undefined, fallback: string) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);
const safeUrl = (value: string | null | undefined) => (value && /^https?:\/\//i.test(value) ? value : null);

export function emailPlainText(blocks: readonly EmailBlock[]): string {
  return blocks
    .map((block) => ('text' in block ? block.text : 'link' in block ? `${block.label}: ${block.link}` : block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')))
    .join('\n\n');
}

function paragraph(text: string, key: number, colour: string): ReactNode {
  const lines = text.split('\n');
  const children = lines.flatMap((line, i) => (i === 0 ? [line] : [h('br', { key: `br${i}` }), line]));
  return h(Text, { key, style: { fontSize: '16px', lineHeight: '24px', color: colour, margin: '0 0 16px' } }, ...children);
}

function blockNode(block: EmailBlock, key: number, colours: { primary: string; text: string }): ReactNode {
  if ('text' in block) return paragraph(block.text, key, colours.text);
  if ('link' in block) {
    return h(
      Section,
      { key, style: { margin: '8px 0 24px' } },
      h(Button, { href: block.link, style: { backgroundColor: colours.primary, color: '#ffffff', borderRadius: '6px', padding: '12px 20px', fontSize: '16px', fontWeight: 600, textDecoration: 'none' } }, block.label),
    );
  }
  const rows = block.rows.map(([label, value], i) =>
    h('tr', { key: i }, h('td', { style: { padding: '4px 0', color: colours.text } }, label), h('td', { style: { padding: '4px 0', textAlign: 'right', color: colours.text } }, value)),
  );
  return h('table', { key, cellPadding: 4, width: '100%', role: 'presentation', style: { borderCollapse: 'collapse', margin: '0 0 16px', fontSize: '15px' } }, h('tbody', null, ...rows));
}

function header(brand: EmailBrand | null, colours: { primary: string }): ReactNode {
  if (!brand) return null;
  const logoUrl = safeUrl(brand.logoUrl);
  const site = safeUrl(brand.siteOrigin);
  const logo = logoUrl
    ? h(Img, { src: logoUrl, alt: brand.name, height: 40, style: { height: '40px', width: 'auto' } })
    : h(Text, { style: { fontSize: '22px', fontWeight: 700, color: colours.primary, margin: 0 } }, brand.logoText || brand.name);
  return h(Section, { style: { padding: '24px 32px', borderBottom: `4px solid ${colours.primary}` } }, site ? h(Link, { href: site }, logo) : logo);
}

function footer(brand: EmailBrand | null, colours: { text: string; accent: string }): ReactNode {
  if (!brand) return null;
  const contact = [brand.contactEmail, brand.contactPhone].filter((part): part is string => Boolean(part));
  return h(
    Section,
    { style: { padding: '0 32px 24px' } },
    h(Hr, { style: { borderColor: colours.accent, margin: '8px 0 16px' } }),
    h(Text, { style: { fontSize: '13px', lineHeight: '20px', color: colours.text, margin: 0, fontWeight: 600 } }, brand.name),
    contact.length > 0
      ? h(
          Text,
          { style: { fontSize: '13px', lineHeight: '20px', color: colours.text, margin: 0 } },
          ...contact.flatMap((part, i) => {
            const node = part.includes('@') ? h(Link, { key: part, href: `mailto:${part}`, style: { color: colours.text } }, part) : part;
            return i === 0 ? [node] : [' · ', node];
          }),
        )
      : null,
  );
}

/** The branded HTML and the plain text of an email made of blocks (paragraphs, button links, label/value rows). */
export function renderBrandedEmail(blocks: readonly EmailBlock[], options: { brand?: EmailBrand | null | undefined; language?: string; preview?: string } = {}): RenderedEmail {
  const brand = options.brand ?? null;
  const colours = {
    primary: safeColour(brand?.primaryColor, platformColours.primary),
    accent: safeColour(brand?.accentColor, platformColours.accent),
    background: safeColour(brand?.backgroundColor, platformColours.background),
    text: safeColour(brand?.textColor, platformColours.text),
  };
  const preview = options.preview ?? '';
  const html = renderToStaticMarkup(
    h(
      Html,
      { lang: options.language ?? 'en' },
      h(Head, null, brand ? h('title', null, brand.name) : null),
      preview ? h(Preview, null, preview) : null,
      h(
        Body,
        { style: { backgroundColor: colours.background, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' } },
        h(
          Container,
          { style: { backgroundColor: '#ffffff', maxWidth: '600px', borderRadius: '8px', borderTop: `4px solid ${colours.accent}` } },
          header(brand, colours),
          h(Section, { style: { padding: '24px 32px 8px' } }, ...blocks.map((block, i) => blockNode(block, i, colours))),
          footer(brand, colours),
        ),
      ),
    ),
  );
  return { textBody: emailPlainText(blocks), htmlBody: `<!DOCTYPE html>${html}` };
}
