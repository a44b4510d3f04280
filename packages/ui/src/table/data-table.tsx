import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

// A table of records: a captioned <table> in a scrollable, focusable region so a wide table
// scrolls sideways on a phone (and by keyboard) instead of breaking the page.
export function DataTable({ caption, captionHidden = false, children }: { caption: string; captionHidden?: boolean; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption className={captionHidden ? 'visually-hidden' : 'data-table__caption'}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

// A column header that sorts by following a link (works without JavaScript; the URL keeps the
// sort). `aria-sort` tells screen readers which column orders the rows.
export function SortHeader({
  label,
  direction,
  link,
  sortLabel,
}: {
  label: string;
  // This column's current direction, or null when another column sorts.
  direction: SortDirection | null;
  // Renders the link that sorts by this column (the app's router link and URL).
  link: (props: { className: string; children: ReactNode; 'aria-label': string }) => ReactNode;
  // The link's accessible name, e.g. "Sort by name, descending".
  sortLabel: string;
}) {
  return (
    <th scope="col" aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}>
      {link({
        className: 'data-table__sort',
        'aria-label': sortLabel,
        children: (
          <>
            {label}
            <span className="data-table__sort-mark" aria-hidden="true">
              {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
            </span>
          </>
        ),
      })}
    </th>
  );
}
