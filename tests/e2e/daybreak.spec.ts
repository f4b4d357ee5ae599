/**
 * One Night Ultimate Daybreak and the Bonus Packs at the table, end to end in Chromium against the browser
 * host: the setup with the Daybreak box, the night through the screen (the Sentinel's shield, the Alpha
 * Wolf's Center Werewolf card, the Witch's give, the Revealer's flip, the Curator's artifact; the Paranormal
 * Investigator stopping, Nostradamus and the app's announcement, the Cursed, the Bodyguard), the
 * corrections of a shield, an artifact and a card's face, the day with the artifacts' effects and the
 * players' screen, the reveal, the replay, the report and statistics; a French game. Every game's exported
 * record is resolved with `cli resolve`, which must tell the reveal's deaths, winners, teams and outcomes.
 * Screenshots at 1366×768 and 1920×1080 in test-results/e2e/screens/daybreak-*.
 */
import type { Page } from '@playwright/test';
import { callHost, expect, test } from './host.ts';
import { SCREENS, expectResolvedLikeReveal, gameIdOf, shots, view } from './pages/alien-page.ts';
import { RevealPage } from './pages/day-page.ts';
import { confirm, playDaybreakNight, setUpDaybreak, type DaybreakGame } from './pages/daybreak-page.ts';

const SEVEN = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
const NINE = [...SEVEN, 'Hal', 'Ida'];

test.use({ viewport: { width: 1366, height: 768 } });

const seat = (page: Page, s: number) => page.getByTestId(`seat-${s}`).click();

async function toVote(page: Page): Promise<void> {
  await expect(page.getByTestId('day-screen')).toBeVisible();
  await page.getByTestId('vote-now').click();
  await expect(page.getByTestId('vote-voter')).toBeVisible();
}

async function enterVotes(page: Page, votes: readonly number[]): Promise<void> {
  for (const [voter, target] of votes.entries()) {
    await page.getByTestId(`vote-row-${voter}`).click();
    await page.getByTestId(`vote-seat-${target}`).click();
  }
}

async function reveal(page: Page, name: string): Promise<Record<string, unknown>> {
  await expect(page.getByTestId('confirm-votes')).toBeEnabled();
  await page.getByTestId('confirm-votes').click();
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  await shots(page, `daybreak-${name}-reveal`);
  const { record } = await new RevealPage(page).exportRecord();
  await expectResolvedLikeReveal(page, record);
  return record as Record<string, unknown>;
}

