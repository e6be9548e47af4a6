import kit from '@elicitkit/core/locales/en-XA';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/**
 * The web demo's pseudo-locale en-XA (accented, ~40 % longer, bracketed), beside core's. Generated from demoEn.ts with
 * core's pseudo-localizer; regenerate it when the English words change.
 */
const messages: DemoMessages = {
  'page.language': '[Ĺàñĝûàĝé····]',
  'connect.tryAgain': '[Ţŕý àĝàîñ····]',
  'call.retry': '[Ŕéţŕý··]',
  'error.connect.title': '[Çöûĺđ ñöţ çöññéçţ ţö ·······{url}]',
  'error.connect.hint':
    '[Çĥéçķ ţĥàţ ţĥé àđđŕéšš îš àñ MCP Šţŕéàɱàƀĺé ĤŢŢÞ éñđþöîñţ (îţ ûšûàĺĺý éñđš îñ /ɱçþ).···························]',
  'error.cors.title':
    '[Ţĥé šéŕṽéŕ àñšŵéŕéđ, ƀûţ ţĥé ƀŕöŵšéŕ ƀĺöçķéđ ţĥé ŕéšþöñšé (ÇÖŔŠ)·····················]',
  'error.cors.allowOrigin':
    "[Ţĥé šéŕṽéŕ ɱûšţ àĺĺöŵ ţĥîš þàĝé''š öŕîĝîñ, ··············{origin}, îñ Àççéšš-Çöñţŕöĺ-Àĺĺöŵ-Öŕîĝîñ.···········]",
  'error.cors.preflight':
    '[Îţš þŕéƒĺîĝĥţ (ÖÞŢÎÖÑŠ) ɱûšţ àĺĺöŵ ţĥé ĥéàđéŕš çöñţéñţ-ţýþé, ɱçþ-þŕöţöçöĺ-ṽéŕšîöñ, ɱçþ-ɱéţĥöđ, ɱçþ-ñàɱé àñđ ɱçþ-šéššîöñ-îđ, àñđ îţ ɱûšţ éẋþöšé ɱçþ-šéššîöñ-îđ.··················································]',
  'error.cors.demoServer':
    '[Ţĥé elicitkit đéɱö šéŕṽéŕ àĺĺöŵš ĺöçàĺĥöšţ öŕîĝîñš ƀý đéƒàûĺţ; šéé --allow-origin.···························]',
  'error.down.title': '[Ñöţĥîñĝ àñšŵéŕéđ àţ ·······{url}]',
  'error.down.running':
    '[Îš ţĥé šéŕṽéŕ ŕûññîñĝ? `ñþɱ šţàŕţ` šţàŕţš ţĥé ŕéƒéŕéñçé šéŕṽéŕ àñđ ţĥîš þàĝé ţöĝéţĥéŕ.····························]',
  'error.down.port':
    '[Îƒ îţ ŕûñš öñ àñöţĥéŕ þöŕţ, þûţ îţš àđđŕéšš àƀöṽé àñđ þŕéšš Çöññéçţ.······················]',
  'error.call.failed': '[Ţĥé çàĺĺ ƒàîĺéđ······]',
  'error.call.cors':
    '[Îƒ ţĥé šéŕṽéŕ îš ŕûññîñĝ, îţ ɱàý ñöţ àĺĺöŵ ţĥîš þàĝé’š öŕîĝîñ (ÇÖŔŠ).·····················]',
  'error.call.roundLimit': '[Ţĥé šéŕṽéŕ ķéþţ àšķîñĝ········]',
  'error.call.roundLimitHint': '[Îţ ɱàý ƀé šţûçķ îñ à ĺööþ.········]',
  'error.call.missingCapability':
    '[Ţĥîš ţööĺ ñééđš šöɱéţĥîñĝ ţĥîš þàĝé đîđ ñöţ đéçĺàŕé··················]',
  'error.call.requestStateRejected': '[Ţĥé šéŕṽéŕ ŕéƒûšéđ ţĥé šàṽéđ çàĺĺ šţàţé··············]',
  'error.call.requestStateRejectedHint':
    '[Ţĥé šţàţé éẋþîŕéđ, ŵàš çĥàñĝéđ, öŕ ŵàš ɱîñţéđ ƀý à šéŕṽéŕ ŵîţĥ àñöţĥéŕ --secret. Šţàŕţ ţĥé çàĺĺ àĝàîñ.································]',
  'error.call.unknownResultType':
    '[Ţĥé šéŕṽéŕ šéñţ à ŕéšûĺţ ţĥîš þàĝé çàññöţ ŕéàđ················]',
  'error.call.aborted': '[Ţĥé çàĺĺ ŵàš çàñçéĺĺéđ········]',
  'error.call.legTimeout': '[Ţĥé šéŕṽéŕ ţööķ ţöö ĺöñĝ········]',
  'error.call.legTimeoutHint':
    '[Ţĥé ŕéǫûéšţ ɱàý ĥàṽé ŕéàçĥéđ ţĥé ţööĺ, šö îţ îš ñöţ šéñţ àĝàîñ: à šéçöñđ ŕûñ çöûĺđ ŕéþéàţ îţš éƒƒéçţ.································]',
  'error.call.legFailed': '[Ţĥé çöññéçţîöñ ţö ţĥé šéŕṽéŕ ƒàîĺéđ············]',
  'error.call.legFailedHint':
    '[Ŵĥéñ ţĥé ŕéǫûéšţ ñéṽéŕ ŕéàçĥéđ ţĥé šéŕṽéŕ, ýöûŕ àñšŵéŕš àŕé ķéþţ àñđ Ŕéţŕý ŕé-šéñđš îţ öñçé ţĥé šéŕṽéŕ îš ƀàçķ.····································]',
  'error.call.urlLoop': '[Ţĥé šéŕṽéŕ àšķéđ ƒöŕ ţĥé šàɱé þàĝé àĝàîñ··············]',
  'error.call.urlDeclined': '[Ţĥé çàĺĺ ñééđš à þàĝé ýöû đîđ ñöţ öþéñ············]',
  'error.call.unsupportedInputRequest':
    '[Ţĥé šéŕṽéŕ àšķéđ ƒöŕ šöɱéţĥîñĝ ţĥîš þàĝé çàññöţ àñšŵéŕ···················]',
  'error.call.invalidContent': '[Ţĥé àñšŵéŕ đîđ ñöţ ƒîţ ţĥé ƒöŕɱ··········]',
  'error.call.outputSchema': '[Ţĥé ŕéšûĺţ đîđ ñöţ ɱàţçĥ ţĥé ţööĺ’š öûţþûţ šçĥéɱà················]',
  'error.call.requestNotSent': '[Ţĥé ŕéǫûéšţ ŵàš ŕéƒûšéđ ƀéƒöŕé îţ ŵàš šéñţ··············]',
  'error.call.server': '[Ţĥé šéŕṽéŕ ŕéĵéçţéđ ţĥé çàĺĺ··········]',
  'error.call.renderer': '[Ţĥé ƒöŕɱ ƒàîĺéđ ţö àñšŵéŕ·········]',
  'error.call.resumeMismatch': '[Ţĥé šàṽéđ çàĺĺ çàññöţ ƀé ŕéšûɱéđ ĥéŕé·············]',
  'error.background': '[Šöɱéţĥîñĝ ƒàîĺéđ îñ ţĥé ƀàçķĝŕöûñđ············]',
  'error.resume.failed': '[Ţĥé šàṽéđ ····{tool} çàĺĺ çöûĺđ ñöţ ƀé ŕéšûɱéđ·········]',
  'error.resume.taskElsewhere':
    '[Ţĥé šàṽéđ ····{tool} çàĺĺ îš à ţàšķ öñ àñöţĥéŕ šéŕṽéŕ···········]',
  'error.resume.taskHint':
    '[Ţĥé ţàšķ (···{status}) ĝöéš öñ ţĥéŕé. Çöññéçţ ţö ţĥàţ šéŕṽéŕ ţö ƒöĺĺöŵ îţ, öŕ đîšçàŕđ îţ ĥéŕé.······················]',
};

const catalogue: DemoCatalogue = Object.freeze({ kit, messages: Object.freeze(messages) });
export default catalogue;
