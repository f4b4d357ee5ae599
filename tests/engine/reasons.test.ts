/**
 * Reasons are data: every rule error carries a key and parameters, every key has a sentence in every
 * language (a role's in its folder, the engine's in text/reasons-*.ts), and each language says the
 * reason from the key and the parameters, never from another language's sentence.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NAMES,
  MIXED_DECKS,
  NAMED_DECKS,
  ROLES,
  appDirects,
  applyAnswer,
  createGame,
  currentCall,
  isNightOver,
  playRecord,
  randomAnswer,
  sayReason,
  seededRng,
  shuffle,
  type ChoiceSpec,
  type Reason,
  type Role,
  type RuleError,
} from '../../src/main/engine/index.ts';
import { ROLE_MODULES } from '../../src/main/engine/roles/index.ts';
import { ENGINE_SENTENCES, sentencesOf } from '../../src/main/engine/text/say.ts';

const keysOf = (o: object | undefined): string[] => Object.keys(o ?? {}).sort();

/** Every reason a choice holds: its seats' and its cards', its rule and its why, nested ones included. */
function reasonsOf(spec: ChoiceSpec, out: Reason[]): void {
  const add = (r: RuleError | null | undefined): void => {
    if (r) out.push(r.reason);
  };
  if ('seats' in spec) for (const s of spec.seats) add(s.reason);
  if (spec.kind === 'give') for (const s of spec.to) add(s.reason);
  if (spec.kind === 'places') for (const r of spec.stops ?? []) add(r);
  if (spec.kind === 'marksman' || spec.kind === 'gremlin') for (const r of spec.cards ?? []) add(r);
  if ('rule' in spec) out.push(spec.rule);
  if (spec.kind === 'none' && spec.why) out.push(spec.why);
  if (spec.kind === 'each') for (const c of spec.choices) reasonsOf(c.choice, out);
  if (spec.kind === 'oracle') for (const r of spec.replies) reasonsOf(r.then, out);
}

/** Every reason of seeded random nights over every deck the engine knows. */
function nightReasons(): Reason[] {
  const out: Reason[] = [];
  const decks: [readonly Role[], number][] = [
    ...Object.entries(MIXED_DECKS).map(([n, deck]): [readonly Role[], number] => [deck, Number(n)]),
    ...Object.values(NAMED_DECKS).map((d): [readonly Role[], number] => [d.deck, d.players]),
  ];
  for (const [deck, n] of decks) {
    const rng = seededRng(n * 97 + deck.length);
    for (let g = 0; g < 60; g++) {
      const cards = shuffle(rng, deck);
      const created = createGame({
        players: DEFAULT_NAMES.slice(0, n),
        deal: { players: cards.slice(0, n), center: cards.slice(n) },
        ...(appDirects(deck) ? { app: { seed: rng.int(0, 2 ** 30) } } : {}),
      });
      if (!created.ok) throw new Error(created.error[0]!.message);
      let state = created.value;
      while (!isNightOver(state)) {
        const call = currentCall(state)!;
        reasonsOf(call.choice, out);
        const applied = applyAnswer(state, randomAnswer(rng, call.choice), undefined, call);
        if (!applied.ok) throw new Error(applied.error.message);
        state = applied.value.state;
      }
    }
  }
  return out;
}

/** The sentence a key names in a language, if it has one. */
function sentence(key: string, language: 'en' | 'fr'): unknown {
  const dot = key.indexOf('.');
  return sentencesOf(key.slice(0, dot), language)?.[key.slice(dot + 1)];
}

