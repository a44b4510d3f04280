import sanitizeHtml from 'sanitize-html';

// Blog HTML comes from the hosts' editors: only text markup, links and our own pictures survive,
// and links to other sites open without handing them our page. Pictures: /images/<id>/<width>
// (served by this site's image proxy) or the API's /apis/image/<id>/<file> of older posts; any
// other source (another site, data:) is dropped with its <img>.
const ourImage = [/^\/images\/\d{1,10}\/\d{1,5}(\.avif|\.webp|\.jpg)?$/, /^\/apis\/image\/\d{1,10}\/[\w.%-]{1,200}$/];

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p', 'br', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li',
      'a', 'img', 'figure', 'figcaption', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['scope'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !ourImage.some((pattern) => pattern.test(frame.attribs['src'] ?? '')),
    transformTags: {
      // The post's title is the page's h1; a heading 1 in the body becomes a section heading.
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}
