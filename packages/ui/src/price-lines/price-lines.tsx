import type { ReactNode } from 'react';

export type PriceLine = { key: string; label: ReactNode; amount: ReactNode; kind?: 'total' | 'discount' | 'due' | 'later' };

// Label and amount per row (a description list), the total and what is due set apart.
export function PriceLines({ lines, label, spacious = false, className }: {
  lines: PriceLine[];
  label?: string;
  /** Body-size rows with more room, what is due highlighted: for a summary that has a panel of its own. */
  spacious?: boolean;
  className?: string;
}) {
  return (
    <dl className={['price-lines', spacious && 'price-lines--spacious', className].filter(Boolean).join(' ')} aria-label={label}>
      {lines.map((line) => (
        <div key={line.key} className={line.kind ? `price-lines__${line.kind}` : undefined}>
          <dt>{line.label}</dt>
          <dd>{line.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
