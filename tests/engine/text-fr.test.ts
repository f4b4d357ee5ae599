/** The French text: names and narration cover exactly what the English text covers, in French. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CENTER_NAMES_FR,
  MARK_NAMES_FR,
  NARRATION_FR,
  NARRATION_SPECIAL_FR,
  ROLE_NAMES_FR,
  TEAM_NAMES_FR,
} from '../../src/main/engine/text/fr.ts';
import { CENTER_NAMES_EN, NARRATION_EN } from '../../src/main/engine/text/en.ts';
import { WAKE_ORDER, baseKey } from '../../src/main/engine/wake-order.ts';
import { MARKS, ROLES, TEAMS } from '../../src/main/engine/vocabulary.ts';

const sortedKeys = (o: object): string[] => Object.keys(o).sort();

/** English words and role names that must not be left in a French line. */
const ENGLISH =
  /\b(wake|wakes|close|eyes|your|you|the|and|player|players|card|cards|Mark|Marks|look|everyone|if|Werewolf|Werewolves|Minion|Masons?|Seer|Robber|Troublemaker|Drunk|Insomniac|Count|Master|Diseased|Cupid|Instigator|Priest|Marksman|Apprentice|Lovers?|Villager|Tanner|Hunter)\b/;

const allFrenchLines = (): string[] => [
  ...Object.values(NARRATION_FR).flatMap((l) => [...l.open, ...l.close]),
  ...Object.values(NARRATION_SPECIAL_FR),
];

describe('French names', () => {
  it('the French edition names every role', () => {
    expect(sortedKeys(ROLE_NAMES_FR)).toEqual([...ROLES].sort());
    expect(ROLE_NAMES_FR).toMatchObject({
      'the-master': 'Le Maître',
      'the-count': 'Le Comte',
      diseased: 'Pestiférée',
      instigator: 'Comploteuse',
      'apprentice-assassin': 'Apprentie Assassin',
      marksman: 'Trappeur',
      werewolf: 'Loup-Garou',
      minion: 'Sbire',
      mason: 'Franc-maçon',
      troublemaker: 'Noiseuse',
      drunk: 'Soûlard',
    });
  });

  it('every Mark, team and center card', () => {
    expect(sortedKeys(MARK_NAMES_FR)).toEqual([...MARKS].sort());
    expect(sortedKeys(TEAM_NAMES_FR)).toEqual([...TEAMS].sort());
    expect(CENTER_NAMES_FR.length).toBe(CENTER_NAMES_EN.length);
    for (const mark of MARKS) expect(MARK_NAMES_FR[mark]).toMatch(/^marque (de |du |d')/);
    expect(MARK_NAMES_FR.bat).toBe('marque de la Chauve-souris');
    for (const value of [...Object.values(ROLE_NAMES_FR), ...Object.values(TEAM_NAMES_FR), ...CENTER_NAMES_FR])
      expect(value.trim().length).toBeGreaterThan(0);
    // Three center cards, and the center Werewolf card the Alpha Wolf brings.
    expect(new Set(CENTER_NAMES_FR).size).toBe(4);
  });
});

describe('French narration', () => {
  it('has exactly the keys of NARRATION_EN, with the same line counts', () => {
    expect(sortedKeys(NARRATION_FR)).toEqual(sortedKeys(NARRATION_EN));
    for (const step of WAKE_ORDER) expect(NARRATION_FR[baseKey(step.key)], step.key).toBeDefined();
    for (const [key, en] of Object.entries(NARRATION_EN)) {
      const fr = NARRATION_FR[key]!;
      expect(fr.open.length, `${key} open`).toBe(en.open.length);
      expect(fr.close.length, `${key} close`).toBe(en.close.length);
    }
  });

  it('no empty line, no English left over', () => {
    for (const line of allFrenchLines()) {
      expect(line.trim().length, line).toBeGreaterThan(0);
      expect(line, line).not.toMatch(ENGLISH);
      expect(line, line).toMatch(/[.!]$/);
    }
  });

  it('says the lines the moderator needs', () => {
    expect(NARRATION_FR['everyone-sleeps']!.open).toEqual(['Tout le monde ferme les yeux.']);
    expect(NARRATION_FR['copycat']!.open[0]).toMatch(/^Copycat, réveille-toi et regarde une des cartes du milieu/);
    expect(NARRATION_FR['marks-view']!.open).toEqual(['Tout le monde se réveille et regarde secrètement sa marque.']);
    expect(NARRATION_FR['everyone-wakes']).toEqual({
      open: ['Tout le monde garde les yeux fermés et déplace légèrement sa carte et sa marque.'],
      close: ['Tout le monde se réveille\u202F!'],
    });
    for (const [key, lines] of Object.entries(NARRATION_FR))
      // The Cow keeps her eyes closed: she only puts her fist away.
      if (key !== 'everyone-wakes' && key !== 'cow')
        for (const line of lines.close) expect(line, key).toMatch(/ferme(z)? les yeux\.$/);
  });

  it('uses the French role names', () => {
    expect(NARRATION_FR['diseased']!.open[0]).toContain('Pestiférée');
    expect(NARRATION_FR['instigator']!.open[0]).toContain('Comploteuse');
    expect(NARRATION_FR['marksman']!.open[0]).toContain('Trappeur');
    expect(NARRATION_FR['masons']!.open[0]).toContain('Francs-maçons');
    expect(NARRATION_FR['werewolves']!.open[0]).toContain('Loups-Garous');
  });

  it('translates every special-case line narration-lines.ts builds in code', () => {
    const source = readFileSync(new URL('../../src/main/engine/narration-lines.ts', import.meta.url), 'utf8');
    const english = new Set(Object.values(NARRATION_EN).flatMap((l) => [...l.open, ...l.close]));
    const literals = [...source.matchAll(/'([^'\n]*(?:close your eyes|wake up)[^'\n]*)'/g)].map((m) => m[1]!);
    expect(literals.length).toBeGreaterThan(0);
    for (const line of literals) if (!english.has(line)) expect(NARRATION_SPECIAL_FR[line], line).toBeDefined();
    for (const key of Object.keys(NARRATION_SPECIAL_FR)) expect(key).toMatch(/^[A-Z][^]*\.$/);
  });
});
