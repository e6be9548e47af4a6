import kit from '@elicitkit/core/locales/pt-BR';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/** The web demo's Brazilian Portuguese words, beside core's Brazilian Portuguese catalogue. */
const messages: DemoMessages = {
  'page.title': 'Demo web do elicitkit',
  'page.intro':
    'Um servidor MCP faz perguntas a você no meio de uma chamada de ferramenta; esta página as mostra e envia suas respostas de volta.',
  'page.footer': 'O mesmo fluxo em um terminal: <code>{command}</code>',
  'theme.label': 'Tema',
  'theme.system': 'Sistema',
  'theme.light': 'Claro',
  'theme.dark': 'Escuro',
  'connect.form': 'Servidor',
  'connect.url': 'URL do servidor MCP',
  'connect.protocol': 'Protocolo',
  'connect.protocol.auto': 'automático ({newer}, senão {older})',
  'connect.protocol.only': 'somente {version}',
  'connect.button': 'Conectar',
  'connect.status.idle': 'Não conectado.',
  'connect.status.connecting': 'Conectando a {url}…',
  'connect.status.connected':
    'Conectado a {server} em {url} · {protocol} · {count, plural, one {# ferramenta} many {# de ferramentas} other {# ferramentas}}',
  'connect.status.connectedUnnamed':
    'Conectado a um servidor em {url} · {protocol} · {count, plural, one {# ferramenta} many {# de ferramentas} other {# ferramentas}}',
  'tools.heading': 'Ferramentas',
  'tools.loading': 'Carregando ferramentas…',
  'tools.connectFirst': 'Conecte-se para listar as ferramentas.',
  'tools.none': 'Este servidor não oferece ferramentas.',
  'tools.destructive': 'destrutiva',
  'tools.callHeading': 'Chamar <code>{tool}</code>',
  'args.form': 'Argumentos de {tool}',
  'args.modes': 'Editar os argumentos como',
  'args.mode.form': 'Formulário',
  'args.mode.json': 'JSON',
  'args.none': 'Esta ferramenta não recebe argumentos.',
  'args.json.label': 'Argumentos (JSON)',
  'args.json.invalid': 'JSON inválido: <code>{detail}</code>',
  'args.json.notObject': 'Os argumentos precisam ser um objeto JSON, como <code>{example}</code>.',
  'args.notCalled': 'Não chamada:',
  'args.fixMarked': 'corrija os argumentos marcados acima.',
  'args.call': 'Chamar {tool}',
  'args.clear': 'Limpar a resposta<hidden> de {name}</hidden>',
  'args.choose': 'Escolher…',
  'args.notSet': '(não definido)',
  'args.jsonOnly.fields':
    'Um formulário não consegue expressar {names}: edite os argumentos como JSON.',
  'args.jsonOnly.schema': 'Um formulário não consegue expressar este esquema:',
  'args.jsonOnly.keywords':
    '{count, plural, one {ele usa a palavra-chave {keywords}, que um formulário não lê.} many {ele usa as palavras-chave {keywords}, que um formulário não lê.} other {ele usa as palavras-chave {keywords}, que um formulário não lê.}}',
  'args.jsonOnly.anyName': 'Ele aceita argumentos com qualquer nome.',
  'args.jsonOnly.useJson': 'Edite os argumentos como JSON.',
  'call.heading': 'Chamada atual',
  'call.none': 'Nenhuma chamada ainda.',
  'call.line':
    '<code>{tool}</code> {status, select, running {está em andamento ({phase})} stopped {interrompida} complete {concluída} other {falhou}}',
  'call.phase':
    '{phase, select, calling {chamando} awaiting-input {aguardando uma resposta} authorizing {entrando} task {acompanhando sua tarefa} retrying {enviando as respostas} moved {movida para {server}} other {{phase}}}',
  'call.stop': 'Interromper a chamada',
  'call.stopAbout':
    'Encerra toda a chamada de {tool}. Para pular só uma pergunta, use o botão “{cancel}” dela.',
  'call.stopped': 'Você interrompeu a chamada de {tool}; ela não terminou.',
  'call.done': 'Pronto: o resultado está no fim das rodadas abaixo.',
  'call.discardSaved': 'Descartar a chamada salva',
  'rounds.heading': 'Rodadas',
  'rounds.empty':
    'Chame uma ferramenta: cada pergunta do servidor, sua resposta e o requestState devolvido aparecem aqui.',
  'rounds.tool': 'Ferramenta',
  'rounds.era': 'Era',
  'rounds.negotiated': '(negociada {version})',
  'rounds.server': 'Servidor',
  'rounds.resumedOn': '→ retomada em <code>{server}</code>',
  'rounds.resume': 'Retomada',
  'rounds.restarted':
    'recomeçada: nada retomável estava aberto (uma chamada 2025-11-25 guarda seu estado na sessão do servidor, que termina com a página)',
  'rounds.status': 'Status',
  'rounds.statusValue':
    '{status, select, running {em andamento ({phase})} stopped {interrompida} complete {concluída} other {falhou}}',
  'rounds.task': 'Tarefa',
  'rounds.taskRuns': '(ela roda no servidor; ao recarregar, ela é acompanhada de novo)',
  'rounds.noQuestions': 'Nenhuma pergunta ainda.',
  'rounds.final': 'Resultado final',
  'rounds.failed': 'Falhou: <code>{kind}</code>',
  'rounds.round': 'Rodada {round}',
  'rounds.question.task': 'Pergunta {position} (feita pela tarefa em andamento)',
  'rounds.question.urlRequired': 'Pergunta {position} (URL obrigatória, -32042)',
  'rounds.question.pushed': 'Pergunta {position} (elicitation/create enviado pelo servidor)',
  'rounds.keyLabel':
    '{label, select, elicitationId {elicitationId} requestId {id da requisição} other {chave}}',
  'rounds.beforeReload': 'antes de recarregar',
  'rounds.asked': 'Perguntado',
  'rounds.answered': 'Respondido',
  'rounds.requestState': 'requestState',
  'rounds.waiting': 'aguardando…',
  'rounds.notAnswered': 'sem resposta',
  'history.summary': 'Chamadas anteriores ({count})',
  'history.noAnswers': 'Nenhuma resposta foi enviada.',
  'rounds.noMessage': '(sem mensagem)',
  'rounds.noFields': 'nenhum campo',
  'rounds.fieldKind':
    '{kind, select, text {texto} number {número} integer {número inteiro} boolean {sim/não} select {uma opção} multiselect {várias opções} other {sem suporte}}',
  'rounds.open': 'abrir <code>{url}</code>',
  'rounds.stateOnly': 'nada: o servidor só quer seu requestState de volta',
  'rounds.state.task': 'nenhum: uma tarefa guarda seu estado no servidor',
  'rounds.state.session': 'nenhum: 2025-11-25 guarda o estado da chamada na sessão',
  'rounds.state.none': 'nenhum enviado pelo servidor',
  'rounds.state.size':
    '{length, plural, one {# caractere} many {# de caracteres} other {# caracteres}}, <code>{prefix}…</code>',
  'rounds.echo.exact': 'devolvido byte a byte',
  'rounds.echo.different': 'devolvido alterado',
  'rounds.echo.missing': 'não devolvido',
  'rounds.echo.pending': 'a devolver',
  'result.isError': 'A ferramenta informou um erro',
  'result.empty': '(resultado vazio)',
  'crash.title': 'A página de demonstração encontrou um bug e parou de desenhar.',
  'crash.reload': 'Recarregar a página',
  'error.serverSaid': 'O servidor disse:',
  'page.language': 'Idioma',
  'connect.tryAgain': 'Tentar novamente',
  'call.retry': 'Repetir',
  'error.connect.title': 'Não foi possível conectar a {url}',
  'error.connect.hint':
    'Verifique se o endereço é um endpoint MCP Streamable HTTP (normalmente termina em /mcp).',
  'error.cors.title': 'O servidor respondeu, mas o navegador bloqueou a resposta (CORS)',
  'error.cors.allowOrigin':
    'O servidor precisa permitir a origem desta página, {origin}, em Access-Control-Allow-Origin.',
  'error.cors.preflight':
    'Sua requisição preliminar (OPTIONS) precisa permitir os cabeçalhos content-type, mcp-protocol-version, mcp-method, mcp-name e mcp-session-id, e expor mcp-session-id.',
  'error.cors.demoServer':
    'O servidor de demonstração do elicitkit permite origens localhost por padrão; veja --allow-origin.',
  'error.down.title': 'Nada respondeu em {url}',
  'error.down.running':
    'O servidor está rodando? `npm start` inicia o servidor de referência junto com esta página.',
  'error.down.port': 'Se ele roda em outra porta, coloque o endereço acima e escolha Conectar.',
  'error.call.failed': 'A chamada falhou',
  'error.call.cors':
    'Se o servidor está rodando, talvez ele não permita a origem desta página (CORS).',
  'error.call.roundLimit': 'O servidor não parou de perguntar',
  'error.call.roundLimitHint': 'Ele pode estar preso em um loop.',
  'error.call.missingCapability': 'Esta ferramenta precisa de algo que esta página não declarou',
  'error.call.requestStateRejected': 'O servidor recusou o estado salvo da chamada',
  'error.call.requestStateRejectedHint':
    'O estado expirou, foi alterado ou foi criado por um servidor com outro --secret. Comece a chamada de novo.',
  'error.call.unknownResultType': 'O servidor enviou um resultado que esta página não consegue ler',
  'error.call.aborted': 'A chamada foi cancelada',
  'error.call.legTimeout': 'O servidor demorou demais',
  'error.call.legTimeoutHint':
    'A requisição pode ter chegado à ferramenta, então não é enviada de novo: uma segunda execução poderia repetir seu efeito.',
  'error.call.legFailed': 'A conexão com o servidor falhou',
  'error.call.legFailedHint':
    'Se a requisição nunca chegou ao servidor, suas respostas são mantidas e Repetir a reenvia quando o servidor voltar.',
  'error.call.urlLoop': 'O servidor pediu a mesma página de novo',
  'error.call.urlDeclined': 'A chamada precisa de uma página que você não abriu',
  'error.call.unsupportedInputRequest':
    'O servidor pediu algo que esta página não consegue responder',
  'error.call.invalidContent': 'A resposta não coube no formulário',
  'error.call.outputSchema': 'O resultado não correspondeu ao esquema de saída da ferramenta',
  'error.call.requestNotSent': 'A requisição foi recusada antes de ser enviada',
  'error.call.server': 'O servidor rejeitou a chamada',
  'error.call.renderer': 'O formulário não conseguiu responder',
  'error.call.resumeMismatch': 'A chamada salva não pode ser retomada aqui',
  'error.background': 'Algo falhou em segundo plano',
  'error.resume.failed': 'Não foi possível retomar a chamada salva de {tool}',
  'error.resume.taskElsewhere': 'A chamada salva de {tool} é uma tarefa em outro servidor',
  'error.resume.taskHint':
    'A tarefa ({status}) continua lá. Conecte-se a esse servidor para acompanhá-la, ou descarte-a aqui.',
};

const catalogue: DemoCatalogue = Object.freeze({ kit, messages: Object.freeze(messages) });
export default catalogue;
