/**
 * electron-builder's afterPack hook (build/electron-builder.yml): flips the packaged Electron binary's
 * fuses, the switches compiled into it that no flag or environment variable can turn back on.
 * https://www.electronjs.org/docs/latest/tutorial/fuses
 */
const { join } = require('node:path');
const { FuseV1Options, FuseVersion, flipFuses } = require('@electron/fuses');

/** Each fuse, and the threat its setting blocks. Every fuse of the V1 wire is set: none inherits a default. */
const FUSES = {
  version: FuseVersion.V1,
  strictlyRequireAllFuses: true,
  // ELECTRON_RUN_AS_NODE would turn the app into a plain Node.js that runs any script it is given.
  [FuseV1Options.RunAsNode]: false,
  // Cookies and storage encrypted on disk with the OS key store.
  [FuseV1Options.EnableCookieEncryption]: true,
  // NODE_OPTIONS could preload code into the main process (--require, --import).
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  // --inspect and friends would open a debugger port on the main process.
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // app.asar is checked against the hash embedded at packaging time (macOS and Windows).
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  // The app runs only from app.asar: a folder of loose files put beside it is never loaded instead.
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // One V8 snapshot for every process: no separate browser-process snapshot to swap.
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  // The console is served from app://, so file:// keeps no extra privileges.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
};

/** The Electron binary electron-builder has just packed, for its platform. */
function packedBinary(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  const product = packager.appInfo.productFilename;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') return join(appOutDir, `${product}.app`);
  if (electronPlatformName === 'win32') return join(appOutDir, `${product}.exe`);
  return join(appOutDir, packager.executableName);
}

/** Arch.arm64 is 3 in electron-builder's enum: an arm64 macOS binary needs its ad-hoc signature reset. */
const ARM64 = 3;

async function afterPack(context) {
  await flipFuses(packedBinary(context), {
    ...FUSES,
    resetAdHocDarwinSignature: context.electronPlatformName === 'darwin' && context.arch === ARM64,
  });
}

module.exports = afterPack;
module.exports.default = afterPack;
module.exports.FUSES = FUSES;
module.exports.packedBinary = packedBinary;
