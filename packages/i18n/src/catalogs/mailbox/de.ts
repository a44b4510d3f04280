import type { mailbox as en } from './en.ts';

export const mailbox: typeof en = {
  title: 'TODO',
};
