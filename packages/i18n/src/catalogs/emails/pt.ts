import type { emails as en } from './en.ts';

export const emails: typeof en = {
  greeting: 'Olá {{name}},',
  signOff: 'Com os melhores cumprimentos,',
  accommodationOneNight: 'Alojamento, 1 noite',
  accommodationNights: 'Alojamento, {{count}} noites',
  perNight: 'Por noite, tudo incluído (sem extras)',
  total: 'Valor total',
  paid: 'Pago',
  balance: 'Por pagar',
  stay: '{{property}}: de {{checkIn}} a {{checkOut}} ({{unitType}}, {{ratePlan}})',
  guests: 'Hóspedes: {{adults}} adultos, {{children}} crianças',
  bookingCode: 'Código da reserva: {{code}}',
  confirmation: {
    subject: 'A sua reserva {{code}} está confirmada',
    intro: 'Obrigado por reservar com {{brand}}. A sua reserva está confirmada.',
    itemsHeading: 'A sua reserva',
    checkinIntro: 'Por favor, faça o check-in online antes da sua chegada:',
    checkinButton: 'Iniciar o check-in online',
    manageIntro: 'A sua reserva, recibos e fatura, alterações e cancelamento estão na página da sua reserva:',
    manageButton: 'A minha reserva',
  },
  paymentLink: {
    subject: 'Pagamento necessário para a sua reserva {{code}}',
    intro: 'Não foi possível cobrar no seu cartão a prestação de {{amount}} com vencimento a {{dueDate}}.',
    action: 'Por favor, pague-a através desta ligação segura:',
    button: 'Pagar agora',
    warning: 'Se continuar por pagar, a sua reserva poderá ser cancelada.',
  },
  cancellation: {
    subject: 'A sua reserva {{code}} foi cancelada',
    intro: 'A sua reserva em {{property}} de {{checkIn}} a {{checkOut}} foi cancelada porque não foi paga a tempo.',
    contact: 'Se acha que se trata de um erro, contacte {{brand}}.',
  },
};
