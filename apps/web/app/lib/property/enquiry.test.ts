import { describe, expect, it } from 'vitest';
import { enquiryErrorFor, readEnquiry } from './enquiry.ts';
import { checkEnquiry, errorsFor } from './property.server.ts';

const values = { name: 'Ana Tester', email: 'ana@example.com', phone: '', message: 'Is the terrace free in December?' };

describe('enquiry checks', () => {
  it('accepts a complete enquiry and sends it about the property', () => {
    expect(checkEnquiry(1, 3, values)).toEqual({
      body: { brand_id: 1, property_id: 3, name: 'Ana Tester', email: 'ana@example.com', message: 'Is the terrace free in December?' },
      errors: null,
    });
  });

  it('names every wrong field with the guest-facing reason', () => {
    expect(checkEnquiry(1, 3, { name: ' ', email: 'not-an-email', phone: '12', message: 'Hi' }).errors).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      phone: 'phoneLength',
      message: 'messageTooShort',
    });
    expect(checkEnquiry(1, 3, { ...values, email: '', phone: 'call me' }).errors).toEqual({ email: 'emailRequired', phone: 'phoneInvalid' });
  });

  it('reads the API’s field errors the same way', () => {
    expect(errorsFor(['email', 'property_id', 'email'], { ...values, email: 'x@' })).toEqual({ email: 'emailInvalid' });
    expect(enquiryErrorFor('message', 'x'.repeat(6000))).toBe('messageTooLong');
  });

  it('reads the form fields, missing ones as empty', () => {
    const form = new FormData();
    form.set('name', 'Ana');
    expect(readEnquiry(form)).toEqual({ name: 'Ana', email: '', phone: '', message: '' });
  });
});
