import kit from '@elicitkit/core/locales/en-XA';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/**
 * The web demo's pseudo-locale en-XA (accented, ~40 % longer, bracketed), beside core's.
 * Generated from demoEn.ts with core's pseudo-localizer by
 * test/client/support/writeDemoPseudoLocales.ts; run it again when the English words change
 * (test/client/demoCatalogue.test.ts fails until then).
 */
const messages: DemoMessages = {
  'page.title': '[elicitkit ŵéƀ đéɱö·······]',
  'page.intro':
    '[Àñ MCP šéŕṽéŕ àšķš ýöû ǫûéšţîöñš îñ ţĥé ɱîđđĺé öƒ à ţööĺ çàĺĺ; ţĥîš þàĝé šĥöŵš ţĥéɱ àñđ šéñđš ýöûŕ àñšŵéŕš ƀàçķ.····································]',
  'page.footer': '[Šàɱé ƒĺöŵ îñ à ţéŕɱîñàĺ: ········<code>{command}</code>]',
  'page.language': '[Ĺàñĝûàĝé····]',
  'theme.label': '[Ţĥéɱé··]',
  'theme.system': '[Šýšţéɱ···]',
  'theme.light': '[Ĺîĝĥţ··]',
  'theme.dark': '[Đàŕķ··]',
  'connect.form': '[Šéŕṽéŕ···]',
  'connect.url': '[MCP šéŕṽéŕ ÛŔĹ·····]',
  'connect.protocol': '[Þŕöţöçöĺ····]',
  'connect.protocol.auto': '[àûţö (··{newer}, éĺšé ··{older})]',
  'connect.protocol.only': '[{version} öñĺý··]',
  'connect.button': '[Çöññéçţ···]',
  'connect.status.idle': '[Ñöţ çöññéçţéđ.·····]',
  'connect.status.connecting': '[Çöññéçţîñĝ ţö ·····{url}…]',
  'connect.status.connected':
    '[Çöññéçţéđ ţö ·····{server} àţ ·{url} · {protocol} · {count, plural, one {# ţööĺ··} other {# ţööĺš··}}]',
  'connect.status.connectedUnnamed':
    '[Çöññéçţéđ ţö à šéŕṽéŕ àţ ········{url} · {protocol} · {count, plural, one {# ţööĺ··} other {# ţööĺš··}}]',
  'connect.tryAgain': '[Ţŕý àĝàîñ····]',
  'tools.heading': '[Ţööĺš··]',
  'tools.loading': '[Ĺöàđîñĝ ţööĺš…·····]',
  'tools.connectFirst': '[Çöññéçţ ţö ĺîšţ ţööĺš.········]',
  'tools.none': '[Ţĥîš šéŕṽéŕ ĺîšţš ñö ţööĺš.·········]',
  'tools.destructive': '[đéšţŕûçţîṽé·····]',
  'tools.callHeading': '[Çàĺĺ ··<code>{tool}</code>]',
  'args.form': '[Àŕĝûɱéñţš ƒöŕ ·····{tool}]',
  'args.modes': '[Éđîţ àŕĝûɱéñţš àš······]',
  'args.mode.form': '[Ƒöŕɱ··]',
  'args.mode.json': '[JSON··]',
  'args.none': '[Ţĥîš ţööĺ ţàķéš ñö àŕĝûɱéñţš.··········]',
  'args.json.label': '[Àŕĝûɱéñţš (ĴŠÖÑ)······]',
  'args.json.invalid': '[Ñöţ ṽàĺîđ ĴŠÖÑ: ·····<code>{detail}</code>]',
  'args.json.notObject':
    '[Ţĥé àŕĝûɱéñţš ɱûšţ ƀé à JSON öƀĵéçţ, ĺîķé ··············<code>{example}</code>.]',
  'args.notCalled': '[Ñöţ çàĺĺéđ:····]',
  'args.fixMarked': '[ƒîẋ ţĥé àŕĝûɱéñţš ɱàŕķéđ àƀöṽé.···········]',
  'args.call': '[Çàĺĺ ··{tool}]',
  'args.clear': '[Çĺéàŕ àñšŵéŕ·····<hidden> ţö ·{name}</hidden>]',
  'args.choose': '[Çĥööšé…···]',
  'args.notSet': '[(ñöţ šéţ)···]',
  'args.jsonOnly.fields':
    '[À ƒöŕɱ çàññöţ éẋþŕéšš ········{names}: éđîţ ţĥé àŕĝûɱéñţš àš ĴŠÖÑ.·········]',
  'args.jsonOnly.schema': '[À ƒöŕɱ çàññöţ éẋþŕéšš ţĥîš šçĥéɱà:············]',
  'args.jsonOnly.keywords':
    '[{count, plural, one {îţ ûšéš ţĥé ķéýŵöŕđ ·······{keywords}, ŵĥîçĥ à ƒöŕɱ đöéš ñöţ ŕéàđ.·········} other {îţ ûšéš ţĥé ķéýŵöŕđš ·······{keywords}, ŵĥîçĥ à ƒöŕɱ đöéš ñöţ ŕéàđ.·········}}]',
  'args.jsonOnly.anyName': '[Îţ ţàķéš àŕĝûɱéñţš öƒ àñý ñàɱé.··········]',
  'args.jsonOnly.useJson': '[Éđîţ ţĥé àŕĝûɱéñţš àš ĴŠÖÑ.·········]',
  'call.heading': '[Çûŕŕéñţ çàĺĺ·····]',
  'call.none': '[Ñö çàĺĺ ýéţ.····]',
  'call.line':
    '[<code>{tool}</code> {status, select, running {îš ŕûññîñĝ (····{phase})} stopped {šţöþþéđ···} complete {çöɱþĺéţé····} other {ƒàîĺéđ···}}]',
  'call.phase':
    '[{phase, select, calling {çàĺĺîñĝ···} awaiting-input {ŵàîţîñĝ ƒöŕ àñ àñšŵéŕ········} authorizing {šîĝñîñĝ îñ····} task {ƒöĺĺöŵîñĝ îţš ţàšķ·······} retrying {šéñđîñĝ ţĥé àñšŵéŕš·······} moved {ɱöṽéđ ţö ···{server}} other {{phase}}}]',
  'call.stop': '[Šţöþ ţĥé çàĺĺ·····]',
  'call.stopAbout':
    '[Éñđš ţĥé ŵĥöĺé ·····{tool} çàĺĺ. Ţö šķîþ öñĺý à ǫûéšţîöñ, ûšé îţš ············{cancel}.]',
  'call.stopped': '[Ýöû šţöþþéđ ţĥé ······{tool} çàĺĺ; îţ đîđ ñöţ ƒîñîšĥ.········]',
  'call.done': '[Đöñé: ţĥé ŕéšûĺţ îš àţ ţĥé éñđ öƒ ţĥé ŕöûñđš ƀéĺöŵ.················]',
  'call.retry': '[Ŕéţŕý··]',
  'call.discardSaved': '[Đîšçàŕđ ţĥé šàṽéđ çàĺĺ········]',
  'rounds.heading': '[Ŕöûñđš···]',
  'rounds.empty':
    '[Çàĺĺ à ţööĺ: éàçĥ ǫûéšţîöñ ţĥé šéŕṽéŕ àšķš, ýöûŕ àñšŵéŕ, àñđ ţĥé éçĥöéđ ŕéǫûéšţŠţàţé àþþéàŕ ĥéŕé.································]',
  'rounds.tool': '[Ţööĺ··]',
  'rounds.era': '[Éŕà··]',
  'rounds.negotiated': '[(ñéĝöţîàţéđ ····{version})]',
  'rounds.server': '[Šéŕṽéŕ···]',
  'rounds.resumedOn': '[→ ŕéšûɱéđ öñ ····<code>{server}</code>]',
  'rounds.resume': '[Ŕéšûɱé···]',
  'rounds.restarted':
    '[šţàŕţéđ öṽéŕ: ñöţĥîñĝ ŕéšûɱàƀĺé ŵàš öþéñ (à 2025-11-25 çàĺĺ ķééþš îţš šţàţé îñ ţĥé šéŕṽéŕ’š šéššîöñ, ŵĥîçĥ éñđš ŵîţĥ ţĥé þàĝé)·····································]',
  'rounds.status': '[Šţàţûš···]',
  'rounds.statusValue':
    '[{status, select, running {ŕûññîñĝ (···{phase})} stopped {šţöþþéđ···} complete {çöɱþĺéţé····} other {ƒàîĺéđ···}}]',
  'rounds.task': '[Ţàšķ··]',
  'rounds.taskRuns': '[(îţ ŕûñš öñ ţĥé šéŕṽéŕ; à ŕéĺöàđ ƒöĺĺöŵš îţ àĝàîñ)················]',
  'rounds.noQuestions': '[Ñö ǫûéšţîöñš ýéţ.······]',
  'rounds.final': '[Ƒîñàĺ ŕéšûĺţ·····]',
  'rounds.failed': '[Ƒàîĺéđ: ···<code>{kind}</code>]',
  'rounds.round': '[Ŕöûñđ ··{round}]',
  'rounds.question.task': '[Ǫûéšţîöñ ····{position} (àšķéđ ƀý ţĥé ŕûññîñĝ ţàšķ)·········]',
  'rounds.question.urlRequired': '[Ǫûéšţîöñ ····{position} (ÛŔĹ ŕéǫûîŕéđ, -32042)·····]',
  'rounds.question.pushed': '[Ǫûéšţîöñ ····{position} (þûšĥéđ éĺîçîţàţîöñ/çŕéàţé)··········]',
  'rounds.keyLabel':
    '[{label, select, elicitationId {éĺîçîţàţîöñÎđ······} requestId {ŕéǫûéšţ îđ····} other {ķéý··}}]',
  'rounds.beforeReload': '[ƀéƒöŕé ŕéĺöàđ·····]',
  'rounds.asked': '[Àšķéđ··]',
  'rounds.answered': '[Àñšŵéŕéđ····]',
  'rounds.requestState': '[ŕéǫûéšţŠţàţé·····]',
  'rounds.waiting': '[ŵàîţîñĝ…···]',
  'rounds.notAnswered': '[ñöţ àñšŵéŕéđ·····]',
  'history.summary': '[Éàŕĺîéŕ çàĺĺš (·····{count})]',
  'history.noAnswers': '[Ñö àñšŵéŕš ŵéŕé šéñţ.·······]',
  'rounds.noMessage': '[(ñö ɱéššàĝé)····]',
  'rounds.noFields': '[ñö ƒîéĺđš····]',
  'rounds.fieldKind':
    '[{kind, select, text {ţéẋţ··} number {ñûɱƀéŕ···} integer {ŵĥöĺé ñûɱƀéŕ·····} boolean {ýéš/ñö··} select {öñé çĥöîçé····} multiselect {šéṽéŕàĺ çĥöîçéš······} other {ñöţ šûþþöŕţéđ·····}}]',
  'rounds.open': '[öþéñ ··<code>{url}</code>]',
  'rounds.stateOnly': '[ñöţĥîñĝ: ţĥé šéŕṽéŕ öñĺý ŵàñţš îţš ŕéǫûéšţŠţàţé ƀàçķ··················]',
  'rounds.state.task': '[ñöñé: à ţàšķ ķééþš îţš šţàţé öñ ţĥé šéŕṽéŕ··············]',
  'rounds.state.session': '[ñöñé: 2025-11-25 ķééþš ţĥé çàĺĺ’š šţàţé îñ ţĥé šéššîöñ··············]',
  'rounds.state.none': '[ñöñé šéñţ ƀý ţĥé šéŕṽéŕ········]',
  'rounds.state.size':
    '[{length, plural, one {# çĥàŕàçţéŕ····} other {# çĥàŕàçţéŕš····}}, <code>{prefix}…</code>]',
  'rounds.echo.exact': '[éçĥöéđ ƀýţé-éẋàçţ······]',
  'rounds.echo.different': '[šéñţ ƀàçķ çĥàñĝéđ······]',
  'rounds.echo.missing': '[ñöţ šéñţ ƀàçķ·····]',
  'rounds.echo.pending': '[ţö ƀé éçĥöéđ····]',
  'result.isError': '[Ţĥé ţööĺ ŕéþöŕţéđ àñ éŕŕöŕ·········]',
  'result.empty': '[(éɱþţý ŕéšûĺţ)·····]',
  'crash.title': '[Ţĥé đéɱö þàĝé ĥîţ à ƀûĝ àñđ šţöþþéđ đŕàŵîñĝ.··············]',
  'crash.reload': '[Ŕéĺöàđ ţĥé þàĝé······]',
  'error.serverSaid': '[Ţĥé šéŕṽéŕ šàîđ:······]',
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
