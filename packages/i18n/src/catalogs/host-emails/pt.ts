import type { hostEmails as english } from './en.ts';

export const hostEmails: typeof english = {
  greeting: 'Olá {{name}},',
  signOff: 'A equipa {{platform}}',
  ignore: 'Se não pediu isto, pode ignorar este email.',
  verify: {
    subject: 'Confirme o seu email para {{platform}}',
    intro: 'Obrigado por se registar. Confirme o seu endereço de email para começar a criar o seu site de reservas.',
    button: 'Confirmar o meu email',
    expires: 'A ligação funciona durante 24 horas.',
  },
  magicLink: {
    subject: 'A sua ligação de acesso a {{platform}}',
    intro: 'Use esta ligação para entrar na sua consola. Funciona uma vez, durante 15 minutos.',
    button: 'Entrar',
  },
  reset: {
    subject: 'Redefina a sua palavra-passe de {{platform}}',
    intro: 'Alguém pediu para redefinir a palavra-passe da sua conta. Escolha uma nova palavra-passe com esta ligação; funciona durante uma hora.',
    button: 'Escolher uma nova palavra-passe',
  },
  invitation: {
    subject: '{{inviter}} convidou-o para {{organization}} em {{platform}}',
    intro: '{{inviter}} convidou-o para se juntar a {{organization}} como {{role}}.',
    button: 'Aceitar o convite',
    expires: 'O convite é válido durante 7 dias.',
  },
  webhookDisabled: {
    subject: 'Um endpoint de webhook de {{organization}} foi desativado',
    intro: 'Não conseguimos entregar eventos a {{url}}: todas as tentativas falharam ({{failures}} seguidas). Desativámos o endpoint para que deixe de acumular novas tentativas.',
    lastError: 'Última resposta: {{error}}',
    button: 'Abrir os webhooks',
    after: 'Quando o recetor voltar a funcionar, reative o endpoint e reenvie as entregas que falharam.',
  },
  calendarConflict: {
    subject: 'Conflito de calendário: {{feed}} sobrepõe-se a uma estadia em {{unit}}',
    intro: 'O calendário «{{feed}}» ({{channel}}) tem um evento em noites que já estão ocupadas em {{unit}} ({{property}}). Não o aplicámos: a estadia que já tem mantém-se.',
    channelEvent: 'Em {{channel}}',
    ours: 'Aqui',
    booking: 'Reserva {{code}} ({{guest}}), {{from}} – {{to}}',
    otherCalendar: 'Bloqueado pelo calendário «{{feed}}»',
    block: 'Bloqueado por si ou uma reserva a aguardar pagamento',
    whatToDo: 'O que fazer: cancele ou mude a reserva em {{channel}} (ou feche essas noites lá), ou mude a estadia aqui. O conflito desaparece sozinho na próxima sincronização quando as noites deixarem de se sobrepor.',
    button: 'Abrir a consola',
  },
  roles: {
    owner: 'proprietário',
    manager: 'gestor',
    front_desk: 'receção',
    housekeeping: 'limpeza',
    accountant: 'contabilidade',
  },
};
