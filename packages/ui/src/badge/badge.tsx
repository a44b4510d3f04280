import type { ReactNode } from 'react';

export type BadgeTone = 'brand' | 'neutral' | 'success' | 'warning';

// A small pill with a count or a label. `tone`: brand (a count, filled), neutral (a status still
// open, outlined), success (a status done) or warning (needs the host's attention).
export function Badge({ children, tone = 'brand', className }: { children: ReactNode; tone?: BadgeTone; className?: string }) {
  return <span className={['badge', tone !== 'brand' && `badge--${tone}`, className].filter(Boolean).join(' ')}>{children}</span>;
}
