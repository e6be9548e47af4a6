import { generateReportProgram } from '../tools/generateReport.js';
import { publishPostProgram } from '../tools/publishPost.js';
import {
  confirmDelete,
  failingJob,
  multiInput,
  protocolErrorJob,
  slowCompute,
  toolWithTask,
} from './conformanceTaskPrograms.js';
import type { AnyTaskProgram } from './taskProgram.js';

/**
 * Every task program this process can run. The engine needs them all at startup, not when a
 * request first builds a server instance: a replica must be able to run the next step of a task
 * another replica started, before any client has called that tool here.
 */
export function taskPrograms(conformanceFixtures: boolean): AnyTaskProgram[] {
  return [
    publishPostProgram,
    generateReportProgram,
    ...(conformanceFixtures
      ? [slowCompute, confirmDelete, multiInput, failingJob, protocolErrorJob, toolWithTask]
      : []),
  ];
}
