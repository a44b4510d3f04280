import type { FieldError } from '@direct/contracts';

// PostgreSQL can't store a NUL character in text, nor a lone UTF-16 surrogate (it isn't UTF-8):
// such a string would fail deep in a query as a 500. No field of ours has a use for either, so
// every string a client sends is checked once, before validation, and answered as a field error.

// A surrogate half without its partner.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const unsafeTextMessage = 'must not contain NUL characters or invalid Unicode';

export function hasUnsafeText(value: string): boolean {
  return value.includes('\u0000') || loneSurrogate.test(value);
}

// Field names go back to the client: the offending characters are spelled out, not echoed.
function printable(key: string): string {
  return hasUnsafeText(key) ? JSON.stringify(key).slice(1, -1) : key;
}

// Every string in a parsed request part (and every key: query keys are names a client chose),
// as field errors named like the validator names them ("guest.email", "date[after]"). Buffers
// (uploaded files) are bytes, not text, and are not looked into.
export function unsafeTextFields(data: unknown, part: string): FieldError[] {
  const found: FieldError[] = [];
  const visit = (value: unknown, path: readonly string[], depth: number) => {
    if (found.length >= 20 || depth > 32) return;
    if (typeof value === 'string') {
      if (hasUnsafeText(value)) found.push(fieldError(path.length === 0 ? part : path.join('.')));
      return;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, String(index)], depth + 1));
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      const name = [...path, printable(key)];
      if (hasUnsafeText(key)) found.push(fieldError(name.join('.')));
      else visit(child, name, depth + 1);
    }
  };
  visit(data, [], 0);
  return found;
}

function fieldError(field: string): FieldError {
  return { field, message: `${field} ${unsafeTextMessage}`, reason: 'invalid_characters' };
}
