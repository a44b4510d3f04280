import { daysBetween } from '../dates/iso-date.ts';
import type { GuestDocumentType, GuestDetails, GuestGender } from './guest-details.ts';
import type { RegistrationAuthority } from './guest-rules.ts';

// The guest-registration files a host hands to the authorities, built from the saved guests:
// Spain's SES.HOSPEDAJES parte de viajeros (CSV, one traveller a row), Italy's Alloggiati Web
// schedine (the fixed-width "tracciato record", 168 characters a guest, CRLF), Portugal's SIBA
// boletins de alojamento (CSV of SIBA's fields, foreign guests only). The authorities' own code
// tables (ISTAT comuni and states for Italy, INE municipalities for Spain) aren't in the
// platform's data: those columns carry ISO 3166 country codes and the place as typed.

export type RegistrationStay = { bookingCode: string; checkIn: string; checkOut: string; propertyName: string };

export type RegistrationFile = { contentType: string; fileName: string; body: string };

// Values that start like a formula are neutralised so a spreadsheet never runs them.
function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value).replace(/[\r\n]+/g, ' ').trim();
  if (/^[=+\-@\t]/.test(text) && !/^\+[\d\s().-]+$/.test(text)) text = `'${text}`;
  return /[;",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

const dmy = (date: string | null) => (date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '');
const text = (value: string | null) => (value ?? '').trim();

// --- Spain: SES.HOSPEDAJES ---------------------------------------------------------------------

const sesDocument: Record<GuestDocumentType, string> = {
  dni: 'NIF',
  nie: 'NIE',
  passport: 'PAS',
  id_card: 'OTRO',
  driving_licence: 'OTRO',
  residence_permit: 'OTRO',
};
const sesSex: Record<GuestGender, string> = { male: 'H', female: 'M', other: 'O', undisclosed: 'O' };

export const sesColumns = [
  'rol', 'nombre', 'apellido1', 'apellido2', 'tipoDocumento', 'numeroDocumento', 'soporteDocumento', 'fechaNacimiento',
  'nacionalidad', 'sexo', 'direccion', 'codigoPostal', 'municipio', 'pais', 'telefono', 'correo', 'parentesco',
  'fechaEntrada', 'fechaSalida', 'referencia',
] as const;

export function sesHospedajesCsv(guests: readonly GuestDetails[], stay: RegistrationStay): string {
  const rows = guests.map((guest) => [
    'VI',
    text(guest.first_name),
    text(guest.last_name),
    text(guest.second_last_name),
    guest.document_type ? sesDocument[guest.document_type] : '',
    text(guest.passport_number),
    text(guest.document_support_number),
    dmy(guest.date_of_birth),
    text(guest.nationality),
    guest.gender ? sesSex[guest.gender] : '',
    [text(guest.address_line1), text(guest.address_line2)].filter(Boolean).join(', '),
    text(guest.postal_code),
    text(guest.city),
    text(guest.country),
    text(guest.mobile),
    text(guest.email),
    text(guest.kinship),
    dmy(stay.checkIn),
    dmy(stay.checkOut),
    stay.bookingCode,
  ]);
  return csv([sesColumns, ...rows]);
}

// --- Italy: Alloggiati Web ---------------------------------------------------------------------

// The tracciato record: [name, width] in order; every record is exactly 168 characters.
export const alloggiatiLayout = [
  ['tipoAlloggiato', 2],
  ['dataArrivo', 10],
  ['giorniPermanenza', 2],
  ['cognome', 50],
  ['nome', 30],
  ['sesso', 1],
  ['dataNascita', 10],
  ['comuneNascita', 9],
  ['provinciaNascita', 2],
  ['statoNascita', 9],
  ['cittadinanza', 9],
  ['tipoDocumento', 5],
  ['numeroDocumento', 20],
  ['luogoRilascioDocumento', 9],
] as const;
export const alloggiatiRecordLength = alloggiatiLayout.reduce((sum, [, width]) => sum + width, 0);

const alloggiatiDocument: Record<GuestDocumentType, string> = {
  passport: 'PASOR',
  id_card: 'IDENT',
  dni: 'IDENT',
  nie: 'IDENT',
  driving_licence: 'PATEN',
  residence_permit: 'PERSG',
};

// Fixed-width fields are ASCII: accents folded, longer values cut.
function fixed(value: string, width: number): string {
  const ascii = value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '?').toUpperCase();
  return ascii.slice(0, width).padEnd(width, ' ');
}

