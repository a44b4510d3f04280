import { describe, expect, it } from 'vitest';
import { emailBrandOf, renderBrandedEmail, renderEmailBlocks } from './email-ports.ts';

const brand = emailBrandOf(
  {
    name: 'Lisbon Stays',
    theme: { primaryColor: '#0b5d5b', accentColor: '#f2a541', backgroundColor: '#fbf8f3', textColor: '#1c2321', logoText: 'LS' },
    logoImageId: 7,
    logoStorageKey: 'images/7/logo.png',
    contactEmail: 'hello@lisbon.example',
    contactPhone: '+351 21 000 0000',
  },
  'https://lisbon.example',
);

describe('the branded email layout', () => {
  it('carries the brand logo, colours, name and contact; the plain text stays the blocks', () => {
    const email = renderBrandedEmail([{ text: 'Hello Ana,\nwelcome.' }, { link: 'https://lisbon.example/checkin?a=1&b=2', label: 'Check in' }, { rows: [['Total', '€300.00']] }], { brand, language: 'pt' });
    expect(email.htmlBody.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(email.htmlBody).toContain('lang="pt"');
    expect(email.htmlBody).toContain('src="https://lisbon.example/apis/image/7/logo.png"');
    expect(email.htmlBody).toContain('background-color:#0b5d5b');
    expect(email.htmlBody).toContain('#f2a541');
    expect(email.htmlBody).toContain('href="mailto:hello@lisbon.example"');
    expect(email.htmlBody).toContain('+351 21 000 0000');
    expect(email.htmlBody).toContain('href="https://lisbon.example/checkin?a=1&amp;b=2"');
    expect(email.textBody).toBe('Hello Ana,\nwelcome.\n\nCheck in: https://lisbon.example/checkin?a=1&b=2\n\nTotal: €300.00');
  });

  it('escapes guest input and refuses colours or URLs that could carry code', () => {
    const email = renderBrandedEmail([{ text: '<script>alert(1)</script> & "Ana"' }, { link: 'javascript:alert(1)', label: '<b>x</b>' }], {
      brand: { ...brand, primaryColor: 'red;background:url(https://evil.example)', logoUrl: 'javascript:alert(1)', siteOrigin: null },
    });
    expect(email.htmlBody).not.toContain('<script>');
    expect(email.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ana&quot;');
    expect(email.htmlBody).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(email.htmlBody).not.toContain('evil.example');
    expect(email.htmlBody).not.toContain('src="javascript');
    // The brand's name stands in for the refused logo.
    expect(email.htmlBody).toContain('>LS</p>');
  });

  it('renders platform mail (no brand) without a brand header and keeps the text', () => {
    const email = renderEmailBlocks([{ text: 'Your code is 123456' }]);
    expect(email.textBody).toBe('Your code is 123456');
    expect(email.htmlBody).toContain('Your code is 123456');
    expect(email.htmlBody).not.toContain('<img');
  });
});
