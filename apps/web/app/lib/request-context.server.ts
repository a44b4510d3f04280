import type { Brand } from '@direct/contracts';
import type { SupportedLanguage } from '@direct/i18n';
import { createContext } from 'react-router';

// Set by the root middleware for every page and data request; loaders read them from `context`.
export const brandContext = createContext<Brand>();
export const languageContext = createContext<SupportedLanguage>();
