// System font stacks: nothing is downloaded at run time.
export const sans = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const serif = "Georgia, 'Times New Roman', serif";
export const humanist = "'Trebuchet MS', 'Lucida Grande', Verdana, sans-serif";
export const bookish = "Palatino, 'Palatino Linotype', 'Book Antiqua', serif";
