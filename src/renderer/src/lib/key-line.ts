/**
 * A line of keys under a screen ("Keys: Space: start the night · B: back to setup"), each key as the
 * moderator mapped it; a key turned off (null) is left out, and so the keys shown are always the keys that work.
 */
import { i18n } from './i18n/index.svelte.ts';

export type KeyItem = readonly [key: string | null, what: string];

export function keyItems(items: readonly KeyItem[]): string[] {
  return items.flatMap(([key, what]) => (key === null ? [] : [i18n.t('access:item', { key, what })]));
}

/** "Keys: A: … · B: …" (nothing but the prefix's absence when every key is off). */
export function keyLine(items: readonly KeyItem[]): string {
  const list = keyItems(items);
  return list.length === 0 ? '' : i18n.t('access:list', { list: list.join(' · ') });
}
