import { shapes, unitType, type DemoPropertySeed } from './types.ts';

// Organization 66: direct-listed hostels that the shared listing must hide all the same.
const hostelAmenities: DemoPropertySeed['amenities'] = ['kitchen', 'washer', 'coffee_machine', 'workspace'];

const dorm = (beds: number, priceMinor: number, units: number) =>
  unitType(`Bed in ${beds}-Bed Dorm`, shapes.dormBed, {
    description: `A bunk in a mixed ${beds}-bed dorm with a locker, reading light and USB socket.`,
    units,
    priceMinor,
  });

const privateRoom = (name: string, priceMinor: number, units: number) =>
  unitType(name, shapes.double, {
    description: 'Private room with its own shower, towels included.',
    units,
    priceMinor,
    sizeM2: 14,
  });

export const budgetBedsProperties: DemoPropertySeed[] = [
  {
    id: 19,
    hostId: 66,
    cityId: 1,
    area: 'Baixa',
    name: 'Budget Beds Lisbon Baixa',
    kind: 'hostel',
    summary: 'A cheerful hostel on Rua da Prata with dorms, private rooms and a rooftop bar.',
    highlights: 'Free walking tours every morning; the Santa Justa lift and the river are two minutes away.',
    amenities: [...hostelAmenities, 'air_conditioning', 'elevator'],
    unitTypes: [dorm(6, 2800, 8), privateRoom('Private Double Room', 6900, 4)],
    maxStay: 14,
  },
  {
    id: 20,
    hostId: 66,
    cityId: 2,
    area: 'Cedofeita',
    name: 'Budget Beds Porto Cedofeita',
    kind: 'hostel',
    summary: 'A hostel in a converted textile shop, with a garden and a shared kitchen.',
    highlights: 'Port tasting on Thursdays; the Clérigos tower is a ten-minute walk.',
    amenities: [...hostelAmenities, 'garden'],
    unitTypes: [dorm(4, 2600, 8), privateRoom('Private Twin Room', 6200, 3)],
    maxStay: 14,
  },
  {
    id: 21,
    hostId: 66,
    cityId: 7,
    area: 'Gràcia',
    name: 'Budget Beds Barcelona Gràcia',
    kind: 'hostel',
    summary: 'Dorms and doubles in Gràcia, with a terrace and paella nights.',
    highlights: 'The metro to the beach is at the corner; Park Güell is a 15-minute walk uphill.',
    amenities: [...hostelAmenities, 'air_conditioning', 'balcony'],
    unitTypes: [dorm(6, 3200, 8), privateRoom('Private Double Room', 7900, 4)],
    maxStay: 14,
  },
  {
    id: 22,
    hostId: 66,
    cityId: 8,
    area: 'San Lorenzo',
    name: 'Budget Beds Florence San Lorenzo',
    kind: 'hostel',
    summary: 'A friendly hostel near the station and the San Lorenzo market.',
    highlights: 'Pasta-making classes on Tuesdays; the Duomo is a five-minute walk.',
    amenities: [...hostelAmenities, 'air_conditioning'],
    unitTypes: [dorm(4, 3000, 6), privateRoom('Private Double Room', 7500, 3)],
    maxStay: 14,
  },
  {
    id: 23,
    hostId: 66,
    cityId: 6,
    area: 'Wilten',
    name: 'Budget Beds Innsbruck Wilten',
    kind: 'hostel',
    summary: 'A hostel for skiers and hikers, with ski storage and a drying room.',
    highlights: 'The ski bus to four resorts stops outside; the Bergisel ski jump is a short walk.',
    amenities: [...hostelAmenities, 'parking'],
    unitTypes: [dorm(6, 2700, 6), privateRoom('Private Double Room', 6500, 5)],
    maxStay: 14,
  },
];
