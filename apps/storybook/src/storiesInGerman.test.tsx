// Every story rendered and played under the toolbar's `de` locale (see everyStoryUnder.tsx).
import de from '@elicitkit/core/locales/de';
import { everyStoryUnder } from './everyStoryUnder.js';

everyStoryUnder(de);
