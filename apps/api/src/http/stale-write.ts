import { staleVersionReason } from '@direct/contracts';
import { AppError } from './app-error.ts';

// The answer to a write based on a version that is no longer current (see RowVersion in
// @direct/contracts). Repositories update with `where version = :expected` and bump the version;
// no row updated while the row still exists means someone else wrote first.
export function staleWrite(what: string): AppError {
  const message = `This ${what} was changed by someone else after you opened it. Reload to see the latest version, then make your change again.`;
  return new AppError('conflict', message, { fields: [{ field: 'version', reason: staleVersionReason, message }] });
}
