import type { TerminalLocaleCatalogue, TerminalMessages } from '../messages/TerminalLocalizer.js';

/** The terminal's Brazilian Portuguese words: `@elicitkit/ink/locales/pt-BR`. */
const messages = {
  'identity.questionFrom': 'Pergunta de <id>{id}</id>',
  'identity.requestFrom': 'Solicitação de <id>{id}</id>',
  'identity.idWithUrl': '{id} ({url})',
  'identity.callsItself':
    'Ele se apresenta como “{name}” (informado pelo próprio servidor, não verificado)',
  'identity.callsItselfVersion':
    'Ele se apresenta como “{name} {version}” (informado pelo próprio servidor, não verificado)',
  'form.noMessage': '(O servidor não enviou nenhuma mensagem.)',
  'form.acceptUnavailableTerminal':
    '✖ Não é possível aceitar: {reason} Escolha Recusar ou Cancelar.',
  'summary.notSent':
    '{count, plural, one {Não enviado: # resposta precisa de atenção (em vermelho).} many {Não enviado: # respostas precisam de atenção (em vermelho).} other {Não enviado: # respostas precisam de atenção (em vermelho).}}',
  'summary.needAttention':
    '{count, plural, one {# resposta precisa de atenção} many {# respostas precisam de atenção} other {# respostas precisam de atenção}}',
  'list.more': '{marker} {count, plural, one {mais #} many {mais #} other {mais #}}',
  'list.noMatch': 'Nenhuma opção começa com “{text}”.',
  'url.consent.asksToOpenBrowser': 'Ele pede que você abra este endereço no seu navegador:',
  'url.consent.reallyHost': ' (na verdade <host>{ascii}</host>)',
  'url.consent.port': ' porta {port}',
  'url.consent.blockedTerminal': '✖ Este endereço não pode ser aberto: {reason}',
  'url.consent.copyLine': 'Copie este endereço (uma linha):',
  'outcome.noMessage': '(sem mensagem)',
  'terminal.scroll': '{position} PgUp/PgDn',
  'terminal.keys.buttons': '←→ escolher · Enter pressionar · Tab/Shift-Tab mover · Esc cancelar',
  'terminal.keys.enterSend': 'Enter enviar',
  'terminal.keys.enterNext': 'Enter próximo',
  'terminal.keys.text': '{enter} · Tab/↑↓ mover · Ctrl-S enviar · Esc cancelar',
  'terminal.editing': 'Editando esta resposta no seu editor; salve e saia dele para voltar.',
  'terminal.noFields': 'Nenhuma informação é pedida: Aceitar confirma.',
  'terminal.choice.nothingYet': 'Nada escolhido ainda: ↓ ou Space escolhe uma opção',
  'terminal.noAnswer': '(sem resposta)',
  'terminal.keys.url': '←→/Tab escolher · Enter pressionar · Esc cancelar',
  'terminal.url.site': 'Site:',
  'terminal.acceptUnavailable': 'Aceitar indisponível: {reason}',
  'terminal.keys.textSecret':
    '{enter} · Tab/↑↓ mover · Ctrl-S enviar · Esc cancelar · Ctrl-T mostrar/ocultar',
  'terminal.keys.textEditor':
    '{enter} · Tab/↑↓ mover · Ctrl-S enviar · Esc cancelar · Ctrl-G editor',
  'terminal.keys.checkbox': '↑↓ mover · Space marcar · Tab próximo campo · {enter} · Esc cancelar',
  'terminal.keys.choice':
    '↑↓ escolher · Tab próximo campo · {enter} · Esc cancelar · Ctrl-S enviar',
  'terminal.keys.yesNo':
    'Space/{yes}/{no} responder · Tab/↑↓ mover · {enter} · Esc cancelar · Ctrl-S enviar',
  'terminal.yesNoHelp': 'Pressione Space para alternar entre Sim e Não, ou digite {yes} ou {no}.',
  'terminal.yesKey': 's',
  'terminal.noKey': 'n',
  'terminal.ctrlDForm':
    'Ctrl-D não fecha esta pergunta; suas respostas são mantidas. Esc cancela, Ctrl-S envia.',
  'terminal.ctrlDUrl': 'Ctrl-D não fecha esta pergunta. Esc cancela.',
  'terminal.discardConfirm':
    'Descartar suas respostas? Esc de novo as descarta; qualquer outra tecla as mantém.',
  'terminal.editor.textOnly': 'Ctrl-G abre seu editor só para respostas de texto.',
  'terminal.editor.taken':
    '{lines, plural, one {Resposta trazida do seu editor (# linha).} many {Resposta trazida do seu editor (# linhas).} other {Resposta trazida do seu editor (# linhas).}}',
  'terminal.editor.unset': 'Defina $VISUAL ou $EDITOR para escrever esta resposta no seu editor.',
  'terminal.editor.startFailed': 'Não foi possível iniciar {editor}: {detail}',
  'terminal.editor.stopped': '{editor} foi interrompido ({signal}); a resposta não mudou.',
  'terminal.editor.exited': '{editor} saiu com o status {status}; a resposta não mudou.',
  'terminal.editor.failed': 'Não foi possível editar em {editor}: {detail}',
  'terminal.editor.secret':
    'Não para este campo: ele parece um segredo, e o editor o receberia como arquivo.',
  'terminal.draft.restored':
    'O que você digitou {when} foi restaurado, sem envio. Ctrl-R redefine um campo.',
  'terminal.draft.justNow': 'agora mesmo',
  'terminal.draft.minutesAgo':
    '{count, plural, one {há # minuto} many {há # minutos} other {há # minutos}}',
  'terminal.draft.hoursAgo':
    '{count, plural, one {há # hora} many {há # horas} other {há # horas}}',
  'terminal.open.notFound': '{command} não encontrado',
  'terminal.open.exited': '{command} saiu com {status}',
  'terminal.keys.stopAsking': 'Ctrl-X impedir que {who} continue perguntando',
  'terminal.arming':
    'As teclas são ignoradas por um instante, para que nenhuma digitada antes responda a esta pergunta…',
  'terminal.messageFolded':
    '{count, plural, one {… e mais # caractere da mensagem, não mostrado: ela é longa demais para mostrar inteira} many {… e mais # caracteres da mensagem, não mostrados: ela é longa demais para mostrar inteira} other {… e mais # caracteres da mensagem, não mostrados: ela é longa demais para mostrar inteira}}',
  'terminal.messageFoldedKey': 'Ctrl-O mostra a mensagem inteira.',
  'terminal.reading': 'A mensagem inteira, cerca de {percent}% lida',
  'terminal.keys.reading': '↑↓ PgUp/PgDn rolar · Home início · Esc voltar à pergunta',
  'terminal.tooLarge':
    'Esta pergunta é grande demais para um terminal ({fields} campos, {characters} caracteres de mensagem; os limites são {maxFields} e {maxCharacters}). Ela não é mostrada e é cancelada.',
  'terminal.unavailableSuffix': ' (indisponível)',
  'terminal.noTerminal':
    '{who} perguntou “{message}”, mas não há um terminal para responder, então a pergunta foi cancelada. Execute em um terminal ou informe uma regra de resposta para responder automaticamente.',
  'terminal.moreWaiting':
    '{count, plural, one {mais # pergunta aguardando} many {mais # perguntas aguardando} other {mais # perguntas aguardando}}',
  'url.consent.failedTerminal':
    'Não foi possível confirmar que a página abriu ({problem}). Copie este endereço em um navegador, termine por lá e depois escolha “Terminei” (ele aparece acima, em uma linha).',
  'url.consent.failedNoDetailTerminal':
    'Não foi possível confirmar que a página abriu. Copie este endereço em um navegador, termine por lá e depois escolha “Terminei” (ele aparece acima, em uma linha).',
} satisfies TerminalMessages;

const catalogue: TerminalLocaleCatalogue = Object.freeze({
  locale: 'pt-BR',
  dir: 'ltr',
  messages: Object.freeze(messages),
});
export default catalogue;
