import { useRootData } from '../lib/root-data.ts';

// The hidden field every form posts (lib/security/csrf.server.ts checks it before any action).
export function CsrfField() {
  return <input type="hidden" name="csrf" value={useRootData().csrf} />;
}
