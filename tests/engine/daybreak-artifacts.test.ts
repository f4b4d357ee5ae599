/**
 * The Curator (11) and the twelve artifacts, clause by clause: `../shared/rules/alien-daybreak.md` §6 ("FACTS":
 * Curator, Artifacts), the Vampire text's "Artifacts & Vampire" ("VAMPIRE"), and docs/rulings.md rule 70
 * ("RULING 70"): the pile by game and option, the record's `artifact`, and each artifact's day effect.
 * Written from the rule texts, not from the engine's behaviour.
 */
import { describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  applyAnswer,
  createGame,
  currentCall,
  explain,
  isNightOver,
  randomAnswer,
  seededRng,
  type Artifact,
  type GameState,
  type Role,
} from '../../src/main/engine/index.ts';
import type { Outcome } from './case-table.ts';
import { ROUND5, table, type Case } from './case-table.ts';

const NO_RIPPLE = { type: 'none' } as const;
const told = (g: Outcome): string[] => explain(g.played.state.setup, g.played.events, 'en');

/** The artifact on the card in front of a player at the end. */
function artifactOf(g: Outcome, name: string): Artifact | null {
  const { state } = g.played;
  return state.artifacts?.[state.positions[g.seat(name)]!] ?? null;
}

/** A Curator entry giving Dan's card this artifact. */
const curate = (artifact: Artifact, target = 'Dan') => ({ call: 'curator', target, artifact });

// --- the Curator ----------------------------------------------------------------------------------------------

table('Curator (11)', [
  {
    name: "puts the artifact the record names on another player's card",
    cite: 'FACTS §6 Curator (11): may put one random face-down artifact on any player\'s card incl. own; RULING 70: a record names it ("artifact")',
    deal: 'curator seer villager villager werewolf | villager robber drunk',
    night: [curate('void-of-nothingness')],
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('curator', 'artifact')).toEqual([
        { kind: 'artifact', actor: 0, player: 3, artifact: 'void-of-nothingness' },
      ]);
      expect(artifactOf(g, 'Dan')).toBe('void-of-nothingness');
      expect(told(g)).toContain("Night: the Curator (Ann) put an artifact on Dan's card: the Void of Nothingness.");
    },
  },
  {
    name: 'on his own card',
    cite: "FACTS §6 Curator: … on any player's card incl. own",
    deal: 'curator seer villager villager werewolf | villager robber drunk',
    night: [curate('mask-of-muting', 'Ann')],
    votes: ROUND5,
    check: (g) => expect(artifactOf(g, 'Ann')).toBe('mask-of-muting'),
  },
  {
    name: 'may put nothing',
    cite: 'FACTS §6 Curator: may put',
    deal: 'curator seer villager villager werewolf | villager robber drunk',
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('curator', 'artifact')).toEqual([]);
      expect(g.played.state.artifacts ?? []).not.toContainEqual(expect.any(String));
    },
  },
  {
    name: 'without an "artifact" the game\'s seed draws one from the pile (the same one each time)',
    cite: "RULING 70: The console draws it from the game's seed; a record names it",
    deal: 'curator seer villager villager werewolf | villager robber drunk',
    night: [{ call: 'curator', target: 'Dan' }],
    votes: ROUND5,
    check: (g) => {
      const [fact] = g.facts('curator', 'artifact');
      expect(fact).toBeDefined();
      // Neither the Mist (no Vampire role) nor the Alien Artifact (no Alien role) is in this game's pile.
      expect(ARTIFACTS.filter((a) => a !== 'mist-of-the-vampire' && a !== 'alien-artifact')).toContain(fact!.artifact);
      expect(artifactOf(g, 'Dan')).toBe(fact!.artifact);
    },
  },
]);

// --- the pile ---------------------------------------------------------------------------------------------------

/** The artifacts the Curator's call offers in a game of this deck (every call before it passed). */
function pileOf(deck: string, options: Record<string, boolean> = {}, app?: Record<string, unknown>): Artifact[] {
  const [players, center] = deck.split('|').map((p) => p.trim().split(/\s+/) as Role[]);
  const created = createGame({
    players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'].slice(0, players!.length),
    deal: { players: players!, center: center! },
    options,
    ...(app ? { app: { said: app } } : {}),
  });
  if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
  let state: GameState = created.value;
  const rng = seededRng(7);
  while (!isNightOver(state)) {
    const call = currentCall(state)!;
    if (call.choice.kind === 'artifact') return [...call.choice.artifacts];
    const next = applyAnswer(state, randomAnswer(rng, call.choice));
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
  }
  throw new Error('no Curator call');
}