export function alloggiatiRecords(guests: readonly GuestDetails[], stay: RegistrationStay): string {
  const nights = Math.min(30, Math.max(1, daysBetween(stay.checkIn, stay.checkOut)));
  const group = guests.length > 1;
  return guests
    .map((guest, index) => {
      const leader = index === 0;
      // 16 single guest, 18 group leader, 20 group member (documents only for 16/18).
      const kind = !group ? '16' : leader ? '18' : '20';
      const values: Record<(typeof alloggiatiLayout)[number][0], string> = {
        tipoAlloggiato: kind,
        dataArrivo: dmy(stay.checkIn),
        giorniPermanenza: String(nights).padStart(2, '0'),
        cognome: [text(guest.last_name), text(guest.second_last_name)].filter(Boolean).join(' '),
        nome: [text(guest.first_name), text(guest.middle_name)].filter(Boolean).join(' '),
        sesso: guest.gender === 'male' ? '1' : guest.gender === 'female' ? '2' : ' ',
        dataNascita: dmy(guest.date_of_birth),
        comuneNascita: text(guest.birth_country).toUpperCase() === 'IT' ? text(guest.birth_place) : '',
        provinciaNascita: '',
        statoNascita: text(guest.birth_country),
        cittadinanza: text(guest.nationality),
        tipoDocumento: leader && guest.document_type ? alloggiatiDocument[guest.document_type] : '',
        numeroDocumento: leader ? text(guest.passport_number) : '',
        luogoRilascioDocumento: leader ? text(guest.document_issue_place) : '',
      };
      return alloggiatiLayout.map(([name, width]) => fixed(values[name], width)).join('');
    })
    .map((record) => `${record}\r\n`)
    .join('');
}

// --- Portugal: SIBA ------------------------------------------------------------------------------

const sibaDocument: Record<GuestDocumentType, string> = {
  passport: 'P',
  id_card: 'B',
  dni: 'B',
  nie: 'O',
  driving_licence: 'O',
  residence_permit: 'O',
};

export const sibaColumns = [
  'Apelido', 'Nome', 'Nacionalidade', 'DataNascimento', 'LocalNascimento', 'DocumentoIdentificacao', 'PaisEmissorDocumento',
  'TipoDocumento', 'PaisResidencia', 'LocalResidencia', 'DataEntrada', 'DataSaida', 'Referencia',
] as const;

export function sibaCsv(guests: readonly GuestDetails[], stay: RegistrationStay): string {
  const foreign = guests.filter((guest) => text(guest.nationality).toUpperCase() !== 'PT');
  const rows = foreign.map((guest) => [
    [text(guest.last_name), text(guest.second_last_name)].filter(Boolean).join(' '),
    [text(guest.first_name), text(guest.middle_name)].filter(Boolean).join(' '),
    text(guest.nationality),
    dmy(guest.date_of_birth),
    text(guest.birth_place),
    text(guest.passport_number),
    text(guest.document_issuing_country),
    guest.document_type ? sibaDocument[guest.document_type] : '',
    text(guest.country),
    text(guest.city),
    dmy(stay.checkIn),
    dmy(stay.checkOut),
    stay.bookingCode,
  ]);
  return csv([sibaColumns, ...rows]);
}

export function registrationFile(authority: RegistrationAuthority, guests: readonly GuestDetails[], stay: RegistrationStay): RegistrationFile {
  const base = `${stay.bookingCode}-${authority}`;
  switch (authority) {
    case 'es_ses':
      return { contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv`, body: sesHospedajesCsv(guests, stay) };
    case 'it_alloggiati':
      return { contentType: 'text/plain; charset=us-ascii', fileName: `${base}.txt`, body: alloggiatiRecords(guests, stay) };
    case 'pt_siba':
      return { contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv`, body: sibaCsv(guests, stay) };
  }
}
