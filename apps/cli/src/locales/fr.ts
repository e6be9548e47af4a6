import type { CliLocaleCatalogue, CliMessages } from '../messages/CliLocalizer.js';

/** The command line's French words: `locales/fr.ts`. */
const messages = {
  'cli.help.program': `Utilisation : elicitkit '<commande>' [options]

Appelle des outils MCP qui s'arrêtent pour vous poser une question (élicitation), et
vérifie comment les clients verront les questions d'un serveur.

Commandes :
{commands}

Chaque commande accepte --locale '<balise>' ({locales}) ; par défaut,
LC_ALL, LC_MESSAGES ou LANG, sinon l'anglais.

--verbose affiche ce que la bibliothèque MCP journalise (qui peut citer le
serveur ou son serveur d'autorisation), signalé comme n'étant pas d'elicitkit.

'elicitkit '<commande>' --help' montre les options et codes de sortie d'une commande.
`,
  'cli.summary.checkSchema':
    'montre comment les clients verront une demande d’élicitation, et vérifie une réponse',
  'cli.summary.call':
    'exécute un outil sur un serveur MCP, en répondant à ses questions dans le terminal',
  'cli.summary.task': 'suit une tâche en cours par son identifiant, en répondant à ses questions',
  'cli.summary.tools': 'liste les outils qu’offre un serveur MCP',
  'cli.summary.login': 'se connecte à un serveur MCP qui exige une autorisation',
  'cli.summary.logout': 'oublie (et révoque) la connexion gardée pour un serveur MCP',
  'cli.summary.auth': 'montre les connexions gardées (auth status)',

  'cli.help.checkSchema': `Utilisation : elicitkit check-schema '<fichier | ->' [options]

Montre comment les clients MCP verront une demande d'élicitation : le message, chaque
champ (libellé, type et widget, obligatoire, valeur par défaut, format et limites,
options, indication, diagnostics), les diagnostics de la demande par gravité, et si
l'acceptation est possible. Avec --answer, vérifie aussi une réponse candidate.

L'entrée est un fichier JSON, ou - pour stdin. Sa forme est reconnue et indiquée :
  paramètres elicitation/create mode formulaire ou URL, 2025-11-25 ou 2026-07-28
  un requestedSchema seul       '{"type": "object", "properties": {...}}'
  une entrée inputRequests      '{"method": "elicitation/create", "params": {...}}'
  une table inputRequests       '{"<key>": {"method": ..., "params": ...}, ...}'
  un résultat input_required    '{"resultType": "input_required", "inputRequests": ...}'
  une requête JSON-RPC          '{"jsonrpc": "2.0", "id": 1, "method": "elicitation/create", ...}'
  une réponse JSON-RPC          dont le résultat est un résultat input_required

Options :
  --answer '<json | @fichier>' vérifie cette réponse : un objet JSON de valeurs de champs
                           (le contenu d'une acceptation), en ligne ou lu d'un fichier
  --request '<clé>'          l'entrée inputRequests à vérifier (par défaut : la première
                           entrée elicitation/create)
  --json                   affiche un rapport lisible par machine, toujours en anglais
                           (voir apps/cli/README.md)
  -h, --help               affiche cette aide

Codes de sortie :
  0  utilisable : l'acceptation est possible, et la --answer (s'il y en a une) est valide
  1  inutilisable : l'acceptation est impossible, l'entrée n'est pas une élicitation,
     ou la --answer n'est pas valide
  2  mauvaise utilisation : option inconnue, fichier manquant ou illisible, entrée ou
     réponse qui n'est pas du JSON
  70 un bogue d'elicitkit lui-même (ELICITKIT_DEBUG=1 affiche la pile d'appels)

La couleur n'est utilisée que si stdout est un terminal et que NO_COLOR n'est pas défini.

Exemples :
{examples}
`,
  'cli.help.call': `Utilisation : elicitkit call '<url>' '<outil>' [options]
              elicitkit call --stdio "'<commande>'" '<outil>' [options]

Exécute un outil sur un serveur MCP. Quand le serveur pose une question (une élicitation,
à n'importe quel tour), elle s'affiche dans ce terminal ; Accepter / Refuser / Annuler
repartent vers le serveur, et le résultat de l'outil est affiché.

Options :
  --args '<json|@fichier>' les arguments de l'outil, en objet JSON (par défaut '{}')
  --answers '<fichier>'    répond automatiquement aux questions (voir plus bas) ; celles
                         que le fichier ne couvre pas sont posées, ou annulées sans terminal
  --json                 affiche le résultat de l'outil en JSON sur stdout (l'invite
                         s'affiche alors sur stderr)
  --no-drafts            ne garde pas les réponses non envoyées (voir plus bas)
  --locale '<balise>'      la langue de l'invite ({locales}) ;
                         par défaut LC_ALL, LC_MESSAGES, LANG, sinon l'anglais
  --detach               quand l'outil devient une tâche, affiche son identifiant et
                         quitte (la tâche continue ; suivez-la avec elicitkit task)
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             cette aide

Connexion : un serveur qui exige une autorisation utilise la connexion gardée par
elicitkit login (renouvelée avant son expiration). Si aucune n'est utilisable — ou si
le serveur demande plus d'accès en cours d'appel — vous vous connectez sur-le-champ dans
un terminal (comme avec elicitkit login), et l'appel continue. Sans terminal, cette
commande n'ouvre jamais de navigateur et n'écoute pas : elle sort avec 5 et indique
d'exécuter elicitkit login '<url>'.

Fichier de réponses (chaque réponse automatique est consignée sur stderr) :
  '{ "confirm_close": { "confirm": true },'   clé d'entrée -> les valeurs du formulaire
    "region": "decline",                    clé d'entrée -> accept | decline | cancel
    "agent": "nour",                        nom de champ -> sa valeur
    "*": "cancel" '}'                         tout autre formulaire -> accept | decline | cancel
Les valeurs partent des valeurs par défaut du formulaire et sont vérifiées comme des
réponses saisies. Une question URL n'est répondue que par sa propre clé d'entrée
("sign_in": "accept"), jamais par "*".

Touches de l'invite : Tab/Shift-Tab ou ↑↓ pour se déplacer, ↑↓ pour choisir dans une
liste, Space coche, Enter passe au champ suivant (envoie depuis le dernier), Ctrl-S
envoie, Ctrl-G écrit une réponse texte dans $VISUAL/$EDITOR, Esc annule, Ctrl-C annule
et arrête. Le pied de page montre les touches du contrôle actif.

Les réponses non envoyées (annulées, interrompues ou perdues avec la connexion) sont
gardées un jour dans $XDG_STATE_HOME/elicitkit/drafts (par défaut ~/.local/state/…),
lisibles par vous seul, et remplies quand le même serveur repose la même question. Les
réponses aux champs qui ressemblent à des secrets ne sont jamais gardées. --no-drafts
désactive cela.

NO_COLOR désactive la couleur. Sans terminal, rien n'attend de saisie.

Tâches : un outil qui s'exécute en tâche (MCP Tasks, dans les deux versions du protocole)
affiche "tâche '<id>' · '<état>' · '<message>'" pendant son travail ; ses questions sont posées
comme les autres, et Ctrl-C annule la tâche sur le serveur avant de quitter.

Codes de sortie :
  0    l'outil s'est exécuté et a renvoyé un résultat
  1    l'outil s'est exécuté et a signalé une erreur (isError)
  2    mauvaise utilisation : option inconnue, URL incorrecte, --args ou --answers invalides
  3    connexion au serveur impossible
  4    l'appel a échoué : le serveur ou le protocole a échoué, une étape a expiré, trop
       de tours, ou la tâche a échoué ou a été annulée par le serveur
  5    le serveur demande une connexion : exécutez elicitkit login '<url>' (ou la connexion
       a échoué)
  130  interrompu par Ctrl-C (la question ouverte a été annulée)
  70   elicitkit lui-même a échoué (un bogue)
`,
  'cli.help.task': `Utilisation : elicitkit task '<url>' '<idTâche>' [options]
              elicitkit task --stdio "'<commande>'" '<idTâche>' [options]

Se rattache à une tâche en cours (extension MCP Tasks, 2026-07-28) : affiche son état
("tâche '<id>' · '<état>' · '<message>'"), pose les questions qu'elle a encore, et affiche son
résultat. Les questions déjà répondues ne sont pas reposées. Ctrl-C annule la tâche sur
le serveur.

Options :
  --answers '<fichier>'    répond automatiquement aux questions (comme pour elicitkit call)
  --json                 affiche le résultat en JSON sur stdout
  --no-drafts            ne garde pas les réponses non envoyées
{serverFlags}
  -h, --help             cette aide

Codes de sortie : comme pour elicitkit call (0 résultat, 1 erreur de l'outil, 3 connexion
impossible, 4 la tâche a échoué ou a été annulée par le serveur, 130 Ctrl-C).
`,
  'cli.help.tools': `Utilisation : elicitkit tools '<url>' [options]
              elicitkit tools --stdio "'<commande>'" [options]

Liste les outils qu'offre un serveur MCP, avec leurs arguments (* = obligatoire).

Options :
  --json                 affiche la liste d'outils du serveur en JSON sur stdout
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             cette aide

Connexion : comme pour elicitkit call — la connexion gardée, sinon dans un terminal une
connexion sur-le-champ ; sans terminal, sortie 5 et "exécutez elicitkit login '<url>'".

Codes de sortie :
  0    liste affichée
  2    mauvaise utilisation
  3    connexion au serveur impossible
  4    le serveur n'a pas pu lister ses outils
  5    le serveur demande une connexion : exécutez elicitkit login '<url>' (ou la connexion
       a échoué)
  70   elicitkit lui-même a échoué (un bogue)
`,
  'cli.help.login': `Utilisation : elicitkit login '<url>' [options]

Se connecte à un serveur MCP qui exige une autorisation (OAuth 2.1), et garde le
résultat pour qu'elicitkit call, tools et task fonctionnent ensuite sans demander, en
renouvelant le jeton d'accès avant son expiration.

La page de connexion s'ouvre dans votre navigateur : $BROWSER s'il est défini (lancé
avec l'adresse en argument), sinon l'ouvreur du système. Le navigateur revient vers un
écouteur sur http://127.0.0.1:'<port>'/callback sur cette machine. L'adresse est aussi
toujours affichée.

Options :
{signInFlags}
{authFlags}
  -h, --help             cette aide

Les connexions sont gardées dans le trousseau du système (Keychain, Credential Manager, un
Secret Service) s’il répond, sinon dans $XDG_STATE_HOME/elicitkit/oauth/ (par défaut
~/.local/state/…), un fichier par serveur, lisible par vous seul ; ELICITKIT_TOKEN_STORE=file
les garde dans des fichiers. La connexion abandonne
au bout de cinq minutes.

Codes de sortie :
  0    connecté (ou déjà connecté)
  2    mauvaise utilisation, ou le --callback-port est occupé
  3    serveur injoignable
  5    la connexion a échoué ou a été refusée
  70   elicitkit lui-même a échoué (un bogue)
`,
  'cli.help.logout': `Utilisation : elicitkit logout '<url>' [options]

Oublie la connexion gardée pour ce serveur. Si le serveur d'autorisation propose la
révocation (RFC 7009), les jetons y sont d'abord révoqués.

Options :
  --no-revoke            supprime seulement la copie locale
  --client-id ID, --client-secret-env VAR   comme donnés à elicitkit login
  -h, --help             cette aide

Codes de sortie : 0 déconnecté (ou n'était pas connecté), 2 mauvaise utilisation, 70 un bogue.
`,
  'cli.help.auth': `Utilisation : elicitkit auth status ['<url>'] [--json]

Montre les connexions gardées : pour chaque serveur, le serveur d'autorisation, le type
de client (enregistré, document de métadonnées, statique), les portées, l'expiration du
jeton d'accès et s'il peut être renouvelé. Les jetons ne sont jamais affichés.

Options :
  --json                 affiche la même chose en JSON
  -h, --help             cette aide

Codes de sortie : 0 affiché, 2 mauvaise utilisation, 70 un bogue.
`,
  'cli.help.serverFlags': `  --stdio "'<cmd args>'"   lance le serveur et parle MCP sur son stdin/stdout (sans shell :
                         les guillemets groupent les mots, rien d'autre n'est interprété)
  --server-id '<nom>'      votre nom pour ce serveur, affiché comme fiable (par défaut :
                         l'URL ou la commande)
  --protocol '<p>'         auto (par défaut), 2026-07-28 ou 2025-11-25`,
  'cli.help.authFlags': `  --header "Nom: valeur" envoie cet en-tête à chaque requête HTTP (répétable)
  --bearer-token-env VAR envoie "Authorization: Bearer <$VAR>" (sans connexion alors)
  --client-id ID         un client enregistré d'avance auprès du serveur d'autorisation
  --client-secret-env VAR  son secret, lu dans $VAR (jamais pris sur la ligne de commande)
  --scope "a b"          les portées à demander quand le serveur n'en nomme aucune`,
  'cli.help.signInFlags': `  --no-browser           se connecter sans ouvrir de navigateur : ouvrez vous-même
                         l'adresse affichée (sur n'importe quelle machine), puis collez ici
                         l'adresse où le navigateur aboutit (http://127.0.0.1:…/callback?…)
  --callback-port '<n>'    écoute la redirection de la connexion sur ce port (pour les
                         serveurs qui exigent une adresse de redirection exacte) ; un port
                         occupé est une erreur`,

  'cli.check.label':
    '{label, select, input {entrée} entry {élément} mode {mode} address {adresse} host {hôte} punycode {punycode} port {port} opens {ouvre} warning {alerte} verdict {verdict} kind {type} format {format} limits {limites} default {défaut} options {options} other {indication}}',
  'cli.check.era': '{description} (protocole {era})',
  'cli.check.message': 'Message',
  'cli.check.none': '(aucun)',
  'cli.check.fields': 'Champs ({count, number})',
  'cli.check.noFields': 'Aucun champ : la personne peut seulement accepter, refuser ou annuler.',
  'cli.check.required': 'obligatoire',
  'cli.check.optional': 'facultatif',
  'cli.check.kind': '{kind}, widget {widget}',
  'cli.check.kindVariant': '{kind} ({variant}), widget {widget}',
  'cli.check.more':
    '{count, plural, one {… et # autre} many {… et # autres} other {… et # autres}}',
  'cli.check.url': 'URL',
  'cli.check.same': '(identique)',
  'cli.check.canOpen': '<good>peut être ouverte dès que la personne y consent</good>',
  'cli.check.blocked': '<bad>bloquée : {reason}</bad>',
  'cli.check.diagnostics': 'Diagnostics',
  'cli.check.diagnosticsNone': 'aucun',
  'cli.check.diagnosticsCount':
    '{errors, plural, one {# erreur} many {# erreurs} other {# erreurs}}, {warnings, plural, one {# alerte} many {# alertes} other {# alertes}}, {info, number} info en tout',
  'cli.check.formLevelNone': 'aucun sur la demande dans son ensemble (voir les champs ci-dessus)',
  'cli.check.heading': '{severity, select, error {Erreurs} warning {Alertes} other {Info}}',
  'cli.check.severity': '{severity, select, error {erreur} warning {alerte} other {info}}',
  'cli.check.verdict': 'Verdict',
  'cli.check.accept': 'Accepter',
  'cli.check.answer': 'Réponse',
  'cli.check.nothingToCheck': '<bad>rien à vérifier</bad> : {reason}',
  'cli.check.possible': '<good>possible</good>',
  'cli.check.notPossible': '<bad>impossible</bad> : {reason}',
  'cli.check.unknownReason': 'raison inconnue',
  'cli.check.valid': '<good>valide</good> ; le client envoie :',
  'cli.check.invalid':
    '{count, plural, one {<bad>invalide</bad> (# problème)} many {<bad>invalide</bad> (# problèmes)} other {<bad>invalide</bad> (# problèmes)}}',
  'cli.check.wholeAnswer': 'réponse',

  'cli.check.input.jsonType':
    '{type, select, null {un null JSON, pas un objet} array {un tableau JSON, pas un objet} number {un nombre JSON, pas un objet} boolean {un booléen JSON, pas un objet} other {une chaîne JSON, pas un objet}}',
  'cli.check.input.rpcRequest':
    '{method, select, none {une requête JSON-RPC sans méthode} other {une requête JSON-RPC {method}}}',
  'cli.check.input.rpcInputRequired': 'une réponse JSON-RPC portant un résultat input_required',
  'cli.check.input.rpcUrlRequiredCode': 'une URLElicitationRequiredError JSON-RPC ({code})',
  'cli.check.input.rpcUrlRequired': 'une URLElicitationRequiredError JSON-RPC',
  'cli.check.input.rpcResponse': 'une réponse JSON-RPC',
  'cli.check.input.requestsMap': 'une table inputRequests',
  'cli.check.input.inputRequired': 'un résultat input_required',
  'cli.check.input.request':
    '{method, select, none {une requête sans méthode} other {une requête {method}}}',
  'cli.check.input.entry': 'une entrée inputRequests ({method})',
  'cli.check.input.params': 'des paramètres {method}',
  'cli.check.input.schema': 'un requestedSchema seul',
  'cli.check.input.unrecognised': 'un objet JSON non reconnu',
  'cli.check.reason.jsonType':
    '{type, select, null {L’entrée est un null JSON ; une requête, un résultat, des paramètres ou un schéma sont toujours un objet JSON.} array {L’entrée est un tableau JSON ; une requête, un résultat, des paramètres ou un schéma sont toujours un objet JSON.} number {L’entrée est un nombre JSON ; une requête, un résultat, des paramètres ou un schéma sont toujours un objet JSON.} boolean {L’entrée est un booléen JSON ; une requête, un résultat, des paramètres ou un schéma sont toujours un objet JSON.} other {L’entrée est une chaîne JSON ; une requête, un résultat, des paramètres ou un schéma sont toujours un objet JSON.}}',
  'cli.check.reason.rpcRequest':
    '{method, select, none {C’est une requête JSON-RPC sans méthode, pas {elicit}.} other {C’est une requête JSON-RPC {method}, pas {elicit}.}}',
  'cli.check.reason.noElicitations':
    'Cette URLElicitationRequiredError ne liste aucune élicitation dans error.data.elicitations.',
  'cli.check.reason.rpcResponse':
    'Cette réponse JSON-RPC n’est ni un résultat input_required ni une URLElicitationRequiredError : elle ne demande donc rien.',
  'cli.check.reason.request':
    '{method, select, none {C’est une requête sans méthode, pas {elicit}.} other {C’est une requête {method}, pas {elicit}.}}',
  'cli.check.reason.onlyState':
    'Ce résultat input_required ne porte que requestState : il ne demande rien à la personne.',
  'cli.check.reason.noRequests':
    'Ce résultat input_required n’a pas d’inputRequests : il ne demande rien à la personne.',
  'cli.check.reason.entry':
    '{method, select, none {L’entrée inputRequests {key} n’a pas de méthode : ce n’est donc pas {elicit}.} other {L’entrée inputRequests {key} est une requête {method}, pas {elicit}.}}',
  'cli.check.reason.noneElicit': 'Aucune des entrées inputRequests n’est {elicit}.',
  'cli.check.note.requestIgnored': '{flag} {key} a été ignoré : l’entrée n’a pas d’inputRequests.',
  'cli.check.note.noElicitationId':
    '{protocol} exige "elicitationId" sur les demandes en mode URL ; celle-ci n’en a pas.',
  'cli.check.note.checkedFirst':
    '{count, plural, one {# élicitation ici ; la première a été vérifiée.} many {# élicitations ici ; la première a été vérifiée.} other {# élicitations ici ; la première a été vérifiée.}}',
  'cli.check.note.elicitationIdIgnored':
    '"elicitationId" ne fait pas partie de {protocol} ; les clients l’ignorent.',
  'cli.check.note.notInputRequired':
    'A des "inputRequests" mais pas de resultType "input_required" ; lu comme tel malgré tout.',
  'cli.check.note.entryNotChecked':
    '{method, select, none {L’entrée inputRequests {key} n’a pas de méthode ; non vérifiée.} other {L’entrée inputRequests {key} est une requête {method} ; non vérifiée.}}',
  'cli.check.note.checkedKey':
    "{count, plural, one {# élicitation ici ; {key} a été vérifiée. Choisissez-en une autre avec {flag} '<clé>' ({keys}).} many {# élicitations ici ; {key} a été vérifiée. Choisissez-en une autre avec {flag} '<clé>' ({keys}).} other {# élicitations ici ; {key} a été vérifiée. Choisissez-en une autre avec {flag} '<clé>' ({keys}).}}",
  'cli.check.note.unrecognised':
    'Non reconnu comme requête, résultat, paramètres ou schéma ; lu comme des paramètres elicitation/create.',

  'cli.connecting': 'Connexion à {where}…',
  'cli.calling': 'Appel de {tool} sur {where}…',
  'cli.sending': 'Envoi de la réponse à {where}…',
  'cli.roundSent': '✔ Envoyé à {where} : les réponses conservées pour le tour {round}',
  'cli.taskAsking': '{line} — la tâche en cours demande :',
  'cli.toolError': '{tool} a signalé une erreur',
  'cli.detached': 'détaché ; la tâche continue. Suivez-la avec : {command}',
  'cli.interrupted': 'interrompu (Ctrl-C) ; la question ouverte a été annulée.',
  'cli.interruptedTask':
    'interrompu (Ctrl-C) ; la question ouverte a été annulée et la tâche annulée sur le serveur.',
  'cli.callFailed': '{tool} a échoué ({code}) : {detail}',
  'cli.questionRefused':
    '{server} a posé une question qui a été refusée avant de pouvoir être affichée : {why}',
  'cli.questionRefusedNoReason':
    '{server} a posé une question qui a été refusée avant de pouvoir être affichée.',
  'cli.couldNotConnect': 'connexion à {where} impossible : {detail}',
  'cli.localeUnknown': '{flag} {tag} n’est pas une langue fournie ; l’anglais est utilisé',
  'cli.themeIgnored': 'ELICITKIT_THEME : ignoré {items}',
  'cli.tools.couldNotList': '{where} n’a pas pu lister ses outils : {detail}',
  'cli.tools.heading':
    '{count, plural, one {# outil sur {server} :} many {# outils sur {server} :} other {# outils sur {server} :}}',
  'cli.tools.server': '{id} (se présente comme « {name} »)',
  'cli.tools.args': 'arguments :',
  'cli.tools.noArgs': 'aucun',
  'cli.usage.seeHelp': 'Utilisation : {help}',
  'cli.usage.unknownCommand': 'commande inconnue {name}',
  'cli.usage.unknownOption': 'option inconnue {option}',
  'cli.usage.commandList': 'Commandes : {list}.',
  'cli.usage.noValue': 'l’option {option} ne prend pas de valeur',
  'cli.usage.needsValue': 'l’option {option} demande une valeur',
  'cli.usage.givenTwice': 'option {option} donnée deux fois',
  'cli.usage.unexpected': 'argument inattendu {argument}',
  'cli.usage.whichTool': 'quel outil ? donnez son nom après le serveur',
  'cli.usage.whichTask': 'quelle tâche ? donnez son identifiant après le serveur',
  'cli.usage.argsObject': '{flag} doit être un objet JSON des arguments de l’outil',
  'cli.usage.answersObject':
    '{label} doit être un objet JSON de clés d’entrée ou de noms de champs',
  'cli.usage.answersStar': '{label} : {star} doit valoir {choices}',
  'cli.usage.protocol': '{flag} doit valoir {choices}, pas {value}',
  'cli.usage.noServer': 'indiquez le serveur : une URL http(s), ou {stdio}',
  'cli.usage.notUrlStdio': '{text} n’est pas une URL (pour une commande locale, utilisez {stdio})',
  'cli.usage.notUrl': '{text} n’est pas une URL',
  'cli.usage.notHttp': 'l’URL du serveur doit être en http ou https, pas {scheme}',
  'cli.usage.serverUrl': 'indiquez l’URL http(s) du serveur',
  'cli.usage.unclosedQuote': '{flag} : guillemet {quote} non fermé',
  'cli.usage.noCommand': '{flag} demande une commande, comme {example}',
  'cli.usage.missingFile': '{file} manquant : donnez un fichier JSON, ou - pour l’entrée standard',
  'cli.usage.oneFile': 'un seul {file} attendu, {count, number} reçus : {extra}',
  'cli.usage.stdinOnce':
    'l’entrée standard ne se lit qu’une fois : donnez l’entrée ou {flag} sous forme de fichier',
  'cli.usage.badHeader': '{flag} doit avoir la forme {example}',
  'cli.usage.envNotSet': '{flag} {name} : la variable d’environnement n’est pas définie',
  'cli.usage.needsFlag': '{flag} demande {other}',
  'cli.usage.signInFlagsHttp':
    'les options de connexion valent pour les serveurs HTTP (passez les secrets aux serveurs {stdio} par leur environnement)',
  'cli.usage.port': '{flag} doit être un numéro de port de 1 à 65535',
  'cli.usage.authSubcommand': 'la seule sous-commande de {command} est {sub}',
  'cli.usage.noLoginNeeded': '{first} et {second} ne demandent pas de connexion',
  'cli.internalError': 'erreur interne (un bogue d’elicitkit) : {detail}',
  'cli.json.input': 'l’entrée {file}',
  'cli.json.inputStdin': 'l’entrée (entrée standard)',
  'cli.json.flagFile': 'le fichier {flag} {file}',
  'cli.json.flagFileStdin': 'le fichier {flag} (entrée standard)',
  'cli.json.flagValue': '{flag}',
  'cli.json.readingTerminal': 'lecture de {label} depuis le terminal ; terminez par Ctrl-D',
  'cli.json.cannotRead': 'impossible de lire {label} : {reason}',
  'cli.json.empty': '{label} est vide, ce n’est pas du JSON',
  'cli.json.invalid': '{label} n’est pas du JSON valide : {reason}',
  'cli.json.noSuchFile': 'fichier introuvable',
  'cli.json.isDirectory': 'c’est un dossier',
  'cli.json.permission': 'permission refusée',
  'cli.json.other': '{detail}',
  'cli.result.link': '[lien {uri}]',
  'cli.result.resource': '[ressource {uri}]',
  'cli.usage.noSuchRequest':
    '{flag} {key} : aucune entrée de ce nom dans inputRequests (il y a {keys})',
  'cli.tools.serverVersion': '{id} (se présente comme « {name} » {version})',
  'auth.cli.page': 'La page de connexion pour {server} :',
  'auth.cli.paste':
    'Ouvrez-la dans un navigateur, puis collez ici l’adresse sur laquelle le navigateur s’arrête :',
  'auth.cli.noBrowser':
    'Aucun navigateur n’a pu être ouvert : ouvrez vous-même l’adresse ci-dessus.',
  'auth.cli.badPaste': 'Ce n’est pas l’adresse sur laquelle le navigateur s’est arrêté.',
  'auth.cli.timedOut': 'Aucune connexion n’est revenue en cinq minutes.',
  'auth.cli.signedIn': 'Connecté à {server}.',
  'auth.cli.incomplete': 'La connexion à {server} n’a pas abouti : {reason}',
  'auth.cli.unreachable': 'Impossible de joindre {server} : {reason}',
  'auth.cli.portBusy':
    '--callback-port {port} : ce port sur 127.0.0.1 est occupé ; libérez-le ou choisissez-en un autre.',
  'auth.cli.runLogin': '{server} vous demande de vous connecter ; lancez : elicitkit login {url}',
  'auth.cli.notSignedIn': 'Non connecté à {server} ; rien à oublier.',
  'auth.cli.signedOutRevoked':
    'Déconnecté de {server} : les jetons ont été révoqués auprès du serveur d’autorisation et supprimés ici.',
  'auth.cli.signedOutLocal':
    'Déconnecté de {server} : les jetons ont été supprimés ici (le serveur ne propose pas de révocation, ou elle a échoué).',
  'auth.cli.callbackPage': 'Terminé. Vous pouvez fermer cet onglet et revenir au terminal.',
  'auth.cli.storeFiles': 'Les connexions sont conservées dans des fichiers sous {dir}.',
  'auth.cli.noneKept': 'Aucune connexion conservée.',
  'auth.cli.notSignedInTo': 'Non connecté à {server}.',
  'auth.cli.storeRepaired':
    'D’autres utilisateurs pouvaient lire ou modifier {path} ; il n’est désormais accessible qu’à vous.',
  'auth.cli.storeRefused':
    '{path} est un lien, un dossier ou appartient à un autre utilisateur : elicitkit ne l’a pas lu et n’y garde aucune connexion. Supprimez-le, puis connectez-vous à nouveau.',
  'auth.cli.storeUnreadable':
    'La connexion gardée dans {path} est illisible ; elle n’est pas utilisée. Connectez-vous à nouveau.',
  'auth.cli.storeKeyring':
    'Les connexions sont gardées dans le trousseau du système ; celles restées dans des fichiers sous {dir} y passent à leur prochain usage.',
  'auth.cli.keptInKeyring': 'Gardée dans le trousseau du système.',
  'auth.cli.keptInFile': 'Gardée dans un fichier sous {dir}.',
  'auth.cli.logoutKeyringUnanswered':
    "Le trousseau du système n'a pas répondu : une connexion à {server} qui y est gardée peut y être encore. Déverrouillez-le et relancez logout.",
  'auth.cli.keyringUnavailable':
    'Le trousseau du système n’a pas répondu (il est verrouillé, ou il n’y en a pas ici) : les connexions sont gardées dans des fichiers sous {path}, lisibles par vous seul.',
  'auth.cli.keyringUnreadable':
    'La connexion à {path} gardée dans le trousseau du système est illisible ; elle n’est pas utilisée. Connectez-vous à nouveau.',
  'cli.serverLog':
    'La bibliothèque MCP a journalisé (elle peut citer le serveur ou le serveur d’autorisation ; ce ne sont pas les mots d’elicitkit) : {text}',
  'cli.summary.doctor':
    'lance un serveur MCP de test et évalue la façon dont un client gère l’élicitation',
  'cli.help.doctor': `Usage : elicitkit doctor [options]

Lance sur 127.0.0.1 un serveur MCP qui évalue l’élicitation d’un client MCP :
dirigez votre client vers lui, appelez chaque outil doctor_ et faites ce que dit
sa description, puis lisez le bulletin. Il parle 2026-07-28 (tours
input_required) et 2025-11-25 (elicitation/create poussé), en Streamable HTTP
ou en stdio.

Options :
  --port '<n>'          le port d’écoute (par défaut : un port libre)
  --stdio             MCP sur stdin/stdout ; le bulletin reste en HTTP
  --json '<file>'       tenir un bulletin lisible par machine dans ce fichier
  --auto              sans personne : chaque question se termine par la réponse
                      qu’une personne scriptée doit donner (voir apps/cli/README.md, « doctor »)
  -h, --help          afficher cette aide

Le bulletin est à l’adresse affichée et se met à jour au fil des vérifications.
Ctrl-C arrête le doctor.
`,
  'cli.usage.badPort': '--port doit être un nombre de 0 à 65535, pas {port}',
} satisfies CliMessages;

const catalogue: CliLocaleCatalogue = Object.freeze({
  locale: 'fr',
  dir: 'ltr',
  messages: Object.freeze(messages),
});
export default catalogue;
