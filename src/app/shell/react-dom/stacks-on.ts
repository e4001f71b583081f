// Second half of client.ts: see there.
import { resumeErrorStacks } from './error-stacks';

resumeErrorStacks();
