// The dom project's setup: jsdom lays nothing out, so it has no scrollIntoView. Host themes'
// selects (shadcn's) call it from an animation frame that can land after a test has ended, and an
// uncaught error there fails the whole run. A browser has it; under jsdom it does nothing.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
