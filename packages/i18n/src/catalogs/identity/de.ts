import type { identity as en } from './en.ts';

export const identity: typeof en = {
  title: 'TODO',
};
