/**
 * The preload exposes exactly one object, `window.nightwarden`: one function per method of the console
 * contract, each a call over one IPC channel. The page never sees `ipcRenderer` itself.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { API_METHOD_NAMES, BRIDGE_CHANNEL, type Bridge } from '../shared/api-methods.ts';

const bridge = Object.freeze(
  Object.fromEntries(
    API_METHOD_NAMES.map((method) => [
      method,
      (...args: unknown[]) => ipcRenderer.invoke(BRIDGE_CHANNEL, method, args),
    ]),
  ),
) as Bridge;

contextBridge.exposeInMainWorld('nightwarden', bridge);
