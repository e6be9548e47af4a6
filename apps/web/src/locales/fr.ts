import kit from '@elicitkit/core/locales/fr';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/** The web demo's French words, beside core's French catalogue. */
const messages: DemoMessages = {
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
