import type { emails as en } from './en.ts';

export const emails: typeof en = {
  title: 'TODO',
};
