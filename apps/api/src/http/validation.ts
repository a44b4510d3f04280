import type { FieldError } from '@direct/contracts';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { unsafeTextFields } from './unsafe-text.ts';

// The request part's name when the whole part is wrong (e.g. a body that is not an object).
const partNames: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

type FieldIssue = FastifySchemaValidationError & { params: { field: FieldError } };

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function fieldName(path: readonly PropertyKey[], httpPart: string | undefined): string {
  if (path.length === 0) return partNames[httpPart ?? 'body'] ?? 'body';
  // Query keys such as "date[after]" stay as sent; nested body paths read "guests.0.email".
  return path.map(String).join('.');
}

// A machine-readable reason the site can translate; clearer than zod's code where we can tell.
function toFieldErrors(issue: $ZodIssue, data: unknown, httpPart: string | undefined): FieldError[] {
  const field = fieldName(issue.path, httpPart);
  const value = valueAt(data, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      // Fastify hands a missing body or query to the validator as null.
      return value === undefined || (value === null && issue.path.length === 0)
        ? [{ field, message: `${field} is required`, reason: 'required' }]
        : [{ field, message: issue.message, reason: 'invalid_type' }];
    case 'too_small':
      return value === '' && issue.origin === 'string'
        ? [{ field, message: `${field} is required`, reason: 'required' }]
        : [{ field, message: issue.message, reason: 'too_small' }];
    case 'invalid_format':
      return [{ field, message: issue.message, reason: issue.format === 'regex' ? 'invalid_format' : `invalid_${issue.format}` }];
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const name = fieldName([...issue.path, key], httpPart);
        return { field: name, message: `${name} is not allowed`, reason: 'unrecognized_key' };
      });
    case 'invalid_union':
      return [{ field, message: issue.message, reason: 'invalid_value' }];
    case 'custom': {
      // Refinements may name their reason: .refine(check, { params: { reason: 'voucher_expired' } }).
      const reason = issue.params?.['reason'];
      return [{ field, message: issue.message, reason: typeof reason === 'string' ? reason : 'invalid' }];
    }
    default:
      return [{ field, message: issue.message, reason: issue.code }];
  }
}

// Like fastify-type-provider-zod's validatorCompiler, but each error keeps the field name as the
// client sent it and a reason, which the error handler turns into the envelope's fields.
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, httpPart }) => {
  const wantsObject = expectsObject(schema);
  const part = partNames[httpPart ?? 'body'] ?? 'body';
  return (data: unknown) => {
    // Before the schema: refinements may assume the object they refine (a null body used to
    // reach one as null and crash), and no string with a NUL may get anywhere near the database.
    if (wantsObject && (data === null || data === undefined || typeof data !== 'object' || Array.isArray(data))) {
      const field: FieldError =
        data === null || data === undefined
          ? { field: part, message: `${part} is required`, reason: 'required' }
          : { field: part, message: `${part} must be an object`, reason: 'invalid_type' };
      return { error: [issueOf(field, 'invalid_type', [])] };
    }
    const unsafe = unsafeTextFields(data, part);
    if (unsafe.length > 0) return { error: unsafe.map((field) => issueOf(field, 'invalid_characters', [])) };
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    // One entry per field: the first problem is the one to fix (an empty value is "required",
    // not also "invalid format").
    const errors = new Map<string, FieldIssue>();
    for (const issue of result.error.issues) {
      for (const field of toFieldErrors(issue, data, httpPart)) {
        if (errors.has(field.field)) continue;
        errors.set(field.field, issueOf(field, issue.code, issue.path));
      }
    }
    return { error: [...errors.values()] };
  };
};

function issueOf(field: FieldError, keyword: string, path: readonly PropertyKey[]): FieldIssue {
  return { keyword, instancePath: `/${path.map(String).join('/')}`, schemaPath: '', message: field.message, params: { field } };
}

type SchemaDefinition = { type?: string; in?: $ZodType; innerType?: $ZodType; options?: readonly $ZodType[]; left?: $ZodType; right?: $ZodType };

// Whether the schema only ever accepts an object (through pipes, transforms and refinements).
function expectsObject(schema: $ZodType, depth = 0): boolean {
  const def = (schema as { _zod?: { def?: SchemaDefinition } })._zod?.def;
  if (!def || depth > 16) return false;
  switch (def.type) {
    case 'object':
      return true;
    case 'pipe':
      return def.in !== undefined && expectsObject(def.in, depth + 1);
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return def.innerType !== undefined && expectsObject(def.innerType, depth + 1);
    case 'union':
      return (def.options ?? []).length > 0 && (def.options ?? []).every((option) => expectsObject(option, depth + 1));
    case 'intersection':
      return (def.left !== undefined && expectsObject(def.left, depth + 1)) || (def.right !== undefined && expectsObject(def.right, depth + 1));
    default:
      return false;
  }
}

// The envelope's fields for a fastify validation error produced by the compiler above (or by any
// other compiler, read from its instance path).
export function fieldErrorsOf(validation: readonly FastifySchemaValidationError[], context: string | undefined): FieldError[] {
  return validation.map((entry) => {
    const field = (entry.params as { field?: FieldError }).field;
    if (field) return field;
    const path = entry.instancePath.split('/').filter((part) => part !== '');
    return { field: fieldName(path, context), message: entry.message ?? 'is invalid', reason: entry.keyword };
  });
}
