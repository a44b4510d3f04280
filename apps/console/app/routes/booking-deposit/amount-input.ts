// An amount as a host types it ("80", "80.5", "80,50") in minor units, or null when it isn't one.
export function minorOfAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

// Minor units as the field shows them again ("80.00").
export const amountOfMinor = (minor: number) => (minor / 100).toFixed(2);
