import sanitizeHtml from 'sanitize-html';

// The one place a post's body is cleaned before it is stored (decision 0014): the console's
// editor sends HTML, but the browser is never trusted, so only the markup the editor makes
// survives. The guest site cleans again with the same allow-list when it renders.
const allowedTags = [
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li',
  'a', 'img', 'figure', 'figcaption', 'hr', 'code', 'pre',
];

// Pictures in a body are ours only, named by the address both the console and the site serve
// from their own origin: /images/<id>/<width> (the photo pipeline's resize). The API's own
// /apis/image/<id>/<file> (what an upload answers) is rewritten to it; any other source (another
// site's picture, a data: URL) is dropped with its <img>.
const bodyImage = /^\/images\/(\d{1,10})\/(\d{1,4})$/;
const apiImage = /^\/apis\/image\/(\d{1,10})\/[\w.%-]{1,200}$/;
export const bodyImageWidth = 1200;

export function bodyImageSrc(imageId: number): string {
  return `/images/${imageId}/${bodyImageWidth}`;
}

function ourImageSrc(src: string | undefined): string | null {
  if (!src) return null;
  if (bodyImage.test(src)) return src;
  const api = apiImage.exec(src);
  return api ? bodyImageSrc(Number(api[1])) : null;
}

/** The pictures a cleaned body shows (to check they are the organization's). */
export function bodyImageIds(cleanHtml: string): number[] {
  const ids = [...cleanHtml.matchAll(/<img[^>]*\ssrc="\/images\/(\d{1,10})\//g)].map((match) => Number(match[1]));
  return [...new Set(ids)];
}

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
    // An <img> whose source is not one of ours goes (after the transform below named it).
    exclusiveFilter: (frame) => frame.tag === 'img' && !bodyImage.test(frame.attribs['src'] ?? ''),
    transformTags: {
      // The post's title is the page's h1; a heading 1 in the body becomes a section heading.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: ourImageSrc(attribs['src']) ?? '' } }),
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
