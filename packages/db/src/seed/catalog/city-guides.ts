// Local knowledge the blog posts are written from, one entry per demo city.
export type CityGuide = {
  sights: readonly string[];
  food: readonly string[];
  dayTrips: readonly string[];
  kids: readonly string[];
  viewpoints: readonly string[];
  bestTime: string;
  workSpots: string;
};

export const cityGuides: Record<string, CityGuide> = {
  Lisbon: {
    sights: ['the Castelo de São Jorge', 'the Jerónimos Monastery in Belém', 'the tiled halls of the National Azulejo Museum', 'a ride on tram 28 through Alfama and Graça', 'the LX Factory on a Sunday afternoon'],
    food: ['pastéis de nata still warm from Manteigaria', 'grilled sardines at a June street party', 'bifanas at a standing counter in Baixa', 'seafood at Cervejaria Ramiro'],
    dayTrips: ['Sintra and its painted palaces', 'the beaches of Cascais by train', 'the Arrábida hills and Setúbal fish market'],
    kids: ['the Oceanário, one of Europe\u2019s largest aquariums', 'the Gulbenkian garden and its ducks', 'the Pavilhão do Conhecimento science centre'],
    viewpoints: ['Miradouro da Senhora do Monte', 'Miradouro de Santa Luzia', 'the rooftop of the Arco da Rua Augusta'],
    bestTime: 'April to June and September to October bring warm days without the August crowds; June is festival month.',
    workSpots: 'Cafés in Príncipe Real and the co-working spaces around Cais do Sodré have fast Wi-Fi and long tables.',
  },
  Porto: {
    sights: ['the Livraria Lello bookshop', 'the azulejo hall of São Bento station', 'the Clérigos tower', 'a port tasting in the lodges of Vila Nova de Gaia', 'the Serralves museum and park'],
    food: ['a francesinha, Porto\u2019s gloriously excessive sandwich', 'tripas à moda do Porto', 'petiscos in the bars of Rua das Flores', 'grilled fish in Matosinhos'],
    dayTrips: ['the terraced vineyards of the Douro Valley', 'Guimarães, the birthplace of Portugal', 'the baroque stairway of Braga\u2019s Bom Jesus'],
    kids: ['the World of Discoveries museum', 'the Crystal Palace gardens and their peacocks', 'tram 1 to the beaches of Foz'],
    viewpoints: ['the upper deck of the Dom Luís I bridge', 'Miradouro da Vitória', 'the Jardim do Morro in Gaia at sunset'],
    bestTime: 'May, June and September are ideal: warm, green and lively, with São João on the night of 23 June.',
    workSpots: 'Cedofeita\u2019s specialty coffee shops and the co-working lofts near Bolhão welcome laptops.',
  },
  Lagos: {
    sights: ['the grottos of Ponta da Piedade by kayak', 'the old town walls and the Governor\u2019s Castle', 'the beaches of Dona Ana and Camilo', 'the Sagres fortress at the edge of Europe', 'dolphin-watching boat trips from the marina'],
    food: ['cataplana of clams and pork', 'grilled fish at the harbour', 'Algarve almond cakes', 'piri-piri chicken in Guia'],
    dayTrips: ['Sagres and Cabo de São Vicente', 'the surf beaches of the Costa Vicentina', 'the hill town of Monchique'],
    kids: ['rock pools at low tide on Praia da Luz', 'the Zoo Lagos parrots', 'stand-up paddling in the calm bay of Meia Praia'],
    viewpoints: ['the lighthouse at Ponta da Piedade', 'the cliff path above Porto de Mós', 'the Rocha Negra above Praia da Luz'],
    bestTime: 'May, June and September have warm sea and empty beaches; July and August are hot and busy.',
    workSpots: 'Several cafés along the marina have sea views, sockets and decent Wi-Fi.',
  },
  Zermatt: {
    sights: ['the Gornergrat railway to 3,089 metres', 'the Matterhorn Glacier Paradise', 'the Matterhorn Museum', 'the 5-Seenweg lakes trail', 'the Gorner Gorge'],
    food: ['raclette scraped at the table', 'cheese fondue in a mountain hut', 'rösti with a fried egg', 'apricot tart from a village bakery'],
    dayTrips: ['the Aletsch Glacier from Bettmeralp', 'the Glacier Express towards St. Moritz', 'the thermal baths of Leukerbad'],
    kids: ['Wolli\u2019s children\u2019s park at Sunnegga', 'the marmot trail above Blauherd', 'sledging from Rotenboden to Riffelberg'],
    viewpoints: ['the Riffelsee reflecting the Matterhorn', 'the Stellisee at sunrise', 'the Kirchbrücke bridge in the village'],
    bestTime: 'December to April for skiing, July to September for hiking; May and November are quiet and many lifts close.',
    workSpots: 'The village library and a few hotel lounges welcome laptops between ski sessions.',
  },
  Interlaken: {
    sights: ['the Jungfraujoch, the Top of Europe', 'a boat trip on Lake Brienz', 'the Harder Kulm funicular', 'the waterfalls of Lauterbrunnen', 'a tandem paragliding flight'],
    food: ['Älplermagronen with apple sauce', 'Meringues with double cream from the Emmental', 'Bernese sausages', 'lake fish in Iseltwald'],
    dayTrips: ['Grindelwald and the First cliff walk', 'Mürren and the Schilthorn', 'Bern\u2019s arcaded old town'],
    kids: ['the Jungfrau Park', 'the Ballenberg open-air museum', 'the Grindelwald First Trottibike descent'],
    viewpoints: ['the Harder Kulm platform', 'the Schynige Platte', 'the Iseltwald jetty at sunrise'],
    bestTime: 'June to September for hiking and lakes, December to March for winter sports in the Jungfrau region.',
    workSpots: 'Cafés on the Höheweg and the co-working space by Interlaken West station have fast connections.',
  },
  Innsbruck: {
    sights: ['the Golden Roof', 'the Nordkette cable car from the city centre', 'the Hofburg imperial palace', 'the Bergisel ski jump', 'the Swarovski Crystal Worlds'],
    food: ['Tiroler Gröstl', 'Kaspressknödel in broth', 'apple strudel in a Konditorei', 'Speck and mountain cheese'],
    dayTrips: ['the Stubai Glacier', 'Hall in Tirol\u2019s medieval mint', 'the Achensee lake'],
    kids: ['the Alpenzoo on the Hungerburg', 'the Nordkette\u2019s Perch mountain play area', 'the Ambras Castle gardens'],
    viewpoints: ['the Hafelekar summit at 2,256 metres', 'the Bergisel tower', 'the Inn riverbank with its coloured houses'],
    bestTime: 'December to March for skiing and Christmas markets, June to September for hiking straight from town.',
    workSpots: 'The university quarter has quiet cafés; several co-working spaces are near the station.',
  },
  Barcelona: {
    sights: ['the Sagrada Família', 'Park Güell', 'the Gothic Quarter and its cathedral', 'the Picasso Museum in El Born', 'the Palau de la Música Catalana'],
    food: ['tapas at a bar in El Born', 'paella by the sea in Barceloneta', 'the Boqueria market', 'vermouth on a Sunday in Gràcia'],
    dayTrips: ['the mountain monastery of Montserrat', 'the seaside town of Sitges', 'Girona\u2019s old town'],
    kids: ['CosmoCaixa science museum', 'the Tibidabo amusement park', 'the beach at Nova Icària'],
    viewpoints: ['the Bunkers del Carmel', 'Montjuïc castle', 'the roof of the cathedral'],
    bestTime: 'May, June, September and October are warm but not scorching, and the sea is swimmable from June.',
    workSpots: 'Gràcia and the Eixample are full of laptop-friendly cafés and co-working spaces.',
  },
  Florence: {
    sights: ['the Uffizi Gallery', 'Brunelleschi\u2019s dome', 'the Ponte Vecchio', 'Michelangelo\u2019s David at the Accademia', 'the Boboli Gardens'],
    food: ['bistecca alla fiorentina', 'a lampredotto sandwich from a street kiosk', 'gelato from a proper gelateria', 'ribollita on a cold evening'],
    dayTrips: ['the Chianti wine villages', 'Siena and its shell-shaped piazza', 'the towers of San Gimignano'],
    kids: ['the Museo Galileo', 'a gelato-making class', 'the Cascine park'],
    viewpoints: ['Piazzale Michelangelo at sunset', 'the climb to the top of the dome', 'San Miniato al Monte'],
    bestTime: 'April, May, September and October; August is hot and many locals are away.',
    workSpots: 'The Oltrarno has quiet cafés and a few co-working spaces in old workshops.',
  },
};
