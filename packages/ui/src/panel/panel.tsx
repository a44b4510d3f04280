import type { HTMLAttributes } from 'react';

// The class list of a panel, for elements that must stay what they are (a router <Form>).
export function panelClassName({ flat = false }: { flat?: boolean } = {}, extra?: string): string {
  return ['panel', flat && 'panel--flat', extra].filter(Boolean).join(' ');
}

// A boxed section of a page; give it a heading and aria-labelledby so it is a named region.
export function Panel({ flat, className, ...rest }: { /** Surface colour, no shadow: for notes beside a form. */ flat?: boolean } & HTMLAttributes<HTMLElement>) {
  return <section className={panelClassName({ flat }, className)} {...rest} />;
}
