import { deepFreeze } from '../messages/deepFreeze.js';
import type { LocaleCatalogue, Messages } from '../messages/types.js';

/** Spanish: `import es from '@elicitkit/core/locales/es'`. Key caps (Tab, Esc, Enter …) stay as written. */
const messages = {
  'identity.askedBy': 'Lo pregunta <id>{id}</id>',
  'identity.askedByWithUrl': 'Lo pregunta <id>{id}</id> <muted>({url})</muted>',
  'identity.unidentified': 'Lo pregunta <id>un servidor no identificado</id>',
  'identity.reported': ', que se hace llamar «{name}» <muted>(según el propio servidor)</muted>',
  'identity.reportedVersion':
    ', que se hace llamar «{name} {version}» <muted>(según el propio servidor)</muted>',
  'task.asking': 'Una tarea en curso (id {id}) está preguntando',
  'task.askingNoId': 'Una tarea en curso (id desconocido) está preguntando',
  'task.line': 'tarea {id} · {status}',
  'task.lineWithMessage': 'tarea {id} · {status} · {message}',
  'task.status':
    '{status, select, working {en curso} input_required {requiere datos} completed {completada} failed {fallida} cancelled {cancelada} other {{status}}}',
  'round.ofTotal': 'Pregunta {round, number} de {total, number}',
  'round.only': 'Pregunta {round, number}',
  'danger.tool': 'Esta herramienta puede cambiar o borrar datos',
  'form.heading': 'Se solicita información',
  'form.messageLabel': 'Mensaje del servidor',
  'form.messageShowAll':
    '{count, plural, one {Mostrar el mensaje completo (# carácter más)} many {Mostrar el mensaje completo (# caracteres más)} other {Mostrar el mensaje completo (# caracteres más)}}',
  'form.messageShowLess': 'Mostrar menos del mensaje',
  'form.noticesLabel': 'Avisos sobre esta solicitud',
  'form.optionalSuffix': ' (opcional)',
  'form.requiredHidden': ' (obligatorio)',
  'form.requiredNote': 'Los campos marcados con * son obligatorios',
  'form.escapeHint': 'Pulse <key>Esc</key> fuera de un campo para cancelar',
  'form.discardQuestion': '¿Descartar sus respuestas?',
  'form.discardConfirm': 'Descartar respuestas',
  'form.discardKeep': 'Seguir editando',
  'form.acceptUnavailable': 'No se puede aceptar: {reason} Aún puede rechazar o cancelar.',
  'form.cannotAccept': 'Este formulario no se puede aceptar.',
  'form.clearAnswer': 'Borrar respuesta <hidden>de {label}</hidden>',
  'form.errorPrefix': 'Error:',
  'actions.accept': 'Aceptar',
  'actions.decline': 'Rechazar',
  'actions.cancel': 'Cancelar',
  'actions.arming': 'Los botones responderán en un momento',
  'refusal.field':
    '{field}: {reason, select, nested {los objetos anidados no forman parte de un esquema de elicitación} nullable {un tipo que puede ser null no forma parte de un esquema de elicitación (quite el campo de "required" en su lugar)} type {el tipo "{detail}" no forma parte de un esquema de elicitación} keyword {la palabra clave "{detail}" no forma parte de un esquema de elicitación} severalTypes {un campo de varios tipos no forma parte de un esquema de elicitación} noType {un campo necesita un "type"} notObject {su esquema no es un objeto} ref {remite a una definición que no se encontró} unsafeName {su nombre no es seguro} options {sus opciones no son una lista de opciones de texto} other {no forma parte de un esquema de elicitación}}',
  'summary.title':
    '{count, plural, one {Hay un problema} many {Hay # problemas} other {Hay # problemas}}',
  'select.chooseOne': 'Elija una…',
  'select.noAnswer': 'Sin respuesta',
  'yesno.yes': 'Sí',
  'yesno.no': 'No',
  'secret.show': 'Mostrar <hidden>{label}</hidden>',
  'secret.hide': 'Ocultar <hidden>{label}</hidden>',
  'date.timeZone': 'Su zona horaria: {zone}',
  'date.utcOffset': 'UTC{sign}{hours}:{minutes}',
  'date.sent': '= {date} ({iso})',
  'selection.empty': 'Nada seleccionado: esta respuesta se omitirá',
  'hint.text.any': 'Escriba un texto',
  'hint.text.between': 'Escriba entre {min, number} y {max, number} caracteres',
  'hint.text.atLeast':
    '{min, plural, one {Escriba al menos # carácter} many {Escriba al menos # caracteres} other {Escriba al menos # caracteres}}',
  'hint.text.atMost':
    '{max, plural, one {Escriba como máximo # carácter} many {Escriba como máximo # caracteres} other {Escriba como máximo # caracteres}}',
  'hint.format.email': 'Escriba una dirección de correo como name@example.com',
  'hint.format.uri': 'Escriba una dirección web completa como https://example.com',
  'hint.format.date': 'Escriba una fecha como 28/7/2026, 2026-07-28 o «mañana»',
  'hint.format.dateTime': 'Escriba una fecha y hora como 28/7/2026 14:30 o 2026-07-28T14:30:00Z',
  'hint.native.date': 'Elija una fecha',
  'hint.native.dateTime': 'Elija una fecha y hora',
  'hint.number.any': 'Escriba un número',
  'hint.number.range': 'Escriba un número de {min, number} a {max, number}',
  'hint.number.atLeast': 'Escriba un número de al menos {min, number}',
  'hint.number.atMost': 'Escriba un número de como máximo {max, number}',
  'hint.integer.any': 'Escriba un número entero',
  'hint.integer.range': 'Escriba un número entero de {min, number} a {max, number}',
  'hint.integer.atLeast': 'Escriba un número entero de al menos {min, number}',
  'hint.integer.atMost': 'Escriba un número entero de como máximo {max, number}',
  'hint.boolean': 'Elija sí o no',
  'hint.select': 'Elija una de las opciones',
  'hint.multi.any': 'Elija las opciones que quiera',
  'hint.multi.exactly': 'Elija exactamente {count, number}',
  'hint.multi.between': 'Elija entre {min, number} y {max, number}',
  'hint.multi.atLeast': 'Elija al menos {min, number}',
  'hint.multi.atMost': 'Elija como máximo {max, number}',
  'reason.unsafeName': 'Este campo no se puede responder aquí: su nombre no es seguro.',
  'reason.notObject': 'Este campo no se puede responder aquí: su esquema no es un objeto.',
  'reason.refMissing':
    'Este campo no se puede responder aquí: remite a una definición que no se encontró.',
  'reason.severalTypes': 'Este campo no se puede responder aquí: admite varios tipos distintos.',
  'reason.noType': 'Este campo no se puede responder aquí: no tiene «type».',
  'reason.badType':
    'Este campo no se puede responder aquí: su tipo {type} no es string, number, integer, boolean ni array.',
  'reason.nested':
    'Este campo no se puede responder aquí: los objetos anidados no forman parte del subconjunto de elicitación de MCP.',
  'reason.typeNotInSubset':
    'Este campo no se puede responder aquí: el tipo «{type}» no forma parte del subconjunto de elicitación de MCP.',
  'reason.keyword':
    'Este campo no se puede responder aquí: la palabra clave «{keyword}» no forma parte del subconjunto de elicitación de MCP, así que no se podría comprobar la respuesta.',
  'reason.typeUnsupported':
    'Este campo no se puede responder aquí: el tipo «{type}» no está admitido.',
  'reason.oneOfNotList':
    'Este campo no se puede responder aquí: «oneOf» debe ser una lista de opciones.',
  'reason.noOptions': 'Este campo no se puede responder aquí: no ofrece opciones utilizables.',
  'reason.enumNotList':
    'Este campo no se puede responder aquí: «enum» debe ser una lista de opciones.',
  'reason.listsMultipleChoice':
    'Este campo no se puede responder aquí: las listas solo se admiten como selección múltiple (items.enum o items.anyOf).',
  'reason.textOptionsOnly':
    'Este campo no se puede responder aquí: solo se admiten listas de opciones de texto.',
  'error.required': 'Este campo es obligatorio',
  'error.multi.atLeast': 'Elija al menos {min, number}',
  'error.multi.atMost': 'Elija como máximo {max, number}',
  'error.multi.unique': 'Elija cada opción una sola vez',
  'error.text.atLeast':
    '{min, plural, one {Escriba al menos # carácter} many {Escriba al menos # caracteres} other {Escriba al menos # caracteres}}',
  'error.text.atMost':
    '{max, plural, one {Escriba como máximo # carácter} many {Escriba como máximo # caracteres} other {Escriba como máximo # caracteres}}',
  'error.invalidAnswer': 'No se pudo usar esta respuesta.',
  'error.notObject': 'La respuesta debe ser un objeto JSON con los valores de los campos.',
  'error.uncheckable': 'Esta respuesta no se puede comprobar aquí ({detail}).',
  'error.unknownField': 'Este formulario no pregunta por «{name}»',
  'number.invalid': 'Escriba un número',
  'number.ambiguous':
    '«{text}» puede significar {first, number} o {second, number}: escríbalo sin separador de miles',
  'number.sent': '= {value}',
  'diagnostic.internalError':
    'Algo falló al leer esta pregunta; solo se puede rechazar o cancelar.',
  'diagnostic.notAnObject': 'No se pudo leer la solicitud; solo se puede rechazar o cancelar.',
  'diagnostic.missingMessage': 'El servidor no explicó qué pide (no hay mensaje).',
  'diagnostic.missingSchema': 'El servidor no dijo qué pide; solo se puede rechazar o cancelar.',
  'diagnostic.schemaNotObject': 'La pregunta está mal formada; solo se puede rechazar o cancelar.',
  'diagnostic.noProperties': 'Esta pregunta no tiene campos: se muestra como una confirmación.',
  'diagnostic.emptyForm': 'Esta pregunta no tiene campos.',
  'diagnostic.ignoredKeyword': 'Una parte de esta pregunta no se entiende aquí y se ignoró.',
  'diagnostic.refInlined': 'Una parte de esta pregunta se completó a partir de una definición.',
  'diagnostic.refUnresolved':
    'Una parte de esta pregunta remite a una definición que no se encontró.',
  'diagnostic.nullableCollapsed': 'Esta respuesta puede quedar vacía.',
  'diagnostic.typeInferred': 'El tipo de respuesta se dedujo de las opciones.',
  'diagnostic.enumNamesMismatch': 'Algunas opciones no tienen etiqueta y muestran su valor.',
  'diagnostic.duplicateOption': 'Una opción aparecía más de una vez; se muestra una sola vez.',
  'diagnostic.invalidOption': 'No se pudo leer una opción y se omitió.',
  'diagnostic.invalidDefault': 'La respuesta sugerida no encajaba con la pregunta y se omitió.',
  'diagnostic.invalidConstraint': 'No se pudo usar una regla de esta respuesta y se ignoró.',
  'diagnostic.unsupportedProperty': 'Este campo no se puede responder aquí.',
  'diagnostic.requiredUnsupported':
    'Este campo obligatorio no se puede responder aquí; el formulario solo se puede rechazar o cancelar.',
  'diagnostic.requiredUnknown': 'La pregunta exige un campo por el que no pregunta.',
  'diagnostic.unsafeKey': 'Se rechazó un campo con un nombre inseguro.',
  'diagnostic.secretRequested':
    '«{field}» parece pedir una contraseña, clave, token o número de tarjeta. Los servidores no deben pedir secretos en un formulario; no escriba ninguno salvo que confíe en este servidor.',
  'diagnostic.unknownMode':
    'Esta aplicación no entiende este tipo de solicitud; solo se puede rechazar o cancelar.',
  'diagnostic.unsupportedDialect':
    'La pregunta indica una versión de esquema que esta aplicación no conoce; se lee como la versión estándar.',
  'diagnostic.tooLarge':
    'Esta pregunta es demasiado grande para mostrarla ({fields, number} campos, {characters, number} caracteres de mensaje; los límites son {maxFields, number} y {maxCharacters, number}). No se muestra y se cancela.',
  'blocked.unreadable': 'No se pudo leer esta solicitud; solo se puede rechazar o cancelar.',
  'blocked.noSchema': 'El servidor no dijo qué pide; solo se puede rechazar o cancelar.',
  'blocked.malformed': 'La pregunta está mal formada; solo se puede rechazar o cancelar.',
  'blocked.needs':
    'Este formulario necesita {fields}, que esta aplicación no puede pedir; solo se puede rechazar o cancelar.',
  'blocked.unknownMode':
    'Esta aplicación no entiende este tipo de solicitud; solo se puede rechazar o cancelar.',
  'blocked.requestUnreadable': 'No se pudo leer la solicitud; solo se puede rechazar o cancelar.',
  'url.consent.open': 'Abrir página',
  'url.consent.openAgain': 'Volver a abrir la página',
  'url.consent.finished': 'He terminado',
  'url.consent.decline': 'Rechazar',
  'url.consent.cancel': 'Cancelar',
  'url.consent.copy': 'Copiar dirección',
  'url.consent.review': 'No se abre ni se descarga nada hasta que elija «Abrir página».',
  'url.consent.opening': 'Abriendo su navegador…',
  'url.consent.opened': 'Abierta en su navegador. Termine allí y luego elija «He terminado».',
  'url.consent.copied':
    'Dirección copiada. Ábrala en un navegador, termine allí y luego elija «He terminado».',
  'url.consent.reask':
    'El servidor vuelve a preguntar: aún no da el paso por terminado. Termine en la página y luego elija «He terminado».',
  'url.consent.agree': 'Quiero abrir esta página en <host>{site}</host>',
  'url.consent.agreeNoSite': 'Quiero abrir esta página',
  'url.consent.agreeNewTab': 'Quiero abrir esta página en <host>{site}</host> en una pestaña nueva',
  'url.consent.agreeNoSiteNewTab': 'Quiero abrir esta página en una pestaña nueva',
  'url.consent.failed':
    'No se pudo confirmar que la página se abriera ({problem}). Copie esta dirección en un navegador, termine allí y luego elija «He terminado»:',
  'url.consent.failedWeb':
    'No se pudo confirmar que la página se abriera ({problem}). Copie esta dirección en un navegador, termine allí y luego elija «He terminado».',
  'url.consent.failedNoDetail':
    'No se pudo confirmar que la página se abriera. Copie esta dirección en un navegador, termine allí y luego elija «He terminado»:',
  'url.consent.failedNoDetailWeb':
    'No se pudo confirmar que la página se abriera. Copie esta dirección en un navegador, termine allí y luego elija «He terminado».',
  'url.consent.popupBlocked': 'puede que su navegador haya bloqueado la pestaña nueva',
  'url.consent.title': '¿Abrir una página web?',
  'url.consent.titleDone': 'Se solicitó una página web',
  'url.consent.asksToOpen': 'Le pide abrir esta dirección en <host>{site}</host>:',
  'url.consent.askedToOpen': 'Le pidió abrir esta dirección en <host>{site}</host>:',
  'url.consent.asksToOpenNoSite': 'Le pide abrir esta dirección:',
  'url.consent.askedToOpenNoSite': 'Le pidió abrir esta dirección:',
  'url.consent.noAddress': '(sin dirección)',
  'url.consent.warningsLabel': 'Advertencias sobre esta dirección',
  'url.consent.blocked': 'Esta dirección no se puede abrir: {reason} Puede rechazar o cancelar.',
  'url.consent.addressCopied': 'Dirección copiada.',
  'url.consent.copyByHand':
    'La dirección está seleccionada: pulse Ctrl+C (⌘C en Mac) para copiarla.',
  'url.problem.missing': 'El servidor no envió ninguna dirección que abrir.',
  'url.problem.invalid': 'Esta no es una dirección web válida.',
  'url.problem.scheme':
    'Las direcciones que empiezan por «{scheme}:» no se pueden abrir aquí; solo las direcciones web (http/https).',
  'url.warning.insecure':
    'Esta dirección no está cifrada (http, no https): otras personas de la red podrían leer o cambiar la página.',
  'url.warning.local':
    'Esta dirección apunta a su propio equipo (un servidor de desarrollo local).',
  'url.warning.ipAddress':
    'Esta dirección es un número IP y no un sitio con nombre, así que por el nombre no se sabe quién lo gestiona.',
  'url.warning.userinfo':
    'Esta dirección lleva un nombre de usuario antes de la «@»; el sitio que visitaría en realidad es <host>{host}</host>.',
  'url.warning.punycode':
    'Este nombre de sitio usa caracteres internacionales: se lee «{unicode}» pero en realidad es «<host>{ascii}</host>». Las letras parecidas son un truco habitual.',
  'url.warning.mixedScripts':
    'Este nombre de sitio mezcla letras de distintos alfabetos, que es como se crean direcciones engañosas.',
  'outcome.theServer': 'el servidor',
  'outcome.finished': 'Terminado: se informó a {who} de que terminó en la página',
  'outcome.sent': 'Enviado a {who}: {answers}',
  'outcome.answer': '{label}: {value}',
  'outcome.acceptedEmpty': 'Aceptado: se respondió «sí» a {who}; no se rellenó ninguna respuesta',
  'outcome.declined': 'Rechazado: se respondió «no» a {who}; no se envió ninguna respuesta',
  'outcome.cancelled':
    'Cancelado: se informó a {who} de la cancelación; no se envió ninguna respuesta',
  'outcome.interrupted':
    'Cancelado (Ctrl-C): se informó a {who} de la cancelación; no se envió ninguna respuesta',
  'outcome.kept':
    '{action, select, accept {Guardado para esta ronda: {answers}; no se envía nada a {who} hasta completar la ronda} decline {Rechazado: guardado para esta ronda; no se envía nada a {who} hasta completar la ronda} other {Cancelado: guardado para esta ronda; no se envía nada a {who} hasta completar la ronda}}',
  'outcome.interruptedUnsent':
    'Detenido (Ctrl-C): no se envió nada; no se informó a {who} (verá que la llamada termina)',
  'outcome.yes': 'Sí',
  'outcome.no': 'No',
  'outcome.none': '(ninguna)',
  'outcome.statusFinished': 'Indicó que terminó en esa página.',
  'outcome.statusSent': 'Se envió su respuesta.',
  'outcome.statusDeclined': 'Rechazó. No se envió nada más.',
  'outcome.statusCancelled': 'Cancelado. No se envió nada.',
  'outcome.closedElsewhere':
    '{state, select, answered {Respondido en otra pestaña: no se envió nada desde aquí} expired {Caducado: se comunicó a {who} que cancelaste; no se envió ninguna respuesta} other {Retirado: {who} ya no necesita una respuesta; no se envió nada}}',
  'outcome.notDelivered':
    'No enviado: su respuesta no llegó a {who}. Se conserva abajo: inténtelo de nuevo.',
  'budget.exhausted': '{who} sigue preguntando; se rechazan las siguientes preguntas',
  'budget.stopAsking': 'Impedir que {who} siga preguntando',
  'host.aServer': 'un servidor',
  // The page title while questions wait, and a desktop notification's words (never the question).
  'host.titleWaiting': '({count, number}) {title}',
  'host.notifyTitle': 'Hay una pregunta esperando',
  'host.notifyBody': '{who} le hace una pregunta',
  'host.newRequests':
    '{count, plural, one {# solicitud nueva para usted.} many {# solicitudes nuevas para usted.} other {# solicitudes nuevas para usted.}}',
  'host.newRequest':
    '{kind, select, url {Nueva solicitud de {who} para abrir una página web.} other {Nueva solicitud de {who} para usted.}}',
  'host.answersGiven': 'Respuestas dadas',
  'host.moreWaiting':
    '{count, plural, one {# más en espera} many {# más en espera} other {# más en espera}}',
  'auth.signIn.connect': 'Inicia sesión en <host>{origin}</host> para usar este servidor.',
  'auth.signIn.expired': 'Tu sesión ha caducado. Vuelve a iniciar sesión en <host>{origin}</host>.',
  'auth.signIn.scope':
    'Esto necesita más acceso ({scopes}). Vuelve a iniciar sesión en <host>{origin}</host> para permitirlo.',
  'auth.signingIn': 'Esperando a que inicies sesión en <host>{origin}</host>…',
  'auth.required': 'Este servidor requiere que inicies sesión. No se envió nada a la herramienta.',
  'auth.declined': 'Se rechazó el inicio de sesión. No se envió nada a la herramienta.',
  'auth.failed.stateMismatch':
    'No se pudo verificar el inicio de sesión: la respuesta no procede del inicio de sesión que abrió esta aplicación.',
  'auth.failed.issuerMismatch':
    'No se pudo verificar el inicio de sesión: el servidor de inicio de sesión no es el que indicó este servidor.',
  'auth.failed.serverRefused':
    '{code, select, none {El servidor de inicio de sesión lo rechazó.} other {El servidor de inicio de sesión lo rechazó ({code}).}}',
  'auth.failed.registrationRejected':
    'El servidor de inicio de sesión no acepta esta aplicación automáticamente. Se necesita un ID de cliente.',
  'auth.failed.insecureEndpoint':
    'El servidor de inicio de sesión no usa una dirección segura (HTTPS).',
  'auth.failed.stillRefused': 'Sesión iniciada, pero el servidor sigue denegando el acceso.',
  'auth.failed.other': 'No se pudo iniciar sesión.',
  'auth.status.notSignedIn': 'No has iniciado sesión.',
  'auth.status.issuer': 'servidor de autorización {issuer}',
  'auth.status.client':
    '{kind, select, registered {cliente registrado automáticamente} metadata-document {cliente conocido por su documento de metadatos} static {cliente registrado de antemano} other {cliente {kind}}}',
  'auth.status.scopes': 'permisos: {scopes}',
  'auth.status.noScopes': 'permisos: (ninguno indicado)',
  'auth.status.validUntil': 'token de acceso válido hasta {time}',
  'auth.status.expiredAt': 'token de acceso caducado el {time}',
  'auth.status.refreshable': 'se renueva solo',
  'auth.status.notRefreshable': 'no se renueva (vuelve a iniciar sesión cuando caduque)',
  'auth.web.signIn': 'Iniciar sesión',
  'auth.web.notNow': 'Ahora no',
  'auth.web.signOut': 'Cerrar sesión',
  'auth.web.signedIn': 'Sesión iniciada',
  'auth.web.signedInAt': 'Sesión iniciada en {issuer}',
  'auth.web.callbackDone': 'Sesión iniciada. Puedes cerrar esta ventana.',
} as const satisfies Messages;

const catalogue: LocaleCatalogue = deepFreeze({ locale: 'es', dir: 'ltr', messages });
export default catalogue;
