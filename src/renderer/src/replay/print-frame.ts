/**
 * Prints a whole HTML document (the game report) from the console: it is rendered into a hidden
 * `<iframe srcdoc>` and that frame alone is printed, so the console itself never leaves the screen and the
 * print dialog (with "Save as PDF") shows the report as its own file would print.
 *
 * The console's Content Security Policy (src/renderer/index.html) needs no change for it, deliberately:
 * - an `about:srcdoc` frame is not fetched, so `frame-src`/`child-src` (here `default-src 'self'`) do not
 *   apply to it; and the frame inherits the console's policy, so the report's inline `<style>` is allowed
 *   (`style-src 'unsafe-inline'`), its images may only be inline (`img-src 'self' data:`), and no script
 *   in it could run (`script-src 'self'` refuses inline scripts);
 * - the frame is sandboxed besides: `allow-same-origin` so the console may call its `print()` (a
 *   cross-origin window has none), `allow-modals` because a sandboxed document may not open the print
 *   dialog without it, and no `allow-scripts`, no forms, no navigation of the console, no popups.
 */

/** Waits for the frame's document to be parsed and laid out. */
function loaded(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
}

/** The frame of the last print, kept until the next one (printing may finish after `print()` returns). */
let last: HTMLIFrameElement | null = null;

export async function printHtml(html: string, doc: Document = document): Promise<void> {
  last?.remove();
  const frame = doc.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin allow-modals');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.dataset['testid'] = 'report-print-frame';
  // Out of sight but laid out (no `display: none`, no `visibility: hidden`): the frame must have a layout to print.
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  const ready = loaded(frame);
  frame.srcdoc = html;
  doc.body.append(frame);
  last = frame;
  await ready;
  frame.contentWindow?.focus();
  frame.contentWindow?.print();
}

/** Removes the last print's frame (the replay screen closing). */
export function removePrintFrame(): void {
  last?.remove();
  last = null;
}
