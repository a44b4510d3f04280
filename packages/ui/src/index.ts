// The design system's primitives. Styles: '@direct/ui/styles.css' (tokens, reset, every primitive).
export { Badge, type BadgeTone } from './badge/badge.tsx';
export { Button, ButtonLink, buttonClassName, type ButtonStyle, type ButtonVariant } from './button/button.tsx';
export { Card, type CardLinkProps } from './card/card.tsx';
export { Dialog } from './dialog/dialog.tsx';
export { Field, type FieldControlProps } from './field/field.tsx';
export { Icon } from './icon/icon.tsx';
export { Notice, type NoticeTone } from './notice/notice.tsx';
export { Panel, panelClassName } from './panel/panel.tsx';
export { Pagination, type PaginationItem } from './pagination/pagination.tsx';
export { PriceLines, type PriceLine } from './price-lines/price-lines.tsx';
export { ProgressBar } from './progress/progress-bar.tsx';
export { Skeleton } from './skeleton/skeleton.tsx';
export { DataTable, SortHeader, type SortDirection } from './table/data-table.tsx';
export { Toast, type ToastTone } from './toast/toast.tsx';
