/**
 * The day, the vote and the reveal end to end, in Chromium against the browser host: each game is set up
 * with a recorded deal, its night played call by call against the engine, then discussed, voted and
 * revealed. The reveal is checked against the engine run on the record the console exports
 * (`playRecord(record, { requireVotes: true })`): who dies and why, who wins and why, every card and Mark.
 * Screenshots of every screen go to test-results/e2e/screens/day-*.png.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { cardAt, deathReason, markAt, playRecord, verdictReason, type DayResult } from '../../src/main/engine/index.ts';
import { expect, test } from './host.ts';
import { DayPage, RevealPage, playNight, setUpGame, type TableGame } from './pages/day-page.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
mkdirSync(SCREENS, { recursive: true });

function shooter(page: Page, name: string): (step: string) => Promise<void> {
  return async (step) => {
    await page.screenshot({ path: join(SCREENS, `day-${name}-${step}.png`), fullPage: true });
  };
}

const VAMPIRE_GAME: TableGame = {
  players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'],
  preset: 'marquons-les-6',
  deal: {
    players: ['the-count', 'the-master', 'renfield', 'marksman', 'priest', 'cupid'],
    center: ['assassin', 'pickpocket', 'gremlin'],
  },
};

/** Werewolves, Vampires and villagers all in play: the Vampire's Mark goes to a villager, not the Werewolf. */
const EPIC_GAME: TableGame = {
  players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
  deal: {
    players: ['werewolf', 'vampire', 'villager', 'villager', 'seer'],
    center: ['werewolf', 'vampire', 'villager'],
  },
  answers: { vampires: { target: 2 } },
};

const MASTER_GAME: TableGame = {
  players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
  deal: {
    players: ['the-master', 'vampire', 'villager', 'villager', 'villager'],
    center: ['vampire', 'seer', 'robber'],
  },
  answers: { vampires: { target: 2 } },
};

/** Cupid makes Ben (a Vampire) and Cat lovers. */
const LOVERS_GAME: TableGame = {
  players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
  deal: {
    players: ['cupid', 'vampire', 'villager', 'villager', 'villager'],
    center: ['vampire', 'seer', 'robber'],
  },
  answers: { vampires: { target: 3 }, cupid: { targets: [1, 2] } },
};

const WEREWOLF_GAME: TableGame = {
  players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
  deal: {
    players: ['doppelganger', 'werewolf', 'seer', 'robber', 'troublemaker'],
    center: ['werewolf', 'drunk', 'insomniac'],
  },
};

/**
 * The reveal against the engine's reading of the exported record: the votes as entered, then every death
 * with its reason, every player's cards, Mark, team, verdict and reason, the winners.
 */
async function expectRevealMatchesRecord(page: Page, game: TableGame, votes: readonly number[]): Promise<DayResult> {
  const reveal = new RevealPage(page);
  const { fileName, record } = await reveal.exportRecord();
  expect(fileName).toMatch(
    new RegExp(`^nightwarden-\\d{4}-\\d{2}-\\d{2}-${game.players.join('-').toLowerCase()}\\.json$`),
  );
  await expect(page.getByTestId('exported')).toContainText(fileName);
  const played = playRecord(record, { requireVotes: true });
  if (!played.ok) throw new Error(played.error.problems.join('\n'));
  // The same record through the command line (`cli resolve`), as an organiser would check it.
  const file = join(mkdtempSync(join(tmpdir(), 'nightwarden-reveal-')), fileName);
  writeFileSync(file, JSON.stringify(record));
  const resolved = JSON.parse(
    execFileSync('npm', ['run', '-s', 'cli', '--', 'resolve', file], {
      cwd: join(import.meta.dirname, '../..'),
      encoding: 'utf8',
    }),
  ) as { deaths: string[]; winners: string[] };
  const { state, result } = played.value;
  expect(result).not.toBeNull();
  const names = game.players;
  expect((record as { votes: Record<string, string> }).votes).toEqual(
    Object.fromEntries(votes.map((target, voter) => [names[voter], names[target]])),
  );

  const deaths = await reveal.deaths();
  expect(deaths.map((d) => d.name)).toEqual(result!.deaths.map((d) => names[d.player]));
  expect([...deaths.map((d) => d.name)].sort()).toEqual([...resolved.deaths].sort());
  expect(result!.players.filter((p) => p.won).map((p) => names[p.player])).toEqual(resolved.winners);
  result!.deaths.forEach((death, i) => expect(deaths[i]!.text).toContain(deathReason(state.setup, death.reason)));
  if (result!.deaths.length === 0) await expect(page.getByTestId('no-deaths')).toBeVisible();

  for (const p of result!.players) {
    const row = page.getByTestId(`result-row-${p.player}`);
    await expect(row).toHaveAttribute('data-won', String(p.won));
    await expect(row).toHaveAttribute('data-team', p.team);
    await expect(row).toHaveAttribute('data-card', p.card);
    await expect(row).toHaveAttribute('data-start-card', p.startCard);
    await expect(row).toHaveAttribute('data-mark', p.mark);
    await expect(page.getByTestId(`result-reason-${p.player}`)).toHaveText(verdictReason(state.setup, p));
  }
  const winners = result!.players.filter((p) => p.won).map((p) => names[p.player]!);
  await expect(page.getByTestId('winners')).toHaveText(winners.length > 0 ? winners.join(', ') : 'Nobody wins.');
  await expect(page.getByTestId('epic-battle')).toHaveCount(result!.epicBattle ? 1 : 0);
  return result!;
}

