/**
 * A game as one self-contained HTML file: the reveal (who died and why, who won and why), the night told
 * step by step, and a diagram of the table at the start and at the end. No script, no external resource
 * (styles inline, diagrams as inline SVG), so it opens anywhere, offline, and prints to PDF as it is.
 */
import {
  ARTIFACT_NAMES_EN,
  ARTIFACT_NAMES_FR,
  CENTER_NAMES_EN,
  CENTER_NAMES_FR,
  MARK_WORDS_EN,
  MARK_WORDS_FR,
  ROLE_NAMES_EN,
  ROLE_NAMES_FR,
  TEAM_TITLES_EN,
  TEAM_TITLES_FR,
  isRole,
  type Artifact,
  type Language,
  type Mark,
  type Team,
} from '../engine/index.ts';
import type { GameView, ReplayView, TableView } from '../../shared/views.ts';
import {
  ALIEN_ROLE_IDS,
  ARTIFACT_IDS,
  BONUS_ROLE_IDS,
  DAYBREAK_ROLE_IDS,
  VAMPIRE_ROLE_IDS,
  WEREWOLF_ROLE_IDS,
} from '../../shared/roles.ts';
import { frenchSpacesDeep } from '../../shared/typography.ts';

const TEXT = {
  en: {
    title: 'Nightwarden game report',
    played: 'Played',
    players: 'Players',
    deck: 'Deck',
    deaths: 'Who died',
    nobody: 'Nobody died.',
    results: 'Who won',
    player: 'Player',
    started: 'Started as',
    ended: 'Ended as',
    mark: 'Mark',
    team: 'Team',
    outcome: 'Result',
    dead: 'dead',
    unfinished: 'The game is not finished: no vote has been taken yet.',
    story: 'What happened',
    takenBack: 'taken back',
    start: 'The table at the start',
    end: 'The table at the end',
    center: 'Center',
    board: 'Marks board',
    copied: 'copied',
    colon: ': ',
    epic: 'Epic battle',
    boxes: {
      werewolf: 'One Night Ultimate Werewolf',
      vampire: 'One Night Ultimate Vampire',
      alien: 'One Night Ultimate Alien',
      daybreak: 'One Night Ultimate Daybreak',
      bonus: 'Bonus Packs',
    },
    centerWerewolf: 'Center Werewolf card',
    now: 'now',
    shield: 'shield',
    artifact: 'artifact',
    protectedTitle: 'Protected from the vote',
    protectedBy: {
      bodyguard: 'by the Bodyguard’s vote',
      prince: 'the Prince: votes against him do not count',
      master: 'the Master, protected by a Vampire’s vote',
    },
    vote: 'Voted for',
    app: 'the app',
    appSaid: 'What the app said',
    appVotes: 'Votes for the app',
    loop: 'time loop',
    faceUp: 'face up',
  },
  fr: {
    title: 'Compte rendu de partie Nightwarden',
    played: 'Date',
    players: 'Joueurs',
    deck: 'Paquet',
    deaths: 'Qui est mort',
    nobody: "Personne n'est mort.",
    results: 'Qui a gagné',
    player: 'Joueur',
    started: 'Au départ',
    ended: 'À la fin',
    mark: 'Marque',
    team: 'Équipe',
    outcome: 'Résultat',
    dead: '†',
    unfinished: "La partie n'est pas finie\u00A0: le vote n'a pas encore eu lieu.",
    story: "Ce qui s'est passé",
    takenBack: 'annulé',
    start: 'La table au départ',
    end: 'La table à la fin',
    center: 'Milieu',
    board: 'Plateau des marques',
    copied: 'qui a copié',
    colon: '\u00A0: ',
    epic: 'Bataille épique',
    boxes: {
      werewolf: 'Loup-Garou pour une Nuit',
      vampire: 'Vampire pour une Nuit',
      alien: 'Alien pour une Nuit',
      daybreak: 'Loup-Garou pour un Crépuscule',
      bonus: 'Packs bonus',
    },
    centerWerewolf: 'Carte Loup-Garou du milieu',
    now: 'désormais',
    shield: 'bouclier',
    artifact: 'artefact',
    protectedTitle: 'Protégés du vote',
    protectedBy: {
      bodyguard: 'par le vote du Garde du Corps',
      prince: 'le Prince : les votes contre lui ne comptent pas',
      master: "le Maître, protégé par le vote d'un Vampire",
    },
    vote: 'A voté contre',
    app: "l'application",
    appSaid: "Ce qu'a dit l'application",
    appVotes: "Voix pour l'application",
    loop: 'boucle temporelle',
    faceUp: 'face visible',
  },
} as const;

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function names(language: Language) {
  const fr = language === 'fr';
  return {
    role: (id: string): string => (isRole(id) ? (fr ? ROLE_NAMES_FR : ROLE_NAMES_EN)[id] : id),
    // As the console names them (the catalogue's words): "Fear", "Werewolves", "Clan des Vampires".
    mark: (id: string): string => (fr ? MARK_WORDS_FR : MARK_WORDS_EN)[id as Mark] ?? id,
    team: (id: string): string => (fr ? TEAM_TITLES_FR : TEAM_TITLES_EN)[id as Team] ?? id,
    artifact: (id: string): string =>
      (ARTIFACT_IDS as readonly string[]).includes(id)
        ? (fr ? ARTIFACT_NAMES_FR : ARTIFACT_NAMES_EN)[id as Artifact]
        : id,
    center: (i: number): string => {
      const name = (fr ? CENTER_NAMES_FR : CENTER_NAMES_EN)[i] ?? '';
      return name.charAt(0).toUpperCase() + name.slice(1);
    },
  };
}

