import type { ReactNode } from 'react';

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={className ? `badge ${className}` : 'badge'}>{children}</span>;
}