describe("the Curator's pile, by game and option (RULING 70)", () => {
  it('a Werewolf/Daybreak game: every artifact but the Mist of the Vampire and the Alien Artifact', () => {
    expect(pileOf('curator seer villager villager werewolf | villager robber drunk').sort()).toEqual(
      ARTIFACTS.filter((a) => a !== 'mist-of-the-vampire' && a !== 'alien-artifact').sort(),
    );
  });

  it('with Vampire roles the Mist of the Vampire is in the pile — "Mist of the Vampire (Vampire; only with Vampire roles)"', () => {
    const pile = pileOf('curator vampire villager villager werewolf | villager robber drunk');
    expect(pile).toContain('mist-of-the-vampire');
    expect(pile).not.toContain('alien-artifact');
  });

  it('with Alien roles the Alien Artifact is in the pile — "Alien Artifact (Alien, on alien team)"', () => {
    const pile = pileOf(
      'curator alien villager villager werewolf | villager robber drunk',
      {},
      {
        aliens: { action: 'stare' },
        ripple: NO_RIPPLE,
      },
    );
    expect(pile).toContain('alien-artifact');
    expect(pile).not.toContain('mist-of-the-vampire');
  });

  it("house rule artifactsDaybreakOnly: Daybreak's six only", () => {
    expect(
      pileOf('curator vampire villager villager werewolf | villager robber drunk', {
        artifactsDaybreakOnly: true,
      }).sort(),
    ).toEqual(
      [
        'claw-of-the-werewolf',
        'brand-of-the-villager',
        'cudgel-of-the-tanner',
        'void-of-nothingness',
        'mask-of-muting',
        'shroud-of-shame',
      ].sort(),
    );
  });
});

// --- each artifact's day effect ---------------------------------------------------------------------------------------

/** Ann the Curator puts the artifact on Dan's card (a Villager unless the deal says otherwise). */
const ON_DAN = 'curator seer villager villager werewolf | villager robber drunk';

const artifactCase = (c: Omit<Case, 'night'> & { artifact: Artifact; target?: string }): Case => ({
  ...c,
  night: [curate(c.artifact, c.target)],
});

