import { createContext } from 'react-router';
import type { ReserveResult } from './reserve.ts';

// The reservation form's answer, handed from the page's action to its loader in the same request:
// when the form was posted without JavaScript, the loader renders the overlay with it.
export const reserveResultContext = createContext<ReserveResult | null>(null);
