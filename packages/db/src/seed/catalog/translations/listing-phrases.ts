import type { AmenityCode } from '../amenities.ts';
import type { OtherLanguage } from './types.ts';

// The words the listing texts are assembled with (world/property-texts.ts), in German and
// Portuguese: rooms, amenities, getting around, house rules.
export type ListingPhrases = {
  and: string;
  rooms: (bedrooms: number, bathrooms: number) => string;
  sleeps: (description: string, guests: number, rooms: string, sizeM2: number) => string;
  roomTypes: (count: number, list: string) => string;
  upTo: (name: string, guests: number) => string;
  guestsLove: (list: string) => string;
  gettingAround: (text: string) => string;
  amenities: Partial<Record<AmenityCode, string>>;
  cities: Record<string, string>;
  rules: {
    times: (checkIn: string, checkOut: string) => string;
    noSmoking: string;
    adultsOnlyDorms: string;
    noParties: string;
    quietHours: (until: string) => string;
    petsWelcome: string;
    noPets: string;
    noSundayArrivals: string;
    noSundayDepartures: string;
    saturdayChangeover: string;
    bootRoom: string;
    pool: string;
    identity: string;
  };
};

const de: ListingPhrases = {
  and: 'und',
  rooms: (bedrooms, bathrooms) =>
    bedrooms === 0 ? 'einem offenen Studio' : `${bedrooms} ${bedrooms === 1 ? 'Schlafzimmer' : 'Schlafzimmern'} und ${bathrooms} ${bathrooms === 1 ? 'Bad' : 'Bädern'}`,
  sleeps: (_description, guests, rooms, sizeM2) => `Platz für bis zu ${guests} ${guests === 1 ? 'Gast' : 'Gäste'} in ${rooms}, etwa ${sizeM2} m².`,
  roomTypes: (count, list) => `Wählen Sie zwischen ${count} Zimmertypen: ${list}.`,
  upTo: (name, guests) => `${name} (bis zu ${guests} ${guests === 1 ? 'Gast' : 'Gäste'})`,
  guestsLove: (list) => `Gäste lieben ${list}.`,
  gettingAround: (text) => `Unterwegs: ${text}`,
  amenities: {
    wifi: 'schnelles WLAN',
    kitchen: 'eine voll ausgestattete Küche',
    washer: 'eine Waschmaschine',
    air_conditioning: 'die Klimaanlage',
    pool: 'einen Swimmingpool',
    hot_tub: 'einen Whirlpool',
    sea_view: 'den Meerblick',
    mountain_view: 'den Bergblick',
    ski_in_ski_out: 'die Lage direkt an der Piste',
    balcony: 'einen Balkon oder eine Terrasse',
    workspace: 'einen eigenen Arbeitsplatz',
    fireplace: 'einen Kamin',
    garden: 'einen eigenen Garten',
    parking: 'einen Parkplatz',
    ev_charger: 'eine Ladestation für Elektroautos',
    gym: 'einen Fitnessraum',
    elevator: 'einen Aufzug',
    crib: 'ein Babybett',
    dishwasher: 'eine Spülmaschine',
  },
  cities: {
    Lisbon: 'Die Metro erreicht den Flughafen in zwanzig Minuten; Straßenbahnen und Standseilbahnen fahren die Hügel hinauf, und die meisten Sehenswürdigkeiten sind zu Fuß erreichbar, wenn Sie Treppen mögen.',
    Porto: 'Die Metro fährt in dreißig Minuten vom Flughafen ins Zentrum; die Altstadt ist kompakt und steil und lässt sich am besten zu Fuß erkunden.',
    Lagos: 'Der Flughafen Faro ist mit dem Auto oder dem Zug eine Stunde entfernt; Strände, Jachthafen und Altstadt erreichen Sie zu Fuß.',
    Zermatt: 'Zermatt ist autofrei: Der Zug aus Visp oder Täsch hält mitten im Dorf, und Elektrotaxis bringen Ihr Gepäck.',
    Interlaken: 'Züge aus Zürich und Bern halten in Interlaken Ost und West; ein regionaler Pass gilt für die meisten Züge, Busse und Schiffe.',
    Innsbruck: 'Der Flughafen ist mit dem Bus zehn Minuten vom Zentrum entfernt; Straßenbahnen und die Nordkettenbahn starten in der Altstadt.',
    Barcelona: 'Aerobús und Metro verbinden den Flughafen mit dem Zentrum; mit Fahrrad und Metro erreichen Sie jedes Viertel mühelos.',
    Florence: 'Die Straßenbahn fährt vom Flughafen zum Bahnhof Santa Maria Novella; das historische Zentrum ist klein und größtenteils Fußgängerzone.',
  },
  rules: {
    times: (checkIn, checkOut) => `Check-in ab ${checkIn} Uhr, Check-out bis ${checkOut} Uhr.`,
    noSmoking: 'Rauchen ist in den Innenräumen nicht gestattet.',
    adultsOnlyDorms: 'Gäste in Schlafsälen müssen mindestens 18 Jahre alt sein.',
    noParties: 'Keine Partys oder Veranstaltungen.',
    quietHours: (until) => `Nachtruhe von 22:00 bis ${until} Uhr.`,
    petsWelcome: 'Haustiere sind willkommen; es fällt eine Haustiergebühr an.',
    noPets: 'Bitte keine Haustiere.',
    noSundayArrivals: 'Sonntags ist keine Anreise möglich.',
    noSundayDepartures: 'Sonntags ist keine Abreise möglich.',
    saturdayChangeover: 'In der Hochsaison dauern Aufenthalte von Samstag bis Samstag.',
    bootRoom: 'Bitte lassen Sie Skischuhe und nasse Kleidung im Skiraum.',
    pool: 'Der Pool wird nicht beaufsichtigt; Kinder müssen von einem Erwachsenen begleitet werden.',
    identity: 'Das Gesetz verlangt, dass wir vor der Anreise für jeden Gast ein Ausweisdokument registrieren.',
  },
};

