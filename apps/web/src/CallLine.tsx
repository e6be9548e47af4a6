import type { CallLog } from './callLog.js';
import { DemoText } from './DemoText.js';
import { useDemoWords } from './locales/DemoWordsContext.js';
import { phaseMsg } from './RoundsPanel.js';

/** "deploy is running (waiting for an answer)", "deploy stopped": one call's tool and state. */
export function CallLine({ log }: { log: CallLog }) {
  const words = useDemoWords();
  return (
    <DemoText
      msg={{
        key: 'call.line',
        values: { tool: log.tool, status: log.status, phase: words.demo(phaseMsg(log)) },
      }}
    />
  );
}
