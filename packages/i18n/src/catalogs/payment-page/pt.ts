import type { paymentPage as en } from './en.ts';

export const paymentPage: typeof en = {
  title: 'TODO',
};