describe('every reason has a sentence in every language', () => {
  it("each role's French reasons are its English ones, name for name", () => {
    for (const role of ROLES) {
      const { en, fr } = ROLE_MODULES[role].text;
      expect(keysOf(fr.reasons), role).toEqual(keysOf(en.reasons));
    }
  });

  it("the engine's own sentences are the same in both languages", () => {
    expect(keysOf(ENGINE_SENTENCES.fr)).toEqual(keysOf(ENGINE_SENTENCES.en));
    for (const owner of Object.keys(ENGINE_SENTENCES.en))
      expect(keysOf(ENGINE_SENTENCES.fr[owner]), owner).toEqual(keysOf(ENGINE_SENTENCES.en[owner]));
  });

  it('a key with no French sentence is caught (the check above is not vacuous)', () => {
    expect(sentence('witch.center', 'fr')).toBeTypeOf('function');
    expect(sentence('witch.no-such-sentence', 'fr')).toBeUndefined();
    expect(sentence('nobody.center', 'fr')).toBeUndefined();
  });

  it('every reason the night gives has an English and a French sentence, and the French is French', () => {
    const reasons = nightReasons();
    const keys = new Set(reasons.map((r) => r.key));
    // Seats refused for many reasons, across the boxes.
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) {
      expect(sentence(key, 'en'), key).toBeTypeOf('function');
      expect(sentence(key, 'fr'), key).toBeTypeOf('function');
    }
    for (const reason of reasons) {
      const fr = sayReason(reason, 'fr');
      expect(fr, reason.key).not.toBe(reason.en);
      expect(fr.length, reason.key).toBeGreaterThan(5);
      // The nested reasons are said in French too.
      expect(fr, reason.key).not.toMatch(/\b(the|card|cannot|player|center)\b/);
    }
  });

  it('the English sentence is the message, said where the reason is given', () => {
    for (const reason of nightReasons().slice(0, 500)) expect(sayReason(reason, 'en')).toBe(reason.en);
  });
});

describe('French reasons say the parameters in French', () => {
  it('a seat the Witch may not take, the Count may not frighten, the Paranormal Investigator stops at', () => {
    const witch: Reason = { key: 'witch.center', params: { player: 'Ann' }, en: '' };
    expect(sayReason(witch, 'fr')).toBe(
      "La carte d'Ann n'est pas une carte du milieu\u00A0: la Sorcière regarde une carte du milieu.",
    );
    const count: Reason = { key: 'the-count.vampire', params: { player: 'Bob' }, en: '' };
    expect(sayReason(count, 'fr')).toBe(
      "Bob est du côté des Vampires\u00A0: la marque de Peur va à un joueur qui n'est pas Vampire.",
    );
    const stop: Reason = {
      key: 'paranormal-investigator.stops',
      params: { player: 'Cat', seen: 'alpha-wolf', becomes: 'werewolf' },
      en: '',
    };
    expect(sayReason(stop, 'fr')).toBe(
      "Cat a la carte Loup Alpha\u00A0: le Chasseur de Fantôme s'arrête là et devient Loup-Garou.",
    );
  });

  it('a refusal that holds a role rule says the rule in French too', () => {
    const rule: Reason = { key: 'seer.rule', params: {}, en: '' };
    const actors: Reason = {
      key: 'night.actors',
      params: { names: ['Ann'], role: 'seer', doppelganger: false, ripple: false, step: 'seer' },
      en: '',
    };
    expect(sayReason({ key: 'night.named', params: { actors, named: ['Bob'], rule }, en: '' }, 'fr')).toBe(
      "Ann (la Voyante) a nommé Bob\u00A0: la Voyante regarde la carte d'un autre joueur ou deux cartes du milieu différentes, pas les deux.",
    );
  });

  it("a record's errors carry their reason: the same sentence in English, another in French", () => {
    const played = playRecord({
      format: 'onu-record/1',
      players: ['Ann', 'Bob', 'Cat'],
      deal: { players: ['seer', 'robber', 'villager'], center: ['werewolf', 'werewolf', 'tanner'] },
      night: [{ call: 'seer', target: 'Zed' }],
    });
    expect(played.ok).toBe(false);
    if (played.ok) return;
    expect(played.error.problems[0]).toBe('night[0] seer: target "Zed" is not a player');
    const created = createGame({
      players: ['Ann', 'Ann', 'Cat'],
      deal: { players: ['seer', 'robber', 'villager'], center: ['werewolf', 'werewolf', 'tanner'] },
    });
    expect(created.ok).toBe(false);
    if (created.ok) return;
    const named = created.error.find((e) => e.code === 'setup/player-name')!;
    expect(named.reason.key).toBe('setup.name-twice');
    expect(named.message).toBe('Ann is named twice; every player needs a name of their own');
    expect(sayReason(named.reason, 'fr')).toBe(
      'Ann est nommé deux fois\u00A0: chaque joueur a besoin de son propre nom.',
    );
  });
});
