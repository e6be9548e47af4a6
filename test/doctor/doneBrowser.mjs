#!/usr/bin/env node
// $BROWSER for the doctor's terminal test: the person in the browser opens the link page and
// presses its Done button.
const url = process.argv[2];
if (url) {
  await fetch(url);
  await fetch(`${url}/done`, { method: 'POST' });
}
