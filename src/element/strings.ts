/**
 * Every word `<agnes-solitaire>` shows or announces, in one table per language: English and
 * Indonesian are built in; `lang` (the element's own, else the closest ancestor's) picks one, and
 * the `strings` property overrides any entry. Entries are templates with `{name}` placeholders;
 * a pair `[one, other]` is chosen by a count (`{n}`). Nothing here touches the DOM.
 */
import type { Card, PlaceId, Rank, Suit } from '../engine/index.js';
import type { Difficulty } from '../solver/index.js';
import type { AgnesRefusalCode } from './events.js';
import { importLanguage } from './lazy-files.js';

/**
 * Why a move was refused, by `agnes-invalid-move` code: in English the engine's own words
 * (`{reason}`). `malformed` is not here: only a program writes a malformed move, and the engine's
 * English names the field at fault, as `agnes-error` messages do in every language.
 */
const EN_REFUSALS: Record<Exclude<AgnesRefusalCode, 'malformed'>, string> = {
  'no-stock': '{reason}',
  'no-redeal': '{reason}',
  'same-pile': '{reason}',
  'no-reserve': '{reason}',
  'empty-pile': '{reason}',
  'too-many': '{reason}',
  'whole-run': '{reason}',
  'face-down': '{reason}',
  'no-return': '{reason}',
  foundation: '{reason}',
  'no-build': '{reason}',
  'empty-column': '{reason}',
  searching: '{reason}',
  'game-over': '{reason}',
};

/** A singular and a plural template, chosen by `{n}`. */
export type PluralTemplate = readonly [one: string, other: string];


