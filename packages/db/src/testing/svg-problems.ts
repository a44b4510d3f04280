// A strict-enough well-formedness check for generated SVG (no XML parser is installed): one
// XML declaration, balanced tags under a single <svg> root, quoted attributes, escaped text.
export function svgProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) problems.push('missing XML declaration');
  const body = text.replace(/^<\?xml[^?]*\?>\s*/, '');
  if (!body.startsWith('<svg ')) problems.push('root element is not <svg>');
  if (!/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(body.slice(0, 200))) problems.push('missing SVG namespace');
  const stack: string[] = [];
  let roots = 0;
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+);)/g;
  let last = 0;
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    const [whole, closing, name, , selfClosing] = match;
    if (whole === '<') {
      problems.push(`malformed tag at ${match.index}: ${body.slice(match.index, match.index + 40)}`);
      continue;
    }
    if (whole.startsWith('&')) {
      problems.push(`unescaped & at ${match.index}`);
      continue;
    }
    if (stack.length === 0 && body.slice(last, match.index).trim()) problems.push('text outside the root element');
    last = match.index + whole.length;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name as string);
    } else if (stack.length === 0) {
      roots++;
    }
  }
  if (stack.length) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  if (body.slice(last).trim()) problems.push('text after the root element');
  return problems;
}
