import { forwardRef, type DialogHTMLAttributes } from 'react';

// The native <dialog>: the caller opens it modal (showModal) from a script; rendered `open` by the
// server it still covers the page.
export const Dialog = forwardRef<HTMLDialogElement, DialogHTMLAttributes<HTMLDialogElement>>(function Dialog({ className, ...rest }, ref) {
  return <dialog ref={ref} className={className ? `dialog ${className}` : 'dialog'} {...rest} />;
});
