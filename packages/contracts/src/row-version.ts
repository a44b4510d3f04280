import { jsonInteger } from './numbers.ts';

// Optimistic concurrency for what hosts edit: every editable row answers its `version`, and a
// write names the version it was based on. A write based on an older version is refused with
// 409 `conflict` (field `version`, reason `stale`) instead of silently overwriting another
// manager's change; the console then shows the latest data and keeps what the host typed.
export const RowVersion = jsonInteger(1).meta({ description: 'The version this write is based on (as last read).' });

export const staleVersionReason = 'stale';
