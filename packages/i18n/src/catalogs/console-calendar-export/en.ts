// Calendars out: the iCal export address of each unit and unit type, to paste into Airbnb,
// Booking.com, Vrbo or Google Calendar, with copy and "new address" (the old one stops working).
export const consoleCalendarExport = {
  nav: 'Calendar export',
  title: 'Calendar export',
  intro:
    'Each unit type and each unit has its own calendar address. Paste it where a channel asks to import a calendar: on Airbnb under Calendar › Availability › Connect to another website, on Booking.com under Rates & availability › Sync calendars, on Vrbo under Calendar › Import calendar. Booked, held and blocked nights show there as unavailable within a few minutes; guests’ names and details are never included.',
  whichOne:
    'Connect a channel listing to the calendar of what it sells: a unit’s address for a listing of one home or room, the unit type’s address when the channel sells several identical units as one listing (a night is unavailable there only when every unit is taken).',
  empty: 'Add a property with unit types and units first; their calendar addresses appear here.',
  caption: 'Calendar addresses',
  calendar: 'Calendar',
  property: 'Property',
  address: 'Address',
  actions: 'Actions',
  unitType: 'Unit type',
  unit: 'Unit of {{type}}',
  addressOf: 'Calendar address of {{name}}',
  copy: 'Copy',
  copyName: 'Copy the address of {{name}}',
  copied: 'Address copied.',
  copyFailed: 'Copying didn’t work: select the address and copy it yourself.',
  rotate: 'New address',
  rotateName: 'Give {{name}} a new address',
  rotateHint: 'A new address stops the old one at once: use it when an address was shared by mistake, then paste the new one into every channel that used the old one.',
  rotated: 'The calendar of {{name}} has a new address. Paste it into every channel that used the old one.',
  rotatedOn: 'New since {{date}}',
};
