import type { mailbox as en } from './en.ts';

export const mailbox: typeof en = {
  title: 'Caixa de correio de desenvolvimento',
  intro: 'Todos os emails que a plataforma escreveu, tenham ou não saído desta máquina. Disponível apenas fora de produção.',
  filter: {
    legend: 'Filtrar os emails',
    label: 'Destinatário',
    hint: 'Um endereço de email completo ou parte dele',
    submit: 'Filtrar',
    clear: 'Mostrar todos os emails',
  },
  total: 'Emails encontrados: {{count}}',
  empty: 'Ainda não há emails. Aparecem aqui assim que a plataforma os escreve.',
  emptyFiltered: 'Nenhum email para um endereço que contenha «{{to}}».',
  table: {
    caption: 'Emails, os mais recentes primeiro',
    to: 'Para',
    subject: 'Assunto',
    date: 'Escrito',
    status: 'Entrega',
  },
  status: {
    pending: 'Em espera',
    sent: 'Enviado',
    failed: 'Falhou',
  },
  noSubject: '(sem assunto)',
  message: {
    back: 'Voltar à caixa de correio',
    details: 'Detalhes do email',
    from: 'De',
    to: 'Para',
    date: 'Escrito',
    status: 'Entrega',
    sentAt: 'Enviado em {{date}}',
    attempts: 'Tentativas de entrega',
    lastError: 'Último erro de entrega',
    html: 'Versão HTML',
    htmlFrame: 'Versão HTML do email «{{subject}}»',
    text: 'Versão de texto',
    noHtml: 'Este email não tem versão HTML; o texto aparece abaixo.',
  },
};
