/**
 * The browser host itself: 127.0.0.1 only; the console's page is the app's code and opens nothing by
 * itself; a wrong key is refused at once; only the console's key, from its page, opens the console.
 */
import { expect, test } from './host.ts';

test('the host refuses a wrong token, and only the token opens the console', async ({ host, page, request }) => {
  expect(new URL(host.url).hostname).toBe('127.0.0.1');
  const bare = host.url.replace(/\?token=.*$/, '');
  const wrong = await request.get(`${bare}?token=nope`);
  expect(wrong.status()).toBe(403);
  expect(await wrong.text()).toContain('needs the token');
  // No token: the page loads (a reload has none in its address) but it is no console: it says what to do.
  await page.goto(bare);
  await expect(page.getByTestId('host-locked')).toHaveAttribute('data-reason', 'no-key');
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  // Its socket without the token is refused.
  const refused = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`ws://${location.host}/ws`);
        ws.onopen = () => resolve('open');
        ws.onerror = () => resolve('refused');
      }),
  );
  expect(refused).toBe('refused');

  await page.goto(host.url);
  await expect(page.getByRole('heading', { name: 'Nightwarden' })).toBeVisible();
  await expect(page.getByTestId('open-archive')).toBeVisible();
  await expect(page.getByTestId('host-locked')).toHaveCount(0);
});
