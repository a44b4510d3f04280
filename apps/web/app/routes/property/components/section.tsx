import type { ReactNode } from 'react';

// A titled part of the property page; its heading names it for screen readers.
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="property-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
