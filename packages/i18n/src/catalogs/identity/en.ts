// Texts of the online check-in's identity pages. de.ts and pt.ts must match key for key.
export const identity = {
  title: 'TODO',
};
