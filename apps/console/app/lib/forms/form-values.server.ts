import { textOf } from './form-failure.server.ts';

// Form fields as the API's JSON wants them. An empty field is left out (the API answers "required"
// for a field it needs); text that is no number is sent as null (the API answers "invalid").

export function numberOf(form: FormData, name: string): number | null | undefined {
  const text = textOf(form, name).trim();
  if (text === '') return undefined;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export function optionalNumberOf(form: FormData, name: string): number | null {
  return numberOf(form, name) ?? null;
}

export function checked(form: FormData, name: string): boolean {
  return form.get(name) === 'on' || form.get(name) === 'true';
}

export function idsOf(form: FormData, name: string): number[] {
  return form
    .getAll(name)
    .map((value) => Number(value))
    .filter((value) => Number.isInteger(value) && value > 0);
}

export function versionOf(form: FormData): number {
  const version = Number(textOf(form, 'version'));
  return Number.isInteger(version) && version >= 1 ? version : 1;
}
