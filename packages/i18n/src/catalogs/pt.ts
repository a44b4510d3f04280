import type { Catalog } from './en.ts';
import { amenity, amenityCategory } from './amenities/pt.ts';
import { places } from './places/pt.ts';
import { property } from './property/pt.ts';
import { search } from './search/pt.ts';
import { booking } from './booking/pt.ts';
import { paymentPage } from './payment-page/pt.ts';
import { consent } from './consent/pt.ts';
import { mailbox } from './mailbox/pt.ts';
import { emails } from './emails/pt.ts';
import { checkin } from './checkin/pt.ts';
import { agreement } from './agreement/pt.ts';
import { identity } from './identity/pt.ts';
import { deposit } from './deposit/pt.ts';
import { hostEmails } from './host-emails/pt.ts';
import { review } from './review/pt.ts';
import { consoleTexts } from './console/pt.ts';
import { consoleProperties } from './console-properties/pt.ts';
import { consoleRatesTexts } from './console-rates/pt.ts';
import { consolePricing } from './console-pricing/pt.ts';
import { consoleBookings } from './console-bookings/pt.ts';
import { consoleToday } from './console-today/pt.ts';
import { consoleBookingActions } from './console-booking-actions/pt.ts';
import { consoleContent } from './console-content/pt.ts';
import { consoleSettings } from './console-settings/pt.ts';
import { consoleBrand } from './console-brand/pt.ts';
import { consoleCalendarSync } from './console-calendar-sync/pt.ts';
import { consolePhotos } from './console-photos/pt.ts';
import { messageEmails } from './message-emails/pt.ts';
import { consoleMessages } from './console-messages/pt.ts';
import { consoleReviews } from './console-reviews/pt.ts';
import { consoleCalendarExport } from './console-calendar-export/pt.ts';
import { automationEmails } from './automation-emails/pt.ts';
import { consoleAutomations } from './console-automations/pt.ts';
import { consoleWebhooks } from './console-webhooks/pt.ts';
import { myBooking, myBookingEmails } from './my-booking/pt.ts';

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
    address: 'Morada',
    copyright: '© {{year}} {{brand}}',
    poweredBy: 'Com tecnologia {{platform}}',
  },
  nav: {
    home: 'Início',
    explore: 'Explorar',
    destinations: 'Destinos',
    hosts: 'Anfitriões',
    blog: 'Blogue',
    contact: 'Contacto',
  },
  home: {
    title: 'Início',
    welcome:
      'Encontre a sua casa de férias e reserve-a diretamente com quem cuida dela, sem intermediários pelo meio.',
    contactHeading: 'Fale connosco',
    contactText: 'Tem perguntas sobre a sua estadia? Escreva-nos ou ligue-nos, teremos todo o gosto em ajudar.',
    topRatedHeading: 'Os mais bem avaliados',
    exploreAll: 'Explorar todos os alojamentos',
    destinationsHeading: 'Destinos',
    allDestinations: 'Todos os destinos',
    blogHeading: 'Novidades do blogue',
    allPosts: 'Todos os artigos',
  },
  catalog: {
    fromPrice: 'média de {{price}} por noite nos próximos 30 dias, sem taxas',
    ratingLabel: 'Avaliação de {{rating}} em 5',
    reviewCount_one: '{{count}} avaliação',
    reviewCount_other: '{{count}} avaliações',
    noReviews: 'Ainda sem avaliações',
    propertyCount_one: '{{count}} alojamento',
    propertyCount_other: '{{count}} alojamentos',
    sectionError: 'Não foi possível carregar esta secção. Tente novamente dentro de momentos.',
  },
  pagination: {
    label: 'Páginas',
    previous: 'Anterior',
    next: 'Seguinte',
    page: 'Página {{page}}',
    pageOf: 'página {{page}} de {{pages}}',
    titled: '{{title}}, página {{page}}',
  },
  explore: {
    title: 'Explorar alojamentos',
    intro: 'Todas as casas de férias que pode reservar connosco, diretamente com o anfitrião.',
    count_one: '{{count}} alojamento',
    count_other: '{{count}} alojamentos',
    empty: 'Ainda não há alojamentos para mostrar.',
  },
  destinations: {
    title: 'Destinos',
    intro: 'Os lugares onde ficam as nossas casas de férias.',
    empty: 'Ainda não há destinos para mostrar.',
  },
  hosts: {
    title: 'Os nossos anfitriões',
    intro: 'As pessoas e empresas que cuidam das casas que reserva aqui.',
  },
  blog: {
    title: 'Blogue',
    intro: 'Dicas de viagem, novidades locais e histórias dos nossos anfitriões.',
    empty: 'Ainda não há artigos no blogue.',
    back: 'Todos os artigos',
    publishedOn: 'Publicado em',
    categories: 'Categorias',
    tags: 'Etiquetas',
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
    sendFailedHelp:
      'A sua mensagem continua no formulário abaixo. Tente novamente daqui a pouco, ou escreva-nos ou ligue-nos diretamente.',
    title: 'Contacte-nos',
    intro: 'Dúvidas sobre uma estadia, uma reserva ou um dos nossos alojamentos? Envie uma mensagem à {{brand}} e entraremos em contacto consigo.',
    formHeading: 'Envie-nos uma mensagem',
    detailsHeading: 'Contactos',
    detailsText: 'Prefere escrever ou telefonar? Também nos encontra aqui.',
    requiredNote: 'Todos os campos são obrigatórios, exceto os assinalados como opcionais.',
    name: 'O seu nome',
    email: 'Endereço de email',
    phone: 'Número de telefone',
    subject: 'Assunto',
    message: 'Mensagem',
    optional: '(opcional)',
    messageHint: 'Pelo menos {{min}} caracteres.',
    submit: 'Enviar mensagem',
    sending: 'A enviar…',
    sent: 'Obrigado, a sua mensagem foi enviada. Responderemos o mais depressa possível.',
    errorSummary_one: 'Corrija {{count}} campo:',
    errorSummary_other: 'Corrija {{count}} campos:',
    honeypot: 'Deixe este campo em branco',
    errors: {
      nameRequired: 'Introduza o seu nome.',
      emailRequired: 'Introduza o seu endereço de email.',
      emailInvalid: 'Introduza um endereço de email válido, por exemplo nome@exemplo.pt.',
      phoneInvalid: 'Introduza um número de telefone válido: 7 a 15 algarismos; pode usar espaços, +, ( ) e -.',
      messageRequired: 'Escreva a sua mensagem.',
      messageTooShort: 'Escreva pelo menos {{min}} caracteres.',
      tooLong: 'Use no máximo {{max}} caracteres.',
      invalid: 'Verifique este campo.',
    },
  },
  newsletter: {
    failed: 'A subscrição não foi concluída! Tente novamente mais tarde',
    alreadySubscribed: 'Já subscreveu a nossa newsletter.',
    heading: 'A nossa newsletter',
    text: 'Novidades, ofertas e sugestões de viagem da {{brand}}, cerca de uma vez por mês. Pode cancelar a subscrição a qualquer momento.',
    email: 'O seu endereço de email',
    submit: 'Subscrever',
    submitting: 'A subscrever…',
    subscribed: 'Obrigado pela sua subscrição! Fique atento à próxima newsletter na sua caixa de correio.',
  },
  amenity,
  amenityCategory,
  search,
  property,
  places,
  booking,
  paymentPage,
  consent,
  mailbox,
  emails,
  checkin,
  agreement,
  identity,
  deposit,
  hostEmails,
  review,
  console: consoleTexts,
  consoleProperties,
  consoleRates: consoleRatesTexts,
  consolePricing,
  consoleBookings,
  consoleToday,
  consoleBookingActions,
  consoleContent,
  consoleSettings,
  consoleBrand,
  consoleCalendarSync,
  consolePhotos,
  messageEmails,
  consoleMessages,
  consoleReviews,
  consoleCalendarExport,
  automationEmails,
  consoleAutomations,
  consoleWebhooks,
  myBooking,
  myBookingEmails,
};
