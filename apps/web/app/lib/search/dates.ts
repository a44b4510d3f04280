import { addDays, type IsoDate } from '../dates/iso-date.ts';

// Today where the code runs: the guest's own calendar in the browser.
export function localToday(now: Date = new Date()): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// The earliest check-in the server accepts. The server can't know the guest's time zone, so it
// takes yesterday in UTC: somewhere on earth it is still that day (UTC−12 at the latest).
export function earliestCheckInOnServer(now: Date = new Date()): IsoDate {
  return addDays(now.toISOString().slice(0, 10), -1);
}
