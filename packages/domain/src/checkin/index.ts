// The check-in guest rules without the rest of the domain (the site imports them in the browser,
// where node:crypto of the secret hashing can't go).
export * from './guest-details.ts';
export * from './guest-rules.ts';
export * from './registration-export.ts';
export * from './arrival-window.ts';
