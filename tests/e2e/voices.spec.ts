/**
 * The host's voices in the options, in Chromium against `npm run web --speech` (festival and espeak-ng,
 * ALSA pointed at a null device): the voices of the console's language, the best one first; French lists
 * espeak-ng's French voices; the choice is kept for each language with the preferences. Screenshots of the
 * options at 1366×768 and 1920×1080 go to test-results/e2e/screens/voices-*.png.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
mkdirSync(SCREENS, { recursive: true });

let host: ChildProcess | null = null;
let url = '';

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-voices-'));
  const alsa = join(dir, 'alsa.conf');
  writeFileSync(alsa, 'pcm.!default {\n  type null\n}\n');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main/host/web-main.ts', '--db', join(dir, 'archive.db'), '--speech'],
    {
      cwd: join(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ALSA_CONFIG_PATH: alsa },
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

test('the options list the voices installed for the console’s language, and keep one per language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(url);
  const voice = page.getByTestId('option-voice');
  await expect(voice).toBeVisible();
  // English: festival's voices, the best first (the HTS voice when it is installed), espeak-ng's after.
  await expect(voice.locator('option[value="festival:kal_diphone"]')).toHaveCount(1);
  const english = await voice
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(english[0]).toBe('');
  expect(english[1]).toMatch(/^festival:/);
  expect(english).toContain('espeak-ng:en');
  await expect(voice.locator('option').first()).toContainText('Best voice installed');
  await voice.selectOption('festival:kal_diphone');
  await voice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENS, 'voices-en-1366x768.png') });

  // French: espeak-ng's French voices only; the English choice stays with English.
  await page.getByTestId('language').selectOption('fr');
  await expect(voice.locator('option[value="espeak-ng:fr"]')).toHaveCount(1);
  const french = await voice
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(french.slice(1).every((id) => id.startsWith('espeak-ng:'))).toBe(true);
  expect(french).not.toContain('festival:kal_diphone');
  await expect(voice).toHaveValue('');
  await voice.selectOption('espeak-ng:fr-BE');
  // The French header, with the players' screen's button, fits one line at 1366×768.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENS, 'voices-fr-header-1366x768.png') });
  const header = await page.locator('header').boundingBox();
  expect(header?.height ?? 0).toBeLessThan(60);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await voice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENS, 'voices-fr-1920x1080.png') });

  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem('nightwarden.preferences') ?? '{}') as unknown,
  );
  expect(saved).toMatchObject({ voices: { en: 'festival:kal_diphone', fr: 'espeak-ng:fr-BE' } });
  // Kept across a reload (the console starts in English): each language's own voice.
  await page.reload();
  await expect(page.getByTestId('option-voice')).toHaveValue('festival:kal_diphone');
  await page.getByTestId('language').selectOption('fr');
  await expect(page.getByTestId('option-voice')).toHaveValue('espeak-ng:fr-BE');
});
