import type { CliLocaleCatalogue, CliMessages } from '../messages/CliLocalizer.js';

/** The command line's German words: `locales/de.ts`. */
const messages = {
  'cli.help.program': `Aufruf: elicitkit '<Befehl>' [Optionen]

Ruft MCP-Werkzeuge auf, die unterwegs eine Frage stellen (Elicitation), und prüft,
wie Clients die Fragen eines Servers sehen werden.

Befehle:
{commands}

Jeder Befehl nimmt --locale '<Tag>' ({locales}); ohne die Option gilt
LC_ALL, LC_MESSAGES oder LANG, sonst Englisch.

--verbose zeigt, was die MCP-Bibliothek protokolliert (womöglich Worte des
Servers oder seines Autorisierungsservers), als nicht von elicitkit markiert.

'elicitkit '<Befehl>' --help' zeigt die Optionen und Exit-Codes eines Befehls.
`,
  'cli.summary.checkSchema':
    'zeigt, wie Clients eine Elicitation-Anfrage sehen werden, und prüft eine Antwort',
  'cli.summary.call':
    'ruft ein Werkzeug auf einem MCP-Server auf und beantwortet seine Fragen im Terminal',
  'cli.summary.task': 'verfolgt eine laufende Aufgabe über ihre ID und beantwortet ihre Fragen',
  'cli.summary.tools': 'listet die Werkzeuge eines MCP-Servers auf',
  'cli.summary.login': 'meldet sich bei einem MCP-Server an, der eine Autorisierung verlangt',
  'cli.summary.logout': 'vergisst (und widerruft) die für einen MCP-Server gespeicherte Anmeldung',
  'cli.summary.auth': 'zeigt die gespeicherten Anmeldungen (auth status)',

  'cli.help.checkSchema': `Aufruf: elicitkit check-schema '<Datei | ->' [Optionen]

Zeigt, wie MCP-Clients eine Elicitation-Anfrage sehen werden: die Nachricht, jedes Feld
(Beschriftung, Art und Widget, Pflicht, Vorgabe, Format und Grenzen, Optionen, Hinweis,
Diagnosen), die Diagnosen der Anfrage nach Schwere und ob Annehmen möglich ist.
Mit --answer prüft es zusätzlich eine mögliche Antwort.

Die Eingabe ist eine JSON-Datei oder - für stdin. Ihre Form wird erkannt und genannt:
  elicitation/create-Parameter  Formular- oder URL-Modus, 2025-11-25 oder 2026-07-28
  ein bloßes requestedSchema    '{"type": "object", "properties": {...}}'
  ein inputRequests-Eintrag     '{"method": "elicitation/create", "params": {...}}'
  eine inputRequests-Map        '{"<key>": {"method": ..., "params": ...}, ...}'
  ein input_required-Ergebnis   '{"resultType": "input_required", "inputRequests": ...}'
  eine JSON-RPC-Anfrage         '{"jsonrpc": "2.0", "id": 1, "method": "elicitation/create", ...}'
  eine JSON-RPC-Antwort         deren Ergebnis ein input_required-Ergebnis ist

Optionen:
  --answer '<json | @Datei>' prüft diese Antwort: ein JSON-Objekt mit Feldwerten
                           (der Inhalt eines Annehmens), direkt oder aus einer Datei
  --request '<Schlüssel>'    der zu prüfende inputRequests-Eintrag (Vorgabe: der erste
                           elicitation/create-Eintrag)
  --json                   gibt einen maschinenlesbaren Bericht aus, immer auf Englisch
                           (siehe apps/cli/README.md)
  -h, --help               zeigt diese Hilfe

Exit-Codes:
  0  brauchbar: Annehmen ist möglich, und die --answer (falls gegeben) ist gültig
  1  nicht brauchbar: Annehmen ist unmöglich, die Eingabe ist keine Elicitation, oder
     die --answer ist ungültig
  2  falscher Aufruf: unbekannte Option, fehlende oder unlesbare Datei, Eingabe oder
     Antwort kein JSON
  70 ein Fehler in elicitkit selbst (ELICITKIT_DEBUG=1 gibt den Stacktrace aus)

Farbe gibt es nur, wenn stdout ein Terminal ist und NO_COLOR nicht gesetzt ist.

Beispiele:
{examples}
`,
  'cli.help.call': `Aufruf: elicitkit call '<URL>' '<Werkzeug>' [Optionen]
        elicitkit call --stdio "'<Befehl>'" '<Werkzeug>' [Optionen]

Ruft ein Werkzeug auf einem MCP-Server auf. Stellt der Server eine Frage (eine
Elicitation, in jeder Runde), erscheint sie in diesem Terminal; Annehmen / Ablehnen /
Abbrechen geht an den Server zurück, und das Ergebnis des Werkzeugs wird ausgegeben.

Optionen:
  --args '<json|@Datei>'   die Argumente des Werkzeugs als JSON-Objekt (Vorgabe '{}')
  --answers '<Datei>'      beantwortet Fragen automatisch (siehe unten); Fragen, die die
                         Datei nicht abdeckt, werden gestellt oder ohne Terminal abgebrochen
  --json                 gibt das Ergebnis als JSON auf stdout aus (die Eingabemaske
                         erscheint dann auf stderr)
  --no-drafts            bewahrt nicht gesendete Antworten nicht auf (siehe unten)
  --locale '<Tag>'         die Sprache der Eingabemaske ({locales});
                         Vorgabe aus LC_ALL, LC_MESSAGES, LANG, sonst Englisch
  --detach               wird das Werkzeug zur Aufgabe, ihre ID ausgeben und beenden
                         (die Aufgabe läuft weiter; verfolgen mit elicitkit task)
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             diese Hilfe

Anmeldung: Ein Server, der eine Autorisierung verlangt, nutzt die mit elicitkit login
gespeicherte Anmeldung (kurz vor Ablauf erneuert). Ist keine brauchbar – oder verlangt
der Server mitten im Aufruf mehr Zugriff –, melden Sie sich sofort im Terminal an (wie bei
elicitkit login), und der Aufruf geht weiter. Ohne Terminal öffnet dieser Befehl nie
einen Browser und lauscht nicht: Er endet mit 5 und sagt, elicitkit login '<URL>' auszuführen.

Antwortdatei (jede automatische Antwort wird auf stderr protokolliert):
  '{ "confirm_close": { "confirm": true },'   Eingabeschlüssel -> die Werte des Formulars
    "region": "decline",                    Eingabeschlüssel -> accept | decline | cancel
    "agent": "nour",                        Feldname -> sein Wert
    "*": "cancel" '}'                         jedes andere Formular -> accept | decline | cancel
Die Werte beginnen bei den Vorgaben des Formulars und werden wie getippte Antworten
geprüft. Eine URL-Frage wird nur über ihren eigenen Eingabeschlüssel beantwortet
("sign_in": "accept"), nie über "*".

Tasten in der Eingabemaske: Tab/Shift-Tab oder ↑↓ wechseln, ↑↓ wählen in einer Liste,
Space hakt an, Enter geht zum nächsten Feld (sendet vom letzten), Ctrl-S sendet, Ctrl-G
schreibt eine Textantwort in $VISUAL/$EDITOR, Esc bricht ab, Ctrl-C bricht ab und beendet.
Die Fußzeile zeigt die Tasten für das Element mit dem Fokus.

Nicht gesendete Antworten (abgebrochen, unterbrochen oder mit der Verbindung verloren)
werden einen Tag lang in $XDG_STATE_HOME/elicitkit/drafts (Vorgabe ~/.local/state/…)
aufbewahrt, nur für Sie lesbar, und eingesetzt, wenn derselbe Server dieselbe Frage
erneut stellt. Antworten in Feldern, die nach Geheimnissen aussehen, werden nie
aufbewahrt. --no-drafts schaltet das ab.

NO_COLOR schaltet Farbe ab. Ohne Terminal wartet nichts auf Eingaben.

Aufgaben: Ein Werkzeug, das als Aufgabe läuft (MCP Tasks, in beiden Protokollversionen),
zeigt während der Arbeit "Aufgabe '<ID>' · '<Status>' · '<Nachricht>'"; seine Fragen werden wie
alle anderen gestellt, und Ctrl-C bricht die Aufgabe vor dem Beenden auf dem Server ab.

Exit-Codes:
  0    das Werkzeug lief und lieferte ein Ergebnis
  1    das Werkzeug lief und meldete einen Fehler (isError)
  2    falscher Aufruf: unbekannte Option, falsche URL, --args oder --answers ungültig
  3    keine Verbindung zum Server
  4    der Aufruf schlug fehl: Server oder Protokoll versagten, ein Abschnitt lief in
       eine Zeitüberschreitung, zu viele Runden, oder die Aufgabe schlug fehl oder wurde
       vom Server abgebrochen
  5    der Server verlangt eine Anmeldung: elicitkit login '<URL>' ausführen (oder die
       Anmeldung schlug fehl)
  130  mit Ctrl-C unterbrochen (die offene Frage wurde abgebrochen)
  70   elicitkit selbst ist fehlgeschlagen (ein Fehler im Programm)
`,
  'cli.help.task': `Aufruf: elicitkit task '<URL>' '<Aufgaben-ID>' [Optionen]
        elicitkit task --stdio "'<Befehl>'" '<Aufgaben-ID>' [Optionen]

Verbindet sich wieder mit einer laufenden Aufgabe (MCP-Tasks-Erweiterung, 2026-07-28):
zeigt ihren Status ("Aufgabe '<ID>' · '<Status>' · '<Nachricht>'"), stellt die Fragen, die
sie noch hat, und gibt ihr Ergebnis aus. Bereits beantwortete Fragen werden nicht erneut
gestellt. Ctrl-C bricht die Aufgabe auf dem Server ab.

Optionen:
  --answers '<Datei>'      beantwortet Fragen automatisch (wie bei elicitkit call)
  --json                 gibt das Ergebnis als JSON auf stdout aus
  --no-drafts            bewahrt nicht gesendete Antworten nicht auf
{serverFlags}
  -h, --help             diese Hilfe

Exit-Codes: wie bei elicitkit call (0 Ergebnis, 1 Werkzeugfehler, 3 keine Verbindung,
4 die Aufgabe schlug fehl oder wurde vom Server abgebrochen, 130 Ctrl-C).
`,
  'cli.help.tools': `Aufruf: elicitkit tools '<URL>' [Optionen]
        elicitkit tools --stdio "'<Befehl>'" [Optionen]

Listet die Werkzeuge eines MCP-Servers mit ihren Argumenten auf (* = Pflicht).

Optionen:
  --json                 gibt die Werkzeugliste des Servers als JSON auf stdout aus
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             diese Hilfe

Anmeldung: wie bei elicitkit call – die gespeicherte Anmeldung, sonst an einem Terminal
eine sofortige Anmeldung; ohne Terminal Exit 5 und "elicitkit login '<URL>' ausführen".

Exit-Codes:
  0    aufgelistet
  2    falscher Aufruf
  3    keine Verbindung zum Server
  4    der Server konnte seine Werkzeuge nicht auflisten
  5    der Server verlangt eine Anmeldung: elicitkit login '<URL>' ausführen (oder die
       Anmeldung schlug fehl)
  70   elicitkit selbst ist fehlgeschlagen (ein Fehler im Programm)
`,
  'cli.help.login': `Aufruf: elicitkit login '<URL>' [Optionen]

Meldet sich bei einem MCP-Server an, der eine Autorisierung verlangt (OAuth 2.1), und
bewahrt das Ergebnis auf, sodass elicitkit call, tools und task danach ohne Nachfrage
funktionieren; das Zugriffstoken wird kurz vor Ablauf erneuert.

Die Anmeldeseite öffnet sich in Ihrem Browser: $BROWSER, wenn gesetzt (mit der Adresse
als Argument), sonst der Öffner des Systems. Der Browser kehrt zu einem Listener auf
http://127.0.0.1:'<Port>'/callback auf diesem Rechner zurück. Die Adresse wird immer auch
ausgegeben.

Optionen:
{signInFlags}
{authFlags}
  -h, --help             diese Hilfe

Anmeldungen liegen im Schlüsselbund des Systems (Keychain, Credential Manager, ein Secret
Service), wo einer antwortet, sonst in $XDG_STATE_HOME/elicitkit/oauth/ (Vorgabe
~/.local/state/…), eine Datei pro Server, nur für Sie lesbar; ELICITKIT_TOKEN_STORE=file
hält sie in Dateien. Die Anmeldung gibt nach fünf Minuten auf.

Exit-Codes:
  0    angemeldet (oder schon angemeldet)
  2    falscher Aufruf, oder der --callback-port ist belegt
  3    der Server war nicht erreichbar
  5    die Anmeldung schlug fehl oder wurde abgelehnt
  70   elicitkit selbst ist fehlgeschlagen (ein Fehler im Programm)
`,
  'cli.help.logout': `Aufruf: elicitkit logout '<URL>' [Optionen]

Vergisst die für diesen Server gespeicherte Anmeldung. Bietet der Autorisierungsserver
einen Widerruf an (RFC 7009), werden die Tokens zuerst dort widerrufen.

Optionen:
  --no-revoke            nur die lokale Kopie löschen
  --client-id ID, --client-secret-env VAR   wie bei elicitkit login angegeben
  -h, --help             diese Hilfe

Exit-Codes: 0 abgemeldet (oder war nicht angemeldet), 2 falscher Aufruf, 70 ein Fehler im
Programm.
`,
  'cli.help.auth': `Aufruf: elicitkit auth status ['<URL>'] [--json]

Zeigt die gespeicherten Anmeldungen: pro Server den Autorisierungsserver, die Art des
Clients (registriert, Metadatendokument, statisch), die Scopes, wann das Zugriffstoken
abläuft und ob es erneuert werden kann. Tokens werden nie ausgegeben.

Optionen:
  --json                 gibt dasselbe als JSON aus
  -h, --help             diese Hilfe

Exit-Codes: 0 angezeigt, 2 falscher Aufruf, 70 ein Fehler im Programm.
`,
  'cli.help.serverFlags': `  --stdio "'<Befehl Argumente>'" startet den Server und spricht MCP über seine stdin/stdout
                         (keine Shell: Anführungszeichen gruppieren Wörter, sonst wird
                         nichts ausgewertet)
  --server-id '<Name>'     Ihr Name für diesen Server, als vertrauenswürdig angezeigt
                         (Vorgabe: die URL oder der Befehl)
  --protocol '<p>'         auto (Vorgabe), 2026-07-28 oder 2025-11-25`,
  'cli.help.authFlags': `  --header "Name: Wert"  sendet diesen Header bei jeder HTTP-Anfrage (wiederholbar)
  --bearer-token-env VAR sendet "Authorization: Bearer <$VAR>" (dann keine Anmeldung)
  --client-id ID         ein vorab beim Autorisierungsserver registrierter Client
  --client-secret-env VAR  sein Geheimnis, aus $VAR gelesen (nie von der Befehlszeile)
  --scope "a b"          die zu erbittenden Scopes, wenn der Server keine nennt`,
  'cli.help.signInFlags': `  --no-browser           Anmeldung ohne Browser: die ausgegebene Adresse selbst öffnen
                         (auf einem beliebigen Rechner), dann die Adresse, auf der der
                         Browser landet (http://127.0.0.1:…/callback?…), hier einfügen
  --callback-port '<n>'    auf diesem Port auf die Weiterleitung der Anmeldung warten
                         (für Server, die eine genaue Weiterleitungsadresse verlangen);
                         ein belegter Port ist ein Fehler`,

  'cli.check.label':
    '{label, select, input {Eingabe} entry {Eintrag} mode {Modus} address {Adresse} host {Host} punycode {Punycode} port {Port} opens {öffnet} warning {Warnung} verdict {Urteil} kind {Art} format {Format} limits {Grenzen} default {Vorgabe} options {Optionen} other {Hinweis}}',
  'cli.check.era': '{description} (Protokoll {era})',
  'cli.check.message': 'Nachricht',
  'cli.check.none': '(keine)',
  'cli.check.fields': 'Felder ({count, number})',
  'cli.check.noFields':
    'Keine Felder: Die Person wird nur gebeten, anzunehmen, abzulehnen oder abzubrechen.',
  'cli.check.required': 'Pflicht',
  'cli.check.optional': 'optional',
  'cli.check.kind': '{kind}, Widget {widget}',
  'cli.check.kindVariant': '{kind} ({variant}), Widget {widget}',
  'cli.check.more': '{count, plural, one {… und # weitere} other {… und # weitere}}',
  'cli.check.url': 'URL',
  'cli.check.same': '(gleich)',
  'cli.check.canOpen': '<good>kann geöffnet werden, sobald die Person zustimmt</good>',
  'cli.check.blocked': '<bad>gesperrt: {reason}</bad>',
  'cli.check.diagnostics': 'Diagnosen',
  'cli.check.diagnosticsNone': 'keine',
  'cli.check.diagnosticsCount':
    '{errors, plural, one {# Fehler} other {# Fehler}}, {warnings, plural, one {# Warnung} other {# Warnungen}}, {info, number} Info insgesamt',
  'cli.check.formLevelNone': 'keine zur Anfrage als Ganzes (siehe die Felder oben)',
  'cli.check.heading': '{severity, select, error {Fehler} warning {Warnungen} other {Info}}',
  'cli.check.severity': '{severity, select, error {Fehler} warning {Warnung} other {Info}}',
  'cli.check.verdict': 'Urteil',
  'cli.check.accept': 'Annehmen',
  'cli.check.answer': 'Antwort',
  'cli.check.nothingToCheck': '<bad>nichts zu prüfen</bad>: {reason}',
  'cli.check.possible': '<good>möglich</good>',
  'cli.check.notPossible': '<bad>nicht möglich</bad>: {reason}',
  'cli.check.unknownReason': 'unbekannter Grund',
  'cli.check.valid': '<good>gültig</good>; der Client sendet:',
  'cli.check.invalid':
    '{count, plural, one {<bad>ungültig</bad> (# Problem)} other {<bad>ungültig</bad> (# Probleme)}}',
  'cli.check.wholeAnswer': 'Antwort',

  'cli.check.input.jsonType':
    '{type, select, null {ein JSON-null, kein Objekt} array {ein JSON-Array, kein Objekt} number {eine JSON-Zahl, kein Objekt} boolean {ein JSON-Wahrheitswert, kein Objekt} other {eine JSON-Zeichenkette, kein Objekt}}',
  'cli.check.input.rpcRequest':
    '{method, select, none {eine JSON-RPC-Anfrage ohne Methode} other {eine JSON-RPC-Anfrage {method}}}',
  'cli.check.input.rpcInputRequired': 'eine JSON-RPC-Antwort mit einem input_required-Ergebnis',
  'cli.check.input.rpcUrlRequiredCode': 'ein JSON-RPC-URLElicitationRequiredError ({code})',
  'cli.check.input.rpcUrlRequired': 'ein JSON-RPC-URLElicitationRequiredError',
  'cli.check.input.rpcResponse': 'eine JSON-RPC-Antwort',
  'cli.check.input.requestsMap': 'eine inputRequests-Map',
  'cli.check.input.inputRequired': 'ein input_required-Ergebnis',
  'cli.check.input.request':
    '{method, select, none {eine Anfrage ohne Methode} other {eine Anfrage {method}}}',
  'cli.check.input.entry': 'ein inputRequests-Eintrag ({method})',
  'cli.check.input.params': '{method}-Parameter',
  'cli.check.input.schema': 'ein bloßes requestedSchema',
  'cli.check.input.unrecognised': 'ein nicht erkanntes JSON-Objekt',
  'cli.check.reason.jsonType':
    '{type, select, null {Die Eingabe ist ein JSON-null; eine Anfrage, ein Ergebnis, Parameter oder ein Schema sind immer ein JSON-Objekt.} array {Die Eingabe ist ein JSON-Array; eine Anfrage, ein Ergebnis, Parameter oder ein Schema sind immer ein JSON-Objekt.} number {Die Eingabe ist eine JSON-Zahl; eine Anfrage, ein Ergebnis, Parameter oder ein Schema sind immer ein JSON-Objekt.} boolean {Die Eingabe ist ein JSON-Wahrheitswert; eine Anfrage, ein Ergebnis, Parameter oder ein Schema sind immer ein JSON-Objekt.} other {Die Eingabe ist eine JSON-Zeichenkette; eine Anfrage, ein Ergebnis, Parameter oder ein Schema sind immer ein JSON-Objekt.}}',
  'cli.check.reason.rpcRequest':
    '{method, select, none {Das ist eine JSON-RPC-Anfrage ohne Methode, nicht {elicit}.} other {Das ist eine JSON-RPC-Anfrage {method}, nicht {elicit}.}}',
  'cli.check.reason.noElicitations':
    'Dieser URLElicitationRequiredError nennt keine Elicitations in error.data.elicitations.',
  'cli.check.reason.rpcResponse':
    'Diese JSON-RPC-Antwort ist weder ein input_required-Ergebnis noch ein URLElicitationRequiredError und fragt daher nichts.',
  'cli.check.reason.request':
    '{method, select, none {Das ist eine Anfrage ohne Methode, nicht {elicit}.} other {Das ist eine Anfrage {method}, nicht {elicit}.}}',
  'cli.check.reason.onlyState':
    'Dieses input_required-Ergebnis trägt nur requestState: Es fragt die Person nichts.',
  'cli.check.reason.noRequests':
    'Dieses input_required-Ergebnis hat keine inputRequests: Es fragt die Person nichts.',
  'cli.check.reason.entry':
    '{method, select, none {Der inputRequests-Eintrag {key} hat keine Methode und ist daher nicht {elicit}.} other {Der inputRequests-Eintrag {key} ist eine Anfrage {method}, nicht {elicit}.}}',
  'cli.check.reason.noneElicit': 'Keiner der inputRequests-Einträge ist {elicit}.',
  'cli.check.note.requestIgnored':
    '{flag} {key} wurde ignoriert: Die Eingabe hat keine inputRequests.',
  'cli.check.note.noElicitationId':
    '{protocol} verlangt "elicitationId" bei Anfragen im URL-Modus; diese hat keine.',
  'cli.check.note.checkedFirst':
    '{count, plural, one {# Elicitation hier; die erste wurde geprüft.} other {# Elicitations hier; die erste wurde geprüft.}}',
  'cli.check.note.elicitationIdIgnored':
    '"elicitationId" gehört nicht zu {protocol}; Clients ignorieren es.',
  'cli.check.note.notInputRequired':
    'Hat "inputRequests", aber keinen resultType "input_required"; trotzdem als solches gelesen.',
  'cli.check.note.entryNotChecked':
    '{method, select, none {Der inputRequests-Eintrag {key} hat keine Methode; nicht geprüft.} other {Der inputRequests-Eintrag {key} ist eine Anfrage {method}; nicht geprüft.}}',
  'cli.check.note.checkedKey':
    "{count, plural, one {# Elicitation hier; geprüft wurde {key}. Eine andere wählen Sie mit {flag} '<Schlüssel>' ({keys}).} other {# Elicitations hier; geprüft wurde {key}. Eine andere wählen Sie mit {flag} '<Schlüssel>' ({keys}).}}",
  'cli.check.note.unrecognised':
    'Nicht als Anfrage, Ergebnis, Parameter oder Schema erkannt; als elicitation/create-Parameter gelesen.',

  'cli.connecting': 'Verbindung zu {where} wird hergestellt…',
  'cli.calling': '{tool} wird auf {where} aufgerufen…',
  'cli.sending': 'Die Antwort wird an {where} gesendet…',
  'cli.roundSent': '✔ An {where} gesendet: die für Runde {round} behaltenen Antworten',
  'cli.taskAsking': '{line} — die laufende Aufgabe fragt:',
  'cli.toolError': '{tool} hat einen Fehler gemeldet',
  'cli.detached': 'abgekoppelt; die Aufgabe läuft weiter. Verfolgen mit: {command}',
  'cli.interrupted': 'unterbrochen (Ctrl-C); die offene Frage wurde abgebrochen.',
  'cli.interruptedTask':
    'unterbrochen (Ctrl-C); die offene Frage wurde abgebrochen und die Aufgabe auf dem Server beendet.',
  'cli.callFailed': '{tool} ist fehlgeschlagen ({code}): {detail}',
  'cli.questionRefused':
    '{server} hat eine Frage gestellt, die abgelehnt wurde, bevor sie angezeigt werden konnte: {why}',
  'cli.questionRefusedNoReason':
    '{server} hat eine Frage gestellt, die abgelehnt wurde, bevor sie angezeigt werden konnte.',
  'cli.couldNotConnect': 'keine Verbindung zu {where}: {detail}',
  'cli.localeUnknown': '{flag} {tag} ist keine mitgelieferte Sprache; es wird Englisch verwendet',
  'cli.themeIgnored': 'ELICITKIT_THEME: ignoriert {items}',
  'cli.tools.couldNotList': '{where} konnte seine Werkzeuge nicht auflisten: {detail}',
  'cli.tools.heading':
    '{count, plural, one {# Werkzeug auf {server}:} other {# Werkzeuge auf {server}:}}',
  'cli.tools.server': '{id} (nennt sich selbst „{name}“)',
  'cli.tools.args': 'Argumente:',
  'cli.tools.noArgs': 'keine',
  'cli.usage.seeHelp': 'Aufruf und Optionen: {help}',
  'cli.usage.unknownCommand': 'unbekannter Befehl {name}',
  'cli.usage.unknownOption': 'unbekannte Option {option}',
  'cli.usage.commandList': 'Befehle: {list}.',
  'cli.usage.noValue': 'Option {option} nimmt keinen Wert',
  'cli.usage.needsValue': 'Option {option} braucht einen Wert',
  'cli.usage.givenTwice': 'Option {option} zweimal angegeben',
  'cli.usage.unexpected': 'unerwartetes Argument {argument}',
  'cli.usage.whichTool': 'welches Werkzeug? Geben Sie seinen Namen nach dem Server an',
  'cli.usage.whichTask': 'welche Aufgabe? Geben Sie ihre ID nach dem Server an',
  'cli.usage.argsObject': '{flag} muss ein JSON-Objekt mit den Argumenten des Werkzeugs sein',
  'cli.usage.answersObject':
    '{label} muss ein JSON-Objekt aus Eingabeschlüsseln oder Feldnamen sein',
  'cli.usage.answersStar': '{label}: {star} muss {choices} sein',
  'cli.usage.protocol': '{flag} muss {choices} sein, nicht {value}',
  'cli.usage.noServer': 'Geben Sie den Server an: eine http(s)-URL oder {stdio}',
  'cli.usage.notUrlStdio': '{text} ist keine URL (für einen lokalen Befehl: {stdio})',
  'cli.usage.notUrl': '{text} ist keine URL',
  'cli.usage.notHttp': 'die Server-URL muss http oder https sein, nicht {scheme}',
  'cli.usage.serverUrl': 'Geben Sie die http(s)-URL des Servers an',
  'cli.usage.unclosedQuote': '{flag}: Anführungszeichen {quote} nicht geschlossen',
  'cli.usage.noCommand': '{flag} braucht einen Befehl, etwa {example}',
  'cli.usage.missingFile':
    '{file} fehlt: Geben Sie eine JSON-Datei an, oder - für die Standardeingabe',
  'cli.usage.oneFile': 'eine {file} erwartet, {count, number} erhalten: {extra}',
  'cli.usage.stdinOnce':
    'die Standardeingabe lässt sich nur einmal lesen: Geben Sie die Eingabe oder {flag} als Datei an',
  'cli.usage.badHeader': '{flag} muss so aussehen: {example}',
  'cli.usage.envNotSet': '{flag} {name}: die Umgebungsvariable ist nicht gesetzt',
  'cli.usage.needsFlag': '{flag} braucht {other}',
  'cli.usage.signInFlagsHttp':
    'die Anmelde-Optionen gelten für HTTP-Server (Geheimnisse erhalten {stdio}-Server über ihre Umgebung)',
  'cli.usage.port': '{flag} muss eine Portnummer von 1 bis 65535 sein',
  'cli.usage.authSubcommand': 'der einzige Unterbefehl von {command} ist {sub}',
  'cli.usage.noLoginNeeded': '{first} und {second} brauchen keine Anmeldung',
  'cli.internalError': 'interner Fehler (ein Fehler in elicitkit): {detail}',
  'cli.json.input': 'Eingabe {file}',
  'cli.json.inputStdin': 'die Eingabe (Standardeingabe)',
  'cli.json.flagFile': '{flag}-Datei {file}',
  'cli.json.flagFileStdin': 'die {flag}-Datei (Standardeingabe)',
  'cli.json.flagValue': '{flag}',
  'cli.json.readingTerminal': 'lese {label} vom Terminal; beenden Sie sie mit Ctrl-D',
  'cli.json.cannotRead': '{label} lässt sich nicht lesen: {reason}',
  'cli.json.empty': '{label} ist leer, kein JSON',
  'cli.json.invalid': '{label} ist kein gültiges JSON: {reason}',
  'cli.json.noSuchFile': 'Datei nicht gefunden',
  'cli.json.isDirectory': 'es ist ein Verzeichnis',
  'cli.json.permission': 'keine Berechtigung',
  'cli.json.other': '{detail}',
  'cli.result.link': '[Link {uri}]',
  'cli.result.resource': '[Ressource {uri}]',
  'cli.usage.noSuchRequest':
    '{flag} {key}: kein solcher Eintrag in inputRequests (vorhanden: {keys})',
  'cli.tools.serverVersion': '{id} (nennt sich selbst „{name}“ {version})',
  'auth.cli.page': 'Die Anmeldeseite für {server}:',
  'auth.cli.paste':
    'Öffnen Sie sie in einem Browser und fügen Sie dann hier die Adresse ein, bei der der Browser endet:',
  'auth.cli.noBrowser':
    'Es konnte kein Browser geöffnet werden: Öffnen Sie die Adresse oben selbst.',
  'auth.cli.badPaste': 'Das ist nicht die Adresse, bei der der Browser geendet hat.',
  'auth.cli.timedOut': 'Innerhalb von fünf Minuten kam keine Anmeldung zurück.',
  'auth.cli.signedIn': 'Bei {server} angemeldet.',
  'auth.cli.incomplete': 'Die Anmeldung bei {server} wurde nicht abgeschlossen: {reason}',
  'auth.cli.unreachable': '{server} ist nicht erreichbar: {reason}',
  'auth.cli.portBusy':
    '--callback-port {port}: Dieser Port auf 127.0.0.1 ist belegt; geben Sie ihn frei oder wählen Sie einen anderen.',
  'auth.cli.runLogin': '{server} verlangt eine Anmeldung; ausführen: elicitkit login {url}',
  'auth.cli.notSignedIn': 'Bei {server} nicht angemeldet; nichts zu vergessen.',
  'auth.cli.signedOutRevoked':
    'Von {server} abgemeldet: Die Tokens wurden beim Anmeldeserver widerrufen und hier gelöscht.',
  'auth.cli.signedOutLocal':
    'Von {server} abgemeldet: Die Tokens wurden hier gelöscht (der Server bietet keinen Widerruf an, oder er schlug fehl).',
  'auth.cli.callbackPage': 'Fertig. Sie können diesen Tab schließen und zum Terminal zurückkehren.',
  'auth.cli.storeFiles': 'Anmeldungen werden in Dateien unter {dir} aufbewahrt.',
  'auth.cli.noneKept': 'Keine Anmeldungen aufbewahrt.',
  'auth.cli.notSignedInTo': 'Bei {server} nicht angemeldet.',
  'auth.cli.storeRepaired':
    'Andere Benutzer konnten {path} lesen oder ändern; jetzt hat nur noch Ihr Konto Zugriff.',
  'auth.cli.storeRefused':
    '{path} ist ein Link, ein Ordner oder gehört einem anderen Benutzer; elicitkit hat es nicht gelesen und bewahrt dort keine Anmeldung auf. Entfernen Sie es und melden Sie sich erneut an.',
  'auth.cli.storeUnreadable':
    'Die in {path} aufbewahrte Anmeldung ist nicht lesbar und wird nicht verwendet. Melden Sie sich erneut an.',
  'auth.cli.storeKeyring':
    'Anmeldungen werden im Schlüsselbund des Systems aufbewahrt; was noch in Dateien unter {dir} liegt, zieht bei der nächsten Verwendung dorthin um.',
  'auth.cli.keptInKeyring': 'Im Schlüsselbund des Systems aufbewahrt.',
  'auth.cli.keptInFile': 'In einer Datei unter {dir} aufbewahrt.',
  'auth.cli.logoutKeyringUnanswered':
    'Der Schlüsselbund des Systems hat nicht geantwortet; eine dort gespeicherte Anmeldung bei {server} kann noch da sein. Entsperren Sie ihn und melden Sie sich erneut ab.',
  'auth.cli.keyringUnavailable':
    'Der Schlüsselbund des Systems hat nicht geantwortet (er ist gesperrt, oder hier gibt es keinen), daher werden Anmeldungen in Dateien unter {path} aufbewahrt, nur für Sie lesbar.',
  'auth.cli.keyringUnreadable':
    'Die Anmeldung für {path} im Schlüsselbund des Systems ist nicht lesbar und wird nicht verwendet. Melden Sie sich erneut an.',
  'cli.serverLog':
    'Die MCP-Bibliothek hat protokolliert (möglicherweise Worte des Servers oder des Autorisierungsservers, nicht von elicitkit): {text}',
  'cli.summary.doctor':
    'startet einen Test-MCP-Server und bewertet, wie ein Client Elicitation handhabt',
  'cli.help.doctor': `Aufruf: elicitkit doctor [Optionen]

Startet auf 127.0.0.1 einen MCP-Server, der die Elicitation eines MCP-Clients
bewertet: Richten Sie Ihren Client darauf, rufen Sie jedes doctor_-Werkzeug auf,
tun Sie, was seine Beschreibung sagt, und lesen Sie dann das Zeugnis. Er spricht
2026-07-28 (input_required-Runden) und 2025-11-25 (gepushtes
elicitation/create), über Streamable HTTP oder stdio.

Optionen:
  --port '<n>'          der Port (Standard: ein beliebiger freier Port)
  --stdio             MCP über stdin/stdout; das Zeugnis bleibt auf HTTP
  --json '<file>'       ein maschinenlesbares Zeugnis in dieser Datei führen
  --auto              ohne Person: jede Frage endet mit der Antwort, die eine
                      geskriptete Person geben soll (siehe apps/cli/README.md, "doctor")
  -h, --help          diese Hilfe zeigen

Das Zeugnis liegt unter der ausgegebenen Adresse und aktualisiert sich laufend.
Strg-C beendet den Doctor.
`,
  'cli.usage.badPort': '--port muss eine Zahl von 0 bis 65535 sein, nicht {port}',
} satisfies CliMessages;

const catalogue: CliLocaleCatalogue = Object.freeze({
  locale: 'de',
  dir: 'ltr',
  messages: Object.freeze(messages),
});
export default catalogue;
