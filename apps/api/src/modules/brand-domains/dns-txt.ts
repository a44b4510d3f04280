import { resolveTxt } from 'node:dns/promises';

// Looks up a name's TXT records (each record as its strings); injectable so tests need no network.
export type TxtResolver = (name: string) => Promise<string[][]>;

export const systemTxtResolver: TxtResolver = (name) => resolveTxt(name);

// Answers a DNS server gives for "no such record" rather than "try again later".
const absentCodes = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

export function isAbsentRecord(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && absentCodes.has(String((error as { code: unknown }).code));
}
