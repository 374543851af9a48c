import { Game, formatMove, legalMoves, newGame, parseMove, play, status, toSnapshot } from 'agnes-solitaire/engine';

// Deal game "1" of Agnes Bernauer: the same deal everywhere, forever.
const state = newGame({ variant: 'bernauer', seed: '1' });
console.log(state.baseRank, state.foundations.c, state.reserve.flat().join(' '));
console.log(legalMoves(state).map(formatMove).join(' '));

// Play a move; the old state is left as it was.
const next = play(state, parseMove('r3-fd'));
console.log(next.foundations.d, next.score, status(next));

// An illegal move throws an IllegalMoveError that says why.
try {
  play(next, parseMove('t0-t1'));
} catch (error) {
  console.log(`${error.name}: ${error.message}`);
}

// Game keeps the history for undo and redo, and says which cards moved (for animation).
const game = new Game({ variant: 'sorel', seed: 42, rules: { emptyFill: 'none' } });
const { changes } = game.play({ kind: 'deal' });
console.log(changes.length, changes[0]);
game.undo();
console.log(game.canUndo, game.canRedo, toSnapshot(game.state).stock.length);
