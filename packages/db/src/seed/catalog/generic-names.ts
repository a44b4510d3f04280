// Word lists for the generated hosts and properties of large seeds (properties > demo set).

export const hostNameFirsts = [
  'Blue Door', 'Olive Grove', 'Harbour Light', 'Cedar', 'Stone Bridge', 'Sunny Side', 'Old Mill', 'Cork Oak',
  'Lantern', 'Juniper', 'Sea Salt', 'Pine Ridge', 'Fig Tree', 'Terracotta', 'Swallow', 'Lighthouse', 'Orchard',
  'Windmill', 'Bluebell', 'Saffron', 'Marble', 'Riverbend', 'Edelweiss', 'Gentian', 'Azulejo', 'Cypress',
  'Lemon Tree', 'Chestnut', 'Meadow', 'Copper Kettle',
] as const;

export const hostNameSuffixes = ['Stays', 'Homes', 'Rentals', 'Apartments', 'Holiday Homes', 'Retreats', 'Hosts', 'Lets'] as const;

export const propertyAdjectives = [
  'Sunny', 'Cosy', 'Bright', 'Charming', 'Elegant', 'Quiet', 'Spacious', 'Stylish', 'Airy', 'Peaceful',
  'Rustic', 'Modern', 'Classic', 'Light-Filled', 'Tranquil', 'Colourful',
] as const;

export const bedroomWords = ['Studio', 'One-Bedroom', 'Two-Bedroom', 'Three-Bedroom', 'Four-Bedroom', 'Five-Bedroom'] as const;

export const hostTaglines = [
  'Local hosts, honest prices',
  'Homes we would stay in ourselves',
  'Book direct, stay happy',
  'Your home away from home',
  'Stays with a personal touch',
  'Handpicked homes, no surprises',
] as const;
