import type { checkin as en } from './en.ts';

export const checkin: typeof en = {
  title: 'TODO',
};
