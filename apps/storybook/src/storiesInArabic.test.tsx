// Every story rendered and played under the toolbar's `ar` locale (see everyStoryUnder.tsx).
import ar from '@elicitkit/core/locales/ar';
import { everyStoryUnder } from './everyStoryUnder.js';

everyStoryUnder(ar);
