// Texts of the online check-in's agreement pages. de.ts and pt.ts must match key for key.
export const agreement = {
  title: 'TODO',
};
