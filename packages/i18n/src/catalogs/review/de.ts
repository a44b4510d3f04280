import type { review as en } from './en.ts';

export const review: typeof en = {
  title: 'TODO',
};
