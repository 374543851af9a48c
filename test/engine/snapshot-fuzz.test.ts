/**
 * Misuse, figure 3 in Node (docs/misuse.md): mutated snapshots fed to the engine's readers of
 * positions (10,000 per reader in `npm run stress`; 1,500 here). The fuzzer, its mutations and its
 * independent checks are in test/stress/snapshot-fuzz.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { scaled, stressScale } from '../stress/random.js';
import { engineFeedTargets, fuzzFeeds } from '../stress/snapshot-fuzz.js';

describe('snapshot fuzzing (misuse, figure 3)', () => {
  const count = scaled(10_000, stressScale(0.15), 200);
  for (const target of engineFeedTargets()) {
    it(`${target.name}: accepts only valid positions, rejects the rest with a clear SnapshotError, throws nothing else`, async () => {
      const figure = await fuzzFeeds(target, count);
      assert.equal(figure.fed, count);
      assert.deepEqual(figure.unclearErrors, [], 'anything thrown that is not a clear SnapshotError');
      assert.deepEqual(figure.acceptedInvalid, [], 'accepted inputs that are not valid positions');
      assert.deepEqual(figure.rejectedValid, [], 'valid forms that were rejected');
      assert.equal(figure.validAccepted, figure.validOffered);
      assert.equal(figure.invalidRejected, figure.invalidOffered);
      assert.equal(figure.gameTouched, 0, 'the game in progress changed');
      assert.equal(figure.inputAliased, 0, 'a state that shares data with its input');
      // The mix reaches every part of a snapshot.
      for (const path of ['snapshot', 'format', 'variant', 'rules', 'baseRank', 'stock', 'tableau', 'foundations', 'redealsLeft', 'score']) {
        assert.ok(figure.paths.has(path), `no rejection named ${path}`);
      }
      assert.ok(figure.accepted > count / 10 && figure.rejected > count / 2, `accepted ${figure.accepted}, rejected ${figure.rejected}`);
    });
  }
});
