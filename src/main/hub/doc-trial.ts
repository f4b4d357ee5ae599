import * as Y from 'yjs';
import { DOCUMENT_MAPS, applyOp, project, type EventOp, type Projection } from './event-doc.ts';
import { checkChange, type Actor, type CheckResult } from './rules.ts';

/**
 * A change is tried on a copy of the document before it reaches the real one: Yjs cannot take an update
 * back, so an update the rules refuse must never be applied. A change made on a copy (the organiser's)
 * is made under `clientID`, set once the copy holds the document (Yjs renames a document that receives
 * structs under its own id), so the organiser's changes continue one clock.
 */
export function copyOf(doc: Y.Doc, clientID?: number): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  if (clientID !== undefined) copy.clientID = clientID;
  return copy;
}

export type Trial =
  | {
      readonly ok: true;
      readonly after: Projection;
      readonly check: Extract<CheckResult, { ok: true }>;
      /** False when the document already held everything in the update. */
      readonly changed: boolean;
    }
  | { readonly ok: false; readonly problems: readonly string[]; readonly intents: readonly string[] };

/**
 * An event's document holds its maps of plain values and nothing else: a change that writes another root
 * type, list items under a map, or a nested shared type is refused (nobody could read it, and it would
 * only make the document grow).
 */
export function layoutProblems(doc: Y.Doc): string[] {
  for (const [name, type] of doc.share) {
    const known = (DOCUMENT_MAPS as readonly string[]).includes(name);
    const hasList = type._start !== null;
    if (!known) {
      if (hasList || type._map.size > 0)
        return [`the change writes "${name.slice(0, 40)}", which is not part of an event`];
      continue;
    }
    if (hasList) return [`the change writes a list into "${name}", which holds keys and values`];
    for (const [key, item] of type._map)
      if (!item.deleted && item.content instanceof Y.ContentType)
        return [`the change writes a shared type at ${name}.${key.slice(0, 40)}: an event holds plain values`];
  }
  return [];
}

/** Applies `update` to a copy, then checks the event it makes; the real document is not touched. */
export function tryUpdate(doc: Y.Doc, before: Projection, update: Uint8Array, actor: Actor): Trial {
  const copy = copyOf(doc);
  const trial = tryOn(copy, before, update, actor);
  copy.destroy();
  return trial;
}

/**
 * Applies `update` to `trial` (a document equal to the one `before` describes, which this changes) and
 * checks the event it makes. After a refusal `trial` holds the refused change: the caller drops it.
 */
export function tryOn(trial: Y.Doc, before: Projection, update: Uint8Array, actor: Actor): Trial {
  const snapshot = Y.snapshot(trial);
  try {
    Y.applyUpdate(trial, update);
  } catch (error) {
    return {
      ok: false,
      problems: [`the change cannot be read as a Yjs update (${(error as Error).message.slice(0, 200)})`],
      intents: [],
    };
  }
  if (trial.store.pendingStructs !== null || trial.store.pendingDs !== null)
    return {
      ok: false,
      problems: [
        'the change follows changes the hub never accepted (an earlier change of this desk was refused): the desk starts again from the hub’s event',
      ],
      intents: [],
    };
  const layout = layoutProblems(trial);
  if (layout.length > 0) return { ok: false, problems: layout, intents: [] };
  // A deletion does not move the state vector: the snapshot (state vector and deletions) tells.
  const changed = !Y.equalSnapshots(snapshot, Y.snapshot(trial));
  const after = project(trial);
  const intents = [...after.intents].filter((key) => !before.intents.has(key));
  const check = checkChange(before, after, actor);
  return check.ok ? { ok: true, after, check, changed } : { ok: false, problems: check.problems, intents };
}

/** The update one operation makes on the document (applied to a copy; the document is not touched). */
export function updateFor(doc: Y.Doc, op: EventOp, clientID: number, intent?: { key: string; at: string }): Uint8Array {
  const copy = copyOf(doc, clientID);
  const updates: Uint8Array[] = [];
  copy.on('update', (update: Uint8Array) => updates.push(update));
  applyOp(copy, op, intent);
  copy.destroy();
  return updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates);
}
