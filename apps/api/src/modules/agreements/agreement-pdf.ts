import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { SignatureKind } from '@direct/domain';
import { agreementTextsFor, fillText, formatInstant } from './agreement-texts.ts';
import { pdfFontFiles } from '../../pdf/pdf-fonts.ts';

// The signed agreement as a PDF: the exact signed text, then the signature (typed in a script-like
// italic, or the image), the signer, their verified email, the time and the content hash. Made
// once at signing and stored; it is never rendered again.

export type AgreementPdfInput = {
  title: string;
  bookingCode: string;
  language: string;
  renderedBody: string;
  signerName: string;
  signerEmail: string;
  signedAt: Date;
  contentHash: string;
  signature: { kind: 'typed'; text: string } | { kind: Exclude<SignatureKind, 'typed'>; image: Uint8Array; mimeType: string };
  // The host's version signed (0: the built-in text, no version line).
  version?: number;
  // A host's preview with sample values: marked so it can't pass for a signed copy.
  preview?: boolean;
};

const pageSize: [number, number] = [595.28, 841.89]; // A4
const margin = 56;
const bodySize = 10.5;
const lineGap = 4;

// The embedded fonts (DejaVu, decision 0031) print Latin, Greek, Cyrillic and more; a character
// none of them has (an emoji, a CJK name) becomes '?' rather than failing the signature (the
// stored text keeps every character).
function encodable(font: PDFFont) {
  const cache = new Map<string, boolean>();
  const known = new Set(font.getCharacterSet());
  return (text: string) =>
    [...text.replace(/\t/g, '    ')]
      .map((char) => {
        let ok = cache.get(char);
        if (ok === undefined) {
          ok = /\s/.test(char) || known.has(char.codePointAt(0)!);
          cache.set(char, ok);
        }
        return ok ? char : '?';
      })
      .join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    if (paragraph.trim() === '') {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line (a long URL, a hash) is cut where it must be.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const { texts, locale } = agreementTextsFor(input.language);
  const pdf = await PDFDocument.create();
  pdf.setTitle(input.title);
  pdf.setSubject(`${texts.pdf.booking} ${input.bookingCode} · SHA-256 ${input.contentHash}`);
  pdf.setKeywords([input.bookingCode, input.contentHash]);
  pdf.setAuthor(input.signerName);
  pdf.setCreator('Direct');
  pdf.setProducer('Direct');
  pdf.setCreationDate(input.signedAt);
  pdf.setModificationDate(input.signedAt);
  pdf.registerFontkit(fontkit);
  // Subsets: only the glyphs the document uses are embedded (a few kB instead of 700).
  const files = await pdfFontFiles();
  const embed = (file: Uint8Array) => pdf.embedFont(file, { subset: true });
  const [regular, bold, script, mono] = await Promise.all([embed(files.regular), embed(files.bold), embed(files.script), embed(files.mono)]);
  const safe = encodable(regular);
  const width = pageSize[0] - margin * 2;

  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;
  const ensure = (height: number) => {
    if (y - height >= margin) return;
    page = pdf.addPage(pageSize);
    y = pageSize[1] - margin;
  };
  const write = (text: string, font: PDFFont, size: number) => {
    for (const line of wrap(safe(text), font, size, width)) {
      ensure(size + lineGap);
      y -= size + lineGap;
      if (line) page.drawText(line, { x: margin, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    }
  };

  write(input.title, bold, 16);
  if (input.preview) write(texts.pdf.preview, bold, 12);
  write(`${texts.pdf.booking} ${input.bookingCode}`, regular, 9);
  if (input.version) write(fillText(texts.version, { version: input.version }), regular, 9);
  y -= 10;
  write(input.renderedBody, regular, bodySize);

  y -= 18;
  ensure(140);
  page.drawLine({ start: { x: margin, y }, end: { x: pageSize[0] - margin, y }, thickness: 0.6, color: rgb(0.6, 0.6, 0.65) });
  y -= 6;
  write(texts.pdf.signatureHeading, bold, 12);
  y -= 4;
  if (input.signature.kind === 'typed') {
    write(input.signature.text, script, 26);
  } else {
    const image = input.signature.mimeType === 'image/png' ? await pdf.embedPng(input.signature.image) : await pdf.embedJpg(input.signature.image);
    const scale = Math.min(1, 220 / image.width, 90 / image.height);
    const size = { width: image.width * scale, height: image.height * scale };
    ensure(size.height + 8);
    y -= size.height + 4;
    page.drawImage(image, { x: margin, y, ...size });
  }
  y -= 6;
  const facts: [string, string][] = [
    [texts.pdf.signer, input.signerName],
    [texts.pdf.email, input.signerEmail],
    [texts.pdf.signedAt, `${formatInstant(input.signedAt, locale)} (${input.signedAt.toISOString()})`],
    [texts.pdf.method, texts.signed.kinds[input.signature.kind]],
  ];
  for (const [label, value] of facts) write(`${label}: ${value}`, regular, 9.5);
  write(`${texts.pdf.hash}:`, regular, 9.5);
  write(input.contentHash, mono, 9);

  return pdf.save({ useObjectStreams: false });
}
