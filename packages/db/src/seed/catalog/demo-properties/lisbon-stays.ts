import { shapes, unitType, type DemoPropertySeed } from './types.ts';

// Lisbon Stays (organization 1): Lisbon, Porto and the Algarve.
export const lisbonStaysProperties: DemoPropertySeed[] = [
  {
    id: 1,
    hostId: 1,
    cityId: 1,
    area: 'Alfama',
    name: 'Alfama River Loft',
    kind: 'loft',
    summary:
      'A light-filled loft under the eaves of an 18th-century building, with a balcony over the rooftops of Alfama and the Tagus.',
    highlights:
      'Original beams and hand-painted tiles meet a modern open kitchen. The 28 tram stops at the corner and the Miradouro de Santa Luzia is a three-minute walk uphill.',
    amenities: ['kitchen', 'washer', 'air_conditioning', 'balcony', 'workspace', 'coffee_machine', 'dishwasher'],
    unitTypes: [
      unitType('River Loft', shapes.oneBed, {
        description: 'Open-plan loft with a queen bed on a mezzanine, sofa bed below and a balcony facing the river.',
        priceMinor: 12500,
        sizeM2: 58,
        maxChildren: 1,
        maxOccupancy: 3,
      }),
    ],
    featured: true,
  },
  {
    id: 2,
    hostId: 1,
    cityId: 1,
    area: 'Baixa',
    name: 'Baixa Azulejo Apartments',
    kind: 'aparthotel',
    summary:
      'Nine serviced apartments behind a tiled Pombaline façade, one block from Rua Augusta and the Praça do Comércio.',
    highlights:
      'A lift serves every floor, the reception is staffed from 8:00 to 22:00, and breakfast can be served in the courtyard café.',
    amenities: ['kitchen', 'air_conditioning', 'elevator', 'washer', 'crib', 'coffee_machine', 'dishwasher', 'wheelchair_accessible'],
    unitTypes: [
      unitType('Studio', shapes.studio, {
        description: 'Compact studio with a double bed, kitchenette and a window onto Rua dos Fanqueiros.',
        units: 4,
        priceMinor: 8900,
      }),
      unitType('One-Bedroom Apartment', shapes.oneBed, {
        description: 'Separate bedroom, living room with sofa bed and a full kitchen.',
        units: 3,
        priceMinor: 11900,
      }),
      unitType('Two-Bedroom Apartment', shapes.twoBed, {
        description: 'Two double bedrooms, two bathrooms and a living room with tall Pombaline windows.',
        units: 2,
        priceMinor: 17200,
        bathrooms: 2,
        maxOccupancy: 6,
      }),
    ],
    featured: true,
    breakfastPlan: true,
    maxStay: 30,
  },
  {
    id: 3,
    hostId: 1,
    cityId: 1,
    area: 'Bairro Alto',
    name: 'Bairro Alto Sunset Terrace',
    kind: 'apartment',
    summary: 'A two-bedroom top-floor flat with a private terrace made for sunset drinks over the city.',
    highlights:
      'The terrace seats six and looks west to the 25 de Abril bridge. Bairro Alto is lively at night; the bedrooms face a quiet courtyard.',
    amenities: ['kitchen', 'washer', 'air_conditioning', 'balcony', 'dishwasher', 'coffee_machine'],
    unitTypes: [
      unitType('Terrace Apartment', shapes.twoBed, {
        description: 'Two double bedrooms, one bathroom and a 20 m² terrace with an outdoor dining table.',
        priceMinor: 14900,
      }),
    ],
    arrivalRule: 'no_sunday_arrivals',
  },
  {
    id: 4,
    hostId: 1,
    cityId: 1,
    area: 'Príncipe Real',
    name: 'Príncipe Real Garden House',
    kind: 'house',
    summary: 'A rare Lisbon house with its own walled garden, lemon tree and barbecue, steps from the Jardim do Príncipe Real.',
    highlights:
      'Three bedrooms over two floors, a reading room and a garden where well-behaved dogs are welcome. Antique shops and the Saturday organic market are around the corner.',
    amenities: ['kitchen', 'washer', 'garden', 'bbq', 'pets_allowed', 'dishwasher', 'crib', 'workspace', 'air_conditioning'],
    unitTypes: [
      unitType('Garden House', shapes.threeBed, {
        description: 'Three bedrooms (two doubles and a twin), two bathrooms, garden with dining area.',
        priceMinor: 24500,
      }),
    ],
    featured: true,
    petsAllowed: true,
  },
  {
    id: 5,
    hostId: 1,
    cityId: 1,
    area: 'Belém',
    name: 'Belém Riverside Flat',
    kind: 'apartment',
    summary: 'A calm one-bedroom flat near the Jerónimos Monastery, with a parking space and an EV charger in the garage.',
    highlights:
      'Walk along the river to the Tower of Belém and the MAAT, and pick up pastéis de Belém still warm from the oven.',
    amenities: ['kitchen', 'washer', 'parking', 'ev_charger', 'elevator', 'air_conditioning', 'crib'],
    unitTypes: [
      unitType('Riverside Flat', shapes.oneBed, {
        description: 'Bedroom with a king bed, living room with a sofa bed, and a small balcony.',
        priceMinor: 9800,
      }),
    ],
  },
  {
    id: 6,
    hostId: 1,
    cityId: 1,
    area: 'Alfama',
    name: 'Alfama Fado Guesthouse',
    kind: 'guesthouse',
    summary: 'Six rooms above a family fado house, with homemade breakfast and live music downstairs on weekend nights.',
    highlights:
      'Each room is named after a fado singer. Rooms are simple and spotless; the shared roof terrace looks out over the Panteão.',
    amenities: ['air_conditioning', 'coffee_machine', 'balcony'],
    unitTypes: [
      unitType('Double Room', shapes.double, {
        description: 'Double bed, private shower room and a window onto the alleys of Alfama.',
        units: 4,
        priceMinor: 7600,
        sizeM2: 17,
      }),
      unitType('Family Room', shapes.oneBed, {
        description: 'A double bed and two single beds, private bathroom, under the eaves.',
        units: 2,
        priceMinor: 10800,
        bedrooms: 1,
        beds: 3,
        sizeM2: 26,
      }),
    ],
    breakfastPlan: true,
    maxStay: 21,
  },
  {
    id: 7,
    hostId: 1,
    cityId: 2,
    area: 'Ribeira',
    name: 'Porto Ribeira View Apartment',
    kind: 'apartment',
    summary: 'A bright flat on the Cais da Ribeira with the Dom Luís I bridge and the port lodges across the river.',
    highlights: 'Watch the rabelo boats from the window seat; the Ribeira square and its riverside restaurants are right below.',
    amenities: ['kitchen', 'washer', 'air_conditioning', 'coffee_machine'],
    unitTypes: [
      unitType('River View Apartment', shapes.oneBed, {
        description: 'A double bedroom and a living room with a window seat over the Douro.',
        priceMinor: 10900,
        maxChildren: 1,
        maxOccupancy: 3,
      }),
    ],
  },
  {
    id: 8,
    hostId: 1,
    cityId: 2,
    area: 'Cedofeita',
    name: 'Cedofeita Design Studio',
    kind: 'studio',
    summary: 'A designer studio in Porto\u2019s gallery district, with a proper desk and fast fibre for working trips.',
    highlights: 'On Rua de Miguel Bombarda, where galleries open late on Saturdays. Specialty coffee downstairs.',
    amenities: ['kitchen', 'workspace', 'air_conditioning', 'coffee_machine', 'washer'],
    unitTypes: [
      unitType('Design Studio', shapes.studio, {
        description: 'Queen bed, kitchenette, 1.6 m desk with an ergonomic chair and a monitor.',
        priceMinor: 7200,
        maxChildren: 0,
        maxOccupancy: 2,
      }),
    ],
    arrivalRule: 'no_sunday_arrivals',
  },
  {
    id: 9,
    hostId: 1,
    cityId: 3,
    area: 'Porto de Mós',
    name: 'Lagos Cliffside Villa',
    kind: 'villa',
    summary: 'A four-bedroom villa on the cliffs above Porto de Mós beach, with a heated infinity pool and ocean views from every room.',
    highlights:
      'The coastal path to Ponta da Piedade starts at the garden gate. Weekly stays from Saturday to Saturday in July and August.',
    amenities: ['kitchen', 'washer', 'pool', 'sea_view', 'bbq', 'garden', 'parking', 'air_conditioning', 'dishwasher', 'crib'],
    unitTypes: [
      unitType('Cliffside Villa', shapes.fourBed, {
        description: 'Four en-suite bedrooms, open living and dining room, terrace with infinity pool.',
        priceMinor: 38500,
        bathrooms: 4,
        maxOccupancy: 10,
      }),
    ],
    featured: true,
    peakChangeover: 'saturday',
  },
  {
    id: 10,
    hostId: 1,
    cityId: 3,
    area: 'Meia Praia',
    name: 'Meia Praia Beach Apartment',
    kind: 'apartment',
    summary: 'A two-bedroom apartment in a gardened complex with a pool, two minutes from the four-kilometre Meia Praia beach.',
    highlights: 'Ground floor with a private patio; the marina and the old town are a twenty-minute walk along the bay.',
    amenities: ['kitchen', 'washer', 'pool', 'sea_view', 'balcony', 'parking', 'air_conditioning', 'crib'],
    unitTypes: [
      unitType('Beach Apartment', shapes.twoBed, {
        description: 'Double bedroom, twin bedroom, living room opening onto a patio by the pool.',
        priceMinor: 13200,
      }),
    ],
  },
];
