// A price as a host types it ("120", "120.5", "120,50") in minor units (cents); empty → undefined;
// anything else → NaN, which the API refuses by field (so the form shows it next to the price).
export function priceMinorOf(text: string): number | undefined {
  const value = text.trim().replace(',', '.');
  if (value === '') return undefined;
  return /^\d{1,7}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
}
