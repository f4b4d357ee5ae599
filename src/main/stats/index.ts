/** Player statistics over the archive: pure aggregation, its filter's validation and the CLI's table. */
export * from './stats.ts';