test('a 7-player Daybreak game with the Sentinel, Alpha Wolf, Witch, Revealer and Curator, from setup to reveal', async ({
  page,
  host,
}) => {
  const game: DaybreakGame = {
    players: SEVEN,
    deck: [
      'sentinel',
      'alpha-wolf',
      'witch',
      'revealer',
      'curator',
      'villager',
      'mystic-wolf',
      'werewolf',
      'seer',
      'bodyguard',
    ],
    deal: {
      players: ['sentinel', 'alpha-wolf', 'witch', 'revealer', 'curator', 'villager', 'mystic-wolf'],
      center: ['werewolf', 'seer', 'bodyguard'],
    },
  };
  await page.goto(host.url);
  await setUpDaybreak(page, host.url, game, async (step) => {
    if (step === 'setup') {
      await expect(page.getByTestId('role-sentinel')).toHaveAttribute('data-count', '1');
      await expect(page.getByTestId('box-daybreak')).toHaveText('One Night Ultimate Daybreak');
    }
    await shots(page, `daybreak-7-${step}`);
  });
  const played = await playDaybreakNight(
    page,
    {
      sentinel: async () => {
        await seat(page, 0);
        await expect(page.getByTestId('refused')).toContainText('Ann cannot choose themselves');
        await seat(page, 5);
        await expect(page.getByTestId('choice-prompt')).toContainText('Whose card gets the shield?');
        await shots(page, 'daybreak-7-night-sentinel', false);
        await confirm(page);
        await expect(page.getByTestId('seat-shield-5')).toBeVisible();
      },
      'alpha-wolf': async () => {
        await expect(page.getByTestId('center-3')).toHaveAttribute('title', 'Center Werewolf card');
        await seat(page, 6);
        await expect(page.getByTestId('refused')).toContainText('Gus is a Werewolf');
        await seat(page, 5);
        await expect(page.getByTestId('refused')).toContainText("Fay's card has the Sentinel's shield");
        await seat(page, 2);
        await shots(page, 'daybreak-7-night-alpha', false);
        await confirm(page);
      },
      'mystic-wolf': async () => {
        await seat(page, 3);
        await confirm(page);
      },
      witch: async () => {
        // Shift+4: the Center Werewolf card's place (the Witch's own card went there).
        await page.keyboard.press('Shift+Digit4');
        await expect(page.getByTestId('give-to')).toHaveAttribute('aria-pressed', 'true');
        await seat(page, 4);
        await shots(page, 'daybreak-7-night-witch', false);
        await confirm(page);
      },
      revealer: async () => {
        await seat(page, 0);
        await confirm(page);
        await expect(page.getByTestId('seat-card-0')).toHaveAttribute('data-face-up', 'true');
      },
      curator: async (call) => {
        expect(call.choice.kind).toBe('artifact');
        await expect(page.getByTestId('artifact-drawn')).toBeVisible();
        // The last call: paused, so the table stays in view after the answer (the day hides it).
        await page.getByTestId('pause').click();
        await seat(page, 1);
        await page.getByTestId('artifact-at-table').selectOption('mask-of-muting');
        await expect(page.getByTestId('artifact-placed')).toHaveAttribute('data-artifact', 'mask-of-muting');
        await shots(page, 'daybreak-7-night-curator', false);
        await confirm(page);
        await expect(page.getByTestId('seat-artifact-1')).toHaveAttribute('data-artifact', 'mask-of-muting');
      },
    },
    async (call) => {
      if (call.key === 'werewolves') await shots(page, 'daybreak-7-night-werewolves', false);
    },
  );
  expect(played.table.players[5]!.shield).toBe(true);
  expect(played.table.players[1]!.artifact).toBe('mask-of-muting');
  expect(played.table.players[0]!.faceUp).toBe(true);
  expect(played.table.center).toHaveLength(4);
  // The day: Ben looks at his artifact; Ann's card lies face up. Which artifact he holds (and that he may
  // not speak) is a secret: said only once the moderator opens the table (T), never on the players' screen.
  const muted = page.locator('[data-testid="day-effect"][data-effect="mask-of-muting"]');
  await expect(page.locator('[data-testid="day-effect"][data-effect="look-at-artifact"]')).toContainText(
    'Ben (2): look at your artifact now (you may say what it is, or lie).',
  );
  await expect(muted).toHaveCount(0);
  await expect(page.getByTestId('day-screen')).not.toContainText('Mask of Muting');
  await page.keyboard.press('t');
  await expect(muted).toContainText('Ben (2) may not speak until after the vote (Mask of Muting).');
  await page.keyboard.press('t');
  await expect(muted).toHaveCount(0);
  // The players' screen: the effects the rules make public last through the vote, and nothing more.
  const opened = page.context().waitForEvent('page');
  await page.keyboard.press('w');
  const players = await opened;
  await shots(page, 'daybreak-7-day');
  await toVote(page);
  await expect(players.getByTestId('public-vote-now')).toBeVisible();
  await expect(players.getByTestId('public-day-effects')).toContainText(
    'Ben: look at your artifact now (you may say what it is, or lie).',
  );
  await expect(players.getByTestId('public-face-up')).toContainText('Sentinel');
  expect(await players.getByTestId('public-screen').innerText()).not.toMatch(
    /shield|Claw|Villager|Werewolf|Mask|Muting|may not speak/i,
  );
  await players.screenshot({ path: `${SCREENS}/daybreak-7-public-vote-1366x768.png` });
  await players.close();
  // Everyone votes for Gus (the Mystic Wolf), Ben and Gus for Ann.
  await enterVotes(page, [6, 0, 6, 6, 6, 6, 0]);
  await shots(page, 'daybreak-7-vote');
  const record = await reveal(page, '7');
  expect(record['night']).toEqual([
    { call: 'sentinel', target: 'Fay' },
    { call: 'alpha-wolf', target: 'Cat' },
    { call: 'mystic-wolf', target: 'Dan' },
    { call: 'witch', center: 3, to: 'Eve' },
    { call: 'revealer', target: 'Ann' },
    { call: 'curator', target: 'Ben', artifact: 'mask-of-muting' },
  ]);
  const result = (await view(page)).result!;
  expect(result.deaths.map((d) => d.name)).toEqual(['Gus']);
  expect(result.winners).toEqual(['Ann', 'Dan', 'Eve', 'Fay']);
  // The reveal: Fay's shield, Ben's artifact and what it made him, Ann's card face up, the witch's give.
  await expect(page.getByTestId('result-shield-5')).toBeVisible();
  await expect(page.getByTestId('result-artifact-1')).toHaveText('Mask of Muting: could not speak');
  await expect(page.getByTestId('result-row-0')).toContainText('face up');
  await expect(page.getByTestId('result-row-4')).toHaveAttribute('data-card', 'witch');

  // The replay: follow Fay (her shield), Ben (the Center Werewolf card, his artifact), Eve (the Witch's give).
  const gameId = gameIdOf(page);
  await page.getByTestId('open-replay').click();
  await expect(page.getByTestId('replay-screen')).toBeVisible();
  await expect(page.getByTestId('replay-step').filter({ hasText: 'the Alpha Wolf (Ben) switched' })).toHaveCount(1);
  await page.getByTestId('replay-step').filter({ hasText: 'the Alpha Wolf (Ben) switched' }).click();
  await expect(page.getByTestId('replay-table').getByTestId('center-3')).toHaveAttribute('data-card', 'witch');
  await shots(page, 'daybreak-7-replay');
  await page.getByTestId('replay-follow').selectOption('5');
  await expect(page.getByTestId('follow-shield')).toBeVisible();
  // Fay's steps: the shield on her card, the vote, the verdicts.
  await expect(page.getByTestId('replay-step')).toHaveText([
    /Sentinel \(Ann\) put a shield on Fay/,
    /^The vote/,
    /Fay \(Villager\) won/,
  ]);
  await page.getByTestId('replay-follow').selectOption('1');
  await expect(page.getByTestId('follow-artifact')).toHaveAttribute('data-artifact', 'mask-of-muting');
  await expect(page.getByTestId('replay-step').filter({ hasText: 'the Alpha Wolf (Ben)' })).toHaveCount(1);
  await expect(page.getByTestId('replay-step').filter({ hasText: "put an artifact on Ben's card" })).toHaveCount(1);
  await shots(page, 'daybreak-7-follow');
  await page.getByTestId('replay-follow').selectOption('4');
  await expect(page.getByTestId('replay-step').filter({ hasText: 'the Witch (Cat)' })).toHaveCount(1);
  await page.getByTestId('replay-follow').selectOption('0');
  await expect(page.getByTestId('replay-step').filter({ hasText: "turned Ann's card face up" })).toHaveCount(1);

  // The report: the box, the tokens, the Center Werewolf card.
  const report = await callHost<{ html: string }>(page, 'gameReport', gameId);
  expect(report.html).toContain('<strong>One Night Ultimate Daybreak</strong>');
  expect(report.html).toContain('>Center Werewolf card</text>');
  expect(report.html).toContain('>artifact: Mask of Muting</text>');
  expect(report.html).toContain('<em>(shield)</em>');
  await page.getByTestId('replay-back').click();
});

