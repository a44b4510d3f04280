import { randomBytes } from 'node:crypto';

// What an inbound-parse provider (SendGrid Inbound Parse, "raw" off) posts for one received email:
// multipart/form-data with headers, dkim, to, from, subject, text, html, sender_ip, envelope,
// attachments (the count), attachment-info (JSON) and the files attachment1…N. Used by the API's
// tests and the end-to-end journey in place of the provider (no internet).

export type InboundFile = { filename: string; contentType: string; bytes: Uint8Array };

export type InboundParseEmail = {
  from: string;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  messageId?: string;
  files?: readonly InboundFile[];
};

export function inboundParsePost(email: InboundParseEmail): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `xYzZY${randomBytes(8).toString('hex')}`;
  const files = email.files ?? [];
  const address = /<([^>]+)>/.exec(email.to)?.[1] ?? email.to;
  const headerLines = [
    'Received: from mail.example.test by mx.inbound.test with SMTP',
    `From: ${email.from}`,
    `To: ${email.to}`,
    `Subject: ${email.subject}`,
    ...(email.messageId ? [`Message-ID: ${email.messageId}`] : []),
    'MIME-Version: 1.0',
  ];
  const fields: [string, string][] = [
    ['headers', `${headerLines.join('\n')}\n`],
    ['dkim', '{@example.test : pass}'],
    ['to', email.to],
    ['from', email.from],
    ['subject', email.subject],
    ...(email.text !== undefined ? ([['text', email.text]] as [string, string][]) : []),
    ...(email.html !== undefined ? ([['html', email.html]] as [string, string][]) : []),
    ['sender_ip', '192.0.2.25'],
    ['envelope', JSON.stringify({ to: [address], from: /<([^>]+)>/.exec(email.from)?.[1] ?? email.from })],
    ['attachments', String(files.length)],
    ['charsets', JSON.stringify({ to: 'UTF-8', from: 'UTF-8', subject: 'UTF-8', text: 'UTF-8', html: 'UTF-8' })],
    ['SPF', 'pass'],
  ];
  if (files.length > 0) {
    const info = Object.fromEntries(files.map((file, index) => [`attachment${index + 1}`, { filename: file.filename, name: file.filename, type: file.contentType }]));
    fields.push(['attachment-info', JSON.stringify(info)]);
  }
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  files.forEach((file, index) => {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment${index + 1}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
    chunks.push(Buffer.from(file.bytes), Buffer.from('\r\n'));
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const basicAuthorization = (password: string) => `Basic ${Buffer.from(`inbound:${password}`).toString('base64')}`;
