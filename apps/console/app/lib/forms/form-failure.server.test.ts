import { describe, expect, it } from 'vitest';
import { ApiError, ApiUnavailableError } from '@direct/api-client';
import { formFailureOf, keptValues } from './form-failure.server.ts';
import { fieldErrorKey } from './form-failure.ts';

const invalid = (fields: { field: string; reason: string }[]) =>
  new ApiError({ code: 'validation_failed', status: 400, message: 'Invalid', fields: fields.map((f) => ({ ...f, message: 'x' })) });

describe('form failures from API errors', () => {
  it('puts each field’s reason next to that field, the first reason winning', () => {
    const failure = formFailureOf(invalid([{ field: 'email', reason: 'invalid_email' }, { field: 'email', reason: 'required' }, { field: 'languages.0', reason: 'invalid_value' }]), ['email', 'languages']);
    expect(failure).toEqual({ ok: false, fieldErrors: { email: 'invalid_email', languages: 'invalid_value' }, values: {} });
  });

  it('says the form is invalid when a problem has no field on the page', () => {
    const failure = formFailureOf(invalid([{ field: 'body', reason: 'required' }]), ['email']);
    expect(failure.formError).toBe('invalid');
    expect(failure.fieldErrors).toEqual({});
  });

  it('turns other refusals into a form-level reason', () => {
    const error = new ApiError({ code: 'rate_limited', status: 429, message: 'Slow down' });
    expect(formFailureOf(error, ['email']).formError).toBe('rate_limited');
    const conflict = new ApiError({ code: 'conflict', status: 409, message: 'Taken', fields: [{ field: 'brandAlias', reason: 'taken', message: 'x' }] });
    expect(formFailureOf(conflict, ['brandAlias'])).toMatchObject({ fieldErrors: { brandAlias: 'taken' }, formError: 'conflict' });
  });

  it('says the whole form is stale when someone else saved first, keeping what was typed', () => {
    const stale = new ApiError({ code: 'conflict', status: 409, message: 'Changed', fields: [{ field: 'version', reason: 'stale', message: 'x' }] });
    expect(formFailureOf(stale, ['name'], { name: 'My edit' })).toEqual({ ok: false, fieldErrors: {}, formError: 'stale', values: { name: 'My edit' } });
  });

  it('lets errors that are not refusals through to the error page', () => {
    expect(() => formFailureOf(new ApiUnavailableError('down'), [])).toThrow(ApiUnavailableError);
  });

  it('keeps only the values it is told to keep (never the password)', () => {
    const form = new FormData();
    form.set('email', 'a@b.c');
    form.set('password', 'secret-secret');
    expect(keptValues(form, ['email', 'name'])).toEqual({ email: 'a@b.c' });
  });

  it('picks a text per field and reason', () => {
    expect(fieldErrorKey('password', 'too_small')).toBe('console.fieldErrors.passwordTooShort');
    expect(fieldErrorKey('email', 'invalid_email')).toBe('console.fieldErrors.invalidEmail');
    expect(fieldErrorKey('name', 'something_new')).toBe('console.fieldErrors.invalid');
  });
});
