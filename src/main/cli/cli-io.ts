/**
 * Where the CLI writes (and reads `-` from); the tests pass their own. Apart from cli.ts so the archive
 * commands, which cli.ts loads when used, can take it without importing cli.ts back.
 */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Standard input, for `resolve -`. */
  stdin?: AsyncIterable<string | Buffer>;
}
