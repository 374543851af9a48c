/**
 * Sharing a game's result (`shareResult()`, the Share result button of the end-of-game banner): the
 * text, and where it goes. Only a finished game (or one whose player asks) needs this: it is part of
 * the file the element loads when needed (results.ts), when a game ends or at the first share.
 *
 * The text is free of spoilers, with no card in it: the game's name with the day's number and date
 * (a deal of the day) or the deal code, then won or how many cards came home with the moves and the
 * time, then the page's URL (for another deal than the day's, the link to that deal). It goes to the
 * browser's share sheet where there is one (`navigator.share`), else to the clipboard.
 */
import type { AgnesEventDetails, AgnesEventName } from './events.js';
import { formatDuration } from './game-clock.js';
import type { DailyDeal } from './daily.js';
import type { GameState, GameStatus } from '../engine/index.js';
import type { Phrasebook } from './strings.js';

/** What sharing reads on the element and calls on it. */
export interface ShareHost {
  readonly words: Phrasebook;
  readonly dealCode: string;
  readonly game: { readonly daily: DailyDeal | null; readonly state: GameState; readonly status: GameStatus; readonly elapsedMs: number };
  emit<K extends AgnesEventName>(name: K, detail: AgnesEventDetails[K]): void;
  report(problems: readonly { source: string; message: string }[]): void;
  announce(text: string): void;
  showNotice(text: string, kind: 'info' | 'error'): void;
}

/** A rule set's game as its name: `sorel` is "Agnes Sorel", `bernauer,face-down=true` "Agnes Bernauer (face-down=true)". */
export function gameName(ruleSet: string): string {
  const [variant = '', ...rules] = ruleSet.split(',');
  return `Agnes ${variant.charAt(0).toUpperCase()}${variant.slice(1)}${rules.length ? ` (${rules.join(', ')})` : ''}`;
}

/**
 * The result as text, three lines: the game and the day (or the deal), won or the cards home with
 * the moves and the time, the URL.
 */
export function resultText(host: ShareHost, url: string): string {
  const { words, dealCode, game } = host;
  const { daily, state } = game;
  const name = gameName(dealCode.slice(dealCode.indexOf(',') + 1));
  // (Counted here, not with the engine's foundationCount: this file shares no code with the solver's.)
  const home = Object.values(state.foundations).reduce((sum, pile) => sum + pile.length, 0);
  const values = { n: home, moves: words.count('wonMoves', state.moveCount), time: formatDuration(game.elapsedMs) };
  return [
    `${name} · ${daily ? words.text('dailyLabel', { ...daily }) : words.text('dealLabel', { code: dealCode })}`,
    words.text(game.status === 'won' ? 'shareWon' : 'shareHome', values),
    url,
  ].join('\n');
}

/**
 * Hands `text` to the browser's share sheet where there is one (`shared`), else, or when the browser
 * refuses it (no click to share from, a frame without `allow="web-share"`), to the clipboard
 * (`copied`); `cancelled` when the player closed the share sheet. Throws when nothing takes it.
 */
export async function sendText(text: string): Promise<'shared' | 'copied' | 'cancelled'> {
  if (navigator.share) {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return 'cancelled';
    }
  }
  if (!navigator.clipboard) throw new Error('neither a share sheet nor the clipboard is available here');
  await navigator.clipboard.writeText(text);
  return 'copied';
}

/** `shareResult()`: the result's text sent, `agnes-share` fired, the player told. Resolves with whether it was shared or copied. */
export async function shareResult(host: ShareHost): Promise<boolean> {
  const { words, dealCode } = host;
  const daily = host.game.daily;
  // The page's URL; for another deal than the day's, with the deal in its fragment (as copyDealLink's, deal-code.ts `dealLink`).
  const page = location.href.split('#')[0]!;
  const url = daily ? page : `${page}#agnes=${dealCode}`;
  const text = resultText(host, url);
  let sent: 'shared' | 'copied' | 'cancelled' | null = null;
  try {
    sent = await sendText(text);
  } catch (error) {
    host.report([{ source: 'clipboard', message: `the result could not be shared or copied (${(error as Error).message}); it is shown in the status line` }]);
  }
  if (sent === 'cancelled') return false;
  host.emit('agnes-share', { url, dealCode, copied: sent === 'copied', text, shared: sent === 'shared', ...(daily && { day: daily.day, date: daily.date }) });
  const notice = sent ? words.text(sent === 'shared' ? 'resultShared' : 'resultCopied') : words.text('resultNotCopied', { text: text.replaceAll('\n', ' · ') });
  host.announce(notice);
  host.showNotice(notice, sent ? 'info' : 'error');
  return sent !== null;
}
