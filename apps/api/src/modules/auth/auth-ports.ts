// What other modules may use of authentication: who a verified bearer token speaks for.
export type { Identity } from './access-token.ts';
