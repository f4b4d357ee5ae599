/**
 * The exported record's file name: the game's date and its players' first names, so a folder of exports
 * sorts by date and says who played.
 */
import type { GameView } from '../../../shared/views.ts';

/** A name as it goes in a file name: its first word, without accents or punctuation, in lower case. */
function fileWord(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .toLowerCase();
}

/** The game's local date, YYYY-MM-DD (today's if the game has none). */
function localDate(iso: string, now: () => Date): string {
  const parsed = new Date(iso);
  const date = Number.isNaN(parsed.getTime()) ? now() : parsed;
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `nightwarden-2025-03-14-ann-ben-cat.json`: the game's date and its players' first names. */
export function exportFileName(
  game: Pick<GameView, 'createdAt' | 'players'>,
  now: () => Date = () => new Date(),
): string {
  const names = game.players.map(fileWord).filter(Boolean).join('-').slice(0, 100).replace(/-+$/, '');
  return `nightwarden-${localDate(game.createdAt, now)}${names ? `-${names}` : ''}.json`;
}