/** "What happened overnight": the deal first with its table, the vote last with the final table. */
async function expectOvernight(page: Page, game: TableGame, finalCards: readonly string[]): Promise<void> {
  const reveal = new RevealPage(page);
  await expect(reveal.steps.first()).toBeVisible();
  const count = await reveal.steps.count();
  expect(count).toBeGreaterThan(3);
  expect(await reveal.currentStep()).toBe(0);
  await expect(page.getByTestId('overnight-text')).toHaveAttribute('data-kind', 'deal');
  for (const [seat, card] of game.deal.players.entries())
    await expect(page.getByTestId(`seat-card-${seat}`)).toHaveAttribute('data-card', card);
  await expect(page.getByTestId('overnight-prev')).toBeDisabled();
  await page.getByTestId('overnight-next').click();
  expect(await reveal.currentStep()).toBe(1);
  await page.keyboard.press('End');
  expect(await reveal.currentStep()).toBe(count - 1);
  // The story ends with the vote, then each death.
  await expect(page.getByTestId('overnight-text')).toHaveAttribute('data-kind', /^(vote|death)$/);
  await expect(page.getByTestId('overnight-next')).toBeDisabled();
  for (const [seat, card] of finalCards.entries())
    await expect(page.getByTestId(`seat-card-${seat}`)).toHaveAttribute('data-card', card);
  await page.keyboard.press('ArrowLeft');
  expect(await reveal.currentStep()).toBe(count - 2);
}

function cardsOf(state: Parameters<typeof cardAt>[0], players: number): string[] {
  return Array.from({ length: players }, (_, p) => cardAt(state, p));
}

