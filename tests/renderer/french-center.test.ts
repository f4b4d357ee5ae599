/**
 * One French term for the center cards: the French edition's (Vampire pour une Nuit: "Les 3 cartes
 * restantes sont laissées au milieu de la table", "les 3 cartes du milieu"). Never "centre", "Centre 1",
 * "carte centrale": the screens, the narration and every sentence the engine writes say "milieu".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fr } from '../../src/renderer/src/lib/i18n/fr/index.ts';
import { CENTER_NAMES_FR, NARRATION_FR } from '../../src/main/engine/text/fr.ts';
import { createGame, narrationFor } from '../../src/main/engine/index.ts';

const root = join(import.meta.dirname, '../..');
/** Any other word for the center: centre, central, centrale… (English says "center", never "centre"). */
const OTHER_TERM = /\bcentr/i;

function strings(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => strings(v, path ? `${path}.${key}` : key));
  return [];
}

/** The source files that hold French text, and every file under the folders that do. */
function sources(): string[] {
  const folders = ['src/renderer/src/lib/i18n/fr', 'src/main/engine/text', 'src/main/engine/roles', 'src/main/session'];
  const files = ['src/main/engine/narration-lines.ts', 'src/main/report/report.ts', 'src/main/engine/deck-checks.ts'];
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
    );
  return [...folders.flatMap(walk), ...files];
}

describe('the center in French', () => {
  it('the console’s French dictionaries say "milieu", never another word', () => {
    const all = strings(fr);
    expect(all.filter(({ text }) => OTHER_TERM.test(text))).toEqual([]);
    // The places the console names: the center cards on the table, in the deal, on the players' screen.
    const named = all.filter(
      ({ path, text }) => /(^|\.)center(Card)?$/.test(path) && /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, '')),
    );
    expect(named.length).toBeGreaterThan(4);
    for (const { path, text } of named) expect(text, path).toMatch(/milieu/i);
  });

  it('the engine’s French sentences and narration say "milieu"', () => {
    for (const name of CENTER_NAMES_FR) expect(name).toMatch(/du milieu/);
    for (const [key, lines] of Object.entries(NARRATION_FR))
      for (const line of [...lines.open, ...lines.close]) expect(line, key).not.toMatch(OTHER_TERM);
    // A deck that names the center at many calls, told in French.
    const created = createGame({
      players: ['A', 'B', 'C', 'D', 'E'],
      deal: {
        players: ['seer', 'robber', 'drunk', 'werewolf', 'insomniac'],
        center: ['troublemaker', 'villager', 'minion'],
      },
    });
    if (!created.ok) throw new Error('the deal is refused');
    const state = created.value;
    for (let i = 0; i < state.setup.script.length; i++) {
      const lines = narrationFor(state.setup, i, 'fr', 'full', state);
      for (const line of [...lines.open, ...lines.close]) expect(line).not.toMatch(OTHER_TERM);
    }
  });

  it('no French text in the sources uses another word for the center', () => {
    const found = sources().flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (OTHER_TERM.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
