// What a guest's reply says, without what the mail program quoted of the earlier messages: the
// text up to the first quote marker ("> …", "On … wrote:", its German and Portuguese forms, an
// "Original Message" rule). Quoting styles vary without end; these are the common ones, and when
// nothing is left the whole text is kept rather than an empty message.

const quoteStarts = [
  /^>/,
  /^On .{3,200}wrote:\s*$/i,
  /^Am .{3,200}schrieb .{0,200}:\s*$/i,
  /^Em .{3,200}escreveu:\s*$/i,
  /^-{2,}\s*(Original Message|Ursprüngliche Nachricht|Mensagem original)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^From: .+$/,
];

export function withoutQuotedText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const cut = lines.findIndex((line) => quoteStarts.some((start) => start.test(line.trim())));
  const kept = (cut === -1 ? lines : lines.slice(0, cut)).join('\n').trim();
  return kept || text.trim();
}

// An HTML-only email as text: tags out, the common entities decoded, blank runs collapsed.
export function htmlAsText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<blockquote[\s\S]*$/i, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// "Maria Silva <maria@example.test>" → "Maria Silva"; a bare address → the address.
export function senderName(from: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<[^>]+>\s*$/.exec(from);
  const name = match?.[1]?.trim();
  return (name || from.replace(/[<>]/g, '').trim()).slice(0, 200) || 'Guest';
}

// The Message-ID among the raw headers the provider posts; null when absent.
export function messageIdIn(headers: string): string | null {
  const match = /^message-id:\s*(<[^>\r\n]{1,500}>|\S{1,500})/im.exec(headers);
  return match ? match[1]! : null;
}