table('each artifact overrides the card (FACTS §6 Artifacts; RULING 70)', [
  artifactCase({
    name: 'Claw of the Werewolf: the Villager is now a Werewolf; his death makes the village win',
    cite: 'FACTS §6: Claw of the Werewolf (now a Werewolf)',
    deal: ON_DAN,
    artifact: 'claw-of-the-werewolf',
    votes: 'Dan Dan Dan Cat Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Ben', 'Cat'],
    teams: { Dan: 'werewolf' },
    check: (g) => expect(g.player('Dan').role).toBe('werewolf'),
  }),
  artifactCase({
    name: 'Claw of the Werewolf: alive, he wins with the Werewolves',
    cite: 'FACTS §6: Claw of the Werewolf (now a Werewolf)',
    deal: ON_DAN,
    artifact: 'claw-of-the-werewolf',
    votes: 'Cat Cat Dan Cat Cat',
    deaths: ['Cat'],
    winners: ['Dan', 'Eve'],
  }),
  artifactCase({
    name: 'Claw of the Werewolf on the Hunter: no more shot',
    cite: 'FACTS §6 Artifacts: role-changing ones also remove Hunter power / Tanner goal',
    deal: 'curator seer villager hunter werewolf | villager robber drunk',
    artifact: 'claw-of-the-werewolf',
    votes: 'Dan Dan Dan Ben Dan',
    deaths: ['Dan'],
  }),
  artifactCase({
    name: 'Brand of the Villager: the Werewolf is a plain Villager; nobody is a Werewolf, nobody dies: the village wins',
    cite: 'FACTS §6: Brand of the Villager (plain Villager, no power)',
    deal: ON_DAN,
    target: 'Eve',
    artifact: 'brand-of-the-villager',
    votes: ROUND5,
    deaths: [],
    winners: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
    teams: { Eve: 'village' },
  }),
  artifactCase({
    name: 'Brand of the Villager on the Hunter: he dies and shoots nobody',
    cite: 'FACTS §6: Brand of the Villager (plain Villager, no power); role-changing ones also remove Hunter power',
    deal: 'curator seer villager hunter werewolf | villager robber drunk',
    artifact: 'brand-of-the-villager',
    votes: 'Dan Dan Dan Ben Dan',
    deaths: ['Dan'],
  }),
  artifactCase({
    name: 'Brand of the Villager on the Tanner: he no longer wins by dying',
    cite: 'FACTS §6 Artifacts: role-changing ones also remove … Tanner goal',
    deal: 'curator seer villager tanner werewolf | villager robber drunk',
    artifact: 'brand-of-the-villager',
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Eve'],
    teams: { Dan: 'village' },
  }),
  artifactCase({
    name: 'Cudgel of the Tanner: he wins only if he dies, and then the Werewolves cannot win',
    cite: "FACTS §6: Cudgel of the Tanner (Tanner: wins only if dies; if he dies wolves can't win …)",
    deal: ON_DAN,
    artifact: 'cudgel-of-the-tanner',
    votes: 'Dan Dan Dan Cat Dan',
    deaths: ['Dan'],
    winners: ['Dan'],
    teams: { Dan: 'tanner' },
  }),
  artifactCase({
    name: 'Cudgel of the Tanner: he and a Werewolf die: he and the village win',
    cite: 'FACTS §6: Cudgel of the Tanner (… if he and a wolf die, he and village win)',
    deal: ON_DAN,
    artifact: 'cudgel-of-the-tanner',
    votes: 'Dan Dan Eve Eve Ann',
    deaths: ['Dan', 'Eve'],
    winners: ['Ann', 'Ben', 'Cat', 'Dan'],
  }),
  artifactCase({
    name: 'Cudgel of the Tanner: alive, he loses',
    cite: 'FACTS §6: Cudgel of the Tanner (Tanner: wins only if dies)',
    deal: ON_DAN,
    artifact: 'cudgel-of-the-tanner',
    votes: 'Eve Eve Eve Eve Ann',
    deaths: ['Eve'],
    winners: ['Ann', 'Ben', 'Cat'],
  }),
  ...(['void-of-nothingness', 'mask-of-muting', 'shroud-of-shame'] as const).map((artifact) =>
    artifactCase({
      name: `${artifact}: changes no role (the Werewolf stays a Werewolf)`,
      cite: 'FACTS §6: Void of Nothingness (nothing), Mask of Muting (must not speak), Shroud of Shame (turn away from table …)',
      deal: ON_DAN,
      target: 'Eve',
      artifact,
      votes: 'Eve Eve Eve Eve Ann',
      deaths: ['Eve'],
      winners: ['Ann', 'Ben', 'Cat', 'Dan'],
      teams: { Eve: 'werewolf' },
      check: (g) => expect(g.player('Eve').role).toBe('werewolf'),
    }),
  ),
  artifactCase({
    name: 'Mask of Muting on the Hunter: he is still the Hunter and shoots',
    cite: 'FACTS §6: Mask of Muting (must not speak) — not a role-changing artifact',
    deal: 'curator seer villager hunter werewolf | villager robber drunk',
    artifact: 'mask-of-muting',
    votes: 'Dan Dan Dan Eve Dan',
    deaths: ['Dan', 'Eve'],
  }),
  artifactCase({
    name: 'Bow of the Hunter: the Villager is a Hunter; when he dies the player he voted for dies',
    cite: 'FACTS §6 Bonus packs: Bow of the Hunter (Hunter)',
    deal: ON_DAN,
    artifact: 'bow-of-the-hunter',
    votes: 'Dan Dan Dan Eve Dan',
    deaths: ['Dan', 'Eve'],
    winners: ['Ann', 'Ben', 'Cat', 'Dan'],
    teams: { Dan: 'village' },
    check: (g) => expect(g.deathReason('Eve')).toBe('hunter'),
  }),
  artifactCase({
    name: 'Cloak of the Prince: votes against him do not count; the next highest (more than one) dies',
    cite: "FACTS §6 Bonus packs: Cloak of the Prince (Prince); Prince: votes against him don't count; if he'd have most, next highest (>1) dies",
    deal: ON_DAN,
    artifact: 'cloak-of-the-prince',
    votes: 'Dan Dan Eve Eve Dan',
    deaths: ['Eve'],
    winners: ['Ann', 'Ben', 'Cat', 'Dan'],
  }),
  artifactCase({
    name: 'Sword of the Bodyguard: the player he votes for cannot die',
    cite: "FACTS §6 Bonus packs: Sword of the Bodyguard (Bodyguard); Bodyguard: the player he votes for can't be killed; … the next highest (≥2) dies",
    deal: ON_DAN,
    artifact: 'sword-of-the-bodyguard',
    votes: 'Eve Eve Eve Eve Cat',
    deaths: [],
  }),
  {
    name: 'Mist of the Vampire (a Vampire game): the Villager is a Vampire; his death makes the village win',
    cite: 'FACTS §6 Bonus packs: Mist of the Vampire (Vampire; only with Vampire roles)',
    deal: 'curator seer villager villager vampire | villager robber drunk',
    night: [{ call: 'vampires', target: 'Ben' }, curate('mist-of-the-vampire')],
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Cat'],
    teams: { Dan: 'vampire', Ben: 'vampire' },
  },
  artifactCase({
    name: 'Dagger of the Traitor: he wins only if someone else on his team dies (the village wins, he does not)',
    cite: 'FACTS §6 Bonus packs: Dagger of the Traitor (wins only if someone else on his team dies); RULING 70: works as the Mark of the Traitor',
    deal: ON_DAN,
    artifact: 'dagger-of-the-traitor',
    votes: 'Eve Eve Eve Eve Ann',
    deaths: ['Eve'],
    winners: ['Ann', 'Ben', 'Cat'],
    teams: { Dan: 'village' },
  }),
  artifactCase({
    name: 'Dagger of the Traitor: another villager dies: he wins, though his team loses',
    cite: 'FACTS §6: Dagger of the Traitor (wins only if someone else on his team dies)',
    deal: ON_DAN,
    artifact: 'dagger-of-the-traitor',
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Dan', 'Eve'],
  }),
  artifactCase({
    name: 'Dagger of the Traitor alone on his team: no effect (the lone Werewolf wins as usual)',
    cite: 'VAMPIRE, Mark of the Traitor: If he is the only person on his team, the Mark of the Traitor has no effect; RULING 70',
    deal: ON_DAN,
    target: 'Eve',
    artifact: 'dagger-of-the-traitor',
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Eve'],
  }),
  artifactCase({
    name: 'Alien Artifact (an Alien game): the Villager is an Alien, on the alien team',
    cite: 'FACTS §6 Bonus packs: Alien Artifact (Alien, on alien team)',
    deal: 'curator seer villager villager alien | villager robber drunk',
    app: { aliens: { action: 'stare' }, ripple: NO_RIPPLE },
    artifact: 'alien-artifact',
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Ben', 'Cat'],
    teams: { Dan: 'alien' },
  }),
]);

