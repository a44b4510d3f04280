import type { ConsentChoice } from '@direct/domain/measurement';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { MeasurementData } from '../../lib/measurement/measurement-data.ts';

// The guest's cookie choice on this page (decision 0033): from the cookie the server read, then
// from what the guest decides here. `asking`: the banner shows (undecided, or reopened from the
// footer's "Cookie settings").
type ConsentState = {
  data: MeasurementData;
  choice: ConsentChoice | null;
  asking: boolean;
  // Asked again from the footer (focus then moves to the banner), not on arrival.
  reopened: boolean;
  // The banner has stored the cookie already (its code is loaded only where it shows).
  decided: (choice: ConsentChoice) => void;
  reopen: () => void;
};

const ConsentContext = createContext<ConsentState | null>(null);

export function ConsentProvider({ data, children }: { data: MeasurementData | null; children: ReactNode }) {
  const [choice, setChoice] = useState(data?.consent ?? null);
  const [asking, setAsking] = useState(data?.askNow ?? false);
  const [reopened, setReopened] = useState(false);
  const decided = useCallback((next: ConsentChoice) => {
    setChoice(next);
    setAsking(false);
  }, []);
  const reopen = useCallback(() => {
    setAsking(true);
    setReopened(true);
  }, []);
  const value = useMemo(() => (data ? { data, choice, asking, reopened, decided, reopen } : null), [data, choice, asking, reopened, decided, reopen]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

// Null when the brand measures nothing: no banner, no settings link.
export function useConsent(): ConsentState | null {
  return useContext(ConsentContext);
}
