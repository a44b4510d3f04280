import { describe, expect, it } from 'vitest';
import { contactFields, fieldErrorsFromApi, newsletterFields, problemFromApi } from './form-state.ts';

describe('API field errors on the contact form', () => {
  it('maps the API reasons to the problems the form explains', () => {
    expect(problemFromApi('name', 'required')).toBe('required');
    expect(problemFromApi('name', 'too_small')).toBe('required');
    expect(problemFromApi('message', 'too_small')).toBe('too_short');
    expect(problemFromApi('subject', 'too_big')).toBe('too_long');
    expect(problemFromApi('email', 'invalid_email')).toBe('invalid_email');
    expect(problemFromApi('email', 'invalid_format')).toBe('invalid_email');
    expect(problemFromApi('phone', 'invalid_phone')).toBe('invalid_phone');
    expect(problemFromApi('phone', 'invalid_format')).toBe('invalid_phone');
    expect(problemFromApi('name', 'something_new')).toBe('invalid');
  });

  it("keeps the form's own fields (first problem each) and leaves the rest for a failed send", () => {
    const { fieldErrors, other } = fieldErrorsFromApi(
      [
        { field: 'email', message: 'must be a valid email address', reason: 'invalid_email' },
        { field: 'email', message: 'too long', reason: 'too_big' },
        { field: 'message', message: 'must be at least 10 characters', reason: 'too_small' },
        { field: 'brand_id', message: 'brand_id is required', reason: 'required' },
      ],
      contactFields,
    );
    expect(fieldErrors).toEqual({ email: 'invalid_email', message: 'too_short' });
    expect(other.map((error) => error.field)).toEqual(['brand_id']);
  });

  it('maps the newsletter email the same way', () => {
    expect(fieldErrorsFromApi([{ field: 'email', message: 'x', reason: 'invalid_email' }], newsletterFields).fieldErrors).toEqual({
      email: 'invalid_email',
    });
  });
});
