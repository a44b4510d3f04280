import type { deposit as en } from './en.ts';

export const deposit: typeof en = {
  title: 'TODO',
};