/**
 * Squeezes a label that would overflow its box (an estimate: about 0.6 em a character), leaving short
 * ones alone.
 */
function fit(text: string, fontSize: number, box: number): string {
  const room = box - 10;
  return text.length * fontSize * 0.6 > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
}

/** The table as an SVG: the seats in a circle (name, card, Mark), the three center cards in the middle. */
function diagram(table: TableView, language: Language, caption: string, withMarks: boolean): string {
  const n = names(language);
  const t = TEXT[language];
  // An ellipse wide enough that ten seats never touch, the center cards inside it.
  const width = 720;
  const height = 560;
  const cx = width / 2;
  const cy = height / 2;
  const rx = 270;
  const ry = 210;
  const box = 140;
  const seats = table.players.map((p, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / table.players.length;
    const x = cx + rx * Math.cos(angle);
    const y = cy + ry * Math.sin(angle);
    const card = p.copied ? `${n.role(p.card)} (${t.copied} ${n.role(p.copied)})` : n.role(p.card);
    // Daybreak's tokens on the card: the Sentinel's shield, the Curator's artifact.
    const tokens = [
      ...(p.shield ? [t.shield] : []),
      ...(p.artifact ? [`${t.artifact}${t.colon}${n.artifact(p.artifact)}`] : []),
    ].join(' · ');
    const tokenY = y + (withMarks ? 37 : 21);
    // The player number in a disc at the box's corner (Alien's app calls players by number).
    const left = x - box / 2;
    return `<g>
      <rect x="${left.toFixed(1)}" y="${(y - 30).toFixed(1)}" width="${box}" height="${(withMarks ? 60 : 46) + (tokens ? 16 : 0)}" rx="8" class="seat${p.faceUp ? ' up' : ''}"/>
      <circle cx="${left.toFixed(1)}" cy="${(y - 30).toFixed(1)}" r="11" class="num"/>
      <text x="${left.toFixed(1)}" y="${(y - 26).toFixed(1)}" class="num">${i + 1}</text>
      <text x="${x.toFixed(1)}" y="${(y - 12).toFixed(1)}" class="name"${fit(p.name, 14, box)}>${escape(p.name)}</text>
      <text x="${x.toFixed(1)}" y="${(y + 5).toFixed(1)}" class="card"${fit(card, 12, box)}>${escape(card)}</text>
      ${withMarks ? `<text x="${x.toFixed(1)}" y="${(y + 21).toFixed(1)}" class="mark"${fit(n.mark(p.mark), 11, box)}>${escape(n.mark(p.mark))}</text>` : ''}
      ${tokens ? `<text x="${x.toFixed(1)}" y="${tokenY.toFixed(1)}" class="token"${fit(tokens, 11, box)}>${escape(tokens)}</text>` : ''}
    </g>`;
  });
  // Three center cards in a row, or four with the Alpha Wolf's Center Werewolf card (the fourth).
  const first = cx - (table.center.length * 94 - 6) / 2;
  const center = table.center.map((card, i) => {
    const up = table.centerFaceUp?.[i] === true;
    const artifact = table.centerArtifacts?.[i] ?? null;
    const label = `${n.role(card)}${up ? ` (${t.faceUp})` : ''}${artifact ? ` + ${n.artifact(artifact)}` : ''}`;
    const x = first + i * 94;
    return `<g>
      <rect x="${x.toFixed(1)}" y="${cy - 20}" width="88" height="40" rx="6" class="center${up ? ' up' : ''}${i === 3 ? ' werewolf' : ''}"/>
      ${i === 3 ? `<text x="${(x + 44).toFixed(1)}" y="${cy - 25}" class="label"${fit(t.centerWerewolf, 10, 120)}>${escape(t.centerWerewolf)}</text>` : ''}
      <text x="${(x + 44).toFixed(1)}" y="${cy + 5}" class="card"${fit(label, 12, 88)}>${escape(label)}</text>
    </g>`;
  });
  const board =
    withMarks && table.board.length > 0
      ? `<p class="board"><strong>${t.board}</strong>${t.colon}${table.board
          .map((spot) => `${escape(n.mark(spot.kind))} → ${escape(n.mark(spot.holds))}`)
          .join(' · ')}</p>`
      : '';
  return `<figure>
    <svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(caption)}">
      <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" class="ring"/>
      <text x="${cx}" y="${cy - 32}" class="label">${t.center}</text>
      ${center.join('')}
      ${seats.join('')}
    </svg>
    <figcaption>${escape(caption)}</figcaption>
    ${board}
  </figure>`;
}

