export * from './security/secret-hash.ts';
