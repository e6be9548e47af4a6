import { deepFreeze } from '../messages/deepFreeze.js';
import type { LocaleCatalogue, Messages } from '../messages/types.js';

/** German: `import de from '@elicitkit/core/locales/de'`. Key caps (Tab, Esc, Enter …) stay as written. */
const messages = {
  'identity.askedBy': 'Gefragt von <id>{id}</id>',
  'identity.askedByWithUrl': 'Gefragt von <id>{id}</id> <muted>({url})</muted>',
  // Case-neutral (no article): the terminal names the server with it as a subject too.
  'identity.unidentified': 'Gefragt von <id>Server ohne Kennung</id>',
  'identity.reported': ', der sich „{name}“ nennt <muted>(Selbstauskunft)</muted>',
  'identity.reportedVersion': ', der sich „{name} {version}“ nennt <muted>(Selbstauskunft)</muted>',
  'task.asking': 'Eine laufende Aufgabe (ID {id}) fragt',
  'task.askingNoId': 'Eine laufende Aufgabe (ID unbekannt) fragt',
  'task.line': 'Aufgabe {id} · {status}',
  'task.lineWithMessage': 'Aufgabe {id} · {status} · {message}',
  'task.status':
    '{status, select, working {in Arbeit} input_required {Eingabe nötig} completed {abgeschlossen} failed {fehlgeschlagen} cancelled {abgebrochen} other {{status}}}',
  'round.ofTotal': 'Frage {round, number} von {total, number}',
  'round.only': 'Frage {round, number}',
  'danger.tool': 'Dieses Werkzeug kann Daten ändern oder löschen',
  'form.heading': 'Eingabe erbeten',
  'form.messageLabel': 'Nachricht des Servers',
  'form.messageShowAll':
    '{count, plural, one {Ganze Nachricht zeigen (# weiteres Zeichen)} other {Ganze Nachricht zeigen (# weitere Zeichen)}}',
  'form.messageShowLess': 'Weniger von der Nachricht zeigen',
  'form.noticesLabel': 'Hinweise zu dieser Anfrage',
  'form.optionalSuffix': ' (optional)',
  'form.requiredHidden': ' (Pflichtfeld)',
  'form.requiredNote': 'Mit * markierte Felder sind Pflichtfelder',
  'form.escapeHint': '<key>Esc</key> außerhalb eines Feldes bricht ab',
  'form.discardQuestion': 'Ihre Antworten verwerfen?',
  'form.discardConfirm': 'Antworten verwerfen',
  'form.discardKeep': 'Weiter bearbeiten',
  'form.acceptUnavailable':
    'Annehmen ist nicht möglich: {reason} Sie können weiterhin ablehnen oder abbrechen.',
  'form.cannotAccept': 'Dieses Formular kann nicht angenommen werden.',
  'form.clearAnswer': 'Antwort löschen <hidden>für {label}</hidden>',
  'form.errorPrefix': 'Fehler:',
  'actions.accept': 'Annehmen',
  'actions.decline': 'Ablehnen',
  'actions.cancel': 'Abbrechen',
  'actions.arming': 'Die Schaltflächen reagieren gleich',
  'refusal.field':
    '{field}: {reason, select, nested {verschachtelte Objekte sind nicht Teil eines Elicitation-Schemas} nullable {ein Typ, der null sein darf, ist nicht Teil eines Elicitation-Schemas (das Feld stattdessen nicht unter "required" aufführen)} type {der Typ "{detail}" ist nicht Teil eines Elicitation-Schemas} keyword {das Schlüsselwort "{detail}" ist nicht Teil eines Elicitation-Schemas} severalTypes {ein Feld mit mehreren Typen ist nicht Teil eines Elicitation-Schemas} noType {ein Feld braucht einen "type"} notObject {sein Schema ist kein Objekt} ref {es verweist auf eine Definition, die nicht gefunden wurde} unsafeName {sein Name ist unsicher} options {seine Optionen sind keine Liste von Textauswahlen} other {es ist nicht Teil eines Elicitation-Schemas}}',
  'summary.title': '{count, plural, one {Es gibt ein Problem} other {Es gibt # Probleme}}',
  'select.chooseOne': 'Bitte wählen…',
  'select.noAnswer': 'Keine Antwort',
  'yesno.yes': 'Ja',
  'yesno.no': 'Nein',
  'secret.show': 'Anzeigen <hidden>{label}</hidden>',
  'secret.hide': 'Verbergen <hidden>{label}</hidden>',
  'date.timeZone': 'Ihre Zeitzone: {zone}',
  'date.utcOffset': 'UTC{sign}{hours}:{minutes}',
  'date.sent': '= {date} ({iso})',
  'selection.empty': 'Nichts ausgewählt – diese Antwort wird weggelassen',
  'hint.text.any': 'Text eingeben',
  'hint.text.between': 'Zwischen {min, number} und {max, number} Zeichen eingeben',
  'hint.text.atLeast':
    '{min, plural, one {Mindestens # Zeichen eingeben} other {Mindestens # Zeichen eingeben}}',
  'hint.text.atMost':
    '{max, plural, one {Höchstens # Zeichen eingeben} other {Höchstens # Zeichen eingeben}}',
  'hint.format.email': 'E-Mail-Adresse eingeben, etwa name@example.com',
  'hint.format.uri': 'Vollständige Webadresse eingeben, etwa https://example.com',
  'hint.format.date': 'Datum eingeben, etwa 28.07.2026, 2026-07-28 oder „morgen“',
  'hint.format.dateTime':
    'Datum und Uhrzeit eingeben, etwa 28.07.2026 14:30 oder 2026-07-28T14:30:00Z',
  'hint.native.date': 'Datum wählen',
  'hint.native.dateTime': 'Datum und Uhrzeit wählen',
  'hint.number.any': 'Zahl eingeben',
  'hint.number.range': 'Zahl von {min, number} bis {max, number} eingeben',
  'hint.number.atLeast': 'Zahl ab {min, number} eingeben',
  'hint.number.atMost': 'Zahl bis höchstens {max, number} eingeben',
  'hint.integer.any': 'Ganze Zahl eingeben',
  'hint.integer.range': 'Ganze Zahl von {min, number} bis {max, number} eingeben',
  'hint.integer.atLeast': 'Ganze Zahl ab {min, number} eingeben',
  'hint.integer.atMost': 'Ganze Zahl bis höchstens {max, number} eingeben',
  'hint.boolean': 'Ja oder Nein wählen',
  'hint.select': 'Eine der Optionen wählen',
  'hint.multi.any': 'Beliebige Optionen wählen',
  'hint.multi.exactly': 'Genau {count, number} wählen',
  'hint.multi.between': 'Zwischen {min, number} und {max, number} wählen',
  'hint.multi.atLeast': 'Mindestens {min, number} wählen',
  'hint.multi.atMost': 'Höchstens {max, number} wählen',
  'reason.unsafeName': 'Dieses Feld kann hier nicht beantwortet werden: sein Name ist unsicher.',
  'reason.notObject':
    'Dieses Feld kann hier nicht beantwortet werden: sein Schema ist kein Objekt.',
  'reason.refMissing':
    'Dieses Feld kann hier nicht beantwortet werden: es verweist auf eine Definition, die nicht gefunden wurde.',
  'reason.severalTypes':
    'Dieses Feld kann hier nicht beantwortet werden: es erlaubt mehrere verschiedene Typen.',
  'reason.noType': 'Dieses Feld kann hier nicht beantwortet werden: es hat keinen „type“.',
  'reason.badType':
    'Dieses Feld kann hier nicht beantwortet werden: sein Typ {type} ist keiner von string, number, integer, boolean oder array.',
  'reason.nested':
    'Dieses Feld kann hier nicht beantwortet werden: verschachtelte Objekte gehören nicht zum MCP-Elicitation-Umfang.',
  'reason.typeNotInSubset':
    'Dieses Feld kann hier nicht beantwortet werden: der Typ „{type}“ gehört nicht zum MCP-Elicitation-Umfang.',
  'reason.keyword':
    'Dieses Feld kann hier nicht beantwortet werden: das Schlüsselwort „{keyword}“ gehört nicht zum MCP-Elicitation-Umfang, daher könnte die Antwort nicht geprüft werden.',
  'reason.typeUnsupported':
    'Dieses Feld kann hier nicht beantwortet werden: der Typ „{type}“ wird nicht unterstützt.',
  'reason.oneOfNotList':
    'Dieses Feld kann hier nicht beantwortet werden: „oneOf“ muss eine Liste von Optionen sein.',
  'reason.noOptions':
    'Dieses Feld kann hier nicht beantwortet werden: es bietet keine brauchbaren Optionen.',
  'reason.enumNotList':
    'Dieses Feld kann hier nicht beantwortet werden: „enum“ muss eine Liste von Optionen sein.',
  'reason.listsMultipleChoice':
    'Dieses Feld kann hier nicht beantwortet werden: Listen werden nur als Mehrfachauswahl unterstützt (items.enum oder items.anyOf).',
  'reason.textOptionsOnly':
    'Dieses Feld kann hier nicht beantwortet werden: nur Listen von Textoptionen werden unterstützt.',
  'error.required': 'Das ist ein Pflichtfeld',
  'error.multi.atLeast': 'Mindestens {min, number} wählen',
  'error.multi.atMost': 'Höchstens {max, number} wählen',
  'error.multi.unique': 'Jede Option nur einmal wählen',
  'error.text.atLeast':
    '{min, plural, one {Mindestens # Zeichen eingeben} other {Mindestens # Zeichen eingeben}}',
  'error.text.atMost':
    '{max, plural, one {Höchstens # Zeichen eingeben} other {Höchstens # Zeichen eingeben}}',
  'error.invalidAnswer': 'Diese Antwort konnte nicht verwendet werden.',
  'error.notObject': 'Die Antwort muss ein JSON-Objekt mit Feldwerten sein.',
  'error.uncheckable': 'Diese Antwort kann hier nicht geprüft werden ({detail}).',
  'error.unknownField': 'Dieses Formular fragt nicht nach „{name}“',
  'number.invalid': 'Zahl eingeben',
  'number.ambiguous':
    '„{text}“ kann {first, number} oder {second, number} bedeuten: bitte ohne Tausendertrennzeichen schreiben',
  'number.sent': '= {value}',
  'diagnostic.internalError':
    'Beim Lesen dieser Frage ist etwas schiefgegangen; sie kann nur abgelehnt oder abgebrochen werden.',
  'diagnostic.notAnObject':
    'Die Anfrage konnte nicht gelesen werden; sie kann nur abgelehnt oder abgebrochen werden.',
  'diagnostic.missingMessage': 'Der Server hat nicht erklärt, wonach er fragt (keine Nachricht).',
  'diagnostic.missingSchema':
    'Der Server hat nicht gesagt, wonach er fragt; dies kann nur abgelehnt oder abgebrochen werden.',
  'diagnostic.schemaNotObject':
    'Die Frage ist fehlerhaft; sie kann nur abgelehnt oder abgebrochen werden.',
  'diagnostic.noProperties': 'Diese Frage hat keine Felder: sie wird als Bestätigung angezeigt.',
  'diagnostic.emptyForm': 'Diese Frage hat keine Felder.',
  'diagnostic.ignoredKeyword':
    'Ein Teil dieser Frage wird hier nicht verstanden und wurde ignoriert.',
  'diagnostic.refInlined': 'Ein Teil dieser Frage wurde aus einer Definition ergänzt.',
  'diagnostic.refUnresolved':
    'Ein Teil dieser Frage verweist auf eine Definition, die nicht gefunden wurde.',
  'diagnostic.nullableCollapsed': 'Diese Antwort darf leer bleiben.',
  'diagnostic.typeInferred': 'Die Art der Antwort wurde aus den Optionen abgeleitet.',
  'diagnostic.enumNamesMismatch': 'Einige Optionen haben keine Beschriftung und zeigen ihren Wert.',
  'diagnostic.duplicateOption': 'Eine Option kam mehrfach vor; sie wird einmal angezeigt.',
  'diagnostic.invalidOption': 'Eine Option konnte nicht gelesen werden und wurde übersprungen.',
  'diagnostic.invalidDefault':
    'Die vorgeschlagene Antwort passte nicht zur Frage und wurde weggelassen.',
  'diagnostic.invalidConstraint':
    'Eine Regel für diese Antwort konnte nicht verwendet werden und wurde ignoriert.',
  'diagnostic.unsupportedProperty': 'Dieses Feld kann hier nicht beantwortet werden.',
  'diagnostic.requiredUnsupported':
    'Dieses Pflichtfeld kann hier nicht beantwortet werden; das Formular kann nur abgelehnt oder abgebrochen werden.',
  'diagnostic.requiredUnknown': 'Die Frage verlangt ein Feld, nach dem sie nicht fragt.',
  'diagnostic.unsafeKey': 'Ein Feld mit unsicherem Namen wurde abgewiesen.',
  'diagnostic.secretRequested':
    '„{field}“ scheint nach einem Passwort, Schlüssel, Token oder einer Kartennummer zu fragen. Server dürfen in einem Formular nicht nach Geheimnissen fragen; geben Sie keines ein, wenn Sie diesem Server nicht vertrauen.',
  'diagnostic.unknownMode':
    'Diese App versteht diese Art von Anfrage nicht; sie kann nur abgelehnt oder abgebrochen werden.',
  'diagnostic.unsupportedDialect':
    'Die Frage nennt eine Schema-Version, die diese App nicht kennt; sie wird als Standardversion gelesen.',
  'diagnostic.tooLarge':
    'Diese Frage ist zu groß, um sie anzuzeigen ({fields, number} Felder, {characters, number} Zeichen Nachricht; die Grenzen sind {maxFields, number} und {maxCharacters, number}). Sie wird nicht angezeigt und abgebrochen.',
  'blocked.unreadable':
    'Diese Anfrage konnte nicht gelesen werden; sie kann nur abgelehnt oder abgebrochen werden.',
  'blocked.noSchema':
    'Der Server hat nicht gesagt, wonach er fragt; dies kann nur abgelehnt oder abgebrochen werden.',
  'blocked.malformed': 'Die Frage ist fehlerhaft; sie kann nur abgelehnt oder abgebrochen werden.',
  'blocked.needs':
    'Dieses Formular braucht {fields}, wonach diese App nicht fragen kann; es kann nur abgelehnt oder abgebrochen werden.',
  'blocked.unknownMode':
    'Diese App versteht diese Art von Anfrage nicht; sie kann nur abgelehnt oder abgebrochen werden.',
  'blocked.requestUnreadable':
    'Die Anfrage konnte nicht gelesen werden; sie kann nur abgelehnt oder abgebrochen werden.',
  'url.consent.open': 'Seite öffnen',
  'url.consent.openAgain': 'Seite erneut öffnen',
  'url.consent.finished': 'Ich bin fertig',
  'url.consent.decline': 'Ablehnen',
  'url.consent.cancel': 'Abbrechen',
  'url.consent.copy': 'Adresse kopieren',
  'url.consent.review': 'Nichts wird geöffnet oder abgerufen, bevor Sie „Seite öffnen“ wählen.',
  'url.consent.opening': 'Ihr Browser wird geöffnet…',
  'url.consent.opened':
    'Im Browser geöffnet. Schließen Sie den Schritt dort ab und wählen Sie dann „Ich bin fertig“.',
  'url.consent.copied':
    'Adresse kopiert. Öffnen Sie sie in einem Browser, schließen Sie den Schritt dort ab und wählen Sie dann „Ich bin fertig“.',
  'url.consent.reask':
    'Der Server fragt erneut: Er sieht den Schritt noch nicht als abgeschlossen an. Schließen Sie ihn auf der Seite ab und wählen Sie dann „Ich bin fertig“.',
  'url.consent.agree': 'Ich möchte diese Seite auf <host>{site}</host> öffnen',
  'url.consent.agreeNoSite': 'Ich möchte diese Seite öffnen',
  'url.consent.agreeNewTab':
    'Ich möchte diese Seite auf <host>{site}</host> in einem neuen Tab öffnen',
  'url.consent.agreeNoSiteNewTab': 'Ich möchte diese Seite in einem neuen Tab öffnen',
  'url.consent.failed':
    'Das Öffnen der Seite konnte nicht bestätigt werden ({problem}). Kopieren Sie diese Adresse in einen Browser, schließen Sie den Schritt dort ab und wählen Sie dann „Ich bin fertig“:',
  'url.consent.failedWeb':
    'Das Öffnen der Seite konnte nicht bestätigt werden ({problem}). Kopieren Sie diese Adresse in einen Browser, schließen Sie den Schritt dort ab und wählen Sie dann „Ich bin fertig“.',
  'url.consent.failedNoDetail':
    'Das Öffnen der Seite konnte nicht bestätigt werden. Kopieren Sie diese Adresse in einen Browser, schließen Sie den Schritt dort ab und wählen Sie dann „Ich bin fertig“:',
  'url.consent.failedNoDetailWeb':
    'Das Öffnen der Seite konnte nicht bestätigt werden. Kopieren Sie diese Adresse in einen Browser, schließen Sie den Schritt dort ab und wählen Sie dann „Ich bin fertig“.',
  'url.consent.popupBlocked': 'Ihr Browser hat den neuen Tab möglicherweise blockiert',
  'url.consent.title': 'Eine Webseite öffnen?',
  'url.consent.titleDone': 'Eine Webseite wurde angefordert',
  'url.consent.asksToOpen': 'Sie werden gebeten, diese Adresse auf <host>{site}</host> zu öffnen:',
  'url.consent.askedToOpen': 'Sie wurden gebeten, diese Adresse auf <host>{site}</host> zu öffnen:',
  'url.consent.asksToOpenNoSite': 'Sie werden gebeten, diese Adresse zu öffnen:',
  'url.consent.askedToOpenNoSite': 'Sie wurden gebeten, diese Adresse zu öffnen:',
  'url.consent.noAddress': '(keine Adresse)',
  'url.consent.warningsLabel': 'Warnungen zu dieser Adresse',
  'url.consent.blocked':
    'Diese Adresse kann nicht geöffnet werden: {reason} Sie können ablehnen oder abbrechen.',
  'url.consent.addressCopied': 'Adresse kopiert.',
  'url.consent.copyByHand':
    'Die Adresse ist markiert: Drücken Sie Strg+C (⌘C auf dem Mac), um sie zu kopieren.',
  'url.problem.missing': 'Der Server hat keine Adresse zum Öffnen geschickt.',
  'url.problem.invalid': 'Das ist keine gültige Webadresse.',
  'url.problem.scheme':
    'Adressen, die mit „{scheme}:“ beginnen, können hier nicht geöffnet werden; nur Webadressen (http/https).',
  'url.warning.insecure':
    'Diese Adresse ist nicht verschlüsselt (http statt https): Andere im Netzwerk könnten die Seite mitlesen oder verändern.',
  'url.warning.local':
    'Diese Adresse zeigt auf Ihren eigenen Computer (einen lokalen Entwicklungsserver).',
  'url.warning.ipAddress':
    'Diese Adresse ist eine bloße IP-Nummer statt eines benannten Angebots; am Namen ist nicht zu erkennen, wer sie betreibt.',
  'url.warning.userinfo':
    'Diese Adresse enthält einen Benutzernamen vor dem „@“; tatsächlich besucht würde <host>{host}</host>.',
  'url.warning.punycode':
    'Dieser Name enthält internationale Zeichen: Er liest sich „{unicode}“, ist aber tatsächlich „<host>{ascii}</host>“. Ähnlich aussehende Buchstaben sind ein häufiger Trick.',
  'url.warning.mixedScripts':
    'Dieser Name mischt Buchstaben aus verschiedenen Alphabeten – so entstehen verwechselbare Adressen.',
  'outcome.theServer': 'der Server',
  'outcome.finished': 'Fertig – {who} wurde mitgeteilt, dass Sie auf der Seite fertig sind',
  'outcome.sent': 'Gesendet an {who}: {answers}',
  'outcome.answer': '{label}: {value}',
  'outcome.acceptedEmpty':
    'Angenommen – {who} wurde „ja“ mitgeteilt; es wurden keine Antworten ausgefüllt',
  'outcome.declined':
    'Abgelehnt – {who} wurde „nein“ mitgeteilt; es wurden keine Antworten gesendet',
  'outcome.cancelled':
    'Abgebrochen – {who} wurde der Abbruch mitgeteilt; es wurden keine Antworten gesendet',
  'outcome.interrupted':
    'Abgebrochen (Ctrl-C) – {who} wurde der Abbruch mitgeteilt; es wurden keine Antworten gesendet',
  'outcome.kept':
    '{action, select, accept {Für diese Runde behalten – {answers}; an {who} wird nichts gesendet, bis die Runde vollständig ist} decline {Abgelehnt – für diese Runde behalten; an {who} wird nichts gesendet, bis die Runde vollständig ist} other {Abgebrochen – für diese Runde behalten; an {who} wird nichts gesendet, bis die Runde vollständig ist}}',
  'outcome.interruptedUnsent':
    'Angehalten (Ctrl-C) – es wurde nichts gesendet; {who} wurde nichts mitgeteilt (es sieht das Ende des Aufrufs)',
  'outcome.yes': 'Ja',
  'outcome.no': 'Nein',
  'outcome.none': '(keine)',
  'outcome.statusFinished': 'Sie haben angegeben, dass Sie auf dieser Seite fertig sind.',
  'outcome.statusSent': 'Ihre Antwort wurde gesendet.',
  'outcome.statusDeclined': 'Sie haben abgelehnt. Sonst wurde nichts gesendet.',
  'outcome.statusCancelled': 'Abgebrochen. Es wurde nichts gesendet.',
  'outcome.closedElsewhere':
    '{state, select, answered {In einem anderen Tab beantwortet – von hier wurde nichts gesendet} expired {Abgelaufen – {who} wurde der Abbruch mitgeteilt; es wurden keine Antworten gesendet} other {Zurückgezogen – {who} braucht keine Antwort mehr; es wurde nichts gesendet}}',
  'outcome.notDelivered':
    'Nicht gesendet – Ihre Antwort hat {who} nicht erreicht. Sie ist unten erhalten: Versuchen Sie es erneut.',
  'budget.exhausted': '{who} fragt immer weiter; weitere Fragen werden abgelehnt',
  'budget.stopAsking': '{who} nicht mehr fragen lassen',
  'host.aServer': 'ein Server',
  // The page title while questions wait, and a desktop notification's words (never the question).
  'host.titleWaiting': '({count, number}) {title}',
  'host.notifyTitle': 'Eine Frage wartet',
  'host.notifyBody': '{who} stellt Ihnen eine Frage',
  'host.newRequests':
    '{count, plural, one {# neue Anfrage an Sie.} other {# neue Anfragen an Sie.}}',
  'host.newRequest':
    '{kind, select, url {Neue Anfrage von {who}, eine Webseite zu öffnen.} other {Neue Anfrage von {who} an Sie.}}',
  'host.answersGiven': 'Gegebene Antworten',
  'host.moreWaiting': '{count, plural, one {# weitere wartet} other {# weitere warten}}',
  'auth.signIn.connect':
    'Melden Sie sich bei <host>{origin}</host> an, um diesen Server zu nutzen.',
  'auth.signIn.expired':
    'Ihre Anmeldung ist abgelaufen. Melden Sie sich erneut bei <host>{origin}</host> an.',
  'auth.signIn.scope':
    'Hierfür ist mehr Zugriff nötig ({scopes}). Melden Sie sich erneut bei <host>{origin}</host> an, um ihn zu erlauben.',
  'auth.signingIn': 'Warten auf Ihre Anmeldung bei <host>{origin}</host> …',
  'auth.required': 'Dieser Server verlangt eine Anmeldung. An das Werkzeug wurde nichts gesendet.',
  'auth.declined': 'Die Anmeldung wurde abgelehnt. An das Werkzeug wurde nichts gesendet.',
  'auth.failed.stateMismatch':
    'Die Anmeldung konnte nicht bestätigt werden: Die Antwort stammt nicht von der Anmeldung, die diese App gestartet hat.',
  'auth.failed.issuerMismatch':
    'Die Anmeldung konnte nicht bestätigt werden: Der Anmeldeserver ist nicht der, den dieser Server genannt hat.',
  'auth.failed.serverRefused':
    '{code, select, none {Der Anmeldeserver hat abgelehnt.} other {Der Anmeldeserver hat abgelehnt ({code}).}}',
  'auth.failed.registrationRejected':
    'Der Anmeldeserver nimmt diese App nicht automatisch an. Eine Client-ID wird benötigt.',
  'auth.failed.insecureEndpoint': 'Der Anmeldeserver verwendet keine sichere (HTTPS-)Adresse.',
  'auth.failed.stillRefused': 'Angemeldet, aber der Server verweigert weiterhin den Zugriff.',
  'auth.failed.other': 'Die Anmeldung ist fehlgeschlagen.',
  'auth.status.notSignedIn': 'Nicht angemeldet.',
  'auth.status.issuer': 'Anmeldeserver {issuer}',
  'auth.status.client':
    '{kind, select, registered {Client automatisch registriert} metadata-document {Client über sein Metadatendokument bekannt} static {Client vorab registriert} other {Client {kind}}}',
  'auth.status.scopes': 'Berechtigungen: {scopes}',
  'auth.status.noScopes': 'Berechtigungen: (keine genannt)',
  'auth.status.validUntil': 'Zugriffstoken gültig bis {time}',
  'auth.status.expiredAt': 'Zugriffstoken abgelaufen am {time}',
  'auth.status.refreshable': 'erneuert sich selbst',
  'auth.status.notRefreshable': 'erneuert sich nicht (nach Ablauf erneut anmelden)',
  'auth.web.signIn': 'Anmelden',
  'auth.web.notNow': 'Nicht jetzt',
  'auth.web.signOut': 'Abmelden',
  'auth.web.signedIn': 'Angemeldet',
  'auth.web.signedInAt': 'Angemeldet bei {issuer}',
  'auth.web.callbackDone': 'Angemeldet. Sie können dieses Fenster schließen.',
} as const satisfies Messages;

const catalogue: LocaleCatalogue = deepFreeze({ locale: 'de', dir: 'ltr', messages });
export default catalogue;