const STYLE = `
  :root { color-scheme: light; }
  body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d2330; margin: 2rem auto; max-width: 1100px; padding: 0 1.5rem; }
  h1 { font-size: 1.8rem; margin: 0 0 .3rem; }
  h2 { font-size: 1.3rem; margin: 2rem 0 .6rem; border-bottom: 2px solid #d4a84f; padding-bottom: .2rem; }
  .meta { color: #5a6375; margin: .2rem 0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #dde1e8; vertical-align: top; }
  th { background: #f2f4f7; }
  .won { color: #1f7a3f; }
  .lost { color: #a33a3a; }
  .deaths li { margin: .2rem 0; }
  ul.deck { margin: .1rem 0 .4rem; padding-left: 1.4rem; color: #5a6375; }
  ol.story { padding-left: 1.6rem; }
  ol.story li { margin: .25rem 0; }
  ol.story li.undone { color: #8a93a3; text-decoration: line-through; }
  ol.story li.loop { border-left: 3px solid #3a9d6a; padding-left: .4rem; }
  ol.said { padding-left: 1.6rem; }
  svg .up { stroke: #3a9d6a; stroke-width: 2; }
  svg circle.num { fill: #1d2330; }
  svg text.num { fill: #fff; font-size: 12px; font-weight: 700; }
  ol.story .kind { font-size: .8em; text-transform: uppercase; letter-spacing: .04em; color: #5a6375; margin-right: .4rem; }
  .tables { display: flex; flex-wrap: wrap; gap: 1.5rem; }
  figure { margin: 0; flex: 1 1 480px; max-width: 720px; }
  figure svg { width: 100%; height: auto; display: block; }
  figcaption { text-align: center; font-weight: 600; margin-top: .3rem; }
  svg .ring { fill: none; stroke: #c9ced8; stroke-dasharray: 4 6; }
  svg .seat { fill: #f7f1e3; stroke: #d4a84f; }
  svg .center { fill: #eef1f6; stroke: #9aa4b2; }
  svg text { text-anchor: middle; font-family: system-ui, sans-serif; }
  svg .name { font-weight: 700; font-size: 14px; }
  svg .card { font-size: 12px; }
  svg .mark { font-size: 11px; fill: #6b4fa0; }
  svg .label { font-size: 12px; fill: #5a6375; }
  svg .token { font-size: 11px; fill: #8a5a12; }
  svg .center.werewolf { stroke: #a33a3a; stroke-dasharray: 4 3; }
  .board { font-size: .9em; }
  @media print { body { margin: 0; max-width: none; } h2 { break-after: avoid; } figure, tr { break-inside: avoid; } }
`;

