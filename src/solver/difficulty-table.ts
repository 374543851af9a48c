/**
 * Made by `npm run difficulty-table` from data/difficulty/*.csv (the command line's `difficulty`):
 * do not edit by hand. The grade of each seed from 1 of each variant with its own rules, one letter
 * a seed: `e` easy, `m` medium, `h` hard, `-` none (not proven winnable). See difficulty.ts.
 */
import type { VariantName } from '../engine/index.js';

export const DIFFICULTY_TABLE: Readonly<Partial<Record<VariantName, string>>> = {
  // difficulty: bernauer; careful samples 4, max-states 1000, phase-nodes 40; sample seeds 1 2 3; proof 200000 states
  bernauer:
    '-eeeeeeeeeeemeheeeeheeeemeemee-eee-eee--eeeeeee-eeeeeeeeeeehmeeeh-eeeemmh-meememe-meeeeeem-eeeeeeeeem-eemmeeeeeeeee-eeeeee-eeeeeeheeee-meeeeeeeeeeeeeeeeemeemeeeeeeehemeeeme-e-eeeeme-eeemeeehee-eeeee--emeehmee-eeee-em-eeee-eeeee-eee-eeeeeee-eeeeeeeeeeeeeeehe-em-eeeeeehmeeeeeeeeeeheeee-emeeeeeeeeeeeeeeememeeeeee-eeeeemeee-eeeeee-e-eee-meheeeeeemhe-emeeeeeeeehehe-eeeeee-eeeeh--eeeeeeemeeeeeemee-ee-eemeee-eeeeeeeee-eme-eeee-eeeheeeeeee-e-eemee-e-eeeee-eehee-eee-eeeeeeme-heeeeeeee-eeeeeee-ee-eeeehee-eeeeemeeeeeeee-e-eeeeeeee--me-e-eeeeeeeeeeeeeeemmeeemeh-ehme-eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeemeeemee-eehme-eeee-eee--eeeeeeee-eeeeeemee-eeemeeemee--hmeee-e-eemeeeeeeeeeeemeeeee---eemeeeeeeeee--eemeee--eeeee-h-ehmmmeeeeeeeemmeee-eeee-eeh-e-meeeeeeeeemeemeeeeee-eemeehe--emeeeeheeeeeeeeeheh-ee-eee-eeeeeeeee-eeeeh-e-eeeeeheeeeeeeeee-eee-e-me--meeeeemeeeeme-ee-eeeeeeeeeeeeeeeeeh-meeeeeemeeee--eeeee-e-eeeeee-mm-eemeee-eeee-eeeeee-eme-emee--eee-eeeeeee-eeeeeeeheeeeeeeee-e-ee--eeemeeeeeeeeeehe-emeeee',
  // difficulty: sorel; careful samples 4, max-states 1000, phase-nodes 40; sample seeds 1 2 3; proof 200000 states
  sorel:
    'ehhh--ehh-h--ehh-eh-mhh---hh--m-hh-hehehmhhhehmhhhehh-m-hmeh-mh-m-hmh-eh-h--mhh-hhh-mhhhe--h--h-hh--h-hmemmm-hmhhmh-hh--hhhhhhh-h--hmmhhhhhh--h-h-h-hhh---hhhh-hh-h-m-hhh-h-hhh-h--hh-hh-----ehmh-hhhmh--he-h--h---e--hh-he--hhhh-m--hhhhm-mh-h-h-h-hh-h-h-hh--hh-hhh-hhheheh-mm--hhe-mh-he-h-hhhmhhh-mh--hhhh-hh-mhhhhehe--hh-eh-h-----ehhh-h-mm-h-hhh---ehh-mhh-h-h-mhhhhhem-hm--e-mhh-hm--hhh-heh-m--hh--m-h-hhhh-----mee---mh--hh-emh-h-e-hhmhhe--heh-hhh--hhhhhmh-e--mh---hhh---hh-h-hhhhe-h-ehhh-ehhhhhh-hhe---hehh-hhhhhhhhhh-mee--hh--hh------h-hhh-hmh--mhh--hh-hhmmhhhhhh-m-hhh-e-he-eh-hhh----m-hh-hhh--hhhhhhmhhhem-h--hhh-hh-hhhehhem-h--hhhhh--h--he-hh--hehh-h-ehhmhe--ehh-h-hh-hh-hh--hhhhhh--hh-h-mh-hmhhm-h-hehhh-hhhmmhhe-hh--h-ehhhe-h-hhmh-hhhhm--hhhhh---h-eh-hh-h-m-hhh------hheh--hhhhmmmmhhhhh--h-m--he-e-hhhhh--hh-h-h-h---h-mhhhhmee-hhmh-mh-hhhhhhhh-h-h--ehh--e-hh-hh-h-mhhh-hh-emhe-eh--meh-heh--m--mh-h----hmh-hmhh-mh-h-mh-hh-h--m---h-hm---mehh-h--hhhmh-eh--hmh--hhh---hh-hhh--hhh-hh-hhehhh-ehhh--heh',
  // difficulty: aces; careful samples 4, max-states 1000, phase-nodes 40; sample seeds 1 2 3; proof 200000 states
  aces:
    '-e-h-m-em-ehhmhh-em-hehhhm-m-hhhe-mheh---hhm-m-em-h-eeemeee-mhmhhhmhmhhem-hhhhhm-hhe--m-hh-ehmehem-hehhh-memhhhh-m-h-memehmeemm-h-hhmh-mmmhhmee----hee-hhhem-mem-mh-heeemmmehe-eehhhmhem-hhhehmehhh-hmehe-emm-hehhehh-eh-h-he-heehemeemehhmemee-eehh-hhheehmm-eeheme-heme-eh-e--ehhee-eeemhhh-hhm-h-hmhehhhe',
};
