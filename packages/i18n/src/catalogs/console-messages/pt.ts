import type { consoleMessages as en } from './en.ts';

export const consoleMessages: typeof en = {
  nav: 'Mensagens',
  inbox: {
    title: 'Mensagens',
    intro: 'Conversas com os hóspedes sobre as suas reservas. As respostas por ler aparecem primeiro.',
    caption: 'Conversas',
    empty: 'Ainda não há conversas. Escreva a um hóspede a partir da reserva.',
    guest: 'Hóspede',
    booking: 'Reserva',
    property: 'Alojamento',
    last: 'Última mensagem',
    when: 'Quando',
    unread_one: '{{count}} por ler',
    unread_other: '{{count}} por ler',
    you: 'Você: {{text}}',
  },
  conversation: {
    title: 'Mensagens com {{name}}',
    back: '← Reserva {{code}}',
    stay: '{{property}}, {{checkIn}} – {{checkOut}}',
    empty: 'Ainda não há mensagens. A sua primeira mensagem vai para {{email}}.',
    listLabel: 'Conversa, da mais antiga para a mais recente',
    fromGuest: '{{name}} (hóspede)',
    fromHost: '{{name}}',
    unread: 'Nova',
    attachments: 'Anexos',
    download: 'Descarregar {{name}}',
  },
  compose: {
    title: 'Escrever ao hóspede',
    label: 'Mensagem',
    hint: 'Enviada por email a partir da sua marca. A resposta do hóspede aparece aqui.',
    send: 'Enviar mensagem',
    sent: 'Mensagem enviada ao hóspede por email.',
    readOnly: 'A sua função permite ler esta conversa, mas não escrever ao hóspede.',
  },
};
