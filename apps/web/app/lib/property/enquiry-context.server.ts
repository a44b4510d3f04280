import { createContext } from 'react-router';
import type { EnquiryResult } from './enquiry.ts';

// The enquiry's answer, handed from the page's action to its loader in the same request: when the
// form was posted without JavaScript, the loader renders the overlay with it.
export const enquiryResultContext = createContext<EnquiryResult | null>(null);
