import type { ReactNode } from 'react';

export type PriceLine = { key: string; label: ReactNode; amount: ReactNode; kind?: 'total' | 'discount' | 'due' | 'later' };

// Label and amount per row (a description list), the total and what is due set apart.
export function PriceLines({ lines, label, className }: { lines: PriceLine[]; label?: string; className?: string }) {
  return (
    <dl className={className ? `price-lines ${className}` : 'price-lines'} aria-label={label}>
      {lines.map((line) => (
        <div key={line.key} className={line.kind ? `price-lines__${line.kind}` : undefined}>
          <dt>{line.label}</dt>
          <dd>{line.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
