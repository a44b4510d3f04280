import type { consent as en } from './en.ts';

export const consent: typeof en = {
  region: 'Escolhas de cookies',
  heading: 'Cookies neste site',
  text: '{{brand}} usa cookies necessários para o funcionamento deste site (o seu idioma, esta escolha). Com o seu consentimento, usa também os cookies abaixo. Nada além do necessário é carregado antes de escolher, e nunca nas páginas de pagamento.',
  later: 'Pode alterar a sua escolha a qualquer momento em “Definições de cookies”, no fundo de cada página.',
  accept: 'Aceitar todos',
  reject: 'Rejeitar todos',
  choose: 'Escolher',
  save: 'Guardar a minha escolha',
  categories: 'Categorias de cookies',
  necessary: 'Necessários (sempre ativos)',
  necessaryHint: 'Guardam o seu idioma e esta escolha.',
  analytics: 'Estatística',
  analyticsHint: 'Google Analytics: como os hóspedes encontram e usam este site.',
  marketing: 'Publicidade',
  marketingHint: 'Píxel da Meta: mede a publicidade deste site.',
  settings: 'Definições de cookies',
};
