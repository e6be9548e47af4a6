import { describe, it } from 'vitest';
import de from '@elicitkit/core/locales/de';
import { describeTrustRules } from '@elicitkit/ink/testing';

// The kit's own configurations pass every rule; a host runs the same on its theme and words.
describeTrustRules('the default terminal prompt', {}, { describe, it });
describeTrustRules(
  'an ASCII terminal in German, 40 columns wide, its own colours',
  { theme: { symbols: 'ascii', accent: 'magenta', muted: '#888888' }, messages: de, columns: 40 },
  { describe, it },
);
