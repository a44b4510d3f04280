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

  // What the page does, in order; a button's click() and a form's requestSubmit() dispatch their
  // event through the document's listeners as the browser does, synchronously.
  function page(tab: ReturnType<typeof browser>) {
    const done: string[] = [];
    let stopped = 0;
    let prevented = 0;
    const event = (target: unknown, extra: Record<string, unknown> = {}) => ({
      target,
      ...extra,
      stopImmediatePropagation: () => (stopped += 1),
      preventDefault: () => (prevented += 1),
    });
    // The event as it reaches React, when nothing stopped it.
    const dispatch = (key: string, sent: ReturnType<typeof event>, then: () => void) => {
      const before = stopped;
      tab.fire(key, sent);
      if (stopped === before) then();
    };
    const search = {
      tag: 'form',
      isConnected: true,
      requestSubmit: (submitter: { name?: string } | null) => dispatch('document:submit:capture', event(search, { submitter }), () => done.push(`submit by ${submitter?.name}`)),
    };
    const button = (name: string, type: string, form: unknown, disabled = false) => {
      const props: Record<string, unknown> = { tag: 'button', name, type, form, disabled, isConnected: true };
      props.click = () => dispatch('document:click:capture', event(tab.element(props)), () => done.push(name));
      return props;
    };
    return {
      done,
      search,
      button,
      press: (props: Record<string, unknown>) => (props.click as () => void)(),
      send: (submitter: unknown) => search.requestSubmit(submitter as { name?: string }),
      click: (props: Record<string, unknown>) => dispatch('document:click:capture', event(tab.element(props)), () => done.push(String(props.tag))),
      get stopped() {
        return stopped;
      },
      get prevented() {
        return prevented;
      },
    };
  }

  it('holds presses of buttons only React can give a meaning to, and forms sent, and does them once hydrated, in order', () => {
    const tab = browser({ visibility: 'visible', paintEntries: true });
    tab.run(code);
    const guest = page(tab);
    const stepper = guest.button('add an adult', 'button', guest.search);
    const submitButton = guest.button('search', 'submit', guest.search);
    guest.send(submitButton);
    // A submit button (its form's submit is held), a link, a disabled button: the browser's own
    // business.
    guest.press(submitButton);
    guest.click({ tag: 'a' });
    guest.press(guest.button('disabled', 'button', guest.search, true));
    expect(guest.done).toEqual(['search', 'a', 'disabled']);
    guest.press(stepper);
    guest.press(guest.button('close', 'submit', null));
    guest.send(submitButton);
    // Held: nothing else sees them (React listens on the document too once it starts hydrating).
    expect(guest.prevented).toBe(2);
    expect(guest.stopped).toBe(4);
    // Hydrated: the first a task later (React renders what the fields told it), each next one a
    // task after the one before; the replays pass through.
    (tab.window.__earlyInput as () => void)();
    expect(tab.window.__earlyInput).toBeUndefined();
    expect(guest.done).toHaveLength(3);
    tab.tick();
    expect(guest.done.slice(3)).toEqual(['submit by search']);
    for (let task = 0; task < 4; task += 1) tab.tick();
    expect(guest.done.slice(3)).toEqual(['submit by search', 'add an adult', 'close', 'submit by search']);
    expect(guest.stopped).toBe(4);
    // Handed over; nothing is held any more (the 10-second fallbacks find nothing to do).
    guest.press(stepper);
    guest.send(submitButton);
    tab.tick();
    expect(guest.done.slice(7)).toEqual(['add an adult', 'submit by search']);
    expect(guest.prevented).toBe(2);
  });

  it('keeps holding, in order, until what it held is done: a press during the hand-over comes after', () => {
    const tab = browser({ visibility: 'visible', paintEntries: true });
    tab.run(code);
    const guest = page(tab);
    const stepper = guest.button('add an adult', 'button', guest.search);
    const searchButton = guest.button('search', 'button', null);
    guest.press(stepper);
    (tab.window.__earlyInput as () => void)();
    // Pressed after the page hydrated, before the held + was done: after it, not before.
    guest.press(searchButton);
    expect(guest.done).toEqual([]);
    tab.tick();
    guest.press(stepper);
    expect(guest.done).toEqual(['add an adult']);
    for (let task = 0; task < 3; task += 1) tab.tick();
    expect(guest.done).toEqual(['add an adult', 'search', 'add an adult']);
    expect(guest.stopped).toBe(3);
    // Done: a press is React's at once.
    guest.press(searchButton);
    expect(guest.done).toEqual(['add an adult', 'search', 'add an adult', 'search']);
    expect(guest.stopped).toBe(3);
  });

  it("sends a held form the browser's way when the page has not hydrated 10 s after it", () => {
    const tab = browser({ visibility: 'visible', paintEntries: true });
    tab.run(code);
    const submitted: unknown[] = [];
    const form = { tag: 'form', isConnected: true, requestSubmit: (submitter: unknown) => submitted.push(submitter) };
    const submitter = { tag: 'button', type: 'submit' };
    tab.fire('document:submit:capture', { target: form, submitter, preventDefault: () => undefined, stopImmediatePropagation: () => undefined });
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
    tab.fire('document:click:capture', { target: tab.element({ tag: 'button', type: 'button', disabled: false, form }), stopImmediatePropagation: () => undefined });
    tab.fire('document:submit:capture', { target: form, submitter, preventDefault: () => undefined, stopImmediatePropagation: () => undefined });
    tab.fire('script:error');
    expect(submitted).toEqual([submitter]);
    expect(tab.window.__earlyInput).toBeUndefined();
  });
});
