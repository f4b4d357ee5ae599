/**
 * Focus never drops to the page: when the focused control becomes disabled (a "+" at its last copy,
 * Confirm once the answer is in) or leaves the page, the focus goes to the nearest control still enabled
 * in the same group, else to the screen itself (its `[data-focus-home]` element), so Tab and the keys go
 * on from where the moderator was.
 */

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

function usable(element: Element): element is HTMLElement {
  const el = element as HTMLElement;
  return (
    !(el as HTMLButtonElement).disabled &&
    el.getAttribute('aria-hidden') !== 'true' &&
    el.isConnected &&
    (el.offsetParent !== null || el.getClientRects().length > 0)
  );
}

/** The control to move to from `lost`, which can no longer hold the focus. */
export function fallbackFor(lost: Element, groups: readonly Element[], home: Element | null): HTMLElement | null {
  for (const group of groups) {
    if (!group.isConnected) continue;
    const candidates = [...group.querySelectorAll(FOCUSABLE)].filter(usable);
    if (candidates.length === 0) continue;
    // The next control after the lost one in document order, else the last before it.
    const after = candidates.find((c) => lost.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING);
    return after ?? candidates[candidates.length - 1]!;
  }
  return home instanceof HTMLElement && home.isConnected ? home : null;
}

/** Watches the page; returns the function that stops watching. */
export function keepFocus(root: Document = document): () => void {
  let last: HTMLElement | null = null;
  /** The groups the last focused control was in, innermost first (kept: it may leave the page). */
  let groups: Element[] = [];

  const onFocusIn = (event: FocusEvent): void => {
    const target = event.target as HTMLElement | null;
    if (!target || target === root.body) return;
    last = target;
    groups = [];
    for (let el = target.parentElement; el && el !== root.body; el = el.parentElement)
      if (el.matches('[role="group"], [role="toolbar"], fieldset, form, section, ul, ol, .buttons, .actions'))
        groups.push(el);
  };

  const check = (): void => {
    const active = root.activeElement;
    if (!last || (active && active !== root.body)) return;
    const lost = last;
    if (lost.isConnected && !(lost as HTMLButtonElement).disabled) return;
    const home = root.querySelector('[data-focus-home]');
    const next = fallbackFor(lost, groups, home);
    if (next) next.focus({ preventScroll: true });
  };

  const observer = new MutationObserver(() => queueMicrotask(check));
  observer.observe(root.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  root.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
  };
}
