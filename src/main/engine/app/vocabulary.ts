/** The app's vocabulary is the record format's (`src/shared/app-vocabulary.ts`): the engine reads the same lists. */
export * from '../../../shared/app-vocabulary.ts';
