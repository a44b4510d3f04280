import { endpoints, type PricingContext, type PricingProperty } from '@direct/contracts';
import { ApiError } from '@direct/api-client';
import { data, redirect } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';
import { afterChange } from './list-view.ts';
import type { Read } from './form-input.ts';

// What every pricing page's server does: read the organization's properties, and run a form's
// intent (save, delete, deactivate) against the API, turning its refusals into what the page
// shows: field errors that keep what was typed, or a refusal with its reason.

export type Refusal = 'stale' | 'in_use' | 'not_found';
export type PricingFailure = FormFailure & { intent: string; target: number | null; refusal?: Refusal };

// An action's answer: the redirect after a change, or the failure with its status (a stale edit
// or a refusal because bookings use it: 409; gone: 404; the form's own errors: 400).
export function pricingAnswer(result: Response | PricingFailure): Response | ReturnType<typeof data<PricingFailure>> {
  if (result instanceof Response) return result;
  const status = result.refusal === 'stale' || result.refusal === 'in_use' ? 409 : result.refusal === 'not_found' ? 404 : 400;
  return data(result, { status });
}

export async function loadPricingContext(token: string, organizationId: number, signal: AbortSignal): Promise<PricingContext> {
  return hostCall(endpoints.hostPricingContext, token, { params: { organizationId }, signal });
}

/** The property the page is about: the one in ?property=, else the first; null without any. */
export function chosenProperty(context: PricingContext, params: URLSearchParams): PricingProperty | null {
  const wanted = Number(params.get('property'));
  return context.properties.find((property) => property.id === wanted) ?? context.properties[0] ?? null;
}

export function organizationIdOf(params: { organizationId?: string }): number {
  const id = Number(params.organizationId);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/** A loader's answer for a row or a property that is gone: the page without it, not an error. */
export async function unlessGone<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return fallback;
    throw error;
  }
}

// A form's fields read before the API sees them; a value that can't be read is the field's error.
export class FormReader {
  readonly problems: Record<string, string> = {};
  constructor(readonly form: FormData) {}

  text(name: string): string {
    return textOf(this.form, name);
  }

  optionalText(name: string): string | null {
    const value = this.text(name).trim();
    return value === '' ? null : value;
  }

  checked(name: string): boolean {
    return this.form.get(name) === 'on';
  }

  read<T>(name: string, value: Read<T>, reason: string): T | null {
    if (value === 'invalid') {
      this.problems[name] = reason;
      return null;
    }
    return value;
  }

  get valid(): boolean {
    return Object.keys(this.problems).length === 0;
  }
}

// What the form sent, to show it again; a field sent several times (ticked boxes) joined by commas.
function typedValues(form: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of fields) {
    const sent = form.getAll(name).filter((value): value is string => typeof value === 'string');
    if (sent.length > 0) values[name] = sent.join(',');
  }
  return values;
}

export type Intent = { intent: string; target: number | null; version: number | undefined };

export function intentOf(form: FormData): Intent {
  const target = Number(textOf(form, 'target'));
  const version = Number(textOf(form, 'version'));
  return {
    intent: textOf(form, 'intent'),
    target: Number.isInteger(target) && target > 0 ? target : null,
    version: Number.isInteger(version) && version > 0 ? version : undefined,
  };
}

/**
 * Runs one intent: on success back to the list saying what was done; on a refusal the page again
 * with the reason. `fields` are the form's field names; `rename` maps an API field to one of them.
 */
export async function runIntent(options: {
  request: Request;
  form: FormData;
  intent: Intent;
  fields: readonly string[];
  rename?: Record<string, string>;
  done: 'created' | 'saved' | 'deleted' | 'deactivated';
  call: () => Promise<unknown>;
}): Promise<Response | PricingFailure> {
  const { request, form, intent, fields, rename = {} } = options;
  const values = typedValues(form, fields);
  try {
    await options.call();
  } catch (error) {
    return { ...failureOf(error, fields, rename, values), intent: intent.intent, target: intent.target };
  }
  // The page's own path: a script's post arrives at its data URL (…/fees.data), and "?…" alone
  // would resolve against that.
  const url = new URL(request.url);
  return redirect(`${url.pathname.replace(/\.data$/, '')}${afterChange(url.searchParams, options.done)}`);
}

/** A refusal of the form before the API was asked (a value that can't be read). */
export function unreadable(reader: FormReader, intent: Intent, fields: readonly string[]): PricingFailure {
  return { ok: false, fieldErrors: reader.problems, values: typedValues(reader.form, fields), intent: intent.intent, target: intent.target };
}

function failureOf(error: unknown, fields: readonly string[], rename: Record<string, string>, values: Record<string, string>): FormFailure & { refusal?: Refusal } {
  const failure = formFailureOf(error, [...fields, ...Object.keys(rename), 'version', 'id'], values);
  const { version, id, ...placed } = failure.fieldErrors;
  // The API's names for what the form calls otherwise (amountMinor is the form's amount).
  const fieldErrors: Record<string, string> = {};
  for (const [field, reason] of Object.entries(placed)) fieldErrors[rename[field] ?? field] ??= reason;
  const refusal: Refusal | undefined = version === 'stale' ? 'stale' : id === 'in_use' ? 'in_use' : failure.formError === 'not_found' ? 'not_found' : undefined;
  if (!refusal) return { ...failure, fieldErrors };
  return { ok: false, fieldErrors, values, refusal };
}
