import type { TerminalLocaleCatalogue, TerminalMessages } from '../messages/TerminalLocalizer.js';

/** The terminal's Spanish words: `import es from '@elicitkit/ink/locales/es'`. */
const messages = {
  'identity.questionFrom': 'Pregunta de <id>{id}</id>',
  'identity.requestFrom': 'Solicitud de <id>{id}</id>',
  'identity.idWithUrl': '{id} ({url})',
  'identity.callsItself': 'Se hace llamar «{name}» (según el propio servidor, sin verificar)',
  'identity.callsItselfVersion':
    'Se hace llamar «{name} {version}» (según el propio servidor, sin verificar)',
  'form.noMessage': '(El servidor no envió ningún mensaje.)',
  'form.acceptUnavailableTerminal': '✖ No se puede aceptar: {reason} Elija Rechazar o Cancelar.',
  'summary.notSent':
    '{count, plural, one {No enviado: # respuesta necesita atención (marcada en rojo).} many {No enviado: # respuestas necesitan atención (marcadas en rojo).} other {No enviado: # respuestas necesitan atención (marcadas en rojo).}}',
  'summary.needAttention':
    '{count, plural, one {# respuesta necesita atención} many {# respuestas necesitan atención} other {# respuestas necesitan atención}}',
  'list.more': '{marker} {count, plural, one {# más} many {# más} other {# más}}',
  'list.noMatch': 'Ninguna opción empieza por «{text}».',
  'url.consent.asksToOpenBrowser': 'Le pide abrir esta dirección en su navegador:',
  'url.consent.reallyHost': ' (en realidad <host>{ascii}</host>)',
  'url.consent.port': ' puerto {port}',
  'url.consent.blockedTerminal': '✖ Esta dirección no se puede abrir: {reason}',
  'url.consent.copyLine': 'Copie esta dirección (una línea):',
  'outcome.noMessage': '(sin mensaje)',
  'terminal.scroll': '{position} PgUp/PgDn',
  'terminal.keys.buttons': '←→ elegir · Enter pulsar · Tab/Shift-Tab moverse · Esc cancelar',
  'terminal.keys.enterSend': 'Enter enviar',
  'terminal.keys.enterNext': 'Enter siguiente',
  'terminal.keys.text': '{enter} · Tab/↑↓ moverse · Ctrl-S enviar · Esc cancelar',
  'terminal.editing': 'Editando esta respuesta en su editor; guarde y salga para volver.',
  'terminal.noFields': 'No se pide ninguna información: Aceptar confirma.',
  'terminal.choice.nothingYet': 'Nada elegido todavía: ↓ o Space elige una opción',
  'terminal.noAnswer': '(sin respuesta)',
  'terminal.keys.url': '←→/Tab elegir · Enter pulsar · Esc cancelar',
  'terminal.url.site': 'Sitio:',
  'terminal.acceptUnavailable': 'Aceptar no disponible: {reason}',
  'terminal.keys.textSecret':
    '{enter} · Tab/↑↓ moverse · Ctrl-S enviar · Esc cancelar · Ctrl-T mostrar/ocultar',
  'terminal.keys.textEditor':
    '{enter} · Tab/↑↓ moverse · Ctrl-S enviar · Esc cancelar · Ctrl-G editor',
  'terminal.keys.checkbox':
    '↑↓ moverse · Space marcar · Tab campo siguiente · {enter} · Esc cancelar',
  'terminal.keys.choice':
    '↑↓ elegir · Tab campo siguiente · {enter} · Esc cancelar · Ctrl-S enviar',
  'terminal.keys.yesNo':
    'Space/{yes}/{no} responder · Tab/↑↓ moverse · {enter} · Esc cancelar · Ctrl-S enviar',
  'terminal.yesNoHelp': 'Pulse Space para cambiar entre Sí y No, o escriba {yes} o {no}.',
  'terminal.yesKey': 's',
  'terminal.noKey': 'n',
  'terminal.ctrlDForm':
    'Ctrl-D no cierra esta pregunta; sus respuestas se conservan. Esc cancela, Ctrl-S envía.',
  'terminal.ctrlDUrl': 'Ctrl-D no cierra esta pregunta. Esc cancela.',
  'terminal.discardConfirm':
    '¿Descartar sus respuestas? Esc otra vez las descarta; cualquier otra tecla las conserva.',
  'terminal.editor.textOnly': 'Ctrl-G abre su editor solo para respuestas de texto.',
  'terminal.editor.taken':
    '{lines, plural, one {Respuesta tomada de su editor (# línea).} many {Respuesta tomada de su editor (# líneas).} other {Respuesta tomada de su editor (# líneas).}}',
  'terminal.editor.unset': 'Defina $VISUAL o $EDITOR para escribir esta respuesta en su editor.',
  'terminal.editor.startFailed': 'No se pudo iniciar {editor}: {detail}',
  'terminal.editor.stopped': '{editor} se detuvo ({signal}); la respuesta no cambió.',
  'terminal.editor.exited': '{editor} terminó con el estado {status}; la respuesta no cambió.',
  'terminal.editor.failed': 'No se pudo editar en {editor}: {detail}',
  'terminal.editor.secret':
    'No para este campo: parece un secreto, y el editor lo recibiría como archivo.',
  'terminal.draft.restored':
    'Se restauró lo que escribió {when}, sin enviar. Ctrl-R restablece un campo.',
  'terminal.draft.justNow': 'hace un momento',
  'terminal.draft.minutesAgo':
    '{count, plural, one {hace # minuto} many {hace # minutos} other {hace # minutos}}',
  'terminal.draft.hoursAgo':
    '{count, plural, one {hace # hora} many {hace # horas} other {hace # horas}}',
  'terminal.open.notFound': 'No se encontró {command}',
  'terminal.open.exited': '{command} terminó con {status}',
  'terminal.keys.stopAsking': 'Ctrl-X impedir que {who} siga preguntando',
  'terminal.arming':
    'Las teclas se ignoran un momento, para que ninguna pulsada antes responda a esta pregunta…',
  'terminal.messageFolded':
    '{count, plural, one {… y # carácter más del mensaje, sin mostrar: es demasiado largo para mostrarlo entero} many {… y # caracteres más del mensaje, sin mostrar: es demasiado largo para mostrarlo entero} other {… y # caracteres más del mensaje, sin mostrar: es demasiado largo para mostrarlo entero}}',
  'terminal.messageFoldedKey': 'Ctrl-O muestra el mensaje completo.',
  'terminal.reading': 'El mensaje completo, aproximadamente al {percent} %',
  'terminal.keys.reading': '↑↓ PgUp/PgDn desplazarse · Home inicio · Esc volver a la pregunta',
  'terminal.tooLarge':
    'Esta pregunta es demasiado grande para una terminal ({fields} campos, {characters} caracteres de mensaje; los límites son {maxFields} y {maxCharacters}). No se muestra y se cancela.',
  'terminal.unavailableSuffix': ' (no disponible)',
  'terminal.noTerminal':
    '{who} preguntó «{message}», pero no hay un terminal donde responder, así que la pregunta se canceló. Ejecute en un terminal o indique una regla de respuesta para responder automáticamente.',
  'terminal.moreWaiting':
    '{count, plural, one {# pregunta más en espera} many {# preguntas más en espera} other {# preguntas más en espera}}',
  'url.consent.failedTerminal':
    'No se pudo confirmar que la página se abriera ({problem}). Copie esta dirección en un navegador, termine allí y luego elija «He terminado» (aparece arriba en una línea).',
  'url.consent.failedNoDetailTerminal':
    'No se pudo confirmar que la página se abriera. Copie esta dirección en un navegador, termine allí y luego elija «He terminado» (aparece arriba en una línea).',
} satisfies TerminalMessages;

const catalogue: TerminalLocaleCatalogue = Object.freeze({
  locale: 'es',
  dir: 'ltr',
  messages: Object.freeze(messages),
});
export default catalogue;
