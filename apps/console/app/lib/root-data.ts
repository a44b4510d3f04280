import { useRouteLoaderData } from 'react-router';
import type { LocaleData } from './i18n/translation.tsx';
import type { ToastMessage } from './toast/toast.server.ts';

export type RootData = {
  locale: LocaleData;
  // The token every form posts back (security/csrf.server.ts).
  csrf: string;
  platformDomain: string;
  // What the last form post did (lib/toast), shown once.
  toast?: ToastMessage;
};

export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useRootData() used without the root loader’s data');
  return data;
}

export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