const EN = {
  // Card and pile names
  rankNames: { A: 'ace', '2': '2', '3': '3', '4': '4', '5': '5', '6': '6', '7': '7', '8': '8', '9': '9', T: '10', J: 'jack', Q: 'queen', K: 'king' } as Record<Rank, string>,
  suitNames: { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' } as Record<Suit, string>,
  cardName: '{rank} of {suit}',
  faceDownCard: 'face-down card',
  theStock: 'the stock',
  columnN: 'column {n}',
  reservePileN: 'reserve pile {n}',
  theFoundation: 'the {suit} foundation',
  cards: ['{n} card', '{n} cards'] as PluralTemplate,
  deals: ['{n} deal', '{n} deals'] as PluralTemplate,
  redeals: ['{n} redeal', '{n} redeals'] as PluralTemplate,
  pileEmpty: 'empty',
  pileContents: '{cards}, {top} on top',
  stockLabel: 'Stock, {cards}, {deals} left',
  stockLabelRedeals: 'Stock, {cards}, {deals} left, {redeals} left',
  columnLabel: 'Tableau column {n}, {contents}',
  reserveLabel: 'Reserve pile {n}, {contents}',
  foundationLabel: '{suit} foundation, {contents}',
  foundationStarts: '{label}, starts with the {card}',
  emptyColumn: 'Empty column {n}',
  emptyReserve: 'Empty reserve pile {n}',
  emptyFoundation: 'Empty {suit} foundation, starts with the {card}',
  pickedUpSuffix: ', picked up',
  dropTargetSuffix: ', drop target',
  dealCards: 'Deal {n} cards',
  redeal: 'Redeal',
  stockEmpty: 'Stock empty',
  slotEmpty: 'Empty',
  // Status line, info and toolbar
  base: 'Base',
  home: '/52 home',
  score: 'Score',
  moves: 'Moves',
  seed: 'Seed {seed}',
  dealsLeft: ['{n} deal left', '{n} deals left'] as PluralTemplate,
  noDealsLeft: 'no deals left',
  plusRedeals: [' + {n} redeal', ' + {n} redeals'] as PluralTemplate,
  toolbar: 'Game',
  newGame: 'New game',
  newGameShort: 'New',
  restart: 'Restart',
  undo: 'Undo',
  redo: 'Redo',
  hint: 'Hint',
  deal: 'Deal',
  /** The toolbar's words on a phone (the full ones stay its accessible names). */
  restartShort: 'Restart',
  undoShort: 'Undo',
  redoShort: 'Redo',
  hintShort: 'Hint',
  dealShort: 'Deal',
  boardLabel: '{variant} solitaire, seed {seed}',
  help:
    "Arrow keys move between piles and along a column's face-up cards. Enter or Space picks cards up and puts them down; Escape cancels. F sends the focused card to its foundation. D deals, U or Control+Z undoes, R or Control+Shift+Z redoes, H gives a hint, N deals a new game.",
  // Solvability indicator (`show-solvable`)
  solvableLabel: 'Winnable',
  solvableYes: 'yes',
  solvableNo: 'no',
  solvableThinking: 'thinking…',
  solvableUnknown: 'unknown',
  solvableUnavailable: 'unavailable',
  solvableTitle: 'Whether the solver can still win from this position (it sees every card)',
  // Banners
  wonTitle: 'You won!',
  wonMoves: ['{n} move', '{n} moves'] as PluralTemplate,
  wonProven: 'This deal was proven winnable before it was dealt.',
  deadEndTitle: 'Dead end',
  deadEndText: 'No sequence of moves can put another card on the foundations.',
  noMovesTitle: 'No moves left',
  noMovesText: 'No legal move is left: the stock is empty and no card can move.',
  searchingWinnable: 'Looking for a winnable deal…',
  /** The same, while a deal of a difficulty (`difficulty`) is looked for. */
  searchingDifficulty: { easy: 'Looking for an easy deal…', medium: 'Looking for a medium deal…', hard: 'Looking for a hard deal…' } as Record<Difficulty, string>,
  // Moves in words
  moveDeal: 'deal {cards} to the {where}',
  dealToReserve: 'reserve',
  dealToTableau: 'tableau',
  moveRedeal: 'gather the reserve and deal again',
  moveRun: '{count} cards, {first} to {last},',
  moveWhereEmpty: 'empty {place}',
  moveWhereCard: 'the {card} in {place}',
  move: '{what} from {from} to {where}',
  playedDeal: '{move}. {left}',
  stockNowEmpty: 'The stock is empty.',
  stockLeft: '{cards} left in the stock.',
  played: 'Moved {move}.{turned} {home} home.',
  playedAuto: 'Automatically moved {move}.{turned} {home} home.',
  turnedUp: ' A card was turned face-up.',
  // Announcements
  newGameAnnounce: 'New game: {variant}, seed {seed}.',
  notAllowed: 'Not allowed: {reason}.',
  /** The status line's text for a refused move (`{reason}`: its `refusals` text). */
  refused: '{reason}',
  /**
   * Why a move was refused, by `agnes-invalid-move` code (`{reason}`: the engine's English, all the
   * English text needs); a code not here (`malformed`) keeps the engine's words in every language.
   */
  refusals: EN_REFUSALS as Partial<Record<AgnesRefusalCode, string>>,
  nothingToUndo: 'Nothing to undo.',
  nothingToRedo: 'Nothing to redo.',
  undid: 'Undid: {move}.',
  redid: 'Redid: {move}.',
  restarted: 'Restarted seed {seed}.',
  gameIsWon: 'The game is won.',
  noHintOver: 'No hint: the game is over.',
  lookingForHint: 'Looking for a hint…',
  noHintAvailable: 'No hint available.',
  solverUnavailable: 'Hints and the solver are unavailable here: its file could not be loaded.',
  hintHighlighted: 'Hint: {move}. The cards and their destination are highlighted.',
  hintStockHighlighted: 'Hint: {move}. The stock is highlighted.',
  noHintProgress: 'No hint: no move found that makes progress.',
  wonAnnounce: 'You won in {n} moves!',
  noMovesAnnounce: 'No legal moves are left: the game is lost. Undo to try another way.',
  deadEndAnnounce: 'Dead end: no sequence of moves can bring another card home. Undo to try another way.',
  pileIsEmpty: '{place} is empty.',
  faceDownCannotMove: 'That card is face-down.',
  pleaseWait: 'Please wait: a winnable deal is being looked for.',
  gameOver: 'The game is over: undo or start a new game.',
  foundationsStay: 'Cards on the foundations stay there in this game.',
  onlyTopMoves: 'Only the top card of {place} can move.',
  runTooLong: ['The {card} cannot move: only the top card of {place} moves together.', 'The {card} cannot move: only the top {n} cards of {place} move together.'] as PluralTemplate,
  pickedUpOne: '{card}',
  pickedUpRun: ['{card} and {n} card on it', '{card} and {n} cards on it'] as PluralTemplate,
  pickedUp: 'Picked up {what}. {targets} Move to a pile and press Enter to put it down, or Escape to cancel.',
  canGoTo: 'It can go to {places}.',
  noLegalMove: 'It has no legal move now.',
  putBack: 'Put back.',
  cannotGoHome: 'That card cannot go to a foundation now.',
  solvableAnnounceNo: 'The solver proved that this position can no longer be won.',
  restoredAnnounce: ['Saved game restored: {variant}, seed {seed}, {n} move played.', 'Saved game restored: {variant}, seed {seed}, {n} moves played.'] as PluralTemplate,
  // Undo after New game or Restart
  broughtBack: ['Previous game brought back: {variant}, seed {seed}, {n} move played.', 'Previous game brought back: {variant}, seed {seed}, {n} moves played.'] as PluralTemplate,
  // Clock
  clock: 'Time',
  // Statistics
  statistics: 'Statistics',
  statsPlayed: 'Played',
  statsWon: 'Won',
  statsLost: 'Lost',
  statsWinRate: 'Win rate',
  statsCurrentStreak: 'Current streak',
  statsBestStreak: 'Best streak',
  statsBestTime: 'Best time',
  statsFewestMoves: 'Fewest moves',
  /** The headings of the records by difficulty (`stats().difficulty`). */
  difficultyTitles: { easy: 'Easy deals', medium: 'Medium deals', hard: 'Hard deals' } as Record<Difficulty, string>,
  statsNone: '–',
  statsReset: 'Reset…',
  statsResetConfirm: 'Reset the statistics of {game}? This cannot be undone.',
  statsResetYes: 'Reset',
  statsWereReset: 'Statistics reset.',
  cancel: 'Cancel',
  close: 'Close',
  // Sharing
  share: 'Copy link to this deal',
  /** The share button's visible word (its accessible name is `share`). */
  shareShort: 'Copy link',
  linkCopied: 'Link to this deal copied.',
  linkNotCopied: 'Copy this link: {url}',
  // The deal of the day (`daily`) and sharing a result (`shareResult()`)
  dailyLabel: 'Day {day} · {date}',
  dailyTitle: 'Deal of the day',
  dealLabel: 'Deal {code}',
  shareResult: 'Share result',
  /** The shared result's second line (after the game and the day or deal; the page's URL follows). */
  shareWon: 'Won in {moves}, {time}',
  shareHome: '{n}/52 cards home in {moves}, {time}',
  resultShared: 'Result shared.',
  resultCopied: 'Result copied.',
  resultNotCopied: 'Copy this result: {text}',
  // Auto-finish
  finishOffer: 'Every card can go home now.',
  finish: 'Finish',
  // Replay
  replay: 'Replay',
  replayPosition: 'Move {n} of {total}',
  replayPlay: 'Play',
  replayPause: 'Pause',
  replayBack: 'Step back',
  replayForward: 'Step forward',
  replayStarted: 'Replay of {total} moves from the deal. Left and right arrows step, Escape closes.',
  replayStep: 'Move {n} of {total}: {move}.',
  replayAt: 'Move {n} of {total}.',
  replayClosed: 'Replay closed.',
};

/** The strings table: every entry of the built-in English one. */
export type AgnesStrings = { -readonly [K in keyof typeof EN]: (typeof EN)[K] extends PluralTemplate ? PluralTemplate : (typeof EN)[K] extends string ? string : Record<string, string> };
export type StringKey = { [K in keyof AgnesStrings]: AgnesStrings[K] extends string ? K : never }[keyof AgnesStrings];
export type PluralKey = { [K in keyof AgnesStrings]: AgnesStrings[K] extends PluralTemplate ? K : never }[keyof AgnesStrings];

export const ENGLISH: AgnesStrings = EN;


/** The built-in languages, by primary language subtag: English in this module, the others loaded when first needed. */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The tables loaded so far, and those on their way (a rejected promise when one could not be loaded). */
const loaded: Partial<Record<Language, AgnesStrings>> = { en: ENGLISH };
const loading: Partial<Record<Language, Promise<AgnesStrings>>> = {};

/** The built-in language of a BCP 47 tag (`id-ID` → `id`); `en` for anything else. */
export function languageOfTag(tag: string | null | undefined): Language {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  // `in` is the withdrawn code for Indonesian that some systems still send.
  return primary === 'id' || primary === 'in' ? 'id' : 'en';
}

/** The table of `language` when it is loaded; English until then (and when it cannot be loaded). */
export function stringsForLanguage(language: Language): AgnesStrings {
  return loaded[language] ?? ENGLISH;
}

/**
 * Loads the table of `language` if it is not there yet: a promise of it (rejected when it cannot
 * be loaded, the same one each time); undefined when it is there.
 */
export function loadLanguage(language: Language): Promise<AgnesStrings> | undefined {
  if (language === 'en' || loaded[language]) return undefined;
  return (loading[language] ??= importLanguage(language).then((table) => (loaded[language] = table)));
}

/**
 * The language of an element's text, `en` or `id`: from its `lang`, else its closest ancestor's,
 * else the document's.
 */
export function languageOf(element: Element): Language {
  return languageOfTag(element.closest('[lang]')?.getAttribute('lang') || document.documentElement.getAttribute('lang'));
}

/** A problem with a `strings` override: the key, and what was wrong. */
export interface StringsProblem {
  key: string;
  message: string;
}

/**
 * `base` with the entries of `overrides` that fit (a string for a template, a pair of strings for
 * a plural, an object of strings for `rankNames`, `suitNames`, …); every other entry is reported and
 * ignored, so that a typo never blanks the board.
 */
export function mergeStrings(base: AgnesStrings, overrides: unknown, problems: StringsProblem[]): AgnesStrings {
  if (overrides === undefined || overrides === null) return base;
  if (typeof overrides !== 'object' || Array.isArray(overrides)) {
    problems.push({ key: 'strings', message: `strings must be an object of texts keyed by name, not ${typeof overrides}` });
    return base;
  }
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides as Record<string, unknown>)) {
    const current = (base as Record<string, unknown>)[key];
    if (current === undefined) {
      problems.push({ key, message: `strings.${key} is not a known text (known: ${Object.keys(base).join(', ')}); ignored` });
    } else if (typeof current === 'string') {
      if (typeof value === 'string') merged[key] = value;
      else problems.push({ key, message: `strings.${key} must be a string; ignored` });
    } else if (Array.isArray(current)) {
      if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) merged[key] = [value[0], value[1]];
      else if (typeof value === 'string') merged[key] = [value, value];
      else problems.push({ key, message: `strings.${key} must be a pair of strings [one, other]; ignored` });
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const names: Record<string, string> = { ...(current as Record<string, string>) };
      for (const [name, text] of Object.entries(value as Record<string, unknown>)) {
        if (name in names && typeof text === 'string') names[name] = text;
        else problems.push({ key: `${key}.${name}`, message: `strings.${key}.${name} is not a known name with a string value (known: ${Object.keys(names).join(', ')}); ignored` });
      }
      merged[key] = names;
    } else {
      problems.push({ key, message: `strings.${key} must be an object of names; ignored` });
    }
  }
  return merged as AgnesStrings;
}

