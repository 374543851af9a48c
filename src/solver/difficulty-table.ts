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
  // difficulty: sorel; careful samples 16, max-states 2000, phase-nodes 40; sample seeds 1 2 3; proof 200000 states
  sorel:
    'emhh--ehm-h--ehh-hm-mhh---me--h-hm-eeeehmmhehhehmhmhh-m-hemh-mh-m-heh-eh-h--ehh-ehm-ehhhe--h--h-hh--h-hemhee-hmheeh-hm--hehhhhh-h--emehhhhhh--h-h-h-mhh---hhmh-me-h-e-hhh-h-hmh-h--hh-hh-----mhmh-hmmeh--he-m--m---e--hh-me--hmhh-m--ehhhe-hh-h-h-h-hh-h-h-me--mh-hmh-hhheheh-he--hhe-mh-he-h-hhhehmh-eh--ehhh-he-emhhhmme--hh-eh-h-----hhhh-h-me-m-mhh---ehh-ehh-m-h-emhhhhee-hh--e-heh-em--hmh-meh-e--hh--m-e-ehmh-----hee---eh--hheehh-h-m-hhhehe--heh-heh--hehehhh-h--he---hhh---he-h-hhhhm-h-ehhh-emhehhh-hee---hehh-hhhhhhmhhh-ehe--hh--ee------m-heh-hhh--mhe--mm-hhhehhhhhh-m-mhh-m-he-eh-hhh----e-he-hhh--mmmhehemmhee-e--hhh-mh-hhheeheh-e--mhhhm--h--hm-hm--hehh-e-mhhhee--ehe-h-hh-eh-hm--hhhheh--eh-h-eh-mmhme-h-hhhhh-hmhehhhm-hh--h-ehmhe-h-hhmh-hhhhh--hmehh---h-ee-eh-m-m-hhe------mheh--hhhhehemhhhhh--h-h--he-e-hhehh--hh-h-m-h---h-eeehemmm-hhhh-hh-hehhhhhh-m-e--ehh--e-hh-eh-h-mmhh-he-mmhe-ee--hme-hmh--e--eh-m----hhm-hhhm-hh-h-eh-mh-h--h---m-hm---mehm-m--hheeh-ee--hme--hhh---hh-hhh--hhm-hh-ehehee-ehmh--hee',
  // difficulty: aces; careful samples 4, max-states 1000, phase-nodes 40; sample seeds 1 2 3; proof 200000 states
  aces:
    '-e-h-m-em-ehhmhh-em-hehhhm-m-hhhe-mheh---hhm-m-em-h-eeemeee-mhmhhhmhmhhem-hhhhhm-hhe--m-hh-ehmehem-hehhh-memhhhh-m-h-memehmeemm-h-hhmh-mmmhhmee----hee-hhhem-mem-mh-heeemmmehe-eehhhmhem-hhhehmehhh-hmehe-emm-hehhehh-eh-h-he-heehemeemehhmemee-eehh-hhheehmm-eeheme-heme-eh-e--ehhee-eeemhhh-hhm-h-hmhehhhe',
};
