/** Entry point of `npm run cli`: see cli.ts. */
import { runCli } from './cli.ts';

// Output piped into a program that stops reading early (`| head`) is no error of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  stdin: process.stdin,
});
