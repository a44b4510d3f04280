// Texts of the online check-in's checkin pages. de.ts and pt.ts must match key for key.
export const checkin = {
  title: 'TODO',
};
