import kit from '@elicitkit/core/locales/pt-BR';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/** The web demo's Brazilian Portuguese words, beside core's Brazilian Portuguese catalogue. */
const messages: DemoMessages = {
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