test('a Bonus Pack game: Aura Seer, Prince, Cursed, Apprentice Tanner, Thing, Squire, Beholder and the Bodyguard', async ({
  page,
  host,
}) => {
  const game: DaybreakGame = {
    players: NINE,
    deal: {
      players: [
        'aura-seer',
        'prince',
        'cursed',
        'apprentice-tanner',
        'thing',
        'squire',
        'beholder',
        'werewolf',
        'bodyguard',
      ],
      center: ['tanner', 'seer', 'villager'],
    },
  };
  await page.goto(host.url);
  await setUpDaybreak(page, host.url, game, async (step) => {
    if (step === 'setup') await expect(page.getByTestId('box-bonus2')).toBeVisible();
    await shots(page, `daybreak-bonus-${step}`);
  });
  await playDaybreakNight(page, {
    thing: async () => {
      await seat(page, 0);
      await expect(page.getByTestId('refused')).toContainText('Eve');
      await seat(page, 5);
      await shots(page, 'daybreak-bonus-night-thing', false);
      await confirm(page);
    },
    squire: async () => {
      await expect(page.getByTestId('thumbs-werewolves')).toHaveAttribute('data-seats', '7');
      await seat(page, 7);
      await shots(page, 'daybreak-bonus-night-squire', false);
      await confirm(page);
    },
    'aura-seer': async () => {
      await shots(page, 'daybreak-bonus-night-aura-seer', false);
    },
  });
  await toVote(page);
  // Hal (the Werewolf) gets the most votes, but the Bodyguard (Ida) voted for him: the next highest, Ida
  // with two votes, dies. Hal votes for Cat, the Cursed: she turns into a Werewolf.
  await enterVotes(page, [7, 7, 8, 7, 7, 8, 7, 2, 7]);
  await shots(page, 'daybreak-bonus-vote');
  await reveal(page, 'bonus');
  const result = (await view(page)).result!;
  expect(result.deaths.map((d) => d.name)).toEqual(['Ida']);
  expect(result.protections).toEqual([{ player: 7, by: 'bodyguard' }]);
  expect(result.winners).toEqual(['Cat', 'Fay', 'Hal']);
  await expect(page.getByTestId('result-protected-7')).toHaveText('protected by the Bodyguard');
  await expect(page.getByTestId('result-row-2')).toHaveAttribute('data-team', 'werewolf');
  await expect(page.getByTestId('result-now-2')).toHaveText('now Werewolf');
  await expect(page.getByTestId('death-0')).toContainText('Hal was protected by the Bodyguard');
  const report = await callHost<{ html: string }>(page, 'gameReport', gameIdOf(page));
  expect(report.html).toContain('<strong>Protected from the vote</strong>: Hal (by the Bodyguard’s vote)');
  expect(report.html).toMatch(/<strong>Bonus Packs<\/strong>: [^<]*Squire/);

  // Statistics: Fay's win holding the Squire card.
  await page.getByTestId('open-stats').click();
  await expect(page.getByTestId('stats-screen')).toBeVisible();
  const fay = page.locator('[data-testid="stats-row"][data-name="Fay"]');
  await fay.getByTestId('stats-player-toggle').click();
  await expect(
    page.locator('[data-testid="stats-details"][data-name="Fay"]').getByTestId('stats-bonus-details'),
  ).toContainText('holding the Squire card 1');
  await shots(page, 'daybreak-bonus-stats');
});

