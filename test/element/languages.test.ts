/**
 * Languages: every visible and announced text comes from the strings table; `lang` on the element
 * or an ancestor picks English or Indonesian (region subtags too, unknown ones fall back to English
 * quietly), and the `strings` property overrides single entries, reporting bad ones.
 */
import { expect, fixture } from '@open-wc/testing';
import { cardEl, collect, liveText, makeGame, pileEl, root } from './helpers.js';
import type { AgnesSolitaire } from './helpers.js';
import { ENGLISH } from '../../src/element/strings.js';
import { INDONESIAN } from '../../src/element/strings-id.js';
import '../../src/element/index.js';

const buttonLabels = (el: AgnesSolitaire): string[] =>
  [...root(el).querySelectorAll<HTMLButtonElement>('.toolbar button')].map((b) => b.getAttribute('aria-label')!);

describe('<agnes-solitaire> languages', () => {
  it('lang="id": toolbar, status, cards, piles, help and announcements in Indonesian', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1', lang: 'id' });
    expect(el.language).to.equal('id');
    expect(buttonLabels(el)).to.deep.equal(['Permainan baru', 'Mulai ulang', 'Urungkan', 'Ulangi', 'Petunjuk', 'Bagikan', 'Statistik', 'Salin tautan permainan ini']);
    expect(cardEl(el, 'Kc').getAttribute('aria-label')).to.equal('Raja Keriting');
    expect(cardEl(el, '3s').getAttribute('aria-label')).to.equal('3 Sekop');
    expect(cardEl(el, 'Qd').getAttribute('aria-label')).to.equal('Ratu Wajik');
    expect(pileEl(el, 't1').getAttribute('aria-label')).to.equal('Kolom tableau 2, 2 kartu, teratas 3 Sekop');
    expect(pileEl(el, 'fh').getAttribute('aria-label')).to.equal('Fondasi Hati, kosong, dimulai dengan Raja Hati');
    expect(pileEl(el, 'stock').getAttribute('aria-label')).to.equal('Stok, 16 kartu, sisa 3 pembagian');
    const status = root(el).querySelector('.status')!.textContent!.replace(/\s+/g, ' ');
    expect(status).to.contain('Dasar').and.contain('Skor').and.contain('Langkah').and.contain('/52 di fondasi').and.contain('Waktu 0:00');
    expect(root(el).querySelector('#agnes-help')!.textContent).to.contain('Tombol panah');
    expect(root(el).querySelector('.table')!.getAttribute('lang')).to.equal('id');
    await expect(el).to.be.accessible();

    el.play('r3-fd');
    await el.updateComplete;
    expect(liveText(el)).to.equal('Memindahkan Raja Wajik dari tumpukan cadangan 4 ke fondasi Wajik. 2 kartu di fondasi.');
    el.play('deal');
    await el.updateComplete;
    expect(liveText(el)).to.equal('Bagikan 7 kartu ke cadangan. Sisa 9 kartu di stok.');
    el.undo();
    await el.updateComplete;
    expect(liveText(el)).to.match(/^Diurungkan: bagikan 7 kartu ke cadangan\./);
  });

  it('lang="id": a refused move says why in Indonesian, with the code beside it', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1', lang: 'id' });
    const invalid = collect(el, 'agnes-invalid-move');
    const notice = (): string => root(el).querySelector('.notice')!.textContent!.trim();
    expect(el.play('t0-t1')).to.equal(false);
    await el.updateComplete;
    expect(invalid[0]).to.deep.equal({ move: { kind: 'move', from: 't0', to: 't1', count: 1 }, code: 'no-build', reason: 'kartu itu tidak bisa ditaruh di sana' });
    expect(liveText(el)).to.equal('Tidak diizinkan: kartu itu tidak bisa ditaruh di sana.');
    expect(notice()).to.equal('kartu itu tidak bisa ditaruh di sana');
    el.play('t0-fh');
    await el.updateComplete;
    expect(invalid[1]).to.deep.include({ code: 'foundation', reason: 'kartu itu belum bisa ke fondasi itu' });
    expect(notice()).to.equal('kartu itu belum bisa ke fondasi itu');
    el.play('t0-r1');
    el.play('t9-t1');
    await el.updateComplete;
    expect(invalid[2]).to.deep.include({ code: 'no-reserve', reason: 'kartu itu tidak bisa ke cadangan' });
    // A malformed move comes only from a program: the engine's English names what is wrong.
    expect(invalid[3]).to.deep.include({ code: 'malformed', reason: '"t9" in the move "t9-t1" is not a pile; allowed: t0–t6, r0–r6, fc, fd, fh, fs' });
    expect(liveText(el)).to.contain('Tidak diizinkan: kartu itu tidak bisa ke cadangan.');
    // The same refusal in English: the engine's words, the same code.
    el.setAttribute('lang', 'en');
    await el.updateComplete;
    el.play('t0-t1');
    expect(invalid[4]).to.deep.include({ code: 'no-build', reason: 'the queen of diamonds cannot go on the 3 of spades: only a 2 goes on a 3' });
  });

  it('strings.refusals overrides the words for one code; {reason} is the engine\'s', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const errors = collect(el, 'agnes-error');
    const invalid = collect(el, 'agnes-invalid-move');
    el.strings = { refusals: { 'no-build': 'non ({reason})' } } as never;
    await el.updateComplete;
    el.play('t0-t1');
    el.play('t0-r1');
    expect(invalid.map((d) => d.reason)).to.deep.equal(['non (the queen of diamonds cannot go on the 3 of spades: only a 2 goes on a 3)', 'nothing can be placed on the reserve: only a deal puts cards there']);
    expect(errors).to.deep.equal([]);
  });

  it('English by default, with English names and sentences', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    expect(el.language).to.equal('en');
    expect(buttonLabels(el)).to.deep.equal(['New game', 'Restart', 'Undo', 'Redo', 'Hint', 'Deal', 'Statistics', 'Copy link to this deal']);
    expect(cardEl(el, 'Kc').getAttribute('aria-label')).to.equal('king of clubs');
  });

  it('lang is inherited from the closest ancestor, and id-ID means Indonesian', async () => {
    const container = await fixture<HTMLDivElement>(
      '<div lang="en"><section lang="id-ID" style="width:800px"><agnes-solitaire seed="1"></agnes-solitaire></section></div>',
    );
    const el = container.querySelector('agnes-solitaire')!;
    await el.updateComplete;
    expect(el.language).to.equal('id');
    expect(cardEl(el, 'Kc').getAttribute('aria-label')).to.equal('Raja Keriting');
    // The element's own lang wins over the ancestor's.
    el.setAttribute('lang', 'en-GB');
    await el.updateComplete;
    expect(cardEl(el, 'Kc').getAttribute('aria-label')).to.equal('king of clubs');
    // A page that switches the ancestor's language re-renders the text.
    el.removeAttribute('lang');
    await el.updateComplete;
    container.querySelector('section')!.setAttribute('lang', 'en');
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(cardEl(el, 'Kc').getAttribute('aria-label')).to.equal('king of clubs');
    container.querySelector('section')!.setAttribute('lang', 'id');
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(buttonLabels(el)[0]).to.equal('Permainan baru');
  });

  it('an unknown language falls back to English without an error', async () => {
    const el = document.createElement('agnes-solitaire');
    el.setAttribute('lang', 'tlh');
    el.setAttribute('seed', '1');
    const errors = collect(el, 'agnes-error');
    await fixture<HTMLDivElement>('<div style="width:800px"></div>').then((c) => c.append(el));
    await el.updateComplete;
    expect(el.language).to.equal('en');
    expect(buttonLabels(el)[0]).to.equal('New game');
    expect(errors).to.deep.equal([]);
  });

  it('strings overrides any text, including card and suit names, and applies live', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    el.strings = { newGame: 'Deal me in', suitNames: { c: 'acorns', d: 'bells', h: 'hearts', s: 'leaves' }, rankNames: { K: 'Ober' } as never };
    await el.updateComplete;
    expect(buttonLabels(el)[0]).to.equal('Deal me in');
    expect(cardEl(el, 'Kc').getAttribute('aria-label')).to.equal('Ober of acorns');
    expect(cardEl(el, '3s').getAttribute('aria-label')).to.equal('3 of leaves');
    // On top of the language lang picks.
    el.setAttribute('lang', 'id');
    await el.updateComplete;
    expect(buttonLabels(el)[0]).to.equal('Deal me in');
    expect(buttonLabels(el)[2]).to.equal('Urungkan');
  });

  it('a bad strings entry fires agnes-error naming it; the rest still applies', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const errors = collect(el, 'agnes-error');
    el.strings = { undo: 'Take back', redo: 7 as never, nosuchkey: 'x' } as never;
    await el.updateComplete;
    expect(buttonLabels(el)[2]).to.equal('Take back');
    expect(buttonLabels(el)[3]).to.equal('Redo');
    expect(errors.map((e) => e.source)).to.deep.equal(['strings', 'strings']);
    expect(errors[0]!.message).to.contain('strings.redo must be a string');
    expect(errors[1]!.message).to.contain('strings.nosuchkey is not a known text');
  });

  it('the two built-in tables have the same entries, none empty', () => {
    expect(Object.keys(INDONESIAN).sort()).to.deep.equal(Object.keys(ENGLISH).sort());
    for (const [key, value] of Object.entries(INDONESIAN)) {
      const english = (ENGLISH as Record<string, unknown>)[key];
      expect(typeof value, key).to.equal(typeof english);
      if (typeof value === 'string') expect(value.length, key).to.be.greaterThan(0);
      // The same placeholders in both languages, except the engine's English reason for a refused
      // move, which the Indonesian sentences leave out (refusals, an object, is not compared here).
      const holes = (v: unknown): string[] => (JSON.stringify(v).match(/\{\w+\}/g) ?? []).filter((h) => h !== '{reason}').sort();
      if (typeof value === 'string') expect(holes(value), key).to.deep.equal(holes(english));
    }
  });
});
