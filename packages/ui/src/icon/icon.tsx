import type { ReactNode } from 'react';

// A decorative line icon (24×24 grid); the text beside it carries the meaning, so it is hidden
// from assistive technology unless given a label.
export function Icon({ children, label, className }: { children: ReactNode; label?: string; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </svg>
  );
}
