/**
 * "What if": a finished game played again with some votes, or some night choices, changed. Hypothetical
 * from end to end: the game's frames in force (its deal, as corrected, and every command still standing)
 * are folded again on a copy through the same `step` the session uses, the changed answers in place of
 * the entered ones; nothing is appended to the log, nothing is written to the archive, the game's own
 * frames are left as they are (the engine's states are values: a step makes new ones).
 *
 * A changed answer must be legal at its call of the night so changed (the engine says why not). An
 * answer entered at the table that an earlier change made illegal (the Witch's target is now the
 * Robber's card…) is taken as nothing when the call may pass, as a correction of the deal does
 * (docs/rulings.md §33); when it must be answered, the what-if says so and asks for that call to be
 * changed too. A change that alters which calls are said at all (the Alien app's draws depend on the
 * night) is refused: the what-if follows the game's own calls.
 */
import { currentCall, type Answer, type Language } from '../engine/index.ts';
import type { AnswerInput, WhatIfInput } from '../../shared/session-contract.ts';
import type { WhatIfCall, WhatIfView } from '../../shared/views.ts';
import { CommandError, frameSentence, step, type Frame } from './fold.ts';
import { voteRulesView } from './app-view.ts';
import { callView, resultView, tableView } from './view.ts';
import { isNightOver } from '../engine/index.ts';

/** The same answer, whatever the order of its fields. */
function sameAnswer(a: Answer | AnswerInput, b: Answer | AnswerInput): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** How many seats voted otherwise (either hand). */
function votesChanged(
  a: readonly number[],
  b: readonly number[],
  secondA: readonly (number | null)[] | null | undefined,
  secondB: readonly (number | null)[] | null | undefined,
): number {
  let count = 0;
  for (let seat = 0; seat < Math.max(a.length, b.length); seat++)
    if (a[seat] !== b[seat] || (secondA?.[seat] ?? null) !== (secondB?.[seat] ?? null)) count++;
  return count;
}

export function whatIfOf(
  gameId: string,
  frames: readonly Frame[],
  changes: WhatIfInput,
  language: Language,
): WhatIfView {
  const top = frames[frames.length - 1]!;
  if (!top.votes)
    throw new CommandError(
      'what-if/not-revealed',
      'a what-if changes a finished game: this game has no vote yet (play it to the reveal first)',
    );
  const script = top.state.setup.script;
  const callName = (index: number): string => `call ${index} (${script[index]?.key ?? '?'})`;
  const night = new Map<number, AnswerInput>();
  for (const change of changes.night ?? []) {
    if (night.has(change.step))
      throw new CommandError('input/invalid', `what-if: ${callName(change.step)} is changed twice; give it once`);
    night.set(change.step, change.answer);
  }
  const answered = new Set(frames.flatMap((f) => (f.command?.type === 'answered' ? [f.command.step] : [])));
  for (const index of night.keys())
    if (!answered.has(index))
      throw new CommandError(
        'what-if/no-such-call',
        `what-if: ${index < script.length ? callName(index) : `call ${index}`} was not answered in this game's night, so there is nothing there to change`,
      );

  // The game's frames in force, folded again on a copy: the deal in force first (as corrected).
  const stack: Frame[] = [frames[0]!];
  const calls: WhatIfCall[] = [];
  let count = 0;
  for (const old of frames.slice(1)) {
    const command = old.command;
    // A correction of the deal's own frame: its deal is the bottom frame already.
    if (!command || command.type === 'redealt') continue;
    const before = stack[stack.length - 1]!;
    if (command.type === 'answered') {
      const asked = currentCall(before.state);
      if (asked?.index !== command.step)
        throw new CommandError(
          'what-if/calls-changed',
          `what-if: with these changes the night no longer comes to ${callName(command.step)} as it did (${asked ? `it is at ${callName(asked.index)}` : 'it is over'}): the app's calls depend on what came before, so change a later call instead`,
        );
      const changed = night.get(command.step);
      let answer = (changed ?? command.answer) as Answer;
      let dropped: string | null = null;
      let next: Frame;
      try {
        next = step(before, { ...command, answer }, old.seq);
      } catch (e) {
        if (!(e instanceof CommandError)) throw e;
        if (changed) throw new CommandError('what-if/illegal', `what-if: ${callName(command.step)}: ${e.message}`);
        try {
          next = step(before, { ...command, answer: {} }, old.seq);
        } catch {
          throw new CommandError(
            'what-if/must-answer',
            `what-if: after the changes, ${callName(command.step)} must be answered again (${e.message}): change it too`,
          );
        }
        dropped = e.message;
        answer = {};
      }
      const isChanged = changed !== undefined && !sameAnswer(changed, command.answer);
      if (isChanged) count++;
      stack.push(next);
      const call = callView(before.state, language);
      if (call && asked.awake.actors.length > 0 && asked.choice.kind !== 'none')
        calls.push({
          step: command.step,
          key: call.key,
          phase: call.phase,
          namedAfter: call.namedAfter,
          awake: call.awake,
          text: frameSentence(next, stack.slice(0, -1), language),
          choice: call.choice,
          answer: answer as AnswerInput,
          changed: isChanged,
          dropped,
          table: tableView(before.state),
        });
      continue;
    }
    if (command.type === 'voted') {
      const votes = changes.votes ?? command.votes;
      const second = changes.second === undefined ? command.second : (changes.second ?? undefined);
      try {
        stack.push(step(before, { type: 'voted', votes, ...(second ? { second } : {}) }, old.seq));
      } catch (e) {
        if (!(e instanceof CommandError)) throw e;
        throw new CommandError('what-if/illegal-vote', `what-if: the votes: ${e.message}`);
      }
      count += votesChanged(votes, command.votes, second, command.second);
      continue;
    }
    stack.push(step(before, command, old.seq));
  }

  const end = stack[stack.length - 1]!;
  const result = resultView(end.state, end.votes!, end.second ?? null, language);
  const actual = resultView(top.state, top.votes, top.second ?? null, language);
  if (!result || !actual) throw new Error(`what-if of ${gameId}: a vote the engine took has no result`);
  return {
    hypothetical: true,
    gameId,
    result,
    actual,
    calls,
    votes: end.votes!,
    second: end.second ?? null,
    voteRules: voteRulesView(end.state, isNightOver(end.state)),
    table: tableView(end.state),
    changes: count,
  };
}
