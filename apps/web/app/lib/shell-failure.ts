import type { LocaleData } from './i18n/locale.ts';

// Why a request could not get a brand shell at all. Thrown as route error data by the brand
// middleware, so it carries what the error page needs without root loader data: the language,
// its catalog and the host name the guest typed.
export type ShellFailureReason = 'unregistered-domain' | 'unavailable' | 'server-error';

export type ShellFailure = {
  type: 'shell-failure';
  reason: ShellFailureReason;
  hostname: string;
  locale: LocaleData;
  year: number;
};

export function isShellFailure(value: unknown): value is ShellFailure {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'shell-failure';
}