test('the 6-player Vampire game: the discussion runs out, the vote, the reveal, full screen, a new game', async ({
  host,
  page,
}) => {
  const shot = shooter(page, 'vampire');
  const night = await setUpGame(page, host.url, VAMPIRE_GAME, { shot });
  const end = await playNight(night, VAMPIRE_GAME);
  const day = new DayPage(page);
  await day.expectMorning();
  await night.expectTable(end, true);
  await expect(day.timer).toHaveText('0:30');
  await shot('02-morning');

  await day.startDiscussion();
  await expect.poll(() => day.remaining()).toBeLessThan(29);
  await shot('03-discussion');
  // At zero the console calls the vote by itself.
  await day.expectVote(40_000);
  await expect(page.getByTestId('day-announcement')).toHaveText('Three, two, one, vote!');
  // The vote shows no card and no Mark.
  await expect(page.getByTestId('seat-card-0')).toHaveCount(0);

  const votes = [3, 3, 3, 0, 0, 0];
  await day.tapVotes(votes.slice(0, 4));
  await expect(page.getByTestId('vote-missing')).toContainText('Eve, Fay');
  await expect(page.getByTestId('confirm-votes')).toBeDisabled();
  await shot('04-vote');
  await day.tapVotes(votes.slice(4), 4);
  await expect(page.getByTestId('vote-complete')).toBeVisible();
  await day.confirm();
  await expect(page.getByTestId('phase')).toHaveText('Reveal');

  const result = await expectRevealMatchesRecord(page, VAMPIRE_GAME, votes);
  expect(result.deaths.map((d) => d.reason.kind)).toEqual(['votes', 'votes']);
  await shot('05-reveal');
  await expectOvernight(page, VAMPIRE_GAME, cardsOf(end, 6));
  await shot('06-overnight');

  await page.getByTestId('fullscreen').click();
  await expect(page.getByTestId('fullscreen')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('reveal-screen').evaluate((element) => element.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENS, 'day-vampire-07-fullscreen.png') });
  await page.getByTestId('overnight-prev').click();
  await page.screenshot({ path: join(SCREENS, 'day-vampire-08-fullscreen-overnight.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('fullscreen')).toHaveAttribute('aria-pressed', 'false');

  // A new game: the same players in the same seats, the same deck; a recorded deal stays a recorded deal,
  // entered again from a clean deal.
  await page.getByTestId('new-same-game').click();
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  await expect(page.getByTestId('deal-manual')).toBeChecked();
  for (const [seat, name] of VAMPIRE_GAME.players.entries()) {
    await expect(page.getByTestId('player-name').nth(seat)).toHaveValue(name);
    await expect(page.getByTestId(`deal-seat-${seat}`)).toHaveValue('');
  }
  await shot('09-new-game');
});

test('an epic battle: the most and the second most voted both die', async ({ host, page }) => {
  const shot = shooter(page, 'epic');
  const night = await setUpGame(page, host.url, EPIC_GAME, { shot });
  const end = await playNight(night, EPIC_GAME);
  expect(markAt(end, 2)).toBe('vampire');
  const day = new DayPage(page);
  await day.expectMorning();

  // Pause, a minute more, then vote early.
  await day.startDiscussion();
  await page.getByTestId('day-pause').click();
  await expect(day.timer).toHaveAttribute('data-state', 'paused');
  const paused = await day.remaining();
  await page.waitForTimeout(1500);
  expect(await day.remaining()).toBe(paused);
  await page.getByTestId('day-add-minute').click();
  await expect(day.timer).toHaveAttribute('data-remaining', String(paused + 60));
  await page.getByTestId('day-pause').click();
  await expect(day.timer).toHaveAttribute('data-state', 'running');
  await shot('02-discussion');
  await day.voteNow();

  // Nobody votes for themselves: the console says why and keeps the voter.
  // (The seat is marked aria-disabled, which Playwright will not click unless forced; a browser does.)
  await page.getByTestId('vote-seat-0').click({ force: true });
  await expect(page.getByTestId('vote-refused')).toContainText('Ann cannot vote for themselves');
  await expect(page.getByTestId('vote-row-0')).toHaveAttribute('data-target', '');
  await shot('03-refused');
  const votes = [1, 0, 0, 0, 1];
  await day.tapVotes(votes);
  // Changes are allowed until confirmed: Eve points at Cat, then back at Ben.
  await page.getByTestId('vote-row-4').click();
  await page.getByTestId('vote-seat-2').click();
  await expect(page.getByTestId('vote-row-4')).toHaveAttribute('data-target', '2');
  await page.getByTestId('vote-row-4').click();
  await page.getByTestId('vote-seat-1').click();
  await expect(page.getByTestId('vote-row-4')).toHaveAttribute('data-target', '1');
  await day.confirm();

  const result = await expectRevealMatchesRecord(page, EPIC_GAME, votes);
  expect(result.epicBattle).toBe(true);
  expect(result.deaths.map((d) => [d.player, d.reason.kind])).toEqual([
    [0, 'votes'],
    [1, 'second-most'],
  ]);
  await expect(page.getByTestId('death-1')).toContainText('second most votes in an epic battle');
  await shot('04-reveal');
});

test('the Master protected by a Vampire’s vote: the second most voted dies instead', async ({ host, page }) => {
  const shot = shooter(page, 'master');
  const night = await setUpGame(page, host.url, MASTER_GAME, { shot });
  await playNight(night, MASTER_GAME);
  const day = new DayPage(page);
  await day.expectMorning();
  // Hide secrets: the day shows seat names only.
  await page.keyboard.press('h');
  await expect(page.getByTestId('seat-card-0')).toHaveCount(0);
  await shot('02-hidden');
  await day.voteNow();
  const votes = [3, 0, 0, 0, 3];
  await day.tapVotes(votes);
  await day.confirm();
  // The reveal shows everything, hidden or not (the game is over); H still works.
  const result = await expectRevealMatchesRecord(page, MASTER_GAME, votes);
  expect(result.deaths.map((d) => [d.player, d.reason.kind])).toEqual([[3, 'master-protected']]);
  await expect(page.getByTestId('death-0')).toContainText("the Master (Ann) was protected by a Vampire's vote");
  await expect(page.getByTestId('hide-secrets')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('h');
  await expect(page.getByTestId('hide-secrets')).toHaveAttribute('aria-pressed', 'false');
  await shot('03-reveal');

  // Taking the vote back opens the entry with the same votes; confirming again gives the same reveal.
  await page.getByTestId('reveal-undo').click();
  await day.expectVote();
  for (const [voter, target] of votes.entries())
    await expect(page.getByTestId(`vote-row-${voter}`)).toHaveAttribute('data-target', String(target));
  await day.confirm();
  await expect(page.getByTestId('death-0')).toHaveAttribute('data-player', 'Dan');
});

test('lovers: one dies by the vote, the other for love (votes typed on the keyboard)', async ({ host, page }) => {
  const shot = shooter(page, 'lovers');
  const night = await setUpGame(page, host.url, LOVERS_GAME, { shot });
  const end = await playNight(night, LOVERS_GAME);
  expect([markAt(end, 1), markAt(end, 2)]).toEqual(['love', 'love']);
  const day = new DayPage(page);
  await day.expectMorning();
  await page.keyboard.press('v');
  await day.expectVote();
  const votes = [1, 0, 1, 1, 0];
  await day.typeVotes(votes);
  await shot('02-vote');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  const result = await expectRevealMatchesRecord(page, LOVERS_GAME, votes);
  expect(result.deaths.map((d) => [d.player, d.reason.kind])).toEqual([
    [1, 'votes'],
    [2, 'love'],
  ]);
  await expect(page.getByTestId('death-1')).toContainText('in love with Ben');
  await shot('03-reveal');
});

test('a circle vote: nobody dies; in French; back to setup', async ({ host, page }) => {
  const shot = shooter(page, 'circle');
  const night = await setUpGame(page, host.url, WEREWOLF_GAME, { shot });
  const end = await playNight(night, WEREWOLF_GAME);
  const day = new DayPage(page);
  await day.expectMorning();
  await night.expectTable(end, false);
  // Undo goes back into the night to the last call someone answered (past "everyone wakes", which passed by
  // itself), shown to be corrected without waking anyone; answering it brings the day back. It asks first.
  await page.getByTestId('day-undo').click();
  await page.getByTestId('undo-ask-yes').click();
  await expect(page.getByTestId('stage')).toHaveAttribute('data-call', 'troublemaker');
  await expect(page.getByTestId('stage')).toHaveAttribute('data-correcting', 'true');
  await page.getByTestId('did-nothing').click();
  await day.expectMorning();
  // The console switched to French reads French; what is said to the table stays in the game's language
  // (it was made in English): "Everyone, wake up!", "Three, two, one, vote!".
  await page.getByTestId('language').selectOption('fr');
  await expect(page.getByTestId('night-over')).toContainText('Lancez la discussion');
  await expect(page.getByTestId('night-over')).toContainText('Everyone, wake up!');
  await shot('02-morning-fr');
  await page.getByTestId('vote-now').click();
  await expect(page.getByTestId('day-announcement')).toHaveText('Three, two, one, vote!');
  const votes = [1, 2, 3, 4, 0];
  await day.tapVotes(votes);
  await shot('03-vote-fr');
  await page.getByTestId('confirm-votes').click();
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  await expect(page.getByTestId('no-deaths')).toHaveText('Personne ne meurt.');
  // The engine's sentences are French too: each verdict, and the night told step by step.
  await expect(page.getByTestId('result-reason-0')).toHaveText(/^(gagné|perdu)\u00A0: /);
  await expect(page.getByTestId('overnight-text')).toHaveText('La distribution.');
  await shot('03b-reveal-fr');
  await page.getByTestId('language').selectOption('en');
  await expect(page.getByTestId('result-reason-0')).toHaveText(/^(won|lost): /);
  await expect(page.getByTestId('overnight-text')).toHaveText('The deal.');
  const result = await expectRevealMatchesRecord(page, WEREWOLF_GAME, votes);
  expect(result.deaths).toEqual([]);
  await shot('04-reveal');

  await page.getByTestId('back-to-setup').click();
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  await expect(page.getByTestId('player-row')).toHaveCount(WEREWOLF_GAME.players.length);
});
