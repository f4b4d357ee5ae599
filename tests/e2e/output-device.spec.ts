/**
 * The narration on a chosen output device, end to end: `npm run web --speech` (festival, espeak-ng) with an
 * ALSA configuration of two named file sinks ("speaker", "headphones") and a default one. The setup's
 * "Narration output" lists them; chosen, the night's lines go to the speaker and nowhere else; kept with the
 * preferences; a saved device the host no longer lists is marked, refused as the night speaks (the header
 * says why) and the lines go to the default output. Screenshots of the option at 1366×768 and 1920×1080:
 * test-results/e2e/screens/output-device-*.png.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { alsaTwoDevices } from '../narration/festival-helpers.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
mkdirSync(SCREENS, { recursive: true });

let host: ChildProcess | null = null;
let url = '';
let files: { readonly default: string; readonly speaker: string; readonly headphones: string };

const size = (file: string): number => (existsSync(file) ? statSync(file).size : 0);

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-output-'));
  const alsa = alsaTwoDevices(dir, 'e2e');
  files = alsa.files;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main/host/web-main.ts', '--db', join(dir, 'archive.db'), '--speech'],
    {
      cwd: join(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ALSA_CONFIG_PATH: alsa.conf },
    },
  );
  host = child;
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Nightwarden console: (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the web host exited (${code}): ${err}`)));
  });
});

test.afterAll(() => {
  host?.kill('SIGTERM');
});

/** Three players, the first preset, Ctrl+Enter, the deal confirmed: the night starts speaking. */
async function startNight(page: Page): Promise<void> {
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  for (const name of ['Ann', 'Ben', 'Cat']) {
    await page.getByTestId('new-player-name').fill(name);
    await page.getByTestId('new-player-name').press('Enter');
  }
  await page.locator('.preset').first().click();
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByTestId('deal-screen')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('night-screen')).toBeVisible();
}

test('the narration goes to the output chosen in the options, and a device no longer there is refused with why', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(url);
  const device = page.getByTestId('option-output-device');
  await expect(device).toBeEnabled();
  await expect(device.locator('option[value="speaker"]')).toHaveText('speaker — The room speaker');
  await expect(device.locator('option[value="headphones"]')).toHaveCount(1);
  await expect(device.locator('option').first()).toHaveText('The system’s default output');
  await expect(page.getByTestId('output-device-hint')).toContainText('macOS');
  await expect(page.getByTestId('output-device-cannot')).toHaveCount(0);
  await device.selectOption('speaker');
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await device.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENS, `output-device-en-${width}.png`) });
  }
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('nightwarden.preferences') ?? '{}') as unknown),
  ).toMatchObject({ outputDevice: 'speaker' });

  // The night speaks: on the speaker, and neither on the headphones nor the default output.
  await startNight(page);
  await expect.poll(() => size(files.speaker), { timeout: 60_000 }).toBeGreaterThan(10_000);
  expect(size(files.headphones)).toBe(0);
  expect(size(files.default)).toBe(0);
  await expect(page.getByTestId('device-refused')).toHaveCount(0);

  // A device saved earlier and gone since (a speaker unplugged): marked in the options, refused as the
  // night speaks, the header says why, and the lines are said on the default output.
  await page.goto('about:blank');
  await page.goto(url);
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('nightwarden.preferences') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('nightwarden.preferences', JSON.stringify({ ...saved, outputDevice: 'hw:9' }));
    localStorage.removeItem('nightwarden.setup');
  });
  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.getByTestId('option-output-device')).toHaveValue('hw:9');
  await expect(page.getByTestId('option-output-device').locator('option[value="hw:9"]')).toHaveText(
    'hw:9 (not listed now)',
  );
  await page.getByTestId('language').selectOption('fr');
  await expect(page.getByTestId('option-output-device').locator('option').first()).toHaveText(
    'La sortie par défaut du système',
  );
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByTestId('option-output-device').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENS, 'output-device-fr-1366.png') });
  await page.getByTestId('language').selectOption('en');
  await startNight(page);
  await expect(page.getByTestId('device-refused')).toContainText(
    'Output device “hw:9” refused (no output device "hw:9" is listed): speaking on the default output',
    { timeout: 60_000 },
  );
  await expect.poll(() => size(files.default), { timeout: 60_000 }).toBeGreaterThan(10_000);
  expect(size(files.headphones)).toBe(0);
  await page.screenshot({ path: join(SCREENS, 'output-device-refused-1366.png') });
});
