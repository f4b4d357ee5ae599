/**
 * Focus for a dialog (WCAG 2.4.3 Focus Order, 2.4.11 Focus Not Obscured): while it is open the focus
 * stays inside it (Tab from its last control goes to its first, Shift+Tab from its first to its last), and
 * when it closes the focus goes back to the control that opened it (or, if that one is gone, to the
 * screen's `[data-focus-home]`), never to the page's start.
 *
 * A Svelte action: `<div role="dialog" use:trapFocus>`; `initial` names the element focused first (else
 * the dialog's first control).
 */

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function visible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && element.getAttribute('aria-hidden') !== 'true';
}

/** The controls Tab reaches inside `root`, in order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible);
}

/** Where Tab (or Shift+Tab) goes from `current` inside a trap of `list`: around at the ends; null: let the browser. */
export function wrapTarget<T>(list: readonly T[], current: T | null, backwards: boolean): T | null {
  if (list.length === 0) return null;
  const at = current === null ? -1 : list.indexOf(current);
  if (at < 0) return backwards ? list[list.length - 1]! : list[0]!;
  if (backwards && at === 0) return list[list.length - 1]!;
  if (!backwards && at === list.length - 1) return list[0]!;
  return null;
}

export function trapFocus(node: HTMLElement, options: { initial?: string } = {}): { destroy(): void } {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const first =
    (options.initial ? node.querySelector<HTMLElement>(options.initial) : null) ?? tabbables(node)[0] ?? node;
  if (first === node && !node.hasAttribute('tabindex')) node.tabIndex = -1;
  queueMicrotask(() => first.focus());

  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = wrapTarget(tabbables(node), active && node.contains(active) ? active : null, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };
  // The focus leaving by another way (a click outside, the browser's own keys) is brought back.
  const onFocusIn = (event: FocusEvent): void => {
    const target = event.target as Node | null;
    if (target && !node.contains(target) && node.isConnected) (tabbables(node)[0] ?? node).focus();
  };
  document.addEventListener('keydown', onKeydown, true);
  document.addEventListener('focusin', onFocusIn);
  return {
    destroy() {
      document.removeEventListener('keydown', onKeydown, true);
      document.removeEventListener('focusin', onFocusIn);
      const back =
        opener && opener.isConnected && !(opener as HTMLButtonElement).disabled
          ? opener
          : document.querySelector<HTMLElement>('[data-focus-home]');
      // After the dialog has left the page (the browser would otherwise put the focus on the body).
      queueMicrotask(() => back?.focus());
    },
  };
}

/** Whether two rectangles overlap (touching edges do not). */
export function overlaps(
  a: { left: number; top: number; right: number; bottom: number },
  b: { left: number; top: number; right: number; bottom: number },
): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * A notice floating over the screen (the players' screen's address) gives way to the focus (WCAG 2.2 SC
 * 2.4.11 Focus Not Obscured): when the focus moves to a control it covers, the notice closes. A Svelte
 * action: `<div use:giveWayToFocus={close}>`.
 */
export function giveWayToFocus(
  node: HTMLElement,
  close: () => void,
): { destroy(): void; update(next: () => void): void } {
  let onCovered = close;
  const onFocusIn = (event: FocusEvent): void => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || node.contains(target)) return;
    if (overlaps(target.getBoundingClientRect(), node.getBoundingClientRect())) onCovered();
  };
  // After the browser has scrolled the focused control into view.
  const listener = (event: FocusEvent): void => void requestAnimationFrame(() => onFocusIn(event));
  document.addEventListener('focusin', listener);
  return {
    update(next) {
      onCovered = next;
    },
    destroy() {
      document.removeEventListener('focusin', listener);
    },
  };
}
