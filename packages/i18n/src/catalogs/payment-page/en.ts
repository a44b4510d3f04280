// Texts of the payment terminal, 3-D Secure challenge, success page. de.ts and pt.ts must match key for key.
export const paymentPage = {
  title: 'TODO',
};
