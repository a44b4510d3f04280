// Texts of the development mailbox pages. de.ts and pt.ts must match key for key.
export const mailbox = {
  title: 'TODO',
};
