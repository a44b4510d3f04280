import type { OtherLanguage } from './types.ts';

// Rate plans, fees, add-ons and promotions of the demo in German and Portuguese. Functions where
// the English text has a number in it, so every language says the same thing.
type Texts<Field extends string> = Record<OtherLanguage, Record<Field, string>>;

export function flexiblePlan(days: number): Texts<'name' | 'description'> {
  return {
    de: { name: 'Flexibel', description: `Kostenlose Stornierung bis ${days} Tage vor der Anreise. Jetzt oder in Raten zahlen.` },
    pt: { name: 'Flexível', description: `Cancelamento gratuito até ${days} dias antes da chegada. Pague agora ou em prestações.` },
  };
}

export const nonRefundablePlan: Texts<'name' | 'description'> = {
  de: { name: 'Nicht erstattbar', description: 'Sparen Sie 10 %, wenn Sie jetzt den vollen Betrag zahlen. Bei Stornierung keine Erstattung.' },
  pt: { name: 'Não reembolsável', description: 'Poupe 10% ao pagar já o valor total. Sem reembolso em caso de cancelamento.' },
};

export const bedAndBreakfastPlan: Texts<'name' | 'description'> = {
  de: { name: 'Übernachtung mit Frühstück', description: 'Frühstück für alle Gäste inklusive. Volle Erstattung bis 30 Tage, die Hälfte bis 14 Tage vor der Anreise.' },
  pt: { name: 'Alojamento com pequeno-almoço', description: 'Pequeno-almoço incluído para todos os hóspedes. Reembolso total até 30 dias e de metade até 14 dias antes da chegada.' },
};

export const feeNames: Record<string, Record<OtherLanguage, string>> = {
  'Linen and towels': { de: 'Bettwäsche und Handtücher', pt: 'Roupa de cama e toalhas' },
  'Final cleaning': { de: 'Endreinigung', pt: 'Limpeza final' },
  'Extra guest (above the guests included in the price), per night': {
    de: 'Zusätzlicher Gast (über die im Preis enthaltenen Gäste hinaus), pro Nacht',
    pt: 'Hóspede adicional (além dos incluídos no preço), por noite',
  },
  'Pet fee': { de: 'Haustiergebühr', pt: 'Taxa por animal de estimação' },
};

// The tourist taxes the demo names in English (the others carry their own language's name).
export const taxNames: Record<string, Record<OtherLanguage, string>> = {
  'Lisbon tourist tax': { de: 'Touristensteuer Lissabon', pt: 'Taxa turística de Lisboa' },
  'Porto tourist tax': { de: 'Touristensteuer Porto', pt: 'Taxa turística do Porto' },
  'Lagos tourist tax': { de: 'Touristensteuer Lagos', pt: 'Taxa turística de Lagos' },
  'Catalan tourist tax': { de: 'Katalanische Touristensteuer', pt: 'Taxa turística da Catalunha' },
};

export function earlyCheckIn(time: string): Texts<'label'> {
  return { de: { label: `Früher Check-in ab ${time} Uhr` }, pt: { label: `Check-in antecipado a partir das ${time}` } };
}

export function lateCheckOut(time: string): Texts<'label'> {
  return { de: { label: `Später Check-out bis ${time} Uhr` }, pt: { label: `Check-out tardio até às ${time}` } };
}

export const extras: Record<string, Texts<'label' | 'description'>> = {
  'Breakfast basket': {
    de: { label: 'Frühstückskorb', description: 'Frisches Brot, Gebäck, Obst, Käse aus der Region und Kaffee, jeden Morgen geliefert.' },
    pt: { label: 'Cesto de pequeno-almoço', description: 'Pão fresco, bolos, fruta, queijo regional e café, entregues todas as manhãs.' },
  },
  'E-bike rental': {
    de: { label: 'E-Bike-Verleih', description: 'Elektro-Mountainbike mit Helm, pro Rad und Nacht.' },
    pt: { label: 'Aluguer de bicicleta elétrica', description: 'Bicicleta de montanha elétrica com capacete, por bicicleta e por noite.' },
  },
  'Bike rental': {
    de: { label: 'Fahrradverleih', description: 'Stadtrad mit Schloss und Helm, pro Rad und Nacht.' },
    pt: { label: 'Aluguer de bicicleta', description: 'Bicicleta de cidade com cadeado e capacete, por bicicleta e por noite.' },
  },
  'Welcome basket': {
    de: { label: 'Willkommenskorb', description: 'Eine Flasche Wein aus der Region, Gebäck und Obst erwarten Sie bei der Ankunft.' },
    pt: { label: 'Cesto de boas-vindas', description: 'Uma garrafa de vinho da região, bolos e fruta à sua espera à chegada.' },
  },
  'Cancellation protection': {
    de: { label: 'Stornoschutz', description: 'Stornieren Sie aus jedem Grund bis 48 Stunden vor der Anreise und erhalten Sie den vollen Betrag zurück.' },
    pt: { label: 'Proteção de cancelamento', description: 'Cancele por qualquer motivo até 48 horas antes da chegada e receba o reembolso total.' },
  },
};

const transferDescription = {
  de: 'Ein privater Fahrer empfängt Sie bei der Ankunft; Preis pro Fahrt für bis zu vier Gäste.',
  pt: 'Um motorista privado espera por si à chegada; preço por viagem para até quatro hóspedes.',
};

// The cities' transfers (destinations/*.ts `transfer.label`).
const transferLabels: Record<string, Record<OtherLanguage, string>> = {
  'Airport transfer from Lisbon Airport': { de: 'Flughafentransfer vom Flughafen Lissabon', pt: 'Transfer do Aeroporto de Lisboa' },
  'Airport transfer from Porto Airport': { de: 'Flughafentransfer vom Flughafen Porto', pt: 'Transfer do Aeroporto do Porto' },
  'Airport transfer from Faro Airport': { de: 'Flughafentransfer vom Flughafen Faro', pt: 'Transfer do Aeroporto de Faro' },
  'Luggage porter from Zermatt station': { de: 'Gepäckträger ab Bahnhof Zermatt', pt: 'Transporte de bagagem desde a estação de Zermatt' },
  'Transfer from Interlaken Ost station': { de: 'Transfer ab Bahnhof Interlaken Ost', pt: 'Transfer desde a estação de Interlaken Ost' },
  'Airport transfer from Innsbruck Airport': { de: 'Flughafentransfer vom Flughafen Innsbruck', pt: 'Transfer do Aeroporto de Innsbruck' },
  'Airport transfer from Barcelona El Prat': { de: 'Flughafentransfer vom Flughafen Barcelona El Prat', pt: 'Transfer do Aeroporto de Barcelona El Prat' },
  'Airport transfer from Florence Peretola': { de: 'Flughafentransfer vom Flughafen Florenz Peretola', pt: 'Transfer do Aeroporto de Florença Peretola' },
};

export function transfer(label: string): Texts<'label' | 'description'> | undefined {
  const names = transferLabels[label];
  if (!names) return undefined;
  return { de: { label: names.de, description: transferDescription.de }, pt: { label: names.pt, description: transferDescription.pt } };
}

export const longStayPromotion: Texts<'name'> = {
  de: { name: 'Langer Aufenthalt: 15 % Rabatt ab 7 Nächten' },
  pt: { name: 'Estadia longa: 15% de desconto a partir de 7 noites' },
};

export const earlyBirdPromotion: Texts<'name'> = {
  de: { name: 'Frühbucher: 10 % Rabatt bei Buchung 60 Tage im Voraus' },
  pt: { name: 'Reserva antecipada: 10% de desconto ao reservar com 60 dias de antecedência' },
};
