import { data } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { brandPageMeta } from '../lib/i18n/page-meta.ts';
import type { Route } from './+types/not-found.route';

// Any path no other route claims: the 404 page inside the brand's shell, with status 404.
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('errors.notFound.title'), { noindex: true });
}

export default function NotFound() {
  return <ErrorPage kind="not-found" />;
}
