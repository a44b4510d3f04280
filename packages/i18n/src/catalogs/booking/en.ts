// Texts of the reservation overlay: guest details, voucher, upsell popup, itemised total, unavailable answer. de.ts and pt.ts must match key for key.
export const booking = {
  title: 'TODO',
};
