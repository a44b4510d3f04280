import { isSupportedLanguage } from '@direct/i18n';
import { data, Outlet } from 'react-router';
import type { Route } from './+types/language-scope.route';

// "/:lng?" also matches "/anything", which is a missing page, not a language.
export function loader({ params }: Route.LoaderArgs) {
  if (params.lng !== undefined && !isSupportedLanguage(params.lng)) throw data(null, { status: 404 });
  return null;
}

export default function LanguageScope() {
  return <Outlet />;
}
