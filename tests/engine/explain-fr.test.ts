/**
 * The game told in French: every sentence the engine writes for the table (the night, the corrections,
 * the vote, the deaths and each verdict) exists in French with the French edition's names, and nothing
 * English leaks into it. The English telling is unchanged.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deathReason, explain, phrasebook, playRecord, verdictReason } from '../../src/main/engine/index.ts';

const DIR = join(import.meta.dirname, '../fixtures/records');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json'));

function told(file: string, language: 'en' | 'fr'): string[] {
  const played = playRecord(JSON.parse(readFileSync(join(DIR, file), 'utf8')) as unknown, { requireVotes: true });
  if (!played.ok) throw new Error(played.error.problems.join('\n'));
  return explain(played.value.state.setup, played.value.events, language);
}

function played(file: string) {
  const result = playRecord(JSON.parse(readFileSync(join(DIR, file), 'utf8')) as unknown, { requireVotes: true });
  if (!result.ok) throw new Error(result.error.problems.join('\n'));
  return result.value;
}

/** Words of the English telling that have no place in a French one. */
const ENGLISH =
  /\b(the|and|looked|saw|gave|took|won|lost|woke|nobody|died|votes? for|card|Mark|Werewolf|Seer|Robber|Troublemaker|Minion|Drunk|Insomniac|Master|Count|Diseased|Instigator|Priest|Marksman|Tanner|Hunter|Villager|Mason)\b/;

describe('every fixture game told in French', () => {
  it.each(FILES)('%s: as many sentences as in English, none with English words', (file) => {
    const en = told(file, 'en');
    const fr = told(file, 'fr');
    expect(fr).toHaveLength(en.length);
    for (const sentence of fr) expect(sentence).not.toMatch(ENGLISH);
    expect(fr).not.toEqual(en);
  });
});

