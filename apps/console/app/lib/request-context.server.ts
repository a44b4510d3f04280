import type { HostMe } from '@direct/contracts';
import type { SupportedLanguage } from '@direct/i18n';
import { createContext } from 'react-router';

// What the root middleware works out once per request, for loaders, actions and other middleware.
export const languageContext = createContext<SupportedLanguage>('en');
// The token this visitor's forms carry (see security/csrf.server.ts).
export const csrfTokenContext = createContext<string>('');
// The host's session token from the cookie, if any (not yet checked with the API).
export const sessionTokenContext = createContext<string | undefined>(undefined);
// Whether cookies we set get the Secure attribute.
export const secureCookiesContext = createContext<boolean>(false);
// The signed-in host, after the API confirmed the session (signed-in routes only).
export const hostContext = createContext<{ me: HostMe; token: string } | null>(null);