/** The report's file name: the date and the players' first names. */
export function reportFileName(game: Pick<GameView, 'createdAt' | 'players'>): string {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(game.createdAt)?.[0] ?? 'game';
  const who = game.players
    .map((p) =>
      p
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ''),
    )
    .filter(Boolean)
    .join('-');
  return `nightwarden-${date}-${who || 'players'}.html`;
}

/** The deck grouped by box, each role once with its copies ("Werewolf ×2"), in each box's order. */
function deckByBox(deck: readonly string[], language: Language): string {
  const n = names(language);
  const t = TEXT[language];
  const boxes = [
    { box: 'werewolf' as const, roles: WEREWOLF_ROLE_IDS as readonly string[] },
    { box: 'daybreak' as const, roles: DAYBREAK_ROLE_IDS as readonly string[] },
    { box: 'vampire' as const, roles: VAMPIRE_ROLE_IDS as readonly string[] },
    { box: 'alien' as const, roles: ALIEN_ROLE_IDS as readonly string[] },
    { box: 'bonus' as const, roles: BONUS_ROLE_IDS as readonly string[] },
  ];
  const known = new Set(boxes.flatMap((b) => b.roles));
  const groups: { title: string; roles: readonly string[] }[] = boxes.map(({ box, roles }) => ({
    title: t.boxes[box],
    roles,
  }));
  const others = [...new Set(deck.filter((r) => !known.has(r)))];
  if (others.length > 0) groups.push({ title: '?', roles: others });
  return groups
    .map(({ title, roles }) => {
      const cards = roles
        .filter((role) => deck.includes(role))
        .map((role) => {
          const count = deck.filter((r) => r === role).length;
          return `${escape(n.role(role))}${count > 1 ? ` ×${count}` : ''}`;
        });
      return cards.length > 0 ? `<li><strong>${escape(title)}</strong>${t.colon}${cards.join(', ')}</li>` : '';
    })
    .join('');
}