const pt: ListingPhrases = {
  and: 'e',
  rooms: (bedrooms, bathrooms) =>
    bedrooms === 0 ? 'um estúdio em open space' : `${bedrooms} ${bedrooms === 1 ? 'quarto' : 'quartos'} e ${bathrooms} ${bathrooms === 1 ? 'casa de banho' : 'casas de banho'}`,
  sleeps: (_description, guests, rooms, sizeM2) => `Até ${guests} ${guests === 1 ? 'hóspede' : 'hóspedes'} em ${rooms}, com cerca de ${sizeM2} m².`,
  roomTypes: (count, list) => `Escolha entre ${count} tipos de alojamento: ${list}.`,
  upTo: (name, guests) => `${name} (até ${guests} ${guests === 1 ? 'hóspede' : 'hóspedes'})`,
  guestsLove: (list) => `Os hóspedes adoram ${list}.`,
  gettingAround: (text) => `Como se deslocar: ${text}`,
  amenities: {
    wifi: 'o Wi-Fi rápido',
    kitchen: 'a cozinha totalmente equipada',
    washer: 'a máquina de lavar roupa',
    air_conditioning: 'o ar condicionado',
    pool: 'a piscina',
    hot_tub: 'o jacuzzi',
    sea_view: 'a vista de mar',
    mountain_view: 'a vista para a montanha',
    ski_in_ski_out: 'o acesso direto às pistas',
    balcony: 'a varanda ou terraço',
    workspace: 'o espaço de trabalho próprio',
    fireplace: 'a lareira',
    garden: 'o jardim privado',
    parking: 'o estacionamento',
    ev_charger: 'o carregador para carros elétricos',
    gym: 'o ginásio',
    elevator: 'o elevador',
    crib: 'o berço para bebés',
    dishwasher: 'a máquina de lavar loiça',
  },
  cities: {
    Lisbon: 'O metro chega ao aeroporto em vinte minutos; elétricos e elevadores sobem as colinas, e a maioria dos monumentos faz-se a pé, se não se importar com escadas.',
    Porto: 'O metro liga o aeroporto ao centro em trinta minutos; o centro histórico é compacto e íngreme, e descobre-se melhor a pé.',
    Lagos: 'O aeroporto de Faro fica a uma hora de carro ou de comboio; as praias, a marina e o centro histórico estão todos à distância de uma caminhada.',
    Zermatt: 'Zermatt não tem carros: o comboio de Visp ou Täsch chega ao centro da aldeia e táxis elétricos levam a sua bagagem.',
    Interlaken: 'Os comboios de Zurique e Berna chegam a Interlaken Ost e West; um passe regional cobre a maioria dos comboios, autocarros e barcos do lago.',
    Innsbruck: 'O aeroporto fica a dez minutos do centro de autocarro; os elétricos e o teleférico Nordkette partem do centro histórico.',
    Barcelona: 'O Aerobús e o metro ligam o aeroporto ao centro; de bicicleta ou de metro chega facilmente a qualquer bairro.',
    Florence: 'O elétrico liga o aeroporto à estação de Santa Maria Novella; o centro histórico é pequeno e quase todo pedonal.',
  },
  rules: {
    times: (checkIn, checkOut) => `Check-in a partir das ${checkIn}, check-out até às ${checkOut}.`,
    noSmoking: 'Não é permitido fumar no interior.',
    adultsOnlyDorms: 'Os hóspedes dos dormitórios têm de ter 18 anos ou mais.',
    noParties: 'Não são permitidas festas nem eventos.',
    quietHours: (until) => `Silêncio das 22:00 às ${until}.`,
    petsWelcome: 'Animais de estimação são bem-vindos; aplica-se uma taxa por animal.',
    noPets: 'Não são permitidos animais de estimação.',
    noSundayArrivals: 'Não é possível chegar ao domingo.',
    noSundayDepartures: 'Não é possível partir ao domingo.',
    saturdayChangeover: 'Na época alta, as estadias são de sábado a sábado.',
    bootRoom: 'Por favor, deixe as botas de esqui e a roupa molhada na sala de esqui.',
    pool: 'A piscina não é vigiada; as crianças têm de estar acompanhadas por um adulto.',
    identity: 'A lei obriga-nos a registar um documento de identificação de cada hóspede antes da chegada.',
  },
};

export const listingPhrases: Record<OtherLanguage, ListingPhrases> = { de, pt };
