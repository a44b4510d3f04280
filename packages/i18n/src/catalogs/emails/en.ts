// Texts of the booking emails written by the API (subject and body). de.ts and pt.ts must match key for key.
export const emails = {
  title: 'TODO',
};
