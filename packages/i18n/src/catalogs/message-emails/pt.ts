import type { messageEmails as english } from './en.ts';

export const messageEmails: typeof english = {
  subject: 'Uma mensagem sobre a sua estadia em {{property}} ({{code}})',
  greeting: 'Olá {{name}},',
  signature: '{{author}}, {{brand}}',
  replyHint: 'Basta responder a este email; a sua resposta chega diretamente até nós.',
};
