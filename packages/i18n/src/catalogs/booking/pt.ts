import type { booking as en } from './en.ts';

export const booking: typeof en = {
  title: 'TODO',
};
