/**
 * The players' screen's IPC channels (Electron): it asks for the public view on the first and is sent
 * each new one on the second. A module of their own, so the players' screen's preload shares no code with
 * the console's (each preload must be one self-contained file in the sandbox).
 */
export const PUBLIC_CHANNEL = 'nightwarden:public';
export const PUBLIC_VIEW_CHANNEL = 'nightwarden:public-view';
/** The players' screen's one action: a step on or back in the night the moderator is telling (after the reveal). */
export const PUBLIC_STEP_CHANNEL = 'nightwarden:public-step';

/** The players' screen's socket (browser host) accepts its subscription to the view… */
export const PUBLIC_SUBSCRIBE = 'subscribePublic';
/** …and a step on or back in the night told after the reveal (`next` or `previous`), nothing else. */
export const PUBLIC_STEP = 'stepPublicStory';
