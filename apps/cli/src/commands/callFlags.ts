import { AUTH_FLAGS, SIGN_IN_FLAGS } from '../auth/authFlags.js';
import type { FlagSpecs } from '../parseArgs.js';
import { SERVER_FLAGS } from '../serverTarget.js';

/**
 * The flags of `call` (`withArgs`: --args and --detach) and of `task`. Its own module so the bin
 * can read a command line as the command will, to paint the first frame before the program loads.
 */
export function callFlags(withArgs: boolean): FlagSpecs {
  return {
    ...SERVER_FLAGS,
    ...AUTH_FLAGS,
    ...SIGN_IN_FLAGS,
    ...(withArgs && { args: { type: 'string' } }),
    answers: { type: 'string' },
    json: { type: 'boolean' },
    'no-drafts': { type: 'boolean' },
    ...(withArgs && { detach: { type: 'boolean' } }),
    help: { type: 'boolean' },
  };
}
