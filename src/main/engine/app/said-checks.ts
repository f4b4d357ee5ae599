import type { Reason } from '../errors.ts';
import { APP_SAID_EN } from '../text/reasons-en.ts';
import { reasonsOf } from '../text/sentences.ts';

const because = reasonsOf('said', APP_SAID_EN);

/** Checks a record's draw shares: player numbers that must sit at the table, each named once. */
export function checkNumbers(value: unknown, players: number, bad: (reason: Reason) => void): void {
  if (!Array.isArray(value)) return;
  for (const v of value) if ((v as number) > players) bad(because('no-player', { number: v as number, players }));
  if (new Set(value).size !== value.length) bad(because('number-twice', {}));
}
