import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  from: string;
  to: string;
  // Where the recipient's answer goes (a booking conversation's reply address).
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  attachments?: MailAttachment[];
};

// What delivery needs of SMTP: send one message or throw.
export type MailTransport = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

// nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). One connection per
// message; the timeouts keep a dead server from holding the worker.
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}
