import { app, dialog, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import { archiveFileName, type ArchiveExportView } from '../../shared/archive-contract.ts';
import type { SessionResult } from '../../shared/session-contract.ts';
import { writeLinesToFile } from '../host/archive-stream.ts';
import type { Session } from '../session/session.ts';

/**
 * "Export all" in the app: the system's save dialog (JSON Lines, in the Documents folder by default), then
 * the archive streamed to the chosen file a line at a time (through a temporary file renamed at the end),
 * while the console goes on answering. Cancelling the dialog writes nothing.
 */
export async function saveArchiveWithDialog(
  window: BrowserWindow | null,
  session: Session,
): Promise<SessionResult<ArchiveExportView>> {
  const options = {
    title: 'Export the archive',
    defaultPath: join(app.getPath('documents'), archiveFileName()),
    filters: [{ name: 'JSON Lines', extensions: ['jsonl'] }],
  };
  const chosen = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
  if (chosen.canceled || !chosen.filePath) return { ok: true, value: { kind: 'cancelled' } };
  try {
    const games = await writeLinesToFile(chosen.filePath, session.exportLines());
    return { ok: true, value: { kind: 'saved', path: chosen.filePath, games } };
  } catch (e) {
    const failure = session.failureOf(e);
    if (failure) return failure;
    const code = (e as NodeJS.ErrnoException).code;
    return {
      ok: false,
      error: {
        code: 'export/write-failed',
        message: `${chosen.filePath} could not be written (${code ?? (e instanceof Error ? e.message : String(e))}); nothing was written there`,
      },
    };
  }
}
