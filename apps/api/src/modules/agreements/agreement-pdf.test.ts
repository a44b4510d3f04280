import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderAgreementPdf } from './agreement-pdf.ts';

// The signed PDF prints every character a guest or a host writes in a European script: the text
// extracted back from it is the text signed, with no '?' in place of a letter.
const names = 'Łódź, Ñandú, Ærø, Straße, ação, Ğ';

async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe('renderAgreementPdf', () => {
  it('embeds a Unicode font: Polish, Spanish, Danish, German, Portuguese, Turkish, Greek and Cyrillic read back', async () => {
    const pdf = await renderAgreementPdf({
      title: `Mietvertrag ${names}`,
      bookingCode: 'BK-ÜNICODE',
      language: 'de',
      renderedBody: `Gast: ${names}\nΚαλημέρα · Привет`,
      signerName: 'Zoë Ğürsel-Łukasiewicz',
      signerEmail: 'zoe@example.com',
      signedAt: new Date('2026-05-01T10:00:00Z'),
      contentHash: 'a'.repeat(64),
      signature: { kind: 'typed', text: 'Zoë Ğürsel-Łukasiewicz' },
    });
    const text = await textOf(pdf);
    for (const word of names.split(', ')) expect(text).toContain(word);
    expect(text).toContain('Καλημέρα · Привет');
    expect(text).toContain('Zoë Ğürsel-Łukasiewicz');
    // The German labels, and the date in German.
    expect(text).toMatch(/1\. Mai 2026/);
    expect(text).not.toMatch(/\?/);
    // Subsets, not whole fonts: the file stays small.
    expect(pdf.byteLength).toBeLessThan(200_000);
  });

  it("prints '?' only for what no embedded font has (an emoji), never failing the signature", async () => {
    const pdf = await renderAgreementPdf({
      title: 'Agreement',
      bookingCode: 'BK-EMOJI',
      language: 'pt',
      renderedBody: 'Olá 🏖 ação',
      signerName: 'Ana',
      signerEmail: 'ana@example.com',
      signedAt: new Date('2026-05-01T10:00:00Z'),
      contentHash: 'b'.repeat(64),
      signature: { kind: 'typed', text: 'Ana' },
    });
    expect(await textOf(pdf)).toContain('Olá ? ação');
  });
});
