import type { ReactNode } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

// A short message confirming what just happened (after a form post and its redirect), shown in
// a corner without moving the page. It lives in a polite live region so screen readers read it
// once; errors use the alert role. The app decides when it goes (a timer, the close button).
export function Toast({ tone = 'success', children, closeLabel, onClose }: { tone?: ToastTone; children: ReactNode; closeLabel: string; onClose?: () => void }) {
  return (
    <div className="toast-region">
      <div className={`toast toast--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
        <p className="toast__message">{children}</p>
        {onClose && (
          <button type="button" className="toast__close" onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>
  );
}
