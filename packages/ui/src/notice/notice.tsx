import { forwardRef, type ReactNode } from 'react';

export type NoticeTone = 'info' | 'success' | 'error';

// An inline notice, or (boxed) a form's summary or answer. Errors are alerts, the rest status
// messages, so screen readers announce them when they appear.
export const Notice = forwardRef<HTMLDivElement, { tone?: NoticeTone; boxed?: boolean; id?: string; className?: string; children: ReactNode; focusable?: boolean }>(
  function Notice({ tone = 'info', boxed = false, id, className, children, focusable = false }, ref) {
    const classes = boxed
      ? ['form-message', `form-message--${tone}`]
      : ['notice', tone === 'error' ? 'notice--error' : tone === 'success' ? 'notice--ok' : ''];
    return (
      <div
        ref={ref}
        id={id}
        role={tone === 'error' ? 'alert' : 'status'}
        tabIndex={focusable ? -1 : undefined}
        className={[...classes, className].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    );
  },
);
