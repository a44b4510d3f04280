import type { ReactNode } from 'react';

// The amount the guest pays (or has held) now, in the brand's colours above the card form; the
// payment and deposit terminals both open with it. `children`: a line below (the price paid, what
// a hold means).
export function AmountDue({ label, amount, amountTestId, children }: { label: string; amount: string; amountTestId?: string; children?: ReactNode }) {
  return (
    <div className="amount-due">
      <span className="amount-due__label">{label}</span>
      <span className="amount-due__amount" data-testid={amountTestId}>
        {amount}
      </span>
      {children}
    </div>
  );
}
