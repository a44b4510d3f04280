import type { Catalog } from './en.ts';

// European Portuguese (the demo hosts are in Portugal), formal address ("você" implied).
export const pt: Catalog = {
  language: {
    name: 'Português',
  },
  platform: {
    name: 'Direct',
    tagline: 'Sites para anfitriões de alojamento de férias que recebem reservas diretas.',
  },
  meta: {
    pageTitle: '{{page}} · {{brand}}',
    siteDescription: '{{brand}}: casas de férias que reserva diretamente com o anfitrião.',
  },
  shell: {
    skipToContent: 'Saltar para o conteúdo principal',
    homePage: 'página inicial',
    primaryNavigation: 'Menu principal',
    languageSwitcher: 'Idioma',
    contactHeading: 'Contactos',
    email: 'E-mail',
    phone: 'Telefone',
    copyright: '© {{year}} {{brand}}',
    poweredBy: 'Com tecnologia {{platform}}',
  },
  nav: {
    home: 'Início',
  },
  home: {
    title: 'Início',
    welcome:
      'Encontre a sua casa de férias e reserve-a diretamente com quem cuida dela, sem intermediários pelo meio.',
    contactHeading: 'Fale connosco',
    contactText: 'Tem perguntas sobre a sua estadia? Escreva-nos ou ligue-nos, teremos todo o gosto em ajudar.',
  },
  errors: {
    statusCode: 'Erro {{status}}',
    notFound: {
      title: 'Página não encontrada',
      message: 'Não conseguimos encontrar a página que procura',
      action: 'Ir para a página inicial',
    },
    serverError: {
      title: 'Algo correu mal',
      message:
        'Ocorreu um erro do nosso lado e não foi possível mostrar esta página. Por favor, tente novamente dentro de momentos.',
      action: 'Ir para a página inicial',
    },
    unavailable: {
      title: 'Temporariamente indisponível',
      message:
        'Neste momento não conseguimos contactar o nosso sistema de reservas. Por favor, tente novamente dentro de alguns minutos.',
      action: 'Tentar novamente',
    },
    unregisteredDomain: {
      title: 'Nenhum site neste endereço',
      message:
        'Não existe nenhum site de alojamento de férias registado em {{hostname}}. Verifique o endereço ou contacte o anfitrião que lho indicou.',
    },
    timeout: 'Erro: tempo limite esgotado',
    invalidCode: 'O código que introduziu é inválido.',
  },
  payment: {
    cardDecline: 'O pagamento foi recusado pela entidade emissora do seu cartão. Verifique os seus dados e tente novamente.',
    failed: 'Ocorreu um erro ao processar o seu pagamento. Tente novamente ou contacte o seu anfitrião.',
    processing: 'O seu pagamento está a ser processado. Aguarde 5 minutos antes de tentar novamente!',
  },
  contact: {
    sendFailed: 'Falha no envio da mensagem',
  },
  newsletter: {
    failed: 'A subscrição não foi concluída! Tente novamente mais tarde',
    alreadySubscribed: 'Já subscreveu a nossa newsletter.',
  },
};
