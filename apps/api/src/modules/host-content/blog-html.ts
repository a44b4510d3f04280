import sanitizeHtml from 'sanitize-html';

// The one place a post's body is cleaned before it is stored (decision 0014): the console's
// editor sends HTML, but the browser is never trusted, so only the markup the editor makes
// survives. The guest site cleans again with the same allow-list when it renders.
const allowedTags = [
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li',
  'a', 'img', 'figure', 'figcaption', 'hr', 'code', 'pre',
];

export function cleanBlogHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // Dropped together with their text: a script's source is not prose.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
    transformTags: {
      // The post's title is the page's h1; a heading 1 in the body becomes a section heading.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  }).trim();
}

// Whether the cleaned body says anything (an empty editor sends <p></p>).
export function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: ['img'], allowedAttributes: { img: ['src'] } }).trim().length > 0;
}
