/** The app's "Randomization" weights are data the contract, the console and the engine share (`src/shared/app-weights.ts`). */
export * from '../../../shared/app-weights.ts';
