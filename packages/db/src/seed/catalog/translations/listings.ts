import type { OtherLanguage } from './types.ts';

// The showcase hosts' listings (Lisbon Stays, Alpine Lodges, Budget Beds) in German and
// Portuguese: summary and highlights by property id. Descriptions and house rules are assembled
// from these and the property's facts (listing-phrases.ts), as the English ones are.
export type ListingTexts = { summary: string; highlights: string };

export const listingTexts: Record<number, Record<OtherLanguage, ListingTexts>> = {
  1: {
    de: {
      summary: 'Ein lichtdurchflutetes Loft unter dem Dach eines Hauses aus dem 18. Jahrhundert, mit Balkon über den Dächern der Alfama und dem Tejo.',
      highlights: 'Originale Holzbalken und handbemalte Fliesen treffen auf eine moderne offene Küche. Die Straßenbahn 28 hält an der Ecke, zum Miradouro de Santa Luzia sind es drei Minuten bergauf.',
    },
    pt: {
      summary: 'Um loft cheio de luz sob o telhado de um edifício do século XVIII, com varanda sobre os telhados de Alfama e o Tejo.',
      highlights: 'Vigas originais e azulejos pintados à mão encontram uma cozinha aberta e moderna. O elétrico 28 para na esquina e o Miradouro de Santa Luzia fica a três minutos a subir.',
    },
  },
  2: {
    de: {
      summary: 'Neun Serviced Apartments hinter einer gefliesten Fassade aus der Pombal-Zeit, einen Block von der Rua Augusta und der Praça do Comércio entfernt.',
      highlights: 'Ein Aufzug fährt in jede Etage, die Rezeption ist von 8:00 bis 22:00 Uhr besetzt, und das Frühstück wird auf Wunsch im Café im Innenhof serviert.',
    },
    pt: {
      summary: 'Nove apartamentos com serviço atrás de uma fachada pombalina de azulejos, a um quarteirão da Rua Augusta e da Praça do Comércio.',
      highlights: 'Há elevador para todos os pisos, a receção funciona das 8:00 às 22:00 e o pequeno-almoço pode ser servido no café do pátio.',
    },
  },
  3: {
    de: {
      summary: 'Eine Wohnung mit zwei Schlafzimmern im obersten Stock und eigener Terrasse, wie geschaffen für einen Drink bei Sonnenuntergang über der Stadt.',
      highlights: 'Die Terrasse bietet Platz für sechs und blickt nach Westen auf die Brücke des 25. April. Das Bairro Alto ist abends lebhaft; die Schlafzimmer liegen zu einem ruhigen Innenhof.',
    },
    pt: {
      summary: 'Um apartamento de dois quartos no último piso, com terraço privado feito para um copo ao pôr do sol sobre a cidade.',
      highlights: 'O terraço tem lugar para seis pessoas e está virado a poente, para a Ponte 25 de Abril. O Bairro Alto é animado à noite; os quartos dão para um pátio sossegado.',
    },
  },
  4: {
    de: {
      summary: 'Ein seltenes Lissabonner Haus mit eigenem ummauertem Garten, Zitronenbaum und Grill, nur wenige Schritte vom Jardim do Príncipe Real.',
      highlights: 'Drei Schlafzimmer auf zwei Etagen, ein Lesezimmer und ein Garten, in dem gut erzogene Hunde willkommen sind. Antiquitätenläden und der samstägliche Biomarkt sind gleich um die Ecke.',
    },
    pt: {
      summary: 'Uma rara casa lisboeta com jardim murado, limoeiro e churrasqueira, a poucos passos do Jardim do Príncipe Real.',
      highlights: 'Três quartos em dois pisos, uma sala de leitura e um jardim onde cães bem-educados são bem-vindos. Os antiquários e o mercado biológico de sábado ficam ao virar da esquina.',
    },
  },
  5: {
    de: {
      summary: 'Eine ruhige Wohnung mit einem Schlafzimmer nahe dem Hieronymus-Kloster, mit Stellplatz und Ladestation für Elektroautos in der Garage.',
      highlights: 'Spazieren Sie am Fluss entlang zum Turm von Belém und zum MAAT und holen Sie sich Pastéis de Belém, noch warm aus dem Ofen.',
    },
    pt: {
      summary: 'Um apartamento tranquilo de um quarto perto do Mosteiro dos Jerónimos, com lugar de estacionamento e carregador para carros elétricos na garagem.',
      highlights: 'Passeie junto ao rio até à Torre de Belém e ao MAAT, e leve pastéis de Belém ainda quentes do forno.',
    },
  },
  6: {
    de: {
      summary: 'Sechs Zimmer über einem Fado-Lokal in Familienhand, mit hausgemachtem Frühstück und Livemusik an den Wochenendabenden.',
      highlights: 'Jedes Zimmer trägt den Namen einer Fado-Legende. Die Zimmer sind schlicht und blitzsauber; die gemeinsame Dachterrasse blickt auf das Panteão.',
    },
    pt: {
      summary: 'Seis quartos por cima de uma casa de fados familiar, com pequeno-almoço caseiro e música ao vivo nas noites de fim de semana.',
      highlights: 'Cada quarto tem o nome de uma voz do fado. Os quartos são simples e impecáveis; o terraço partilhado tem vista para o Panteão.',
    },
  },
  7: {
    de: {
      summary: 'Eine helle Wohnung am Cais da Ribeira mit Blick auf die Brücke Dom Luís I und die Portweinkellereien am anderen Ufer.',
      highlights: 'Beobachten Sie die Rabelo-Boote vom Fensterplatz aus; der Ribeira-Platz und seine Restaurants am Fluss liegen direkt unter Ihnen.',
    },
    pt: {
      summary: 'Um apartamento luminoso no Cais da Ribeira, com a ponte D. Luís I e as caves do vinho do Porto do outro lado do rio.',
      highlights: 'Veja os barcos rabelos a partir do banco da janela; a Praça da Ribeira e os seus restaurantes junto ao rio ficam mesmo por baixo.',
    },
  },
  8: {
    de: {
      summary: 'Ein Designer-Studio im Galerienviertel von Porto, mit richtigem Schreibtisch und schnellem Glasfaser-Internet für Arbeitsreisen.',
      highlights: 'In der Rua de Miguel Bombarda, wo die Galerien samstags lange geöffnet haben. Spezialitätenkaffee im Erdgeschoss.',
    },
    pt: {
      summary: 'Um estúdio de design no bairro das galerias do Porto, com secretária a sério e fibra rápida para viagens de trabalho.',
      highlights: 'Na Rua de Miguel Bombarda, onde as galerias abrem até tarde aos sábados. Café de especialidade no rés-do-chão.',
    },
  },
  9: {
    de: {
      summary: 'Eine Villa mit vier Schlafzimmern auf den Klippen über dem Strand Porto de Mós, mit beheiztem Infinity-Pool und Meerblick aus jedem Zimmer.',
      highlights: 'Der Küstenpfad zur Ponta da Piedade beginnt am Gartentor. Im Juli und August wochenweise von Samstag bis Samstag.',
    },
    pt: {
      summary: 'Uma moradia de quatro quartos nas falésias sobre a praia de Porto de Mós, com piscina infinita aquecida e vista de mar em todas as divisões.',
      highlights: 'O trilho costeiro até à Ponta da Piedade começa no portão do jardim. Em julho e agosto, estadias semanais de sábado a sábado.',
    },
  },
  10: {
    de: {
      summary: 'Eine Wohnung mit zwei Schlafzimmern in einer Gartenanlage mit Pool, zwei Minuten vom vier Kilometer langen Strand Meia Praia.',
      highlights: 'Erdgeschoss mit eigener Terrasse; Jachthafen und Altstadt erreichen Sie in zwanzig Minuten zu Fuß entlang der Bucht.',
    },
    pt: {
      summary: 'Um apartamento de dois quartos num condomínio ajardinado com piscina, a dois minutos dos quatro quilómetros da praia da Meia Praia.',
      highlights: 'Rés-do-chão com pátio privado; a marina e o centro histórico ficam a vinte minutos a pé ao longo da baía.',
    },
  },
  11: {
    de: {
      summary: 'Ein luxuriöses Chalet mit fünf Schlafzimmern, einem Whirlpool im Freien mit Blick aufs Matterhorn und auf Wunsch einem Privatkoch.',
      highlights: 'Lärchenholz, Stein und Schaffelle im ganzen Haus; ein Skiraum mit beheizten Schuhtrocknern; die Standseilbahn Sunnegga ist zehn Gehminuten entfernt. In der Wintersaison Aufenthalte von Samstag bis Samstag.',
    },
    pt: {
      summary: 'Um chalé de luxo com cinco quartos, jacuzzi exterior virado para o Matterhorn e chef privado a pedido.',
      highlights: 'Madeira de lariço, pedra e peles de ovelha em toda a casa; sala de esqui com secadores de botas aquecidos; o funicular de Sunnegga fica a dez minutos a pé. Na época alta de inverno, estadias de sábado a sábado.',
    },
  },
  12: {
    de: {
      summary: 'Mit den Skiern bis vor die Tür: ein Chalet mit drei Schlafzimmern in Furi, an der Abfahrt vom Matterhorn Glacier Paradise.',
      highlights: 'Auf der Terrasse in die Bindung steigen und zu den Liften Schwarzsee und Klein Matterhorn fahren. Im Sommer beginnt der Weg zur Gornerschlucht unterhalb des Hauses.',
    },
    pt: {
      summary: 'Esqui até à porta: um chalé de três quartos em Furi, na pista de regresso do Matterhorn Glacier Paradise.',
      highlights: 'Calce os esquis no terraço e desça até aos teleféricos de Schwarzsee e do Klein Matterhorn. No verão, o trilho da Garganta de Gorner começa por baixo da casa.',
    },
  },
  13: {
    de: {
      summary: 'Ein familiengeführtes Boutiquehotel an der Bahnhofstrasse mit Zimmern mit Matterhornblick und einem Frühstücksbuffet mit Walliser Spezialitäten.',
      highlights: 'Spa mit Sauna und Dampfbad, ein kleiner Fitnessraum, Skiraum und ein Aufzug in jede Etage. Stufenloser Zugang von der Straße.',
    },
    pt: {
      summary: 'Um hotel boutique familiar na Bahnhofstrasse, com quartos com vista para o Matterhorn e um buffet de pequeno-almoço com especialidades do Valais.',
      highlights: 'Spa com sauna e banho turco, um pequeno ginásio, depósito de esquis e elevador para todos os pisos. Acesso sem degraus a partir da rua.',
    },
  },
  14: {
    de: {
      summary: 'Ein gemütliches Studio im Dorfzentrum, zwei Minuten von der Gornergratbahn.',
      highlights: 'Ideal für zwei Skifahrer: beheizter Schuhtrockner, Skischrank an der Station und eine Bäckerei nebenan.',
    },
    pt: {
      summary: 'Um estúdio acolhedor no centro da aldeia, a dois minutos do comboio do Gornergrat.',
      highlights: 'Perfeito para dois esquiadores: secador de botas aquecido, cacifo para esquis na estação e uma padaria mesmo ao lado.',
    },
  },
  15: {
    de: {
      summary: 'Eine Wohnung mit zwei Schlafzimmern für Familien, mit Schlittenhang hinter dem Haus; Hunde sind willkommen.',
      highlights: 'Der elektrische Dorfbus hält vor der Tür; der Wolli-Kinderskipark liegt auf Sunnegga.',
    },
    pt: {
      summary: 'Um apartamento de dois quartos para famílias, com uma encosta para trenós atrás da casa; cães são bem-vindos.',
      highlights: 'O autocarro elétrico da aldeia para à porta; o parque de esqui infantil Wolli fica em Sunnegga.',
    },
  },
  16: {
    de: {
      summary: 'Sieben Wohnungen an der Aare zwischen den beiden Seen, mit Bootssteg, Kajaks und Fahrrädern für die Gäste.',
      highlights: 'Der Bahnhof Interlaken West und die Schiffe auf dem See sind fünf Gehminuten entfernt; die Gleitschirmflieger landen gleich nebenan auf der Höhematte.',
    },
    pt: {
      summary: 'Sete apartamentos junto ao rio Aare, entre os dois lagos, com pontão, caiaques e bicicletas para os hóspedes.',
      highlights: 'A estação de Interlaken West e os barcos do lago ficam a cinco minutos a pé; os parapentes aterram ali perto, na Höhematte.',
    },
  },
  17: {
    de: {
      summary: 'Ein traditionelles Berner Chalet mit Garten, Grill und Holzofen, mit Blick auf die Jungfrau.',
      highlights: 'Die Schynige-Platte-Bahn fährt im Dorf ab. Hunde sind willkommen; der Garten ist eingezäunt.',
    },
    pt: {
      summary: 'Um chalé tradicional bernês com jardim, churrasqueira e salamandra, virado para a Jungfrau.',
      highlights: 'O comboio da Schynige Platte parte da aldeia. Cães são bem-vindos; o jardim é vedado.',
    },
  },
  18: {
    de: {
      summary: 'Ein Studio am Hauptboulevard von Interlaken, in dieser Saison wegen Renovierung geschlossen.',
      highlights: 'Gegenüber dem Höhematte-Park mit Blick auf die Jungfrau.',
    },
    pt: {
      summary: 'Um estúdio na avenida principal de Interlaken, fechado para obras nesta temporada.',
      highlights: 'Em frente ao parque Höhematte, com vista para a Jungfrau.',
    },
  },
  19: {
    de: {
      summary: 'Ein fröhliches Hostel in der Rua da Prata mit Schlafsälen, Privatzimmern und einer Bar auf dem Dach.',
      highlights: 'Jeden Morgen kostenlose Stadtführungen zu Fuß; der Elevador de Santa Justa und der Fluss sind zwei Minuten entfernt.',
    },
    pt: {
      summary: 'Um hostel alegre na Rua da Prata, com dormitórios, quartos privados e um bar no terraço.',
      highlights: 'Visitas guiadas a pé gratuitas todas as manhãs; o Elevador de Santa Justa e o rio ficam a dois minutos.',
    },
  },
  20: {
    de: {
      summary: 'Ein Hostel in einem umgebauten Textilgeschäft, mit Garten und Gemeinschaftsküche.',
      highlights: 'Donnerstags Portweinprobe; zum Clérigos-Turm sind es zehn Minuten zu Fuß.',
    },
    pt: {
      summary: 'Um hostel numa antiga loja de tecidos, com jardim e cozinha partilhada.',
      highlights: 'Prova de vinho do Porto às quintas-feiras; a Torre dos Clérigos fica a dez minutos a pé.',
    },
  },
  21: {
    de: {
      summary: 'Schlafsäle und Doppelzimmer in Gràcia, mit Terrasse und Paella-Abenden.',
      highlights: 'Die Metro zum Strand hält an der Ecke; zum Park Güell sind es 15 Minuten bergauf.',
    },
    pt: {
      summary: 'Dormitórios e quartos duplos em Gràcia, com terraço e noites de paelha.',
      highlights: 'O metro para a praia está na esquina; o Park Güell fica a 15 minutos a subir.',
    },
  },
  22: {
    de: {
      summary: 'Ein freundliches Hostel nahe dem Bahnhof und dem Markt von San Lorenzo.',
      highlights: 'Dienstags Kurse im Pastamachen; zum Dom sind es fünf Minuten zu Fuß.',
    },
    pt: {
      summary: 'Um hostel simpático perto da estação e do mercado de San Lorenzo.',
      highlights: 'Aulas de massa fresca às terças-feiras; o Duomo fica a cinco minutos a pé.',
    },
  },
  23: {
    de: {
      summary: 'Ein Hostel für Skifahrer und Wanderer, mit Skiraum und Trockenraum.',
      highlights: 'Der Skibus zu vier Skigebieten hält vor der Tür; die Bergisel-Schanze ist nur einen kurzen Spaziergang entfernt.',
    },
    pt: {
      summary: 'Um hostel para esquiadores e caminhantes, com depósito de esquis e sala de secagem.',
      highlights: 'O autocarro de esqui para quatro estâncias para à porta; a rampa de saltos de Bergisel fica a uma curta caminhada.',
    },
  },
};
