import { afterAll, beforeAll } from 'vitest';
import type { DemoServerProcess } from '../../demo-server/demoServerProcess.js';
import { startDemoServer } from '../../demo-server/demoServerProcess.js';

/** One demo server process for the whole test file, stopped by PID after it; read `.url` in tests. */
export function demoForSuite(): { readonly url: URL } {
  let demo: DemoServerProcess | undefined;
  beforeAll(async () => {
    demo = await startDemoServer();
  }, 60_000);
  afterAll(async () => {
    await demo?.stop();
  });
  return {
    get url() {
      if (!demo) throw new Error('the demo server has not started');
      return demo.url;
    },
  };
}
