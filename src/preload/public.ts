/**
 * The players' screen's preload: one object, `window.nightwardenPublic`, that can only read the public
 * view (ask for it once, then be told each new one). No other channel, and never `ipcRenderer` itself.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { PUBLIC_CHANNEL, PUBLIC_VIEW_CHANNEL } from '../shared/public-channels.ts';

contextBridge.exposeInMainWorld(
  'nightwardenPublic',
  Object.freeze({
    current: (): Promise<unknown> => ipcRenderer.invoke(PUBLIC_CHANNEL),
    onView: (listener: (view: unknown) => void): void => {
      ipcRenderer.on(PUBLIC_VIEW_CHANNEL, (_event, view: unknown) => listener(view));
    },
  }),
);
