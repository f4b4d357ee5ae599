/**
 * The preload exposes exactly one object to the page. For now it only tells the page what the app is;
 * the typed session contract (src/shared) will be exposed here when the console arrives.
 */
import { contextBridge } from 'electron';

const nightwarden = Object.freeze({ version: '0.1.0', host: 'electron' as const });

contextBridge.exposeInMainWorld('nightwarden', nightwarden);
