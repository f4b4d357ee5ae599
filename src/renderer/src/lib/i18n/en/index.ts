import { common } from './common.ts';
import { night } from './night.ts';
import { setup } from './setup.ts';
import { day } from './day.ts';
import { reveal } from './reveal.ts';
import { archive } from './archive.ts';
import { replay } from './replay.ts';
import { stats } from './stats.ts';
import { events } from './events.ts';
import { publicScreen } from './public.ts';
import { room } from './room.ts';
import { access } from './access.ts';

/** English UI text, one namespace per screen. */
export const en = {
  common,
  setup,
  night,
  archive,
  day,
  reveal,
  replay,
  stats,
  events,
  public: publicScreen,
  room,
  access,
};
