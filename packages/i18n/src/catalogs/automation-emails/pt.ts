import type { automationEmails as en } from './en.ts';

export const automationEmails: typeof en = {
  booking_confirmed: {
    subject: 'A sua estadia em {{property}} está confirmada',
    body: 'Caro/a {{guestName}},\n\nObrigado por reservar {{property}} de {{checkIn}} a {{checkOut}} (reserva {{bookingCode}}). Estamos ansiosos por recebê-lo/a.\n\nJá pode fazer o check-in online:\n\n{{checkinLink}}\n\nCom os melhores cumprimentos,\n{{brand}}',
  },
  before_arrival: {
    subject: 'A sua estadia em {{property}} começa em breve',
    body: 'Caro/a {{guestName}},\n\nA sua estadia em {{property}} começa a {{checkIn}}. Faça o check-in online antes da viagem: depois disso, enviamos-lhe os dados de acesso.\n\n{{checkinLink}}\n\nAté breve,\n{{brand}}',
  },
  checkin_completed: {
    subject: 'Como entrar em {{property}}',
    body: 'Caro/a {{guestName}},\n\nObrigado por concluir o check-in da reserva {{bookingCode}}. É assim que entra a {{checkIn}}:\n\nCódigo da porta: {{doorCode}}\nWi-Fi: {{wifiName}}\nPalavra-passe do Wi-Fi: {{wifiPassword}}\n\n{{arrivalInstructions}}\n\nDesejamos-lhe uma ótima estadia,\n{{brand}}',
  },
  review_invitation: {
    subject: 'Como foi a sua estadia em {{property}}?',
    body: 'Caro/a {{guestName}},\n\nObrigado por ter ficado em {{property}} de {{checkIn}} a {{checkOut}}. Gostaríamos muito de saber como correu: a sua avaliação ajuda outros hóspedes a escolher e ajuda-nos a melhorar.\n\n{{reviewLink}}\n\nObrigado,\n{{brand}}',
  },
  instalment_reminder: {
    subject: 'Pagamento de {{amount}} a {{dueDate}} (reserva {{bookingCode}})',
    body: 'Caro/a {{guestName}},\n\nUm pagamento de {{amount}} da sua estadia em {{property}} vence a {{dueDate}}. Pode pagá-lo em segurança aqui:\n\n{{paymentLink}}\n\nCom os melhores cumprimentos,\n{{brand}}',
  },
  hold_recovery: {
    subject: 'As suas datas em {{property}} já não estão reservadas',
    body: 'Caro/a {{guestName}},\n\nA sua reserva de {{property}} de {{checkIn}} a {{checkOut}} não foi concluída, por isso as datas já não estão reservadas para si. Se ainda quiser ficar connosco, pode reservar de novo no nosso site:\n\n{{siteLink}}\n\nCom os melhores cumprimentos,\n{{brand}}',
  },
  buttons: {
    checkinLink: 'Iniciar check-in online',
    reviewLink: 'Escrever uma avaliação',
    paymentLink: 'Pagar agora',
    siteLink: 'Visitar o nosso site',
  },
};
