// The baseline of `npm run bench:ssr`: a bare node:http server that renders, on every request,
// a React tree with React's renderToString and sends it. The tree is made to match a measured
// page: as many elements as the page has and the same number of bytes of HTML. No routing, no
// data, no framework: what rendering that much markup costs by itself on this machine.
// BARE_RENDER_PAGES='{"/property":{"bytes":41000,"elements":900}}', PORT=…
import { createServer } from 'node:http';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const pages = JSON.parse(process.env.BARE_RENDER_PAGES ?? '{}');
const port = Number(process.env.PORT ?? 3499);

// Groups of one <div> and nine <span>s with a class and some text each: about as many
// elements, attributes and text nodes per byte as a real page.
function tree(elements, textLength) {
  const text = 'x'.repeat(Math.max(1, textLength));
  const groups = [];
  for (let made = 1, group = 0; made < elements; group++) {
    const children = [];
    for (let i = 0; i < 9 && made + 1 + i < elements; i++) children.push(createElement('span', { key: i, className: `c${i}` }, text));
    made += 1 + children.length;
    groups.push(createElement('div', { key: group, className: 'group' }, children));
  }
  return createElement('main', null, groups);
}

// The text length that brings the rendered markup to the page's size.
function matching({ bytes, elements }) {
  let textLength = 40;
  for (let round = 0; round < 4; round++) {
    const size = Buffer.byteLength(renderToString(tree(elements, textLength)));
    const textNodes = Math.max(1, elements - Math.ceil(elements / 10));
    textLength = Math.max(1, Math.round(textLength + (bytes - size) / textNodes));
  }
  return () => tree(elements, textLength);
}

const renderers = new Map(Object.entries(pages).map(([path, spec]) => [path, matching(spec)]));

createServer((req, res) => {
  const render = renderers.get(req.url);
  if (!render) {
    res.writeHead(404).end();
    return;
  }
  const html = `<!DOCTYPE html>${renderToString(render())}`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}).listen(port, '127.0.0.1', () => process.stdout.write(`ready ${port}\n`));

process.once('SIGTERM', () => process.exit(0));
