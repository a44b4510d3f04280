// Texts of the online check-in's review pages. de.ts and pt.ts must match key for key.
export const review = {
  title: 'TODO',
};
