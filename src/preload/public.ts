/**
 * The players' screen's preload: one object, `window.nightwardenPublic`, that reads the public view (ask
 * for it once, then be told each new one) and, after the reveal, steps on or back in the night the
 * moderator tells (the main process refuses it at any other time). No other channel, and never
 * `ipcRenderer` itself.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { PUBLIC_CHANNEL, PUBLIC_STEP_CHANNEL, PUBLIC_VIEW_CHANNEL } from '../shared/public-channels.ts';

contextBridge.exposeInMainWorld(
  'nightwardenPublic',
  Object.freeze({
    current: (): Promise<unknown> => ipcRenderer.invoke(PUBLIC_CHANNEL),
    onView: (listener: (view: unknown) => void): void => {
      ipcRenderer.on(PUBLIC_VIEW_CHANNEL, (_event, view: unknown) => listener(view));
    },
    step: (move: unknown): Promise<unknown> => ipcRenderer.invoke(PUBLIC_STEP_CHANNEL, move),
  }),
);
