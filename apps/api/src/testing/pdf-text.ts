import { inflateSync } from 'node:zlib';

// The text a PDF made with pdf-lib's standard fonts shows: its content streams inflated, and the
// hex strings drawn by Tj decoded as WinAnsi (close enough to Latin-1 for assertions).
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const body = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return parts.join('\n');
}
