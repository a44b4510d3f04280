import { describe, expect, it } from 'vitest';
import { emptyGuest, type GuestDetails } from './guest-details.ts';
import { alloggiatiRecordLength, alloggiatiRecords, registrationFile, sesHospedajesCsv, sibaCsv } from './registration-export.ts';

const stay = { bookingCode: 'LS-ABC123', checkIn: '2026-05-01', checkOut: '2026-05-04', propertyName: 'Casa' };
const guest = (values: Partial<GuestDetails>): GuestDetails => ({ ...emptyGuest(true), ...values });
const leader = guest({
  first_name: 'José',
  last_name: 'García',
  second_last_name: 'López',
  gender: 'male',
  date_of_birth: '1980-02-03',
  nationality: 'ES',
  document_type: 'dni',
  passport_number: '12345678Z',
  document_support_number: 'ABC123456',
  document_issue_place: 'Madrid',
  birth_country: 'ES',
  address_line1: 'Calle Mayor 1',
  city: 'Madrid',
  postal_code: '28013',
  country: 'ES',
  mobile: '+34 600 000 000',
  email: 'jose@example.test',
});
const member = guest({ first_name: 'Anna', last_name: 'Müller', gender: 'female', date_of_birth: '1985-07-08', nationality: 'DE', birth_country: 'DE', document_type: 'passport', passport_number: 'C01X00T47', document_issuing_country: 'DE', country: 'DE', city: 'Köln' });

describe('guest-registration files', () => {
  it('SES.HOSPEDAJES: a header and one semicolon row per traveller, Spanish codes and dates', () => {
    const lines = sesHospedajesCsv([leader, member], stay).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^rol;nombre;apellido1;apellido2;tipoDocumento;numeroDocumento;soporteDocumento;fechaNacimiento;nacionalidad;sexo/);
    expect(lines[1]).toBe('VI;José;García;López;NIF;12345678Z;ABC123456;03/02/1980;ES;H;Calle Mayor 1;28013;Madrid;ES;+34 600 000 000;jose@example.test;;01/05/2026;04/05/2026;LS-ABC123');
    expect(lines[2]).toContain(';PAS;C01X00T47;;08/07/1985;DE;M;');
  });

  it('neutralises formulas and quotes separators in CSV cells', () => {
    const body = sesHospedajesCsv([guest({ first_name: '=HYPERLINK("x")', last_name: 'A;B' })], stay);
    expect(body).toContain(`"'=HYPERLINK(""x"")";"A;B"`);
  });

  it('Alloggiati Web: fixed 168-character records, group leader 18 with document, members 20 without', () => {
    const records = alloggiatiRecords([leader, member], stay).split('\r\n').filter(Boolean);
    expect(alloggiatiRecordLength).toBe(168);
    expect(records.map((record) => record.length)).toEqual([168, 168]);
    const [first, second] = records as [string, string];
    expect(first.slice(0, 2)).toBe('18');
    expect(first.slice(2, 12)).toBe('01/05/2026');
    expect(first.slice(12, 14)).toBe('03');
    expect(first.slice(14, 64).trimEnd()).toBe('GARCIA LOPEZ');
    expect(first.slice(64, 94).trimEnd()).toBe('JOSE');
    expect(first.slice(94, 95)).toBe('1');
    expect(first.slice(95, 105)).toBe('03/02/1980');
    expect(first.slice(134, 139)).toBe('IDENT');
    expect(first.slice(139, 159).trimEnd()).toBe('12345678Z');
    expect(first.slice(159, 168).trimEnd()).toBe('MADRID');
    expect(second.slice(0, 2)).toBe('20');
    expect(second.slice(94, 95)).toBe('2');
    expect(second.slice(134).trim()).toBe('');
    expect(alloggiatiRecords([member], stay).slice(0, 2)).toBe('16');
  });

  it('SIBA: foreign guests only, with SIBA’s fields', () => {
    const lines = sibaCsv([guest({ ...leader, nationality: 'PT' }), member], stay).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Apelido;Nome;Nacionalidade;DataNascimento;LocalNascimento;DocumentoIdentificacao;PaisEmissorDocumento;TipoDocumento;PaisResidencia;LocalResidencia;DataEntrada;DataSaida;Referencia');
    expect(lines.slice(1)).toEqual(['Müller;Anna;DE;08/07/1985;;C01X00T47;DE;P;DE;Köln;01/05/2026;04/05/2026;LS-ABC123']);
  });

  it('names each file and its type', () => {
    expect(registrationFile('it_alloggiati', [member], stay)).toMatchObject({ contentType: 'text/plain; charset=us-ascii', fileName: 'LS-ABC123-it_alloggiati.txt' });
    expect(registrationFile('es_ses', [member], stay).contentType).toBe('text/csv; charset=utf-8');
  });
});
