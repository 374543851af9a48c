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
  // difficulty: sorel; careful samples 16, max-states 2000, phase-nodes 120; sample seeds 1 2 3; proof 200000 states
  sorel:
    'mmhh--ehe-m--mhe-he-emh---mm--e-hm-meeehhmeehhehhhehh-e-memh-eh-e-heh-eh-h--ehh-ehm-ehhhm--h--h-hh--h-hmmhee-hmmmee-hm--hehhhmm-h--eeehhhhhm--m-m-h-ehh---hhhh-ee-m-e-hhh-h-hmh-h--hh-he-----ehme-hhhee--hm-m--m---e--hh-he--hmhh-m--ehmhe-hh-h-h-h-eh-h-e-me--hh-hee-hhheheh-me--hhe-hh-he-e-hheehmm-eh--ehhm-he-emhhmmme--hh-eh-h-----mhhh-h-he-e-mhh---ehh-mhh-h-h-eehhhhee-hm--e-hhh-em--hmh-heh-e--hh--m-e-ehhh-----hee---eh--hheemh-e-e-mmhehe--heh-hmh--heheheh-e--he---hem---he-h-hhehh-h-emhh-ehhehhh-hee---hehh-hhhhhhemmh-eme--eh--ee------h-heh-hhh--mhh--mm-hhhehhhhhh-m-mhh-h-he-mh-hhh----e-mh-hhm--mmhhemeemhmm-m--heh-eh-hhheeheh-e--mhhhm--h--me-hh--hemm-h-mehhee--mhe-h-eh-eh-hm--hhheeh--hh-h-ee-meeee-h-hhhhh-hmhmemhe-hh--h-ehehe-h-hhmh-ehhhh--emmhh---h-eh-hm-m-m-hhe------mhem--hhehememhhhmh--h-h--hm-e-hhmme--hh-h-m-h---e-eeemhhhe-hheh-hh-meeehhmh-h-e--ehh--e-hh-hh-m-mmhh-hm-mmme-ee--hee-heh--e--me-h---eheh-hmhm-hm-h-mm-mh-e--e---m-he---eeem-m--heeeh-em--eme--mhh---eh-hhh--hhm-hh-mhehee-ehem--hee',
  // difficulty: aces; careful samples 4, max-states 1000, phase-nodes 40; sample seeds 1 2 3; proof 200000 states
  aces:
    '-e-h-m-em-ehhmhh-em-hehhhm-m-hhhe-mheh---hhm-m-em-h-eeemeee-mhmhhhmhmhhem-hhhhhm-hhe--m-hh-ehmehem-hehhh-memhhhh-m-h-memehmeemm-h-hhmh-mmmhhmee----hee-hhhem-mem-mh-heeemmmehe-eehhhmhem-hhhehmehhh-hmehe-emm-hehhehh-eh-h-he-heehemeemehhmemee-eehh-hhheehmm-eeheme-heme-eh-e--ehhee-eeemhhh-hhm-h-hmhehhhe',
};
