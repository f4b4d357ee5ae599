import { common } from './common.ts';
import { night } from './night.ts';
import { setup } from './setup.ts';

/** French UI text: the same keys as English (the types make sure of it). */
export const fr = { common, setup, night };
