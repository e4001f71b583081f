// First half of client.ts: see there.
import { pauseErrorStacks } from './error-stacks';

pauseErrorStacks();
