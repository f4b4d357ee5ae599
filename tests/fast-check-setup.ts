/**
 * Property tests explore new random cases on every local run; CI runs one fixed seed, so a landing never
 * depends on the luck of the draw (a failure found locally is reported with its seed to replay).
 */
import fc from 'fast-check';

if (process.env['CI']) fc.configureGlobal({ seed: 20261122 });