test('corrections of a shield, an artifact and a card face up, at night and at the day, resolve as the record says', async ({
  page,
  host,
}) => {
  const game: DaybreakGame = {
    players: SEVEN.slice(0, 5),
    deal: {
      players: ['sentinel', 'curator', 'revealer', 'werewolf', 'villager'],
      center: ['seer', 'robber', 'villager'],
    },
  };
  const correct = async (kind: string, place: string, set: () => Promise<unknown>, note: string) => {
    if ((await page.getByTestId('override-open').getAttribute('aria-expanded')) !== 'true')
      await page.getByTestId('override-open').click();
    await page.getByTestId('override-kind').selectOption(kind);
    await page.getByTestId('override-a').selectOption(place);
    await set();
    await page.getByTestId('override-note').fill(note);
    await page.getByTestId('override-submit').click();
    await expect(page.getByTestId('override-form')).toBeHidden();
  };
  await page.goto(host.url);
  await setUpDaybreak(page, host.url, game);
  let drawn = '';
  await playDaybreakNight(page, {
    sentinel: async () => {
      await seat(page, 3);
      await confirm(page);
      await expect(page.getByTestId('seat-shield-3')).toBeVisible();
    },
    revealer: async () => {
      // The Sentinel actually put the shield on Eve's card: off Dan's, on Eve's.
      await correct('shield', 'player:3', () => page.getByTestId('override-shield-off').check(), 'not on Dan');
      await expect(page.getByTestId('seat-shield-3')).toHaveCount(0);
      await correct('shield', 'player:4', () => page.getByTestId('override-shield-on').check(), 'on Eve');
      await expect(page.getByTestId('seat-shield-4')).toBeVisible();
      await shots(page, 'daybreak-fix-night-shield', false);
      // Eve's card is shielded now: the Revealer cannot flip it.
      await seat(page, 4);
      await expect(page.getByTestId('refused')).toContainText("Eve's card has the Sentinel's shield");
      // Dan's card is the Werewolf: flipped, it goes back face down (a Werewolf card).
      await seat(page, 3);
      await confirm(page);
      await expect(page.getByTestId('seat-card-3')).toHaveAttribute('data-face-up', 'false');
    },
    curator: async (call) => {
      expect(call.choice.kind).toBe('artifact');
      drawn = (await page.getByTestId('artifact-drawn').getAttribute('data-artifact')) ?? '';
      // The moderator pauses the call's timer to correct the table before the night goes on.
      await page.getByTestId('pause').click();
      // Dan's card was left face up on the table: the table is the truth.
      await correct('face-up', 'player:3', () => page.getByTestId('override-face-up').check(), 'left face up');
      await expect(page.getByTestId('seat-card-3')).toHaveAttribute('data-face-up', 'true');
      await seat(page, 0);
      await confirm(page);
      await expect(page.getByTestId('seat-artifact-0')).toBeVisible();
      // The token on Ann's card is not the one the app drew (the game's seed draws any of them).
      const onTable = drawn === 'void-of-nothingness' ? 'shroud-of-shame' : 'void-of-nothingness';
      await correct(
        'artifact',
        'player:0',
        () => page.getByTestId('override-artifact').selectOption(onTable),
        'the token on the table',
      );
      await expect(page.getByTestId('seat-artifact-0')).toHaveAttribute('data-artifact', onTable);
      await shots(page, 'daybreak-fix-night-artifact', false);
    },
  });
  expect(drawn).not.toBe('');
  // At the day: the artifact lies on Ben's card, not Ann's; Ann's card lies face up after all.
  await page.getByTestId('day-table-show').click();
  // The note's field ends before the "Correct" button beside it (it ran under it).
  const note = (await page.getByTestId('day-override-note').boundingBox())!;
  const submit = (await page.getByTestId('day-override-submit').boundingBox())!;
  expect(Math.abs(note.y + note.height / 2 - (submit.y + submit.height / 2))).toBeLessThan(submit.height);
  expect(note.x + note.width).toBeLessThanOrEqual(submit.x);
  const dayFix = async (kind: string, place: string, set: () => Promise<unknown>) => {
    await page.getByTestId('day-override-kind').selectOption(kind);
    await page.getByTestId('day-override-a').selectOption(place);
    await set();
    await page.getByTestId('day-override-note').fill(`day: ${kind}`);
    await page.getByTestId('day-override-submit').click();
    await expect(page.getByTestId('day-override-done')).toBeVisible();
  };
  await dayFix('artifact', 'player:0', async () => {
    // A Daybreak game's pile: neither the Mist of the Vampire nor the Alien Artifact is offered.
    const options = page.getByTestId('day-override-artifact').locator('option');
    await expect(options).toHaveCount(11);
    await expect(options.and(page.locator('[value="mist-of-the-vampire"], [value="alien-artifact"]'))).toHaveCount(0);
    await page.getByTestId('day-override-artifact').selectOption('');
  });
  await dayFix('artifact', 'player:1', () =>
    page.getByTestId('day-override-artifact').selectOption('claw-of-the-werewolf'),
  );
  await dayFix('face-up', 'player:3', () => page.getByTestId('day-override-face-up').uncheck());
  // F chooses "turn a card face up or down" and puts the focus on the card's list, as at night.
  await page.getByTestId('day-table-hide').focus();
  await page.keyboard.press('a');
  await expect(page.getByTestId('day-override-kind')).toHaveValue('artifact');
  await page.getByTestId('day-table-hide').focus();
  await page.keyboard.press('f');
  await expect(page.getByTestId('day-override-kind')).toHaveValue('face-up');
  await expect(page.getByTestId('day-override-a')).toBeFocused();
  await page.getByTestId('day-override-a').selectOption('player:0');
  await page.getByTestId('day-override-face-up').check();
  await page.getByTestId('day-override-note').fill('day: face-up');
  await page.getByTestId('day-override-submit').click();
  await expect(page.getByTestId('day-override-done')).toBeVisible();
  // Undo now takes back that correction, and its button says so (it said "back to the night").
  await expect(page.getByTestId('day-undo')).toHaveText('Undo the correction of the table (U)');
  await expect(page.getByTestId('day-table').getByTestId('seat-artifact-1')).toBeVisible();
  await expect(page.getByTestId('day-table').getByTestId('seat-artifact-0')).toHaveCount(0);
  await shots(page, 'daybreak-fix-day');
  const fixed = (await view(page)).table;
  expect(fixed.players.map((p) => [p.shield === true, p.artifact ?? null, p.faceUp === true])).toEqual([
    [false, null, true],
    [false, 'claw-of-the-werewolf', false],
    [false, null, false],
    [false, null, false],
    [true, null, false],
  ]);
  await page.getByTestId('day-table-hide').click();
  await toVote(page);
  // Ben holds the Claw: a Werewolf. Everyone votes for him; he votes for Ann.
  await enterVotes(page, [1, 0, 1, 1, 1]);
  const record = await reveal(page, 'fix');
  const overrides = (record['night'] as { override?: string; at?: string }[]).filter((e) => e.override);
  expect(overrides.map((e) => [e.override, e.at])).toEqual([
    ['shield', 'revealer'],
    ['shield', 'revealer'],
    ['face-up', 'curator'],
    // After the Curator's answer the night stands at the next call, everyone waking up.
    ['artifact', 'everyone-wakes'],
    ['artifact', 'day'],
    ['artifact', 'day'],
    ['face-up', 'day'],
    ['face-up', 'day'],
  ]);
  const result = (await view(page)).result!;
  expect(result.players[1]).toMatchObject({ team: 'werewolf', dead: true, won: false });
  await expect(page.getByTestId('result-artifact-1')).toHaveText('Claw of the Werewolf: now a Werewolf');
  await expect(page.getByTestId('result-shield-4')).toBeVisible();
});

