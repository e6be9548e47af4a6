import kit from '@elicitkit/core/locales/fr';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/** The web demo's French words, beside core's French catalogue. */
const messages: DemoMessages = {
  'page.title': 'Démo web d’elicitkit',
  'page.intro':
    'Un serveur MCP vous pose des questions au milieu d’un appel d’outil ; cette page les affiche et renvoie vos réponses.',
  'page.footer': 'Le même parcours dans un terminal : <code>{command}</code>',
  'theme.label': 'Thème',
  'theme.system': 'Système',
  'theme.light': 'Clair',
  'theme.dark': 'Sombre',
  'connect.form': 'Serveur',
  'connect.url': 'URL du serveur MCP',
  'connect.protocol': 'Protocole',
  'connect.protocol.auto': 'automatique ({newer}, sinon {older})',
  'connect.protocol.only': '{version} uniquement',
  'connect.button': 'Se connecter',
  'connect.status.idle': 'Non connecté.',
  'connect.status.connecting': 'Connexion à {url}…',
  'connect.status.connected':
    'Connecté à {server} sur {url} · {protocol} · {count, plural, one {# outil} many {# d’outils} other {# outils}}',
  'connect.status.connectedUnnamed':
    'Connecté à un serveur sur {url} · {protocol} · {count, plural, one {# outil} many {# d’outils} other {# outils}}',
  'tools.heading': 'Outils',
  'tools.loading': 'Chargement des outils…',
  'tools.connectFirst': 'Connectez-vous pour lister les outils.',
  'tools.none': 'Ce serveur ne propose aucun outil.',
  'tools.destructive': 'destructif',
  'tools.callHeading': 'Appeler <code>{tool}</code>',
  'args.form': 'Arguments de {tool}',
  'args.modes': 'Modifier les arguments en',
  'args.mode.form': 'Formulaire',
  'args.mode.json': 'JSON',
  'args.none': 'Cet outil ne prend aucun argument.',
  'args.json.label': 'Arguments (JSON)',
  'args.json.invalid': 'JSON non valide : <code>{detail}</code>',
  'args.json.notObject': 'Les arguments doivent être un objet JSON, comme <code>{example}</code>.',
  'args.notCalled': 'Non appelé :',
  'args.fixMarked': 'corrigez les arguments signalés ci-dessus.',
  'args.call': 'Appeler {tool}',
  'args.clear': 'Effacer la réponse<hidden> à {name}</hidden>',
  'args.choose': 'Choisir…',
  'args.notSet': '(non défini)',
  'args.jsonOnly.fields':
    'Un formulaire ne peut pas exprimer {names} : modifiez les arguments en JSON.',
  'args.jsonOnly.schema': 'Un formulaire ne peut pas exprimer ce schéma :',
  'args.jsonOnly.keywords':
    '{count, plural, one {il utilise le mot-clé {keywords}, qu’un formulaire ne lit pas.} many {il utilise les mots-clés {keywords}, qu’un formulaire ne lit pas.} other {il utilise les mots-clés {keywords}, qu’un formulaire ne lit pas.}}',
  'args.jsonOnly.anyName': 'Il accepte des arguments de n’importe quel nom.',
  'args.jsonOnly.useJson': 'Modifiez les arguments en JSON.',
  'call.heading': 'Appel en cours',
  'call.none': 'Aucun appel pour l’instant.',
  'call.line':
    '<code>{tool}</code> {status, select, running {est en cours ({phase})} stopped {arrêté} complete {terminé} other {en échec}}',
  'call.phase':
    '{phase, select, calling {appel} awaiting-input {attend une réponse} authorizing {connexion} task {suit sa tâche} retrying {envoie les réponses} moved {déplacé vers {server}} other {{phase}}}',
  'call.stop': 'Arrêter l’appel',
  'call.stopAbout':
    'Met fin à tout l’appel {tool}. Pour ne passer qu’une question, utilisez son bouton « {cancel} ».',
  'call.stopped': 'Vous avez arrêté l’appel {tool} ; il ne s’est pas terminé.',
  'call.done': 'Terminé : le résultat se trouve à la fin des tours ci-dessous.',
  'call.discardSaved': 'Abandonner l’appel enregistré',
  'rounds.heading': 'Tours',
  'rounds.empty':
    'Appelez un outil : chaque question du serveur, votre réponse et le requestState renvoyé apparaissent ici.',
  'rounds.tool': 'Outil',
  'rounds.era': 'Ère',
  'rounds.negotiated': '(négocié {version})',
  'rounds.server': 'Serveur',
  'rounds.resumedOn': '→ repris sur <code>{server}</code>',
  'rounds.resume': 'Reprise',
  'rounds.restarted':
    'recommencé : rien de reprenable n’était ouvert (un appel 2025-11-25 garde son état dans la session du serveur, qui se termine avec la page)',
  'rounds.status': 'État',
  'rounds.statusValue':
    '{status, select, running {en cours ({phase})} stopped {arrêté} complete {terminé} other {en échec}}',
  'rounds.task': 'Tâche',
  'rounds.taskRuns': '(elle s’exécute sur le serveur ; un rechargement la suit à nouveau)',
  'rounds.noQuestions': 'Aucune question pour l’instant.',
  'rounds.final': 'Résultat final',
  'rounds.failed': 'Échec : <code>{kind}</code>',
  'rounds.round': 'Tour {round}',
  'rounds.question.task': 'Question {position} (posée par la tâche en cours)',
  'rounds.question.urlRequired': 'Question {position} (URL requise, -32042)',
  'rounds.question.pushed': 'Question {position} (elicitation/create envoyé par le serveur)',
  'rounds.keyLabel':
    '{label, select, elicitationId {elicitationId} requestId {id de requête} other {clé}}',
  'rounds.beforeReload': 'avant rechargement',
  'rounds.asked': 'Demandé',
  'rounds.answered': 'Répondu',
  'rounds.requestState': 'requestState',
  'rounds.waiting': 'en attente…',
  'rounds.notAnswered': 'sans réponse',
  'history.summary': 'Appels précédents ({count})',
  'history.noAnswers': 'Aucune réponse n’a été envoyée.',
  'rounds.noMessage': '(aucun message)',
  'rounds.noFields': 'aucun champ',
  'rounds.fieldKind':
    '{kind, select, text {texte} number {nombre} integer {nombre entier} boolean {oui/non} select {un choix} multiselect {plusieurs choix} other {non pris en charge}}',
  'rounds.open': 'ouvrir <code>{url}</code>',
  'rounds.stateOnly': 'rien : le serveur veut seulement récupérer son requestState',
  'rounds.state.task': 'aucun : une tâche garde son état sur le serveur',
  'rounds.state.session': 'aucun : 2025-11-25 garde l’état de l’appel dans la session',
  'rounds.state.none': 'aucun envoyé par le serveur',
  'rounds.state.size':
    '{length, plural, one {# caractère} many {# de caractères} other {# caractères}}, <code>{prefix}…</code>',
  'rounds.echo.exact': 'renvoyé octet pour octet',
  'rounds.echo.different': 'renvoyé modifié',
  'rounds.echo.missing': 'non renvoyé',
  'rounds.echo.pending': 'à renvoyer',
  'result.isError': 'L’outil a signalé une erreur',
  'result.empty': '(résultat vide)',
  'crash.title': 'La page de démonstration a rencontré un bogue et a cessé de s’afficher.',
  'crash.reload': 'Recharger la page',
  'error.serverSaid': 'Le serveur a dit :',
  'page.language': 'Langue',
  'connect.tryAgain': 'Réessayer',
  'call.retry': 'Relancer',
  'error.connect.title': 'Connexion impossible à {url}',
  'error.connect.hint':
    'Vérifiez que l’adresse est un point de terminaison MCP Streamable HTTP (elle se termine généralement par /mcp).',
  'error.cors.title': 'Le serveur a répondu, mais le navigateur a bloqué la réponse (CORS)',
  'error.cors.allowOrigin':
    'Le serveur doit autoriser l’origine de cette page, {origin}, dans Access-Control-Allow-Origin.',
  'error.cors.preflight':
    'Sa requête préalable (OPTIONS) doit autoriser les en-têtes content-type, mcp-protocol-version, mcp-method, mcp-name et mcp-session-id, et il doit exposer mcp-session-id.',
  'error.cors.demoServer':
    'Le serveur de démonstration elicitkit autorise par défaut les origines localhost ; voir --allow-origin.',
  'error.down.title': 'Rien n’a répondu à {url}',
  'error.down.running':
    'Le serveur est-il lancé ? `npm start` lance le serveur de référence et cette page ensemble.',
  'error.down.port':
    'S’il tourne sur un autre port, indiquez son adresse ci-dessus et choisissez Se connecter.',
  'error.call.failed': 'L’appel a échoué',
  'error.call.cors':
    'Si le serveur tourne, il n’autorise peut-être pas l’origine de cette page (CORS).',
  'error.call.roundLimit': 'Le serveur n’a pas cessé de demander',
  'error.call.roundLimitHint': 'Il est peut-être pris dans une boucle.',
  'error.call.missingCapability':
    'Cet outil a besoin de quelque chose que cette page n’a pas déclaré',
  'error.call.requestStateRejected': 'Le serveur a refusé l’état d’appel enregistré',
  'error.call.requestStateRejectedHint':
    'L’état a expiré, a été modifié ou a été créé par un serveur avec un autre --secret. Relancez l’appel.',
  'error.call.unknownResultType': 'Le serveur a envoyé un résultat que cette page ne sait pas lire',
  'error.call.aborted': 'L’appel a été annulé',
  'error.call.legTimeout': 'Le serveur a mis trop de temps',
  'error.call.legTimeoutHint':
    'La requête a peut-être atteint l’outil ; elle n’est donc pas renvoyée : une seconde exécution pourrait répéter son effet.',
  'error.call.legFailed': 'La connexion au serveur a échoué',
  'error.call.legFailedHint':
    'Si la requête n’a jamais atteint le serveur, vos réponses sont conservées et Relancer la renvoie dès que le serveur est de retour.',
  'error.call.urlLoop': 'Le serveur a redemandé la même page',
  'error.call.urlDeclined': 'L’appel a besoin d’une page que vous n’avez pas ouverte',
  'error.call.unsupportedInputRequest':
    'Le serveur a demandé quelque chose auquel cette page ne sait pas répondre',
  'error.call.invalidContent': 'La réponse ne correspondait pas au formulaire',
  'error.call.outputSchema': 'Le résultat ne correspondait pas au schéma de sortie de l’outil',
  'error.call.requestNotSent': 'La requête a été refusée avant d’être envoyée',
  'error.call.server': 'Le serveur a rejeté l’appel',
  'error.call.renderer': 'Le formulaire n’a pas pu répondre',
  'error.call.resumeMismatch': 'L’appel enregistré ne peut pas reprendre ici',
  'error.background': 'Quelque chose a échoué en arrière-plan',
  'error.resume.failed': 'L’appel {tool} enregistré n’a pas pu reprendre',
  'error.resume.taskElsewhere': 'L’appel {tool} enregistré est une tâche sur un autre serveur',
  'error.resume.taskHint':
    'La tâche ({status}) continue là-bas. Connectez-vous à ce serveur pour la suivre, ou abandonnez-la ici.',
};

const catalogue: DemoCatalogue = Object.freeze({ kit, messages: Object.freeze(messages) });
export default catalogue;
