/**
 * `npm run bench [-- engine|archive] [--json]`: prints numbers, never asserts. The last line with
 * --json is one JSON object (the contract for tools that read it).
 */
import { DEFAULT_NAMES, MIXED_DECKS, playRandomGame, seededRng } from '../src/main/engine/index.ts';

function benchEngine(): Record<string, number> {
  const perSize: Record<string, number> = {};
  for (const size of [5, 8, 10]) {
    const deck = MIXED_DECKS[size]!;
    const names = DEFAULT_NAMES.slice(0, size);
    const rng = seededRng(size);
    // Warm up the JIT, then measure for about a second.
    for (let i = 0; i < 2000; i++) playRandomGame(rng, names, deck);
    let games = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < 1500) {
      for (let i = 0; i < 500; i++) playRandomGame(rng, names, deck);
      games += 500;
      elapsed = performance.now() - start;
    }
    perSize[String(size)] = Math.round((games * 1000) / elapsed);
  }
  return perSize;
}

const args = process.argv.slice(2);
const json = args.includes('--json');
const which = args.find((a) => !a.startsWith('--')) ?? 'all';
const out: Record<string, unknown> = {};

if (which === 'engine' || which === 'all') {
  const gps = benchEngine();
  if (!json) {
    console.log('engine: full random games (deal, every call, votes, winners, narrative) on one core');
    for (const [size, n] of Object.entries(gps))
      console.log(`  ${size.padStart(2)} players: ${n.toLocaleString('en')} games/s`);
  }
  out['gamesPerSecond'] = gps;
}
if (json) console.log(JSON.stringify(which === 'engine' ? { gamesPerSecond: out['gamesPerSecond'] } : out));