test('a Daybreak game in French: Premières lueurs for 6, the Paranormal Investigator stopping, the Village Idiot', async ({
  page,
  host,
}) => {
  const game: DaybreakGame = {
    players: SEVEN.slice(0, 6),
    preset: 'first-light-6',
    language: 'fr',
    deal: {
      players: ['sentinel', 'werewolf', 'paranormal-investigator', 'village-idiot', 'revealer', 'bodyguard'],
      center: ['mystic-wolf', 'apprentice-seer', 'witch'],
    },
  };
  await page.goto(host.url);
  await setUpDaybreak(page, host.url, game, async (step) => {
    if (step === 'setup') await expect(page.getByTestId('box-daybreak')).toHaveText('Loup-Garou pour un Crépuscule');
    await shots(page, `daybreak-fr-${step}`);
  });
  await playDaybreakNight(page, {
    sentinel: async () => {
      await expect(page.getByTestId('choice-prompt')).toContainText('bouclier');
      await seat(page, 5);
      await confirm(page);
    },
    'paranormal-investigator': async () => {
      await seat(page, 1);
      // Ben's card is a Werewolf: the looking stops there, a second card is refused.
      await expect(page.getByTestId('stops-at')).toHaveAttribute('data-seat', '1');
      await expect(page.getByTestId('stops-at')).toContainText('Le regard s’arrête sur 2 · Ben');
      await seat(page, 3);
      await expect(page.getByTestId('refused')).toContainText('4 · Dan ne peut pas être regardé');
      await shots(page, 'daybreak-fr-night-pi', false);
      await confirm(page);
    },
    'village-idiot': async () => {
      await expect(page.getByTestId('shift-left')).toBeVisible();
      await shots(page, 'daybreak-fr-night-idiot', false);
      await page.getByTestId('direction-left').click();
      await confirm(page);
    },
    revealer: async () => {
      await seat(page, 0);
      await confirm(page);
    },
  });
  await shots(page, 'daybreak-fr-day');
  await toVote(page);
  await enterVotes(page, [2, 2, 0, 2, 2, 2]);
  await reveal(page, 'fr');
  await expect(page.getByTestId('result-shield-5')).toHaveText('bouclier');
  // The Paranormal Investigator's card saw a Werewolf: it is one now, and the Village Idiot moved it to Eve.
  await expect(page.getByTestId('result-row-4')).toHaveAttribute('data-card', 'paranormal-investigator');
  await expect(page.getByTestId('result-now-4')).toHaveText('devenue Loup-Garou');
  await expect(page.getByTestId('result-row-4')).toHaveAttribute('data-team', 'werewolf');
  const report = await callHost<{ html: string }>(page, 'gameReport', gameIdOf(page));
  expect(report.html).toContain('<strong>Loup-Garou pour un Crépuscule</strong>');
  expect(report.html).toMatch(/Nuit\u00A0: la Sentinelle \(Ann\)/);
  await page.getByTestId('open-replay').click();
  await page.getByTestId('replay-follow').selectOption('2');
  await expect(page.getByTestId('follow-summary')).toContainText('Cat');
  await expect(page.getByTestId('replay-step').filter({ hasText: 'Chasseur de Fantôme (Cat)' })).toHaveCount(1);
  await shots(page, 'daybreak-fr-follow');
});