describe('the French sentences', () => {
  it('the night: Doppelgänger, lovers, the Vampires as a group, the center', () => {
    const fr = told('vampire-doppelganger-cupid-four-lovers.json', 'fr');
    expect(fr.slice(0, 5)).toEqual([
      'Crépuscule : la Doppelgänger (Ann) a regardé la carte de Ben et incarne désormais Cupidon.',
      "Crépuscule : la Doppelgänger-Cupidon (Ann) a donné des marques d'Amour à Dan et à Eve, désormais amoureux.",
      'Crépuscule : les Vampires (Cat) ont donné la marque du Vampire à Fay, désormais Vampire.',
      "Crépuscule : Cupidon (Ben) a donné des marques d'Amour à Ann et à Cat, désormais amoureux.",
      "Crépuscule : personne ne s'est réveillé comme le Prêtre : la carte est au milieu.",
    ]);
    expect(fr).toContain('Nuit : les amoureux (Ann, Cat, Dan et Eve) ont ouvert les yeux et se sont reconnus.');
    expect(fr).toContain('Ann meurt : par amour pour Dan.');
  });

  it('the base game: Seer, Robber, Troublemaker, Drunk, elision of "de" before a vowel', () => {
    const fr = told('werewolf-full-table.json', 'fr');
    expect(fr).toEqual(
      expect.arrayContaining([
        'Nuit : la Voyante (Gus) a regardé la carte de Ben : le Loup-Garou.',
        'Nuit : le Voleur (Hal) a échangé sa carte avec celle de Dan et a vu sa nouvelle carte : le Sbire.',
        "Nuit : la Noiseuse (Ida) a échangé la carte de Ben et la carte d'Eve.",
        'Nuit : le Soûlard (Jon) a échangé sa carte avec la carte du milieu 3 sans la regarder.',
        'Nuit : le Sbire (Dan) a vu les pouces des Loups-Garous : Ben et Cat.',
        'Nuit : les Francs-maçons (Eve et Fay) ont ouvert les yeux et se sont reconnus.',
        'Cat meurt : victime du Chasseur (Jon).',
        "Ann (Doppelgänger) a gagné : dans l'équipe du village et un Loup-Garou est mort.",
      ]),
    );
  });

  it('Fear: who held it, and the Werewolf who woke alone', () => {
    const fr = told('combining-fear-lone-wolf-minion.json', 'fr');
    expect(fr).toContain(
      'Fin du crépuscule : chacun a regardé sa marque. Ben avait la marque de Peur et ne pouvait pas agir la nuit.',
    );
    expect(fr).toContain('Ben meurt : deuxième plus grand nombre de voix dans une bataille épique (1).');
    expect(fr).toContain(
      'Bataille épique : Villageois, Loups-Garous et Vampires sont tous en jeu, alors les joueurs arrivés deuxièmes au vote meurent aussi.',
    );
  });

  it('the reasons of deaths and verdicts, each kind', () => {
    const master = played('combining-master-protected.json');
    const death = master.result!.deaths[0]!;
    expect(deathReason(master.state.setup, death.reason, 'fr')).toBe(
      "le Maître (Ann) était protégé par le vote d'un Vampire, alors le joueur arrivé deuxième au vote est mort (2 voix)",
    );
    expect(deathReason(master.state.setup, death.reason, 'en')).toBe(
      "the Master (Ann) was protected by a Vampire's vote, so the second most voted died (2 votes)",
    );
    const assassin = played('vampire-assassin-wins-with-tanner.json');
    const [ann, ben, cat] = assassin.result!.players;
    expect(verdictReason(assassin.state.setup, ann!, 'fr')).toBe(
      "gagné : dans le Clan des Vampires et aucun Vampire n'est mort",
    );
    expect(verdictReason(assassin.state.setup, ben!, 'fr')).toBe(
      "gagné : l'Assassin gagne si un joueur portant la marque de l'Assassin meurt ; Cat meurt",
    );
    expect(verdictReason(assassin.state.setup, cat!, 'fr')).toBe(
      "gagné : le Tanneur ne gagne que s'il meurt, et il meurt",
    );
    const traitor = played('vampire-traitor-wins-when-teammate-dies.json');
    const catTraitor = traitor.result!.players[2]!;
    expect(verdictReason(traitor.state.setup, catTraitor, 'fr')).toBe(
      "gagné : traître à l'équipe du village, et un autre membre de cette équipe (Ben) meurt",
    );
    const diseased = played('vampire-disease-voters-cannot-win.json');
    const voter = diseased.result!.players.find((p) => p.verdict.kind === 'diseased-vote')!;
    expect(verdictReason(diseased.state.setup, voter, 'fr')).toMatch(
      /^perdu : a voté contre le joueur portant la marque de Peste \([A-Z][a-z]+\)$/,
    );
  });

  it('English stays the default and unchanged', () => {
    const en = told('werewolf-full-table.json', 'en');
    expect(en).toContain("Night: the Seer (Gus) looked at Ben's card: the Werewolf.");
    expect(explain(played('werewolf-full-table.json').state.setup, played('werewolf-full-table.json').events)).toEqual(
      en,
    );
  });
});

describe('the log of a call that told nothing', () => {
  it('names the call, with the right article in French', () => {
    const fr = phrasebook('fr');
    expect(fr.callDone('marksman')).toBe('Appel du Trappeur terminé.');
    expect(fr.callDone('seer')).toBe('Appel de la Voyante terminé.');
    expect(fr.callDone('insomniac')).toBe("Appel de l'Insomniaque terminé.");
    expect(fr.callDone('renfield')).toBe('Appel de Renfield terminé.');
    expect(fr.callDone('the-count')).toBe('Appel du Comte terminé.');
    expect(fr.callDone('doppelganger-action')).toBe("Appel de l'action immédiate de la Doppelgänger terminé.");
    expect(fr.callDone('insomniac/doppelganger')).toBe(
      "Appel de la Doppelgänger-Insomniaque : personne ne s'est réveillé.",
    );
    expect(fr.callDone('everyone-sleeps')).toBe('Tout le monde a fermé les yeux.');
    const en = phrasebook('en');
    expect(en.callDone('insomniac/doppelganger')).toBe("The Doppelgänger-Insomniac's call: nobody woke.");
    expect(en.callDone('doppelganger-action')).toBe("The Doppelgänger's immediate action: nobody acted.");
    expect(en.callDone('everyone-wakes')).toBe('Everyone woke up.');
    expect(en.callDone('marksman')).toBe('Marksman: done.');
  });
});
