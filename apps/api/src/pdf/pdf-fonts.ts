import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// The fonts of every PDF we make (the signed agreement, receipts, invoices): DejaVu (dejavu-fonts-ttf, Bitstream Vera licence, decision 0031)
// covers every Latin script, Greek and Cyrillic, so a guest's name or a host's text in any of
// them prints as written. Read once per process from the package's TTF files.

const require = createRequire(import.meta.url);
const fontPath = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

export type PdfFontFiles = { regular: Uint8Array; bold: Uint8Array; script: Uint8Array; mono: Uint8Array };

let loading: Promise<PdfFontFiles> | undefined;

export function pdfFontFiles(): Promise<PdfFontFiles> {
  loading ??= (async () => {
    const read = (file: string) => readFile(fontPath(file));
    const [regular, bold, script, mono] = await Promise.all([read('DejaVuSans.ttf'), read('DejaVuSans-Bold.ttf'), read('DejaVuSerif-Italic.ttf'), read('DejaVuSansMono.ttf')]);
    return { regular, bold, script, mono };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
