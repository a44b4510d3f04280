// The part of the page's loader (hydrate-after-paint.server.ts) that keeps what a guest did
// before the page hydrated (decision 0054). The page's scripts load after its first paint, so a
// guest may type, tick or press before React listens:
// - Presses of buttons only React gives a meaning to (type="button", or outside any form: a
//   stepper's +, a dialog's Close) would do nothing, and a form sent at once would miss their
//   effect, and the page's own handling of it (its checks, its measurement, its fetcher). Both
//   are held, in order, for the hydrated page. If the page's modules fail to load, or it hasn't
//   hydrated 10 s after a form was held, held forms go the browser's way, as without JavaScript.
// - Once hydrated, the root route calls window.__earlyInput(): every field that shows something
//   other than what the server rendered would show untouched is changed once more the way the
//   browser does it, so React's own change handler runs (React keeps what the browser shows, but
//   its state still holds the server's value, and the next render would put it back); then, once
//   React has rendered that, the held presses and forms happen, each after React has rendered the
//   one before. "Would show untouched": the default as a blank field of the same type shows it,
//   since the browser refuses some values (a date field the server filled with 2026-02-30 shows
//   nothing), and that is not the guest's typing. A textarea the server filled is the exception:
//   hydration puts the server's text back in it, so what the guest typed there is noted as they
//   type and told to React from the note.
// - Holding goes on, in order, until the last held action is done: a press made while React
//   hydrates or while the held ones are done comes after them (a Search pressed then must not
//   search before the held + has counted). A held event goes no further (React listens on the
//   document too, from when it starts hydrating, and would otherwise act on it as well as its
//   replay); the loader's own replays pass.
// Plain script text (it runs before any module), part of the loader's; the loader calls `giveUp`
// when the page's modules fail to load.
export const earlyInputScript =
  'const held = []; let replaying = false;' +
  "const press = (event) => { if (replaying) return; const button = event.target instanceof Element && event.target.closest('button');" +
  "if (button && !button.disabled && (button.type === 'button' || !button.form)) { event.stopImmediatePropagation(); held.push({ button }); } };" +
  'const send = (event) => { if (replaying) return; event.preventDefault(); event.stopImmediatePropagation();' +
  'held.push({ form: event.target, submitter: event.submitter }); setTimeout(giveUp, 10000); };' +
  // What was typed into each textarea: hydration sets a textarea the server filled back to the
  // server's text (React's initTextarea), so what the guest typed is gone by the hand-over.
  "const typedText = new Map(); const note = (event) => { if (event.target.tagName === 'TEXTAREA') typedText.set(event.target, event.target.value); };" +
  "document.addEventListener('click', press, true);" +
  "document.addEventListener('submit', send, true);" +
  "document.addEventListener('input', note, true);" +
  "const stop = () => { for (const [type, listener] of [['click', press], ['submit', send], ['input', note]]) document.removeEventListener(type, listener, true); };" +
  // Not hydrated (the modules failed to load, or 10 s after a form was held): held forms go the
  // browser's way. Once the hand-over has begun the hook is gone, and a timer left does nothing.
  "const giveUp = () => { if (!window.__earlyInput) return; delete window.__earlyInput; stop();" +
  'for (const action of held.splice(0)) if (action.form && action.form.isConnected) action.form.requestSubmit(action.submitter); };' +
  // A field changed before hydration, told to React: through the element's own property (React's
  // change tracking sees it) back to the server's value, through the prototype's setter (it
  // doesn't) to the guest's, then the event React listens to. Checkboxes and radios go back and
  // are clicked (a radio through the one checked in its group); selects and files get a change.
  'const again = (field) => {' +
  "const type = field.type, fire = (name) => field.dispatchEvent(new Event(name, { bubbles: true }));" +
  "if (field.tagName === 'SELECT') {" +
  'const options = [...field.options], marked = options.findIndex((option) => option.defaultSelected);' +
  "if (field.multiple ? options.some((option) => option.selected !== option.defaultSelected) : field.selectedIndex !== (marked < 0 ? 0 : marked)) fire('change');" +
  "} else if (type === 'file') { if (field.files.length) fire('change'); }" +
  "else if (type === 'checkbox' || type === 'radio') {" +
  "if (field.checked !== field.defaultChecked && (type === 'checkbox' || field.checked)) { field.checked = !field.checked; field.click(); }" +
  "} else if (!/^(hidden|submit|button|reset|image)$/.test(type)) {" +
  'const typed = typedText.has(field) ? typedText.get(field) : field.value;' +
  "if (typed !== (field.tagName === 'INPUT' ? Object.assign(document.createElement('input'), { type, value: field.defaultValue }).value : field.defaultValue)) {" +
  'field.value = field.defaultValue;' +
  "Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, typed);" +
  "fire('input');" +
  '}' +
  '}' +
  '};' +
  'window.__earlyInput = () => {' +
  'delete window.__earlyInput;' +
  "for (const field of document.querySelectorAll('input, textarea, select')) if (!field.disabled) again(field);" +
  'const next = () => {' +
  'const action = held.shift();' +
  'if (!action) return stop();' +
  'replaying = true;' +
  'try {' +
  'if (action.button) { if (action.button.isConnected && !action.button.disabled) action.button.click(); }' +
  'else if (action.form.isConnected) action.form.requestSubmit(action.submitter && action.submitter.isConnected ? action.submitter : null);' +
  '} finally { replaying = false; }' +
  'setTimeout(next, 0);' +
  '};' +
  // After React has rendered what the fields told it.
  'setTimeout(next, 0);' +
  '};';