table('artifacts and the Marks (VAMPIRE, Artifacts & Vampire)', [
  {
    name: 'the Cudgel of the Tanner overrides the Mark of the Vampire: a Tanner, not a Vampire',
    cite: "VAMPIRE: For instance, the Cudgel of the Tanner Artifact overrides the Mark of the Vampire (which overrode the team of that player's original card), making that player a Tanner and not a Vampire.",
    deal: 'curator seer villager villager vampire | villager robber drunk',
    night: [{ call: 'vampires', target: 'Dan' }, curate('cudgel-of-the-tanner')],
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    // No Vampire died (the Tanner's death blocks only the Werewolves): Eve's Vampires win too.
    winners: ['Dan', 'Eve'],
    teams: { Dan: 'tanner' },
    check: (g) => expect(g.player('Dan').mark).toBe('vampire'),
  },
  {
    name: 'the Claw of the Werewolf overrides the Mark of the Vampire: a Werewolf, not a Vampire',
    cite: "VAMPIRE: role-changing Artifacts (like the Claw of the Werewolf) always override a player's card and Mark.",
    deal: 'curator seer villager villager vampire | villager robber drunk',
    night: [{ call: 'vampires', target: 'Dan' }, curate('claw-of-the-werewolf')],
    votes: ROUND5,
    teams: { Dan: 'werewolf', Eve: 'vampire' },
  },
  {
    name: 'the Void of Nothingness changes no role: the Mark of the Vampire still makes him a Vampire',
    cite: "VAMPIRE: role-changing Artifacts … override a player's card and Mark; FACTS §6: Void of Nothingness (nothing)",
    deal: 'curator seer villager villager vampire | villager robber drunk',
    night: [{ call: 'vampires', target: 'Dan' }, curate('void-of-nothingness')],
    votes: ROUND5,
    teams: { Dan: 'vampire' },
  },
  {
    name: 'a Mark of the Traitor works on the role the Claw gave: a traitor to the Werewolves',
    cite: 'VAMPIRE: All other Marks affect the role that the Artifact has changed the player into (if any).',
    deal: 'curator instigator villager villager werewolf | villager robber drunk',
    night: [{ call: 'instigator', target: 'Dan' }, curate('claw-of-the-werewolf')],
    votes: 'Eve Eve Eve Eve Ann',
    deaths: ['Eve'],
    winners: ['Ann', 'Ben', 'Cat', 'Dan'],
    teams: { Dan: 'werewolf' },
    check: (g) => expect(g.player('Dan').verdict).toMatchObject({ kind: 'traitor', team: 'werewolf', won: true }),
  },
]);

table('the artifact stays with the card wherever it goes (RULING 70)', [
  {
    name: 'a ripple Troublemaker moves the card with the Claw: its new holder is the Werewolf',
    cite: 'RULING 70: The artifact stays with the card wherever it goes.',
    deal: 'curator alien villager villager villager | villager robber drunk',
    app: { aliens: { action: 'stare' }, ripple: { type: 'troublemaker', player: 3, players: [4, 5] } },
    night: [curate('claw-of-the-werewolf'), { call: 'ripple', by: 'Cat', swap: 'cards' }],
    votes: ROUND5,
    teams: { Eve: 'werewolf', Dan: 'village' },
    check: (g) => {
      expect(artifactOf(g, 'Eve')).toBe('claw-of-the-werewolf');
      expect(artifactOf(g, 'Dan')).toBeNull();
    },
  },
]);
