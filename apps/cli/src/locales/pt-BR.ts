import type { CliLocaleCatalogue, CliMessages } from '../messages/CliLocalizer.js';

/** The command line's Brazilian Portuguese words: `locales/pt-BR.ts`. */
const messages = {
  'cli.help.program': `Uso: elicitkit '<comando>' [opções]

Chama ferramentas MCP que param para lhe fazer uma pergunta (elicitação), e verifica
como os clientes verão as perguntas de um servidor.

Comandos:
{commands}

Todo comando aceita --locale '<etiqueta>' ({locales}); o padrão vem de
LC_ALL, LC_MESSAGES ou LANG, senão inglês.

--verbose mostra o que a biblioteca MCP registra (que pode citar o servidor
ou o servidor de autorização dele), marcado como não sendo do elicitkit.

'elicitkit '<comando>' --help' mostra as opções e os códigos de saída de um comando.
`,
  'cli.summary.checkSchema':
    'mostra como os clientes verão uma solicitação de elicitação, e verifica uma resposta',
  'cli.summary.call':
    'executa uma ferramenta num servidor MCP, respondendo às perguntas dela no terminal',
  'cli.summary.task': 'acompanha uma tarefa em andamento pelo id, respondendo às perguntas dela',
  'cli.summary.tools': 'lista as ferramentas que um servidor MCP oferece',
  'cli.summary.login': 'entra num servidor MCP que exige autorização',
  'cli.summary.logout': 'esquece (e revoga) o acesso guardado para um servidor MCP',
  'cli.summary.auth': 'mostra os acessos guardados (auth status)',

  'cli.help.checkSchema': `Uso: elicitkit check-schema '<arquivo | ->' [opções]

Mostra como os clientes MCP verão uma solicitação de elicitação: a mensagem, cada campo
(rótulo, tipo e widget, obrigatório, padrão, formato e limites, opções, dica,
diagnósticos), os diagnósticos da solicitação por gravidade, e se é possível aceitar.
Com --answer também valida uma resposta candidata.

A entrada é um arquivo JSON, ou - para stdin. Sua forma é detectada e informada:
  parâmetros elicitation/create modo formulário ou URL, 2025-11-25 ou 2026-07-28
  um requestedSchema avulso     '{"type": "object", "properties": {...}}'
  uma entrada de inputRequests  '{"method": "elicitation/create", "params": {...}}'
  um mapa inputRequests         '{"<key>": {"method": ..., "params": ...}, ...}'
  um resultado input_required   '{"resultType": "input_required", "inputRequests": ...}'
  uma requisição JSON-RPC       '{"jsonrpc": "2.0", "id": 1, "method": "elicitation/create", ...}'
  uma resposta JSON-RPC         cujo resultado é um resultado input_required

Opções:
  --answer '<json | @arquivo>' valida esta resposta: um objeto JSON com valores de campos
                           (o conteúdo de um aceite), direto ou lido de um arquivo
  --request '<chave>'        a entrada de inputRequests a verificar (padrão: a primeira
                           entrada elicitation/create)
  --json                   imprime um relatório legível por máquina, sempre em inglês
                           (veja apps/cli/README.md)
  -h, --help               mostra esta ajuda

Códigos de saída:
  0  utilizável: é possível aceitar, e a --answer (se houver) é válida
  1  não utilizável: não é possível aceitar, a entrada não é uma elicitação, ou a
     --answer é inválida
  2  uso incorreto: opção desconhecida, arquivo ausente ou ilegível, entrada ou
     resposta que não é JSON
  70 um bug do próprio elicitkit (ELICITKIT_DEBUG=1 imprime o rastreamento da pilha)

A cor só é usada quando stdout é um terminal e NO_COLOR não está definido.

Exemplos:
{examples}
`,
  'cli.help.call': `Uso: elicitkit call '<url>' '<ferramenta>' [opções]
     elicitkit call --stdio "'<comando>'" '<ferramenta>' [opções]

Executa uma ferramenta num servidor MCP. Quando o servidor faz uma pergunta (uma
elicitação, em qualquer rodada), ela aparece neste terminal; Aceitar / Recusar /
Cancelar voltam ao servidor, e o resultado da ferramenta é impresso.

Opções:
  --args '<json|@arquivo>' os argumentos da ferramenta como objeto JSON (padrão '{}')
  --answers '<arquivo>'    responde perguntas automaticamente (veja abaixo); as que o
                         arquivo não cobre são feitas, ou canceladas sem terminal
  --json                 imprime o resultado como JSON no stdout (o formulário é então
                         desenhado no stderr)
  --no-drafts            não guarda respostas não enviadas (veja abaixo)
  --locale '<etiqueta>'    o idioma do formulário ({locales});
                         padrão de LC_ALL, LC_MESSAGES, LANG, senão inglês
  --detach               quando a ferramenta vira uma tarefa, imprime o id dela e sai
                         (a tarefa continua; acompanhe com elicitkit task)
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             esta ajuda

Acesso: um servidor que exige autorização usa o acesso guardado por elicitkit login
(renovado perto de expirar). Sem nenhum utilizável — ou quando o servidor pede mais
acesso no meio da chamada — você entra na hora, num terminal (como faz elicitkit login),
e a chamada continua. Sem terminal este comando nunca abre um navegador nem escuta:
sai com 5 e diz para executar elicitkit login '<url>'.

Arquivo de respostas (cada resposta automática é registrada no stderr):
  '{ "confirm_close": { "confirm": true },'   chave de entrada -> os valores do formulário
    "region": "decline",                    chave de entrada -> accept | decline | cancel
    "agent": "nour",                        nome do campo -> seu valor
    "*": "cancel" '}'                         qualquer outro formulário -> accept | decline | cancel
Os valores partem dos padrões do formulário e são validados como respostas digitadas.
Uma pergunta de URL só é respondida pela própria chave de entrada ("sign_in": "accept"),
nunca por "*".

Teclas no formulário: Tab/Shift-Tab ou ↑↓ movem, ↑↓ escolhem numa lista, Space marca,
Enter vai para o próximo campo (envia a partir do último), Ctrl-S envia, Ctrl-G escreve
uma resposta de texto em $VISUAL/$EDITOR, Esc cancela, Ctrl-C cancela e encerra. O rodapé
mostra as teclas do controle com foco.

Respostas não enviadas (canceladas, interrompidas ou perdidas com a conexão) ficam
guardadas por um dia em $XDG_STATE_HOME/elicitkit/drafts (padrão ~/.local/state/…),
legíveis só por você, e são preenchidas quando o mesmo servidor faz a mesma pergunta de
novo. Respostas a campos que parecem segredos nunca são guardadas. --no-drafts desliga isso.

NO_COLOR desliga as cores. Sem terminal nada espera por entrada.

Tarefas: uma ferramenta que roda como tarefa (MCP Tasks, em qualquer versão do protocolo)
mostra "tarefa '<id>' · '<status>' · '<mensagem>'" enquanto trabalha; suas perguntas são feitas
como as outras, e Ctrl-C cancela a tarefa no servidor antes de sair.

Códigos de saída:
  0    a ferramenta rodou e devolveu um resultado
  1    a ferramenta rodou e informou um erro (isError)
  2    uso incorreto: opção desconhecida, URL inválida, --args ou --answers inválidos
  3    não foi possível conectar ao servidor
  4    a chamada falhou: o servidor ou o protocolo falhou, uma etapa esgotou o tempo,
       rodadas demais, ou a tarefa falhou ou foi cancelada pelo servidor
  5    o servidor exige acesso: execute elicitkit login '<url>' (ou o acesso falhou)
  130  interrompido com Ctrl-C (a pergunta aberta foi cancelada)
  70   o próprio elicitkit falhou (um bug)
`,
  'cli.help.task': `Uso: elicitkit task '<url>' '<idTarefa>' [opções]
     elicitkit task --stdio "'<comando>'" '<idTarefa>' [opções]

Volta a acompanhar uma tarefa em andamento (extensão MCP Tasks, 2026-07-28): mostra seu
status ("tarefa '<id>' · '<status>' · '<mensagem>'"), faz as perguntas que ela ainda tem e
imprime o resultado. Perguntas já respondidas não são feitas de novo. Ctrl-C cancela a
tarefa no servidor.

Opções:
  --answers '<arquivo>'    responde perguntas automaticamente (como em elicitkit call)
  --json                 imprime o resultado como JSON no stdout
  --no-drafts            não guarda respostas não enviadas
{serverFlags}
  -h, --help             esta ajuda

Códigos de saída: como em elicitkit call (0 resultado, 1 erro da ferramenta, 3 sem
conexão, 4 a tarefa falhou ou foi cancelada pelo servidor, 130 Ctrl-C).
`,
  'cli.help.tools': `Uso: elicitkit tools '<url>' [opções]
     elicitkit tools --stdio "'<comando>'" [opções]

Lista as ferramentas que um servidor MCP oferece, com seus argumentos (* = obrigatório).

Opções:
  --json                 imprime a lista de ferramentas do servidor como JSON no stdout
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             esta ajuda

Acesso: como em elicitkit call — o acesso guardado, senão, num terminal, um acesso na
hora; sem terminal, sai com 5 e "execute elicitkit login '<url>'".

Códigos de saída:
  0    listado
  2    uso incorreto
  3    não foi possível conectar ao servidor
  4    o servidor não conseguiu listar suas ferramentas
  5    o servidor exige acesso: execute elicitkit login '<url>' (ou o acesso falhou)
  70   o próprio elicitkit falhou (um bug)
`,
  'cli.help.login': `Uso: elicitkit login '<url>' [opções]

Entra num servidor MCP que exige autorização (OAuth 2.1), e guarda o resultado para que
elicitkit call, tools e task funcionem depois sem perguntar, renovando o token de acesso
perto de expirar.

A página de acesso abre no seu navegador: $BROWSER quando definido (executado com o
endereço como argumento), senão o abridor do sistema. O navegador volta para um ouvinte
em http://127.0.0.1:'<porta>'/callback nesta máquina. O endereço também é sempre impresso.

Opções:
{signInFlags}
{authFlags}
  -h, --help             esta ajuda

Os acessos ficam no chaveiro do sistema (Keychain, Credential Manager, um Secret Service)
onde houver um que responda; senão em $XDG_STATE_HOME/elicitkit/oauth/ (padrão
~/.local/state/…), um arquivo por servidor, legível só por você; ELICITKIT_TOKEN_STORE=file
os mantém em arquivos. O acesso desiste após cinco minutos.

Códigos de saída:
  0    acesso feito (ou já feito)
  2    uso incorreto, ou a --callback-port está ocupada
  3    não foi possível alcançar o servidor
  5    o acesso falhou ou foi recusado
  70   o próprio elicitkit falhou (um bug)
`,
  'cli.help.logout': `Uso: elicitkit logout '<url>' [opções]

Esquece o acesso guardado para este servidor. Quando o servidor de autorização oferece
revogação (RFC 7009), os tokens são revogados lá primeiro.

Opções:
  --no-revoke            apaga só a cópia local
  --client-id ID, --client-secret-env VAR   como passados a elicitkit login
  -h, --help             esta ajuda

Códigos de saída: 0 saiu (ou não tinha acesso), 2 uso incorreto, 70 um bug.
`,
  'cli.help.auth': `Uso: elicitkit auth status ['<url>'] [--json]

Mostra os acessos guardados: por servidor, o servidor de autorização, o tipo de cliente
(registrado, documento de metadados, estático), os escopos, quando o token de acesso
expira e se ele pode ser renovado. Tokens nunca são impressos.

Opções:
  --json                 imprime o mesmo como JSON
  -h, --help             esta ajuda

Códigos de saída: 0 mostrado, 2 uso incorreto, 70 um bug.
`,
  'cli.help.serverFlags': `  --stdio "'<cmd args>'"   inicia o servidor e fala MCP pelo stdin/stdout dele (sem shell:
                         aspas agrupam palavras, nada mais é interpretado)
  --server-id '<nome>'     seu nome para este servidor, mostrado como confiável (padrão:
                         a URL ou o comando)
  --protocol '<p>'         auto (padrão), 2026-07-28 ou 2025-11-25`,
  'cli.help.authFlags': `  --header "Nome: valor" envia este cabeçalho em toda requisição HTTP (repetível)
  --bearer-token-env VAR envia "Authorization: Bearer <$VAR>" (então sem acesso)
  --client-id ID         um cliente registrado antes no servidor de autorização
  --client-secret-env VAR  o segredo dele, lido de $VAR (nunca da linha de comando)
  --scope "a b"          os escopos a pedir quando o servidor não nomeia nenhum`,
  'cli.help.signInFlags': `  --no-browser           entra sem abrir um navegador: abra você mesmo o endereço
                         impresso (em qualquer máquina) e cole aqui o endereço em que o
                         navegador termina (http://127.0.0.1:…/callback?…)
  --callback-port '<n>'    escuta o redirecionamento do acesso nesta porta (para servidores
                         que exigem um endereço de redirecionamento exato); uma porta
                         ocupada é um erro`,

  'cli.check.label':
    '{label, select, input {entrada} entry {item} mode {modo} address {endereço} host {host} punycode {punycode} port {porta} opens {abre} warning {aviso} verdict {veredito} kind {tipo} format {formato} limits {limites} default {padrão} options {opções} other {dica}}',
  'cli.check.era': '{description} (protocolo {era})',
  'cli.check.message': 'Mensagem',
  'cli.check.none': '(nenhuma)',
  'cli.check.fields': 'Campos ({count, number})',
  'cli.check.noFields': 'Sem campos: a pessoa só pode aceitar, recusar ou cancelar.',
  'cli.check.required': 'obrigatório',
  'cli.check.optional': 'opcional',
  'cli.check.kind': '{kind}, widget {widget}',
  'cli.check.kindVariant': '{kind} ({variant}), widget {widget}',
  'cli.check.more': '{count, plural, one {… e mais #} many {… e mais #} other {… e mais #}}',
  'cli.check.url': 'URL',
  'cli.check.same': '(igual)',
  'cli.check.canOpen': '<good>pode ser aberta quando a pessoa consentir</good>',
  'cli.check.blocked': '<bad>bloqueada: {reason}</bad>',
  'cli.check.diagnostics': 'Diagnósticos',
  'cli.check.diagnosticsNone': 'nenhum',
  'cli.check.diagnosticsCount':
    '{errors, plural, one {# erro} many {# erros} other {# erros}}, {warnings, plural, one {# aviso} many {# avisos} other {# avisos}}, {info, number} info no total',
  'cli.check.formLevelNone': 'nenhum sobre a solicitação como um todo (veja os campos acima)',
  'cli.check.heading': '{severity, select, error {Erros} warning {Avisos} other {Info}}',
  'cli.check.severity': '{severity, select, error {erro} warning {aviso} other {info}}',
  'cli.check.verdict': 'Veredito',
  'cli.check.accept': 'Aceitar',
  'cli.check.answer': 'Resposta',
  'cli.check.nothingToCheck': '<bad>nada a verificar</bad>: {reason}',
  'cli.check.possible': '<good>possível</good>',
  'cli.check.notPossible': '<bad>não é possível</bad>: {reason}',
  'cli.check.unknownReason': 'motivo desconhecido',
  'cli.check.valid': '<good>válida</good>; o cliente envia:',
  'cli.check.invalid':
    '{count, plural, one {<bad>inválida</bad> (# problema)} many {<bad>inválida</bad> (# problemas)} other {<bad>inválida</bad> (# problemas)}}',
  'cli.check.wholeAnswer': 'resposta',

  'cli.check.input.jsonType':
    '{type, select, null {um null JSON, não um objeto} array {um array JSON, não um objeto} number {um número JSON, não um objeto} boolean {um booleano JSON, não um objeto} other {uma string JSON, não um objeto}}',
  'cli.check.input.rpcRequest':
    '{method, select, none {uma requisição JSON-RPC sem método} other {uma requisição JSON-RPC {method}}}',
  'cli.check.input.rpcInputRequired': 'uma resposta JSON-RPC com um resultado input_required',
  'cli.check.input.rpcUrlRequiredCode': 'um URLElicitationRequiredError JSON-RPC ({code})',
  'cli.check.input.rpcUrlRequired': 'um URLElicitationRequiredError JSON-RPC',
  'cli.check.input.rpcResponse': 'uma resposta JSON-RPC',
  'cli.check.input.requestsMap': 'um mapa inputRequests',
  'cli.check.input.inputRequired': 'um resultado input_required',
  'cli.check.input.request':
    '{method, select, none {uma requisição sem método} other {uma requisição {method}}}',
  'cli.check.input.entry': 'uma entrada de inputRequests ({method})',
  'cli.check.input.params': 'parâmetros {method}',
  'cli.check.input.schema': 'um requestedSchema avulso',
  'cli.check.input.unrecognised': 'um objeto JSON não reconhecido',
  'cli.check.reason.jsonType':
    '{type, select, null {A entrada é um null JSON; uma requisição, um resultado, parâmetros ou um schema são sempre um objeto JSON.} array {A entrada é um array JSON; uma requisição, um resultado, parâmetros ou um schema são sempre um objeto JSON.} number {A entrada é um número JSON; uma requisição, um resultado, parâmetros ou um schema são sempre um objeto JSON.} boolean {A entrada é um booleano JSON; uma requisição, um resultado, parâmetros ou um schema são sempre um objeto JSON.} other {A entrada é uma string JSON; uma requisição, um resultado, parâmetros ou um schema são sempre um objeto JSON.}}',
  'cli.check.reason.rpcRequest':
    '{method, select, none {Esta é uma requisição JSON-RPC sem método, não {elicit}.} other {Esta é uma requisição JSON-RPC {method}, não {elicit}.}}',
  'cli.check.reason.noElicitations':
    'Este URLElicitationRequiredError não lista nenhuma elicitação em error.data.elicitations.',
  'cli.check.reason.rpcResponse':
    'Esta resposta JSON-RPC não é um resultado input_required nem um URLElicitationRequiredError, então não pergunta nada.',
  'cli.check.reason.request':
    '{method, select, none {Esta é uma requisição sem método, não {elicit}.} other {Esta é uma requisição {method}, não {elicit}.}}',
  'cli.check.reason.onlyState':
    'Este resultado input_required traz só requestState: não pergunta nada à pessoa.',
  'cli.check.reason.noRequests':
    'Este resultado input_required não tem inputRequests: não pergunta nada à pessoa.',
  'cli.check.reason.entry':
    '{method, select, none {A entrada de inputRequests {key} não tem método, então não é {elicit}.} other {A entrada de inputRequests {key} é uma requisição {method}, não {elicit}.}}',
  'cli.check.reason.noneElicit': 'Nenhuma das entradas de inputRequests é {elicit}.',
  'cli.check.note.requestIgnored': '{flag} {key} foi ignorado: a entrada não tem inputRequests.',
  'cli.check.note.noElicitationId':
    '{protocol} exige "elicitationId" em solicitações no modo URL; esta não tem.',
  'cli.check.note.checkedFirst':
    '{count, plural, one {# elicitação aqui; a primeira foi verificada.} many {# elicitações aqui; a primeira foi verificada.} other {# elicitações aqui; a primeira foi verificada.}}',
  'cli.check.note.elicitationIdIgnored':
    '"elicitationId" não faz parte de {protocol}; os clientes o ignoram.',
  'cli.check.note.notInputRequired':
    'Tem "inputRequests" mas não resultType "input_required"; lido como tal mesmo assim.',
  'cli.check.note.entryNotChecked':
    '{method, select, none {A entrada de inputRequests {key} não tem método; não verificada.} other {A entrada de inputRequests {key} é uma requisição {method}; não verificada.}}',
  'cli.check.note.checkedKey':
    "{count, plural, one {# elicitação aqui; {key} foi verificada. Escolha outra com {flag} '<chave>' ({keys}).} many {# elicitações aqui; {key} foi verificada. Escolha outra com {flag} '<chave>' ({keys}).} other {# elicitações aqui; {key} foi verificada. Escolha outra com {flag} '<chave>' ({keys}).}}",
  'cli.check.note.unrecognised':
    'Não reconhecido como requisição, resultado, parâmetros ou schema; lido como parâmetros de elicitation/create.',

  'cli.connecting': 'Conectando a {where}…',
  'cli.calling': 'Chamando {tool} em {where}…',
  'cli.sending': 'Enviando a resposta para {where}…',
  'cli.roundSent': '✔ Enviado para {where}: as respostas guardadas para a rodada {round}',
  'cli.taskAsking': '{line} — a tarefa em execução pergunta:',
  'cli.toolError': '{tool} relatou um erro',
  'cli.detached': 'desanexado; a tarefa continua. Acompanhe com: {command}',
  'cli.interrupted': 'interrompido (Ctrl-C); a pergunta aberta foi cancelada.',
  'cli.interruptedTask':
    'interrompido (Ctrl-C); a pergunta aberta foi cancelada e a tarefa foi cancelada no servidor.',
  'cli.callFailed': '{tool} falhou ({code}): {detail}',
  'cli.questionRefused':
    '{server} fez uma pergunta que foi recusada antes de poder ser exibida: {why}',
  'cli.questionRefusedNoReason':
    '{server} fez uma pergunta que foi recusada antes de poder ser exibida.',
  'cli.couldNotConnect': 'não foi possível conectar a {where}: {detail}',
  'cli.localeUnknown': '{flag} {tag} não é um idioma incluído; usando inglês',
  'cli.themeIgnored': 'ELICITKIT_THEME: ignorado {items}',
  'cli.tools.couldNotList': '{where} não conseguiu listar suas ferramentas: {detail}',
  'cli.tools.heading':
    '{count, plural, one {# ferramenta em {server}:} many {# ferramentas em {server}:} other {# ferramentas em {server}:}}',
  'cli.tools.server': '{id} (chama a si mesmo de “{name}”)',
  'cli.tools.args': 'argumentos:',
  'cli.tools.noArgs': 'nenhum',
  'cli.usage.seeHelp': 'Uso: {help}',
  'cli.usage.unknownCommand': 'comando desconhecido {name}',
  'cli.usage.unknownOption': 'opção desconhecida {option}',
  'cli.usage.commandList': 'Comandos: {list}.',
  'cli.usage.noValue': 'a opção {option} não aceita valor',
  'cli.usage.needsValue': 'a opção {option} precisa de um valor',
  'cli.usage.givenTwice': 'opção {option} informada duas vezes',
  'cli.usage.unexpected': 'argumento inesperado {argument}',
  'cli.usage.whichTool': 'qual ferramenta? informe o nome dela depois do servidor',
  'cli.usage.whichTask': 'qual tarefa? informe o id dela depois do servidor',
  'cli.usage.argsObject': '{flag} deve ser um objeto JSON com os argumentos da ferramenta',
  'cli.usage.answersObject':
    '{label} deve ser um objeto JSON de chaves de entrada ou nomes de campo',
  'cli.usage.answersStar': '{label}: {star} deve ser {choices}',
  'cli.usage.protocol': '{flag} deve ser {choices}, não {value}',
  'cli.usage.noServer': 'informe o servidor: uma URL http(s), ou {stdio}',
  'cli.usage.notUrlStdio': '{text} não é uma URL (para um comando local use {stdio})',
  'cli.usage.notUrl': '{text} não é uma URL',
  'cli.usage.notHttp': 'a URL do servidor deve ser http ou https, não {scheme}',
  'cli.usage.serverUrl': 'informe a URL http(s) do servidor',
  'cli.usage.unclosedQuote': '{flag}: aspas {quote} não fechadas',
  'cli.usage.noCommand': '{flag} precisa de um comando, como {example}',
  'cli.usage.missingFile': 'falta {file}: informe um arquivo JSON, ou - para a entrada padrão',
  'cli.usage.oneFile': 'esperado um {file}, recebidos {count, number}: {extra}',
  'cli.usage.stdinOnce':
    'a entrada padrão só pode ser lida uma vez: informe a entrada ou {flag} como arquivo',
  'cli.usage.badHeader': '{flag} deve ter a forma {example}',
  'cli.usage.envNotSet': '{flag} {name}: a variável de ambiente não está definida',
  'cli.usage.needsFlag': '{flag} precisa de {other}',
  'cli.usage.signInFlagsHttp':
    'as opções de login são para servidores HTTP (passe segredos aos servidores {stdio} pelo ambiente deles)',
  'cli.usage.port': '{flag} deve ser um número de porta de 1 a 65535',
  'cli.usage.authSubcommand': 'o único subcomando de {command} é {sub}',
  'cli.usage.noLoginNeeded': '{first} e {second} não precisam de login',
  'cli.internalError': 'erro interno (um bug do elicitkit): {detail}',
  'cli.json.input': 'a entrada {file}',
  'cli.json.inputStdin': 'a entrada (entrada padrão)',
  'cli.json.flagFile': 'o arquivo de {flag} {file}',
  'cli.json.flagFileStdin': 'o arquivo de {flag} (entrada padrão)',
  'cli.json.flagValue': '{flag}',
  'cli.json.readingTerminal': 'lendo {label} do terminal; termine com Ctrl-D',
  'cli.json.cannotRead': 'não foi possível ler {label}: {reason}',
  'cli.json.empty': '{label} está vazio, não é JSON',
  'cli.json.invalid': '{label} não é JSON válido: {reason}',
  'cli.json.noSuchFile': 'arquivo não encontrado',
  'cli.json.isDirectory': 'é um diretório',
  'cli.json.permission': 'permissão negada',
  'cli.json.other': '{detail}',
  'cli.result.link': '[link {uri}]',
  'cli.result.resource': '[recurso {uri}]',
  'cli.usage.noSuchRequest':
    '{flag} {key}: não existe essa entrada em inputRequests (existem {keys})',
  'cli.tools.serverVersion': '{id} (chama a si mesmo de “{name}” {version})',
  'auth.cli.page': 'A página de entrada de {server}:',
  'auth.cli.paste': 'Abra-a em um navegador e cole aqui o endereço em que o navegador parar:',
  'auth.cli.noBrowser': 'Nenhum navegador pôde ser aberto: abra você mesmo o endereço acima.',
  'auth.cli.badPaste': 'Esse não é o endereço em que o navegador parou.',
  'auth.cli.timedOut': 'Nenhuma entrada voltou em cinco minutos.',
  'auth.cli.signedIn': 'Você entrou em {server}.',
  'auth.cli.incomplete': 'A entrada em {server} não foi concluída: {reason}',
  'auth.cli.unreachable': 'Não foi possível alcançar {server}: {reason}',
  'auth.cli.portBusy':
    '--callback-port {port}: essa porta em 127.0.0.1 está em uso; libere-a ou escolha outra.',
  'auth.cli.runLogin': '{server} pede que você entre; execute: elicitkit login {url}',
  'auth.cli.notSignedIn': 'Você não entrou em {server}; nada a esquecer.',
  'auth.cli.signedOutRevoked':
    'Você saiu de {server}: os tokens foram revogados no servidor de autorização e apagados aqui.',
  'auth.cli.signedOutLocal':
    'Você saiu de {server}: os tokens foram apagados aqui (o servidor não oferece revogação, ou ela falhou).',
  'auth.cli.callbackPage': 'Pronto. Você pode fechar esta aba e voltar ao terminal.',
  'auth.cli.storeFiles': 'As entradas ficam guardadas em arquivos em {dir}.',
  'auth.cli.noneKept': 'Nenhuma entrada guardada.',
  'auth.cli.notSignedInTo': 'Você não entrou em {server}.',
  'auth.cli.storeRepaired':
    'Outros usuários podiam ler ou alterar {path}; agora só você tem acesso.',
  'auth.cli.storeRefused':
    '{path} é um link, uma pasta ou pertence a outro usuário, então o elicitkit não o leu e não guarda nenhum login ali. Remova-o e entre novamente.',
  'auth.cli.storeUnreadable':
    'O login guardado em {path} não pode ser lido, então não é usado. Entre novamente.',
  'auth.cli.storeKeyring':
    'Os acessos ficam no chaveiro do sistema; os que restarem em arquivos em {dir} passam para ele no próximo uso.',
  'auth.cli.keptInKeyring': 'Guardado no chaveiro do sistema.',
  'auth.cli.keptInFile': 'Guardado em um arquivo em {dir}.',
  'auth.cli.logoutKeyringUnanswered':
    'O chaveiro do sistema não respondeu: um acesso a {server} guardado lá pode continuar lá. Desbloqueie o chaveiro e rode logout de novo.',
  'auth.cli.keyringUnavailable':
    'O chaveiro do sistema não respondeu (está bloqueado ou não há nenhum aqui), então os acessos ficam em arquivos em {path}, legíveis só por você.',
  'auth.cli.keyringUnreadable':
    'O acesso a {path} no chaveiro do sistema não pode ser lido, então não é usado. Entre novamente.',
  'cli.serverLog':
    'A biblioteca MCP registrou (pode citar o servidor ou o servidor de autorização; não são palavras do elicitkit): {text}',
  'cli.summary.doctor':
    'inicia um servidor MCP de teste e avalia como um cliente lida com elicitação',
  'cli.help.doctor': `Uso: elicitkit doctor [opções]

Inicia em 127.0.0.1 um servidor MCP que avalia a elicitação de um cliente MCP:
aponte seu cliente para ele, chame cada ferramenta doctor_ e faça o que a
descrição diz; depois leia o boletim. Ele fala 2026-07-28 (rodadas
input_required) e 2025-11-25 (elicitation/create enviado pelo servidor), por
Streamable HTTP ou stdio.

Opções:
  --port '<n>'          a porta (padrão: qualquer porta livre)
  --stdio             MCP por stdin/stdout; o boletim continua em HTTP
  --json '<file>'       manter um boletim legível por máquina neste arquivo
  --auto              sem pessoa: cada pergunta termina com a resposta que uma
                      pessoa roteirizada deve dar (veja apps/cli/README.md, "doctor")
  -h, --help          mostrar esta ajuda

O boletim fica no endereço mostrado e se atualiza conforme as verificações rodam.
Ctrl-C encerra o doctor.
`,
  'cli.usage.badPort': '--port deve ser um número de 0 a 65535, não {port}',
} satisfies CliMessages;

const catalogue: CliLocaleCatalogue = Object.freeze({
  locale: 'pt-BR',
  dir: 'ltr',
  messages: Object.freeze(messages),
});
export default catalogue;
