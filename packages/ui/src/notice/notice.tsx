import { forwardRef, type HTMLAttributes } from 'react';

export type NoticeTone = 'info' | 'success' | 'error';

// An inline notice, or (boxed) a form's summary or answer. Errors are alerts, the rest status
// messages, so screen readers announce them when they appear; `focusable` lets a form move focus
// to its error summary.
export const Notice = forwardRef<HTMLDivElement, { tone?: NoticeTone; boxed?: boolean; focusable?: boolean } & HTMLAttributes<HTMLDivElement>>(
  function Notice({ tone = 'info', boxed = false, focusable = false, className, ...rest }, ref) {
    const classes = boxed
      ? ['form-message', `form-message--${tone}`]
      : ['notice', tone === 'error' ? 'notice--error' : tone === 'success' ? 'notice--ok' : ''];
    return (
      <div
        ref={ref}
        role={tone === 'error' ? 'alert' : 'status'}
        tabIndex={focusable ? -1 : undefined}
        className={[...classes, className].filter(Boolean).join(' ')}
        {...rest}
      />
    );
  },
);
