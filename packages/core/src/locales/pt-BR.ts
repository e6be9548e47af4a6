import { deepFreeze } from '../messages/deepFreeze.js';
import type { LocaleCatalogue, Messages } from '../messages/types.js';

/** Brazilian Portuguese: `import ptBR from '@elicitkit/core/locales/pt-BR'`. Key caps (Tab, Esc, Enter …) stay as written. */
const messages = {
  'identity.askedBy': 'Pergunta de <id>{id}</id>',
  'identity.askedByWithUrl': 'Pergunta de <id>{id}</id> <muted>({url})</muted>',
  'identity.unidentified': 'Pergunta de <id>um servidor não identificado</id>',
  'identity.reported':
    ', que se apresenta como “{name}” <muted>(informado pelo próprio servidor)</muted>',
  'identity.reportedVersion':
    ', que se apresenta como “{name} {version}” <muted>(informado pelo próprio servidor)</muted>',
  'task.asking': 'Uma tarefa em execução (id {id}) está perguntando',
  'task.askingNoId': 'Uma tarefa em execução (id desconhecido) está perguntando',
  'task.line': 'tarefa {id} · {status}',
  'task.lineWithMessage': 'tarefa {id} · {status} · {message}',
  'task.status':
    '{status, select, working {em andamento} input_required {aguardando dados} completed {concluída} failed {falhou} cancelled {cancelada} other {{status}}}',
  'round.ofTotal': 'Pergunta {round, number} de {total, number}',
  'round.only': 'Pergunta {round, number}',
  'danger.tool': 'Esta ferramenta pode alterar ou excluir dados',
  'form.heading': 'Informações solicitadas',
  'form.messageLabel': 'Mensagem do servidor',
  'form.messageShowAll':
    '{count, plural, one {Mostrar a mensagem inteira (mais # caractere)} many {Mostrar a mensagem inteira (mais # caracteres)} other {Mostrar a mensagem inteira (mais # caracteres)}}',
  'form.messageShowLess': 'Mostrar menos da mensagem',
  'form.noticesLabel': 'Avisos sobre esta solicitação',
  'form.optionalSuffix': ' (opcional)',
  'form.requiredHidden': ' (obrigatório)',
  'form.requiredNote': 'Os campos marcados com * são obrigatórios',
  'form.escapeHint': 'Pressione <key>Esc</key> fora de um campo para cancelar',
  'form.discardQuestion': 'Descartar suas respostas?',
  'form.discardConfirm': 'Descartar respostas',
  'form.discardKeep': 'Continuar editando',
  'form.acceptUnavailable': 'Não é possível aceitar: {reason} Você ainda pode recusar ou cancelar.',
  'form.cannotAccept': 'Este formulário não pode ser aceito.',
  'form.clearAnswer': 'Limpar resposta <hidden>de {label}</hidden>',
  'form.errorPrefix': 'Erro:',
  'actions.accept': 'Aceitar',
  'actions.decline': 'Recusar',
  'actions.cancel': 'Cancelar',
  'actions.arming': 'Os botões respondem em um instante',
  'refusal.field':
    '{field}: {reason, select, nested {objetos aninhados não fazem parte de um esquema de elicitação} nullable {um tipo que pode ser null não faz parte de um esquema de elicitação (em vez disso, tire o campo de "required")} type {o tipo "{detail}" não faz parte de um esquema de elicitação} keyword {a palavra-chave "{detail}" não faz parte de um esquema de elicitação} severalTypes {um campo de vários tipos não faz parte de um esquema de elicitação} noType {um campo precisa de um "type"} notObject {seu esquema não é um objeto} ref {ele se refere a uma definição que não foi encontrada} unsafeName {seu nome não é seguro} options {suas opções não são uma lista de opções de texto} other {ele não faz parte de um esquema de elicitação}}',
  'summary.title':
    '{count, plural, one {Há um problema} many {Há # problemas} other {Há # problemas}}',
  'select.chooseOne': 'Escolha uma…',
  'select.noAnswer': 'Sem resposta',
  'yesno.yes': 'Sim',
  'yesno.no': 'Não',
  'secret.show': 'Mostrar <hidden>{label}</hidden>',
  'secret.hide': 'Ocultar <hidden>{label}</hidden>',
  'date.timeZone': 'Seu fuso horário: {zone}',
  'date.utcOffset': 'UTC{sign}{hours}:{minutes}',
  'date.sent': '= {date} ({iso})',
  'selection.empty': 'Nada selecionado — esta resposta será omitida',
  'hint.text.any': 'Digite um texto',
  'hint.text.between': 'Digite entre {min, number} e {max, number} caracteres',
  'hint.text.atLeast':
    '{min, plural, one {Digite pelo menos # caractere} many {Digite pelo menos # caracteres} other {Digite pelo menos # caracteres}}',
  'hint.text.atMost':
    '{max, plural, one {Digite no máximo # caractere} many {Digite no máximo # caracteres} other {Digite no máximo # caracteres}}',
  'hint.format.email': 'Digite um endereço de e-mail como name@example.com',
  'hint.format.uri': 'Digite um endereço web completo como https://example.com',
  'hint.format.date': 'Digite uma data como 28/07/2026, 2026-07-28 ou “amanhã”',
  'hint.format.dateTime': 'Digite uma data e hora como 28/07/2026 14:30 ou 2026-07-28T14:30:00Z',
  'hint.native.date': 'Escolha uma data',
  'hint.native.dateTime': 'Escolha uma data e hora',
  'hint.number.any': 'Digite um número',
  'hint.number.range': 'Digite um número de {min, number} a {max, number}',
  'hint.number.atLeast': 'Digite um número de no mínimo {min, number}',
  'hint.number.atMost': 'Digite um número de no máximo {max, number}',
  'hint.integer.any': 'Digite um número inteiro',
  'hint.integer.range': 'Digite um número inteiro de {min, number} a {max, number}',
  'hint.integer.atLeast': 'Digite um número inteiro de no mínimo {min, number}',
  'hint.integer.atMost': 'Digite um número inteiro de no máximo {max, number}',
  'hint.boolean': 'Escolha sim ou não',
  'hint.select': 'Escolha uma das opções',
  'hint.multi.any': 'Escolha quaisquer opções',
  'hint.multi.exactly': 'Escolha exatamente {count, number}',
  'hint.multi.between': 'Escolha entre {min, number} e {max, number}',
  'hint.multi.atLeast': 'Escolha pelo menos {min, number}',
  'hint.multi.atMost': 'Escolha no máximo {max, number}',
  'reason.unsafeName': 'Este campo não pode ser respondido aqui: o nome dele não é seguro.',
  'reason.notObject': 'Este campo não pode ser respondido aqui: o esquema dele não é um objeto.',
  'reason.refMissing':
    'Este campo não pode ser respondido aqui: ele se refere a uma definição que não foi encontrada.',
  'reason.severalTypes':
    'Este campo não pode ser respondido aqui: ele permite vários tipos diferentes.',
  'reason.noType': 'Este campo não pode ser respondido aqui: ele não tem “type”.',
  'reason.badType':
    'Este campo não pode ser respondido aqui: o tipo {type} não é string, number, integer, boolean nem array.',
  'reason.nested':
    'Este campo não pode ser respondido aqui: objetos aninhados não fazem parte do subconjunto de elicitação do MCP.',
  'reason.typeNotInSubset':
    'Este campo não pode ser respondido aqui: o tipo “{type}” não faz parte do subconjunto de elicitação do MCP.',
  'reason.keyword':
    'Este campo não pode ser respondido aqui: a palavra-chave “{keyword}” não faz parte do subconjunto de elicitação do MCP, então a resposta não poderia ser verificada.',
  'reason.typeUnsupported':
    'Este campo não pode ser respondido aqui: o tipo “{type}” não é suportado.',
  'reason.oneOfNotList':
    'Este campo não pode ser respondido aqui: “oneOf” deve ser uma lista de opções.',
  'reason.noOptions':
    'Este campo não pode ser respondido aqui: ele não oferece opções utilizáveis.',
  'reason.enumNotList':
    'Este campo não pode ser respondido aqui: “enum” deve ser uma lista de opções.',
  'reason.listsMultipleChoice':
    'Este campo não pode ser respondido aqui: listas só são suportadas como múltipla escolha (items.enum ou items.anyOf).',
  'reason.textOptionsOnly':
    'Este campo não pode ser respondido aqui: só listas de opções de texto são suportadas.',
  'error.required': 'Este campo é obrigatório',
  'error.multi.atLeast': 'Escolha pelo menos {min, number}',
  'error.multi.atMost': 'Escolha no máximo {max, number}',
  'error.multi.unique': 'Escolha cada opção só uma vez',
  'error.text.atLeast':
    '{min, plural, one {Digite pelo menos # caractere} many {Digite pelo menos # caracteres} other {Digite pelo menos # caracteres}}',
  'error.text.atMost':
    '{max, plural, one {Digite no máximo # caractere} many {Digite no máximo # caracteres} other {Digite no máximo # caracteres}}',
  'error.invalidAnswer': 'Não foi possível usar esta resposta.',
  'error.notObject': 'A resposta deve ser um objeto JSON com os valores dos campos.',
  'error.uncheckable': 'Esta resposta não pode ser verificada aqui ({detail}).',
  'error.unknownField': 'Este formulário não pergunta por “{name}”',
  'number.invalid': 'Digite um número',
  'number.ambiguous':
    '“{text}” pode significar {first, number} ou {second, number}: escreva sem separador de milhar',
  'number.sent': '= {value}',
  'diagnostic.internalError':
    'Algo deu errado ao ler esta pergunta; ela só pode ser recusada ou cancelada.',
  'diagnostic.notAnObject':
    'Não foi possível ler a solicitação; ela só pode ser recusada ou cancelada.',
  'diagnostic.missingMessage': 'O servidor não explicou o que está pedindo (sem mensagem).',
  'diagnostic.missingSchema':
    'O servidor não disse o que está pedindo; isto só pode ser recusado ou cancelado.',
  'diagnostic.schemaNotObject':
    'A pergunta está malformada; ela só pode ser recusada ou cancelada.',
  'diagnostic.noProperties': 'Esta pergunta não tem campos: ela é mostrada como uma confirmação.',
  'diagnostic.emptyForm': 'Esta pergunta não tem campos.',
  'diagnostic.ignoredKeyword': 'Parte desta pergunta não é entendida aqui e foi ignorada.',
  'diagnostic.refInlined': 'Parte desta pergunta foi preenchida a partir de uma definição.',
  'diagnostic.refUnresolved':
    'Parte desta pergunta se refere a uma definição que não foi encontrada.',
  'diagnostic.nullableCollapsed': 'Esta resposta pode ficar em branco.',
  'diagnostic.typeInferred': 'O tipo de resposta foi deduzido das opções.',
  'diagnostic.enumNamesMismatch': 'Algumas opções não têm rótulo e mostram seu valor.',
  'diagnostic.duplicateOption': 'Uma opção aparecia mais de uma vez; ela é mostrada uma vez.',
  'diagnostic.invalidOption': 'Não foi possível ler uma opção, e ela foi ignorada.',
  'diagnostic.invalidDefault': 'A resposta sugerida não combinava com a pergunta e foi omitida.',
  'diagnostic.invalidConstraint':
    'Não foi possível usar uma regra desta resposta, e ela foi ignorada.',
  'diagnostic.unsupportedProperty': 'Este campo não pode ser respondido aqui.',
  'diagnostic.requiredUnsupported':
    'Este campo obrigatório não pode ser respondido aqui; o formulário só pode ser recusado ou cancelado.',
  'diagnostic.requiredUnknown': 'A pergunta exige um campo pelo qual não pergunta.',
  'diagnostic.unsafeKey': 'Um campo com nome inseguro foi recusado.',
  'diagnostic.secretRequested':
    '“{field}” parece pedir uma senha, chave, token ou número de cartão. Servidores não devem pedir segredos em um formulário; não digite nenhum, a menos que confie neste servidor.',
  'diagnostic.unknownMode':
    'Este aplicativo não entende este tipo de solicitação; ela só pode ser recusada ou cancelada.',
  'diagnostic.unsupportedDialect':
    'A pergunta indica uma versão de esquema que este aplicativo não conhece; ela é lida como a versão padrão.',
  'diagnostic.tooLarge':
    'Esta pergunta é grande demais para ser mostrada ({fields, number} campos, {characters, number} caracteres de mensagem; os limites são {maxFields, number} e {maxCharacters, number}). Ela não é mostrada e é cancelada.',
  'blocked.unreadable':
    'Não foi possível ler esta solicitação; ela só pode ser recusada ou cancelada.',
  'blocked.noSchema':
    'O servidor não disse o que está pedindo; isto só pode ser recusado ou cancelado.',
  'blocked.malformed': 'A pergunta está malformada; ela só pode ser recusada ou cancelada.',
  'blocked.needs':
    'Este formulário precisa de {fields}, que este aplicativo não consegue pedir; ele só pode ser recusado ou cancelado.',
  'blocked.unknownMode':
    'Este aplicativo não entende este tipo de solicitação; ela só pode ser recusada ou cancelada.',
  'blocked.requestUnreadable':
    'Não foi possível ler a solicitação; ela só pode ser recusada ou cancelada.',
  'url.consent.open': 'Abrir página',
  'url.consent.openAgain': 'Abrir a página de novo',
  'url.consent.finished': 'Terminei',
  'url.consent.decline': 'Recusar',
  'url.consent.cancel': 'Cancelar',
  'url.consent.copy': 'Copiar endereço',
  'url.consent.review': 'Nada é aberto ou baixado até você escolher “Abrir página”.',
  'url.consent.opening': 'Abrindo seu navegador…',
  'url.consent.opened': 'Aberta no seu navegador. Termine por lá e depois escolha “Terminei”.',
  'url.consent.copied':
    'Endereço copiado. Abra-o em um navegador, termine por lá e depois escolha “Terminei”.',
  'url.consent.reask':
    'O servidor está perguntando de novo: ele ainda não considera a etapa concluída. Termine na página e depois escolha “Terminei”.',
  'url.consent.agree': 'Quero abrir esta página em <host>{site}</host>',
  'url.consent.agreeNoSite': 'Quero abrir esta página',
  'url.consent.agreeNewTab': 'Quero abrir esta página em <host>{site}</host> em uma nova aba',
  'url.consent.agreeNoSiteNewTab': 'Quero abrir esta página em uma nova aba',
  'url.consent.failed':
    'Não foi possível confirmar que a página abriu ({problem}). Copie este endereço em um navegador, termine por lá e depois escolha “Terminei”:',
  'url.consent.failedWeb':
    'Não foi possível confirmar que a página abriu ({problem}). Copie este endereço em um navegador, termine por lá e depois escolha “Terminei”.',
  'url.consent.failedNoDetail':
    'Não foi possível confirmar que a página abriu. Copie este endereço em um navegador, termine por lá e depois escolha “Terminei”:',
  'url.consent.failedNoDetailWeb':
    'Não foi possível confirmar que a página abriu. Copie este endereço em um navegador, termine por lá e depois escolha “Terminei”.',
  'url.consent.popupBlocked': 'seu navegador pode ter bloqueado a nova aba',
  'url.consent.title': 'Abrir uma página da web?',
  'url.consent.titleDone': 'Uma página da web foi solicitada',
  'url.consent.asksToOpen': 'Ele pede que você abra este endereço em <host>{site}</host>:',
  'url.consent.askedToOpen': 'Ele pediu que você abrisse este endereço em <host>{site}</host>:',
  'url.consent.asksToOpenNoSite': 'Ele pede que você abra este endereço:',
  'url.consent.askedToOpenNoSite': 'Ele pediu que você abrisse este endereço:',
  'url.consent.noAddress': '(sem endereço)',
  'url.consent.warningsLabel': 'Avisos sobre este endereço',
  'url.consent.blocked':
    'Este endereço não pode ser aberto: {reason} Você pode recusar ou cancelar.',
  'url.consent.addressCopied': 'Endereço copiado.',
  'url.consent.copyByHand':
    'O endereço está selecionado: pressione Ctrl+C (⌘C no Mac) para copiá-lo.',
  'url.problem.missing': 'O servidor não enviou nenhum endereço para abrir.',
  'url.problem.invalid': 'Este não é um endereço web válido.',
  'url.problem.scheme':
    'Endereços que começam com “{scheme}:” não podem ser abertos aqui; só endereços web (http/https).',
  'url.warning.insecure':
    'Este endereço não é criptografado (http, não https): outras pessoas na rede poderiam ler ou alterar a página.',
  'url.warning.local':
    'Este endereço aponta para o seu próprio computador (um servidor de desenvolvimento local).',
  'url.warning.ipAddress':
    'Este endereço é um número IP, não um site com nome, então pelo nome não dá para saber quem o mantém.',
  'url.warning.userinfo':
    'Este endereço traz um nome de usuário antes do “@”; o site que você visitaria de fato é <host>{host}</host>.',
  'url.warning.punycode':
    'Este nome de site usa caracteres internacionais: ele se lê “{unicode}”, mas na verdade é “<host>{ascii}</host>”. Letras parecidas são um truque comum.',
  'url.warning.mixedScripts':
    'Este nome de site mistura letras de alfabetos diferentes, que é como se criam endereços enganosos.',
  'outcome.theServer': 'o servidor',
  'outcome.finished': 'Concluído — {who} foi informado de que você terminou na página',
  'outcome.sent': 'Enviado para {who}: {answers}',
  'outcome.answer': '{label}: {value}',
  'outcome.acceptedEmpty': 'Aceito — {who} recebeu “sim”; nenhuma resposta foi preenchida',
  'outcome.declined': 'Recusado — {who} recebeu “não”; nenhuma resposta foi enviada',
  'outcome.cancelled':
    'Cancelado — {who} foi informado do cancelamento; nenhuma resposta foi enviada',
  'outcome.interrupted':
    'Cancelado (Ctrl-C) — {who} foi informado do cancelamento; nenhuma resposta foi enviada',
  'outcome.kept':
    '{action, select, accept {Guardado para esta rodada — {answers}; nada é enviado a {who} até a rodada terminar} decline {Recusado — guardado para esta rodada; nada é enviado a {who} até a rodada terminar} other {Cancelado — guardado para esta rodada; nada é enviado a {who} até a rodada terminar}}',
  'outcome.interruptedUnsent':
    'Interrompido (Ctrl-C) — nada foi enviado; {who} não foi informado (ele vê a chamada terminar)',
  'outcome.yes': 'Sim',
  'outcome.no': 'Não',
  'outcome.none': '(nenhuma)',
  'outcome.statusFinished': 'Você disse que terminou naquela página.',
  'outcome.statusSent': 'Sua resposta foi enviada.',
  'outcome.statusDeclined': 'Você recusou. Nada mais foi enviado.',
  'outcome.statusCancelled': 'Cancelado. Nada foi enviado.',
  'outcome.closedElsewhere':
    '{state, select, answered {Respondido em outra aba — nada foi enviado daqui} expired {Expirado — {who} foi informado de que você cancelou; nenhuma resposta foi enviada} other {Retirado — {who} não precisa mais de resposta; nada foi enviado}}',
  'outcome.notDelivered':
    'Não enviado — sua resposta não chegou a {who}. Ela foi mantida abaixo: tente de novo.',
  'budget.exhausted': '{who} continua perguntando; as próximas perguntas são recusadas',
  'budget.stopAsking': 'Impedir que {who} continue perguntando',
  'host.aServer': 'um servidor',
  // The page title while questions wait, and a desktop notification's words (never the question).
  'host.titleWaiting': '({count, number}) {title}',
  'host.notifyTitle': 'Há uma pergunta esperando',
  'host.notifyBody': '{who} está fazendo uma pergunta',
  'host.newRequests':
    '{count, plural, one {# nova solicitação para você.} many {# novas solicitações para você.} other {# novas solicitações para você.}}',
  'host.newRequest':
    '{kind, select, url {Nova solicitação de {who} para abrir uma página da web.} other {Nova solicitação de {who} para você.}}',
  'host.answersGiven': 'Respostas dadas',
  'host.moreWaiting':
    '{count, plural, one {mais # aguardando} many {mais # aguardando} other {mais # aguardando}}',
  'auth.signIn.connect': 'Entre em <host>{origin}</host> para usar este servidor.',
  'auth.signIn.expired': 'Sua sessão expirou. Entre novamente em <host>{origin}</host>.',
  'auth.signIn.scope':
    'Isto precisa de mais acesso ({scopes}). Entre novamente em <host>{origin}</host> para permitir.',
  'auth.signingIn': 'Aguardando você entrar em <host>{origin}</host>…',
  'auth.required': 'Este servidor exige que você entre. Nada foi enviado à ferramenta.',
  'auth.declined': 'A entrada foi recusada. Nada foi enviado à ferramenta.',
  'auth.failed.stateMismatch':
    'Não foi possível verificar a entrada: a resposta não veio da entrada que este app iniciou.',
  'auth.failed.issuerMismatch':
    'Não foi possível verificar a entrada: o servidor de login não é o que este servidor indicou.',
  'auth.failed.serverRefused':
    '{code, select, none {O servidor de login recusou.} other {O servidor de login recusou ({code}).}}',
  'auth.failed.registrationRejected':
    'O servidor de login não aceita este app automaticamente. É necessário um ID de cliente.',
  'auth.failed.insecureEndpoint': 'O servidor de login não usa um endereço seguro (HTTPS).',
  'auth.failed.stillRefused': 'Você entrou, mas o servidor ainda recusa o acesso.',
  'auth.failed.other': 'Não foi possível entrar.',
  'auth.status.notSignedIn': 'Você não entrou.',
  'auth.status.issuer': 'servidor de autorização {issuer}',
  'auth.status.client':
    '{kind, select, registered {cliente registrado automaticamente} metadata-document {cliente conhecido pelo seu documento de metadados} static {cliente registrado antes} other {cliente {kind}}}',
  'auth.status.scopes': 'permissões: {scopes}',
  'auth.status.noScopes': 'permissões: (nenhuma informada)',
  'auth.status.validUntil': 'token de acesso válido até {time}',
  'auth.status.expiredAt': 'token de acesso expirou em {time}',
  'auth.status.refreshable': 'renova-se sozinho',
  'auth.status.notRefreshable': 'não se renova (entre de novo quando expirar)',
  'auth.web.signIn': 'Entrar',
  'auth.web.notNow': 'Agora não',
  'auth.web.signOut': 'Sair',
  'auth.web.signedIn': 'Você entrou',
  'auth.web.signedInAt': 'Você entrou em {issuer}',
  'auth.web.callbackDone': 'Você entrou. Pode fechar esta janela.',
} as const satisfies Messages;

const catalogue: LocaleCatalogue = deepFreeze({ locale: 'pt-BR', dir: 'ltr', messages });
export default catalogue;
