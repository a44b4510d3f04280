// Texts of the online check-in's deposit pages. de.ts and pt.ts must match key for key.
export const deposit = {
  title: 'TODO',
};
