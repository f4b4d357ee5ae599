import { ROLES, ROLE_RULES, applyAnswer, createGame, currentCall, isNightOver, randomAnswer, seededRng, shuffle, type Role } from './src/main/engine/index.ts';
const NAMES = ['Ann','Ben','Cat','Dan','Eve','Fay','Gus','Hal','Ida','Jon'];
function randomDeck(seed: number, players: number): Role[] {
  const rng = seededRng(seed); const pool: Role[] = [];
  for (const role of ROLES) { const c = Math.min(ROLE_RULES[role].maxCopies, 2); for (let i=0;i<c;i++) pool.push(role); }
  return shuffle(rng, pool).slice(0, players + 3);
}
const seen = new Map<string, number>();
for (let seed = 1; seed < 20000; seed++) {
  const players = 3 + (seed % 8);
  const rng = seededRng(seed * 7919 + 1);
  const deck = randomDeck(seed, players);
  const created = createGame({ players: NAMES.slice(0, players), deal: { players: deck.slice(0, players), center: deck.slice(players) }, app: { seed } });
  if (!created.ok) { console.log('create', created.error[0]?.message); continue; }
  let state = created.value;
  try {
    while (!isNightOver(state)) {
      const call = currentCall(state)!;
      const answer = randomAnswer(rng, call.choice);
      const applied = applyAnswer(state, answer);
      if (!applied.ok) { const k = `${call.step}: ${applied.error.message.replace(/[A-Z][a-z]+/g,'X')}`; if (!seen.has(k)) console.log(seed, k, JSON.stringify(answer)); seen.set(k,(seen.get(k)??0)+1); break; }
      state = applied.value.state;
    }
  } catch (e) { const k = String((e as Error).stack).split('\n').slice(0,4).join(' | '); if (!seen.has(k)) console.log(seed, currentCall(state)?.step, k); seen.set(k,(seen.get(k)??0)+1); }
}
console.log([...seen.entries()]);
