import { extractText, getDocumentProxy } from 'unpdf';

// The text a PDF shows, as a reader would copy it (unpdf, PDF.js underneath): our PDFs embed
// subsets of a Unicode font, so their content streams hold glyph ids, not characters.
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
