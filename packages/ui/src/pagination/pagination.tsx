import type { ReactNode } from 'react';

export type PaginationItem = { type: 'page'; page: number; current: boolean } | { type: 'gap'; key: string };

// Previous, the numbered pages (gaps between distant ones), next. The app renders its own links
// (router links keep client-side navigation) through `link`; texts come translated.
export function Pagination({ label, items, previous, next, link, texts }: {
  label: string;
  items: PaginationItem[];
  previous: number | null;
  next: number | null;
  link: (page: number, props: { className: string; children: ReactNode; rel?: string; 'aria-current'?: 'page'; 'aria-label'?: string }) => ReactNode;
  texts: { previous: string; next: string; page: (page: number) => string };
}) {
  const disabled = (children: ReactNode) => (
    <span className="pagination__step pagination__step--disabled" aria-disabled="true">
      {children}
    </span>
  );
  const previousText = (
    <>
      <span aria-hidden="true">←</span> {texts.previous}
    </>
  );
  const nextText = (
    <>
      {texts.next} <span aria-hidden="true">→</span>
    </>
  );
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>{previous === null ? disabled(previousText) : link(previous, { className: 'pagination__step', rel: 'prev', children: previousText })}</li>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {link(item.page, {
                className: 'pagination__page',
                children: item.page,
                'aria-label': texts.page(item.page),
                ...(item.current ? { 'aria-current': 'page' as const } : {}),
              })}
            </li>
          ),
        )}
        <li>{next === null ? disabled(nextText) : link(next, { className: 'pagination__step', rel: 'next', children: nextText })}</li>
      </ul>
    </nav>
  );
}
