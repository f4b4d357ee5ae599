/**
 * Work that reads the page's layout (a list's height, an item's place) after the screen's update: at the
 * next frame, just before it is drawn. Read amid a Svelte update, the layout would be computed there (a
 * forced, synchronous layout, before the rest of the update is even in the page) and once more for the
 * frame; read here, it is computed once, with everything the update changed. Returns the function that
 * cancels it (an `$effect`'s cleanup: a newer update asks again).
 */
export function beforeFrame(work: () => void): () => void {
  const frame = requestAnimationFrame(() => work());
  return () => cancelAnimationFrame(frame);
}
