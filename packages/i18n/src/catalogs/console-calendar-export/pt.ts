import type { consoleCalendarExport as english } from './en.ts';

export const consoleCalendarExport: typeof english = {
  nav: 'Exportar calendário',
  title: 'Exportar calendário',
  intro:
    'Cada tipo de unidade e cada unidade tem o seu próprio endereço de calendário. Cole-o onde um canal pede para importar um calendário: no Airbnb em Calendário › Disponibilidade › Ligar a outro site, no Booking.com em Tarifas e disponibilidade › Sincronizar calendários, no Vrbo em Calendário › Importar calendário. As noites reservadas, retidas e bloqueadas aparecem lá como indisponíveis em poucos minutos; os nomes e dados dos hóspedes nunca são incluídos.',
  whichOne:
    'Ligue um anúncio de um canal ao calendário daquilo que ele vende: o endereço de uma unidade para um anúncio de uma casa ou quarto, o endereço do tipo de unidade quando o canal vende várias unidades iguais num só anúncio (aí uma noite só fica indisponível quando todas as unidades estão ocupadas).',
  empty: 'Adicione primeiro um alojamento com tipos de unidade e unidades; os endereços dos seus calendários aparecem aqui.',
  caption: 'Endereços de calendário',
  calendar: 'Calendário',
  property: 'Alojamento',
  address: 'Endereço',
  actions: 'Ações',
  unitType: 'Tipo de unidade',
  unit: 'Unidade de {{type}}',
  addressOf: 'Endereço do calendário de {{name}}',
  copy: 'Copiar',
  copyName: 'Copiar o endereço de {{name}}',
  copied: 'Endereço copiado.',
  copyFailed: 'Não foi possível copiar: selecione o endereço e copie-o manualmente.',
  rotate: 'Novo endereço',
  rotateName: 'Dar um novo endereço a {{name}}',
  rotateHint: 'Um novo endereço desativa o antigo de imediato: use-o quando um endereço foi partilhado por engano e depois cole o novo em todos os canais que usavam o antigo.',
  rotated: 'O calendário de {{name}} tem um novo endereço. Cole-o em todos os canais que usavam o antigo.',
  rotatedOn: 'Novo desde {{date}}',
};
