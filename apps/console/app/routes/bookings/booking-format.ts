// Amounts, stay dates and moments in the page's language. Stay dates are calendar days (no time
// zone); moments are shown in UTC with the zone named, as the rest of the console does.

export function formatMoney(amountMinor: number, currency: string, lng: string): string {
  return new Intl.NumberFormat(lng, { style: 'currency', currency }).format(amountMinor / 100);
}

export function formatStayDate(date: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export function formatMoment(at: string, lng: string): string {
  // dateStyle and timeStyle can't name the zone, so the parts are spelled out.
  return new Intl.DateTimeFormat(lng, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(at));
}

export function formatSize(bytes: number, lng: string): string {
  const kilobytes = bytes / 1024;
  const unit = kilobytes >= 1024 ? 'megabyte' : 'kilobyte';
  return new Intl.NumberFormat(lng, { style: 'unit', unit, maximumFractionDigits: 1 }).format(unit === 'megabyte' ? kilobytes / 1024 : kilobytes);
}
