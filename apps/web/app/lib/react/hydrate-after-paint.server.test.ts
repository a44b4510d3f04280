import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferredModuleType, hydrateAfterPaint, pageLoader } from './hydrate-after-paint.server.ts';

// The head and the module script as React Router writes them (<Scripts/>, React hoisting the
// preloads into the head).
const moduleCode = ';\nimport * as route0 from "/assets/root-a1.js";\n  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-b2.js"}};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-b2.js");';
const preloads = ['/assets/entry.client-b2.js', '/assets/framework-c3.js', '/assets/root-a1.js'];
const page = (nonce = 'n0+/=') =>
  `<html><head><meta charset="utf-8"/>${preloads.map((href) => `<link rel="modulepreload" href="${href}" nonce="${nonce}"/>`).join('')}<link rel="stylesheet" href="/assets/app.css"/></head>` +
  `<body><p>Café €</p><script nonce="${nonce}">window.__reactRouterContext = {};</script><script nonce="${nonce}" type="module" async="">${moduleCode}</script>` +
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script></body></html>`;

function rewrite(html: string): string {
  return hydrateAfterPaint(Buffer.from(html)).toString('utf8');
}

describe("the page's scripts after the first paint", () => {
  it('takes the preloads out of the head and keeps the module code as a data block, the rest untouched', () => {
    const html = rewrite(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/></head>');
    expect(html).toContain(
      `<script type="${deferredModuleType}">${moduleCode}</script><script nonce="n0+/=" src="${pageLoader.href}" defer data-preloads="${preloads.join(' ')}"></script>` +
        '<script nonce="n0+/=">window.__reactRouterContext.streamController.close();',
    );
    expect(html).toContain('<p>Café €</p>');
  });

  it('leaves a document it does not recognize as it is', () => {
    for (const html of [
      '<html><body><p>No scripts</p></body></html>',
      // A module script of another shape, or a preload to somewhere else.
      page().replace('type="module" async=""', 'type="module"'),
      page().replace('/assets/framework-c3.js', 'https://elsewhere.example/x.js'),
      page().replace('"/assets/root-a1.js" nonce', '"/assets/root-a1.js" crossorigin nonce'),
      // No preloads at all.
      page().replace(/<link rel="modulepreload"[^>]*\/>/g, ''),
    ]) {
      const bytes = Buffer.from(html);
      expect(hydrateAfterPaint(bytes)).toBe(bytes);
    }
  });

  it('works without a nonce too', () => {
    const html = rewrite(page().replaceAll(' nonce="n0+/="', ''));
    expect(html).toContain(`<script type="${deferredModuleType}">${moduleCode}</script><script src="${pageLoader.href}" defer data-preloads="${preloads.join(' ')}"></script>`);
  });

  it('names the loader after its content, so a changed loader is a new address', () => {
    expect(pageLoader.href).toMatch(/^\/assets\/page-loader-[\w-]{10}\.js$/);
    expect(pageLoader.source).toContain("document.currentScript");
  });
});

// The loader, run against a stand-in of the few browser objects it touches.
type Element = { tag: string; [key: string]: unknown };
type Listener = (event: unknown) => void;

function browser(options: { visibility: 'visible' | 'hidden'; paintEntries: boolean }) {
  const appended: { head: Element[]; body: Element[] } = { head: [], body: [] };
  const listeners = new Map<string, Listener[]>();
  const on = (key: string, listener: Listener) => listeners.set(key, [...(listeners.get(key) ?? []), listener]);
  const off = (key: string, listener: Listener) => listeners.set(key, (listeners.get(key) ?? []).filter((each) => each !== listener));
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | null = null;
  let disconnected = false;
  class FakeElement {
    constructor(readonly props: Record<string, unknown>) {}
    closest(selector: string) {
      return selector === 'button' && this.props.tag === 'button' ? this.props : null;
    }
  }
  const createElement = (tag: string): Element => {
    const element: Element = { tag };
    if (tag === 'script') Object.defineProperty(element, 'addEventListener', { value: (type: string, listener: Listener) => on(`script:${type}`, listener) });
    return element;
  };
  const document = {
    visibilityState: options.visibility,
    currentScript: { nonce: 'n0+/=', previousElementSibling: { text: moduleCode }, dataset: { preloads: preloads.join(' ') } },
    createElement,
    querySelectorAll: () => [],
    head: { append: (element: Element) => appended.head.push(element) },
    body: { append: (element: Element) => appended.body.push(element) },
    addEventListener: (type: string, listener: Listener, capture?: unknown) => on(`document:${type}${capture === true ? ':capture' : ''}`, listener),
    removeEventListener: (type: string, listener: Listener, capture?: unknown) => off(`document:${type}${capture === true ? ':capture' : ''}`, listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.paintEntries ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  const window: Record<string, unknown> = {};
  const globals = {
    window,
    document,
    Element: FakeElement,
    PerformanceObserver,
    addEventListener: (type: string, listener: Listener) => on(`window:${type}`, listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  return {
    run: (code: string) => runInNewContext(code, globals),
    appended,
    window,
    element: (props: Record<string, unknown>) => new FakeElement(props),
    paint: (name: string) => paintObserver?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: () => (disconnected = true) }),
    fire: (key: string, event: unknown = {}) => [...(listeners.get(key) ?? [])].forEach((listener) => listener(event)),
    frame: () => frames.splice(0).forEach((callback) => callback()),
    tick: () => timers.splice(0).forEach((callback) => callback()),
    get disconnected() {
      return disconnected;
    },
  };
}

describe('the loader in the page', () => {
  const code = pageLoader.source;

  it('adds the preloads and runs the module code with the nonce once the first contentful paint is reported, once', () => {
    const tab = browser({ visibility: 'visible', paintEntries: true });
    tab.run(code);
    expect(tab.appended.body).toEqual([]);
    tab.paint('first-paint');
    expect(tab.appended.body).toEqual([]);
    tab.paint('first-contentful-paint');
    expect(tab.disconnected).toBe(true);
    expect(tab.appended.head).toEqual(preloads.map((href) => ({ tag: 'link', rel: 'modulepreload', href })));
    expect(tab.appended.body).toMatchObject([{ tag: 'script', type: 'module', nonce: 'n0+/=', text: moduleCode }]);
    // A later load, a tab switch: nothing runs twice.
    tab.fire('window:load');
    tab.tick();
    tab.fire('document:visibilitychange');
    expect(tab.appended.body).toHaveLength(1);
    expect(tab.appended.head).toHaveLength(preloads.length);
  });

  it('starts at once in a tab opened in the background, which paints nothing until shown', () => {
    const tab = browser({ visibility: 'hidden', paintEntries: true });
    tab.run(code);
    expect(tab.appended.body).toHaveLength(1);
  });

  it('starts when the tab is hidden before its first paint', () => {
    const tab = browser({ visibility: 'visible', paintEntries: true });
    tab.run(code);
    tab.fire('document:visibilitychange');
    expect(tab.appended.body).toHaveLength(1);
  });

  it('starts after its load where nothing contentful is ever painted', () => {
    const tab = browser({ visibility: 'visible', paintEntries: true });
    tab.run(code);
    tab.fire('window:load');
    expect(tab.appended.body).toHaveLength(0);
    tab.tick();
    expect(tab.appended.body).toHaveLength(1);
  });

  it('waits a frame and a task where the browser reports no paints', () => {
    const tab = browser({ visibility: 'visible', paintEntries: false });
    tab.run(code);
    expect(tab.appended.body).toHaveLength(0);
    tab.frame();
    expect(tab.appended.body).toHaveLength(0);
    tab.tick();
    expect(tab.appended.body).toHaveLength(1);
  });

  it('holds presses of buttons only React can give a meaning to, and forms sent, and does them once hydrated, in order', () => {
    const tab = browser({ visibility: 'visible', paintEntries: true });
    tab.run(code);
    const done: string[] = [];
    const button = (name: string, type: string, form: unknown, disabled = false) => ({ tag: 'button', type, form, disabled, isConnected: true, click: () => done.push(name) });
    const search = { tag: 'form', isConnected: true, requestSubmit: (submitter: { name?: string } | null) => done.push(`submit by ${submitter?.name}`) };
    const stepper = button('add an adult', 'button', search);
    const submitButton = { ...button('search', 'submit', search), name: 'search' };
    let prevented = 0;
    const sent = (submitter: unknown) => ({ target: search, submitter, preventDefault: () => (prevented += 1) });
    tab.fire('document:submit:capture', sent(submitButton));
    // A submit button, a link, a disabled button: the browser's own business.
    tab.fire('document:click:capture', { target: tab.element(submitButton) });
    tab.fire('document:click:capture', { target: tab.element({ tag: 'a' }) });
    tab.fire('document:click:capture', { target: tab.element(button('disabled', 'button', search, true)) });
    tab.fire('document:click:capture', { target: tab.element(stepper) });
    tab.fire('document:click:capture', { target: tab.element(button('close', 'submit', null)) });
    tab.fire('document:submit:capture', sent(submitButton));
    expect(prevented).toBe(2);
    expect(done).toEqual([]);
    // Hydrated: the first a task later (React renders what the fields told it), each next one a
    // task after the one before.
    (tab.window.__earlyInput as () => void)();
    expect(done).toEqual([]);
    tab.tick();
    expect(done).toEqual(['submit by search']);
    for (let task = 0; task < 4; task += 1) tab.tick();
    expect(done).toEqual(['submit by search', 'add an adult', 'close', 'submit by search']);
    // Handed over once; nothing is held any more (the 10-second fallbacks find nothing to do).
    expect(tab.window.__earlyInput).toBeUndefined();
    tab.fire('document:click:capture', { target: tab.element(stepper) });
    tab.fire('document:submit:capture', sent(submitButton));
    tab.tick();
    expect(prevented).toBe(2);
    expect(done).toHaveLength(4);
  });

  it("sends a held form the browser's way when the page has not hydrated 10 s after it", () => {
    const tab = browser({ visibility: 'visible', paintEntries: true });
    tab.run(code);
    const submitted: unknown[] = [];
    const form = { tag: 'form', isConnected: true, requestSubmit: (submitter: unknown) => submitted.push(submitter) };
    const submitter = { tag: 'button', type: 'submit' };
    tab.fire('document:submit:capture', { target: form, submitter, preventDefault: () => undefined });
    expect(submitted).toEqual([]);
    tab.tick();
    expect(submitted).toEqual([submitter]);
    expect(tab.window.__earlyInput).toBeUndefined();
  });

  it("sends a held form the browser's way when the page's modules fail to load", () => {
    const tab = browser({ visibility: 'hidden', paintEntries: true });
    tab.run(code);
    const submitted: unknown[] = [];
    const form = { tag: 'form', isConnected: true, requestSubmit: (submitter: unknown) => submitted.push(submitter) };
    const submitter = { tag: 'button', type: 'submit' };
    tab.fire('document:click:capture', { target: tab.element({ tag: 'button', type: 'button', disabled: false, form }) });
    tab.fire('document:submit:capture', { target: form, submitter, preventDefault: () => undefined });
    tab.fire('script:error');
    expect(submitted).toEqual([submitter]);
    expect(tab.window.__earlyInput).toBeUndefined();
  });
});