/** The report as HTML text. */
export function renderReport(given: GameView, told: ReplayView, language: Language = 'en'): string {
  // French sentences get French spacing (the CLI's report comes straight from the views).
  const game = language === 'fr' ? frenchSpacesDeep(given) : given;
  const replay = language === 'fr' ? frenchSpacesDeep(told) : told;
  const t = TEXT[language];
  const n = names(language);
  const result = game.result;
  const withMarks = game.table.board.length > 0 || game.table.players.some((p) => p.mark !== 'clarity');
  const date = new Date(game.createdAt);
  const played = Number.isNaN(date.getTime())
    ? game.createdAt
    : date.toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short' });

  const deaths = result
    ? result.deaths.length === 0
      ? `<p>${t.nobody}</p>`
      : `<ul class="deaths">${result.deaths
          .map((d) => `<li><strong>${escape(d.name)}</strong>${t.colon}${escape(d.reason)}</li>`)
          .join('')}</ul>`
    : `<p>${t.unfinished}</p>`;

  /** Daybreak's tokens on a player's card at the end: the shield, the artifact (the table is the end's). */
  const ended = (seat: number): string => {
    const p = game.table.players[seat];
    const tokens = [
      ...(p?.shield ? [t.shield] : []),
      ...(p?.artifact ? [`${t.artifact}${t.colon}${n.artifact(p.artifact)}`] : []),
    ];
    return tokens.length > 0 ? ` <em>(${escape(tokens.join(', '))})</em>` : '';
  };
  const protections =
    result?.protections && result.protections.length > 0
      ? `<p class="meta"><strong>${t.protectedTitle}</strong>${t.colon}${result.protections
          .map((p) => `${escape(game.players[p.player] ?? '?')} (${escape(t.protectedBy[p.by])})`)
          .join(', ')}</p>`
      : '';
  const target = (seat: number | null | undefined): string =>
    seat === null || seat === undefined ? '' : seat === game.players.length ? t.app : (game.players[seat] ?? '?');
  const rows = result
    ? result.players
        .map((p, seat) => {
          const second = result.second?.[seat];
          const vote = `${target(result.votes[seat])}${second !== null && second !== undefined ? ` + ${target(second)}` : ''}`;
          return `<tr>
            <td>${seat + 1}. <strong>${escape(p.name)}</strong>${p.dead ? ` (${t.dead})` : ''}</td>
            <td>${escape(n.role(p.startCard))}</td>
            <td>${escape(n.role(p.card))}${p.now ? ` (${t.now} ${escape(n.role(p.now))})` : ''}${ended(seat)}</td>
            ${withMarks ? `<td>${escape(n.mark(p.mark))}</td>` : ''}
            <td>${escape(n.team(p.team))}</td>
            <td>${escape(vote)}</td>
            <td class="${p.won ? 'won' : 'lost'}">${escape(p.reason)}</td>
          </tr>`;
        })
        .join('')
    : '';
  const said =
    game.app && game.app.said.length > 0
      ? `<h2>${t.appSaid}</h2>
<ol class="said">${game.app.said
          .map((line) => `<li>${line.loop ? `<span class="kind">${t.loop}</span>` : ''}${escape(line.text)}</li>`)
          .join('')}</ol>${
          result && (result.appVotes > 0 || game.voteRules.app)
            ? `<p class="meta">${t.appVotes}${t.colon}${result.appVotes}</p>`
            : ''
        }`
      : '';

  // Every step of the replay, numbered as the replay numbers them (an undo names what it took back by that
  // number): one to the last, no number skipped or repeated.
  const story = replay.steps
    .map(
      (s, i) =>
        `<li value="${i + 1}" class="${s.undone ? 'undone' : ''}${s.loop ? ' loop' : ''}">${s.loop ? `<span class="kind">${t.loop}</span>` : ''}${escape(s.text)}${s.undone ? ` <em>(${t.takenBack})</em>` : ''}</li>`,
    )
    .join('');

  const start = replay.steps[0]?.table ?? game.table;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escape(`${t.title} — ${game.players.join(', ')}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${t.title}</h1>
<p class="meta">${t.played}${t.colon}${escape(played)}</p>
<p class="meta">${t.players}${t.colon}${escape(game.players.join(', '))}</p>
<p class="meta">${t.deck}${t.colon}</p>
<ul class="deck">${deckByBox(game.deck, language)}</ul>
${result?.epicBattle ? `<p class="meta"><strong>${t.epic}</strong></p>` : ''}
<h2>${t.deaths}</h2>
${deaths}
${protections}
${
  result
    ? `<h2>${t.results}</h2>
<table>
<thead><tr><th>${t.player}</th><th>${t.started}</th><th>${t.ended}</th>${withMarks ? `<th>${t.mark}</th>` : ''}<th>${t.team}</th><th>${t.vote}</th><th>${t.outcome}</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
    : ''
}
${said}
<h2>${t.story}</h2>
<ol class="story">${story}</ol>
<h2>${t.start} · ${t.end}</h2>
<div class="tables">
${diagram(start, language, t.start, withMarks)}
${diagram(game.table, language, t.end, withMarks)}
</div>
</body>
</html>
`;
}
