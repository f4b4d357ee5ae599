import { common } from './common.ts';
import { night } from './night.ts';
import { setup } from './setup.ts';

/** English UI text, one namespace per screen. */
export const en = { common, setup, night };
