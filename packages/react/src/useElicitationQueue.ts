import { useState } from 'react';
import type { ElicitationQueue } from './createElicitationQueue.js';
import { createElicitationQueue } from './createElicitationQueue.js';

/**
 * One queue for the lifetime of the component: pass `queue.renderer` to the MCP loop and `queue`
 * to `<ElicitationHost>`.
 */
export function useElicitationQueue(): ElicitationQueue {
  const [queue] = useState(createElicitationQueue);
  return queue;
}
