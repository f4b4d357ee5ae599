/** The browser host itself: 127.0.0.1 only, refused without the token, the console served with it. */
import { expect, test } from './host.ts';

test('the host refuses a request without the token and serves the console with it', async ({ host, page, request }) => {
  const bare = host.url.replace(/\?token=.*$/, '');
  const refused = await request.get(bare);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('needs the token');
  const wrong = await request.get(`${bare}?token=nope`);
  expect(wrong.status()).toBe(403);
  expect(new URL(host.url).hostname).toBe('127.0.0.1');

  await page.goto(host.url);
  await expect(page.getByRole('heading', { name: 'Nightwarden' })).toBeVisible();
});
