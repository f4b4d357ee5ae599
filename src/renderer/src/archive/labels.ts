/** How a saved game is worded in the archive's list, in the console's language. */
import type { GameListEntry } from '../../../shared/views.ts';
import { i18n } from '../lib/i18n/index.svelte.ts';
import { ROLE_IDS, isRoleId } from '../../../shared/roles.ts';
import { currentCatalogue } from '../lib/catalogue.svelte.ts';

/** Phases a game can be left in before its reveal. */
const UNFINISHED = new Set(['setup', 'dusk', 'night', 'day', 'vote']);

export function isFinished(game: Pick<GameListEntry, 'phase'>): boolean {
  return game.phase === 'revealed';
}

/** The date and time in the user's language: "14 mars 2025, 21:05". */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * The deck's roles with their counts, in the catalogue's order (Werewolf box first). The stored order
 * is the deal's (seat by seat), which would tell anyone looking who holds what.
 */
export function deckCounts(deck: readonly string[]): { role: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const role of deck) counts.set(role, (counts.get(role) ?? 0) + 1);
  const order: readonly string[] = currentCatalogue()?.roles ?? ROLE_IDS;
  const rank = (role: string): number => (isRoleId(role) ? order.indexOf(role) : order.length);
  return [...counts]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([role, count]) => ({ role, count }));
}

export function deckLabel(deck: readonly string[]): string {
  return deckCounts(deck)
    .map(({ role, count }) => {
      const name = isRoleId(role) ? i18n.role(role) : role;
      return count > 1 ? i18n.t('archive:copies', { role: name, count }) : name;
    })
    .join(', ');
}

/** The winners of a finished game; where an unfinished one stands ("Unfinished: in the night"). */
export function outcomeLabel(game: Pick<GameListEntry, 'phase' | 'winners'>): string {
  if (!isFinished(game)) {
    const where = UNFINISHED.has(game.phase) ? i18n.t(`archive:where.${game.phase}`) : game.phase;
    return i18n.t('archive:outcome.unfinished', { where });
  }
  const winners = game.winners ?? [];
  return winners.length > 0 ? winners.join(', ') : i18n.t('archive:outcome.nobody');
}
