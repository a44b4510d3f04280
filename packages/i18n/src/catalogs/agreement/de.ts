import type { agreement as en } from './en.ts';

export const agreement: typeof en = {
  title: 'TODO',
};
