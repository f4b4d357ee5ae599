import { common } from './common.ts';
import { night } from './night.ts';
import { setup } from './setup.ts';
import { day } from './day.ts';
import { reveal } from './reveal.ts';
import { archive } from './archive.ts';

/** English UI text, one namespace per screen. */
export const en = { common, setup, night, archive, day, reveal };
