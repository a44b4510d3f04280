import type { messageEmails as english } from './en.ts';

export const messageEmails: typeof english = {
  subject: 'Eine Nachricht zu Ihrem Aufenthalt in {{property}} ({{code}})',
  greeting: 'Hallo {{name}},',
  signature: '{{author}}, {{brand}}',
  replyHint: 'Antworten Sie einfach auf diese E-Mail; Ihre Antwort kommt direkt bei uns an.',
};
