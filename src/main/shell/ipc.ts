import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { BRIDGE_CHANNEL } from '../../shared/api-methods.ts';
import type { Dispatch } from '../host/dispatch.ts';
import { isTrustedSender } from './security-policy.ts';

/**
 * The Electron transport of the contract: one channel; the sender must be our own page's main frame;
 * the arguments are validated by the dispatcher before anything runs.
 */
export function registerIpc(dispatch: Dispatch, isTrustedUrl: (url: string) => boolean): void {
  ipcMain.handle(BRIDGE_CHANNEL, async (event: IpcMainInvokeEvent, method: unknown, args: unknown) => {
    const frame = event.senderFrame;
    const sender = { url: frame?.url, isMainFrame: frame !== null && frame === event.sender.mainFrame };
    if (!isTrustedSender(sender, isTrustedUrl)) {
      return { ok: false, error: { code: 'host/untrusted-sender', message: 'this page may not talk to the session' } };
    }
    try {
      return await dispatch(method, args);
    } catch (error) {
      // A failure of ours, not the page's: answered like any other, never a rejected invoke.
      return {
        ok: false,
        error: {
          code: 'host/failure',
          message: `the app could not complete the call: ${error instanceof Error ? error.message : String(error)}`,
        },
      };
    }
  });
}
