import { describe, expect, it } from 'vitest';
import { emptyContactValues } from '../../lib/contact/form-state.ts';
import { contactValuesFrom, validateContact, validateNewsletter } from './validation.server.ts';

const valid = { name: 'Ana Silva', email: 'ana@example.com', phone: '', subject: '', message: 'Is the loft free in May?' };

describe('contact form checks', () => {
  it('accepts a complete message, phone and subject optional', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: '+351 (21) 887-4410', subject: 'May' })).toEqual({});
  });

  it('names every problem at once', () => {
    expect(validateContact(emptyContactValues)).toEqual({ name: 'required', email: 'required', message: 'required' });
    expect(validateContact({ ...valid, email: 'ana@', phone: '12', message: 'Hi there' })).toEqual({
      email: 'invalid_email',
      phone: 'invalid_phone',
      message: 'too_short',
    });
    expect(validateContact({ ...valid, phone: '+351 21 887 4410 ext 3' })).toEqual({ phone: 'invalid_phone' });
    expect(validateContact({ ...valid, name: 'x'.repeat(121), subject: 's'.repeat(201), message: 'm'.repeat(5001) })).toEqual({
      name: 'too_long',
      subject: 'too_long',
      message: 'too_long',
    });
  });

  it('reads trimmed text from the form, ignoring files and missing fields', () => {
    const form = new FormData();
    form.set('name', '  Ana  ');
    form.set('email', 'ana@example.com ');
    form.set('message', new Blob(['x']));
    expect(contactValuesFrom(form)).toEqual({ name: 'Ana', email: 'ana@example.com', phone: '', subject: '', message: '' });
  });
});

describe('newsletter checks', () => {
  it('wants a valid email address', () => {
    expect(validateNewsletter('ana@example.com')).toEqual({});
    expect(validateNewsletter('')).toEqual({ email: 'required' });
    expect(validateNewsletter('ana.example.com')).toEqual({ email: 'invalid_email' });
    expect(validateNewsletter(`${'a'.repeat(250)}@example.com`)).toEqual({ email: 'too_long' });
  });
});