/** Fills `{name}` placeholders; an unknown placeholder stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The first letter in upper case (a sentence that starts with a name from the table). */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** One language's words, with the helpers every sentence needs. */
export class Phrasebook {
  constructor(readonly strings: AgnesStrings) {}

  /** A template filled in. */
  text(key: StringKey, values?: Readonly<Record<string, string | number>>): string {
    return fill(this.strings[key], values);
  }

  /** The singular or plural template for `n`, filled in (`{n}` is `n`). */
  count(key: PluralKey, n: number, values: Readonly<Record<string, string | number>> = {}): string {
    const [one, other] = this.strings[key];
    return fill(n === 1 ? one : other, { ...values, n });
  }

  suit(suit: Suit): string {
    return this.strings.suitNames[suit] ?? suit;
  }

  /** "7 of hearts" / "7 Hati"; a face-down card (`-7h`) is the face-down card. */
  card(card: Card | string): string {
    if (card.startsWith('-')) return this.strings.faceDownCard;
    const rank = this.strings.rankNames[card[0] as Rank] ?? card[0]!;
    return fill(this.strings.cardName, { rank, suit: this.suit(card[1] as Suit) });
  }

  /** "column 3", "reserve pile 2", "the hearts foundation", "the stock". */
  place(pile: PlaceId): string {
    if (pile === 'stock') return this.strings.theStock;
    if (pile[0] === 't') return this.text('columnN', { n: Number(pile[1]) + 1 });
    if (pile[0] === 'r') return this.text('reservePileN', { n: Number(pile[1]) + 1 });
    return this.text('theFoundation', { suit: this.suit(pile[1] as Suit) });
  }
}
