/**
 * The page's clock for things that happen later (a call's timer, a sound's end): `after` runs `run` once,
 * later, and the function it returns cancels it. Tests give a fake one. Kept here, apart from the night's
 * state, so that the sound board (loaded with the first screen) does not bring the night's code with it.
 */
export interface Clock {
  after(ms: number, run: () => void): () => void;
}

export const browserClock: Clock = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};
