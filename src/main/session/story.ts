/**
 * The night told to the players after the reveal ("the moment the table remembers"): the deal as it
 * really was, each call in force in the order it was said, each correction of what moved, the vote, each
 * death and who won, with the table after each. It is the game's undo stack read from the bottom (the
 * fold's frames): what an undo took back is not in it (it did not happen at the table), and a correction
 * of the deal ("what they actually picked up") is the deal itself. The replay (`replayOf`) is the
 * moderator's record of every command as entered; this is the story of what happened.
 */
import { phrasebook, type Language } from '../engine/index.ts';
import type { StoryStep, StoryView } from '../../shared/views.ts';
import { frameSentence, type Frame, type StoredSetup } from './fold.ts';
import { tableView, voteTold } from './view.ts';

export function storyOf(setup: StoredSetup, frames: readonly Frame[], language: Language): StoryView {
  const steps: StoryStep[] = [
    { kind: 'deal', call: null, text: phrasebook(language).deal, table: tableView(frames[0]!.state) },
  ];
  frames.forEach((frame, i) => {
    const command = frame.command;
    // The deal (i = 0) is told above; "the night began", "the vote began" and the correction of the deal
    // (already the deal told) tell nothing.
    if (i === 0 || !command) return;
    const table = tableView(frame.state);
    switch (command.type) {
      case 'answered': {
        const line = frame.state.setup.script[command.step];
        steps.push({
          kind: 'call',
          call: line ? { key: line.key, phase: line.phase, namedAfter: line.namedAfter } : null,
          text: frameSentence(frame, frames.slice(0, i), language),
          table,
          ...(line?.key.endsWith('#loop') ? { loop: true } : {}),
        });
        return;
      }
      case 'overridden':
        steps.push({ kind: 'correction', call: null, text: frameSentence(frame, frames.slice(0, i), language), table });
        return;
      case 'voted':
        for (const told of voteTold(frame, language) ?? [])
          steps.push({ kind: told.kind, call: null, text: told.text, table });
        return;
      case 'night-started':
      case 'vote-started':
      case 'redealt':
        return;
    }
  });
  return { players: setup.players, steps };
}
